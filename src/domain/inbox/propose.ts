// What a mail proposes to change, from what it means and which application it is about. A
// confirmation of an application not tracked proposes adding it; a rejection, an invitation
// or an offer about a tracked one proposes its new status (and the interview an invitation
// gives); a mail that changes nothing proposes nothing. Nothing here changes anything: the
// user applies a proposal, or auto-apply does for a sure step forward only (never from an
// offer back, never onto an archived application).
import type { ApplicationStatus } from "../applications";
import { closesApplication } from "../follow-ups";
import type { MailKind } from "./judge";

export type ProposedInterview = {
  /** Wall-clock start in `timeZone` (YYYY-MM-DDTHH:mm); the zone is null when the invitation floats. */
  startsAt: string;
  endsAt: string | null;
  timeZone: string | null;
  /** The start as an instant, when the zone is known. */
  startsAtUtc: string | null;
};

type Proposal =
  | { action: "none" }
  | {
      action: "create";
      company: string | null;
      jobTitle: string | null;
      status: ApplicationStatus;
    }
  | {
      action: "update";
      status?: ApplicationStatus;
      interview?: ProposedInterview;
    };

export type Proposed = {
  proposal: Proposal;
  /** How sure, from 0 to 1: the surer of the meaning and the match can be no surer than the other. */
  confidence: number;
  /** Whether applying it is a step forward that auto-apply may take. */
  forward: boolean;
};

const pipeline: ApplicationStatus[] = ["Applied", "Interviewing", "Offer"];
const statusFor: Partial<Record<MailKind, ApplicationStatus>> = {
  rejection: "Rejected",
  interview: "Interviewing",
  offer: "Offer",
};

/** Whether moving from one status to another is forward: on along the pipeline, or closing an open one. */
export function isForward(from: ApplicationStatus, to: ApplicationStatus): boolean {
  if (closesApplication(from) || from === to) return false;
  if (closesApplication(to)) return from !== "Offer";
  return pipeline.indexOf(to) > pipeline.indexOf(from);
}

const nothing = (confidence: number): Proposed => ({
  proposal: { action: "none" },
  confidence,
  forward: false,
});

export function propose(input: {
  kind: MailKind;
  kindConfidence: number;
  /** The application the mail is about, if one was found. */
  application: { status: ApplicationStatus; archived: boolean } | null;
  matchConfidence: number;
  /** What a confirmation names, for one not tracked. */
  named: { company: string | null; jobTitle: string | null };
  interview: ProposedInterview | null;
}): Proposed {
  const { kind, kindConfidence, application, matchConfidence, named, interview } = input;
  if (kind === "other") return nothing(kindConfidence);
  if (!application) {
    // Only a confirmation says an application was sent: the rest may be about one never tracked
    // or one the match missed, which the user can point to with Change.
    if (kind !== "received") return nothing(kindConfidence * 0.5);
    const known = named.company && named.jobTitle ? 1 : named.company ? 0.8 : 0.5;
    return {
      proposal: { action: "create", company: named.company, jobTitle: named.jobTitle, status: "Applied" },
      confidence: Math.round(kindConfidence * known * 100) / 100,
      forward: false,
    };
  }
  const confidence = Math.min(kindConfidence, matchConfidence);
  const target = statusFor[kind];
  const moves =
    target !== undefined && target !== application.status && worthProposing(application.status, target);
  const withInterview = kind === "interview" && interview !== null;
  if (!moves && !withInterview) return nothing(confidence);
  return {
    proposal: {
      action: "update",
      ...(moves ? { status: target } : {}),
      ...(withInterview ? { interview } : {}),
    },
    confidence,
    forward:
      !application.archived &&
      (moves ? isForward(application.status, target!) : !closesApplication(application.status)),
  };
}

/**
 * Whether a status is worth proposing at all: an invitation to an application already past
 * interviewing (an offer, a rejection) proposes no step back to Interviewing; a rejection or
 * an offer may come after anything the user has not closed themselves.
 */
function worthProposing(from: ApplicationStatus, to: ApplicationStatus): boolean {
  if (to === "Interviewing") return from === "Applied";
  return !closesApplication(from) || to === "Offer";
}
