// What an inbox item proposes, said in words the job seeker reads at a glance: "Lumen
// Analytics turned down Senior Data Engineer: mark it Rejected?", "Interview with Contoso on
// Tue 1 Dec 15:00 Berlin time: add it?", "New application: Wrenfield Robotics, Robotics
// Engineer: add it?". Once applied, what it did; a mail that changes nothing says why.
import type { InboxInterview, InboxItem } from "./inbox-item";

/** A zone as people say it: "Europe/Berlin" is Berlin time, "America/New_York" New York time. */
function zoneName(zone: string): string {
  if (zone === "UTC" || zone === "Etc/UTC") return "UTC";
  return `${zone.split("/").at(-1)!.replaceAll("_", " ")} time`;
}

/** "Tue 1 Dec 15:00 Berlin time": the interview's start as its zone's clock shows it. */
function interviewTime(interview: Pick<InboxInterview, "startsAt" | "timeZone">): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone: interview.timeZone,
      weekday: "short",
      day: "numeric",
      month: "short",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(new Date(interview.startsAt))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.weekday} ${parts.day} ${parts.month} ${parts.hour}:${parts.minute} ${zoneName(interview.timeZone)}`;
}

const statusNews: Record<string, (company: string, job: string) => string> = {
  Rejected: (company, job) => `${company} turned down ${job}`,
  "Not Selected": (company, job) => `${company} did not select you for ${job}`,
  Offer: (company, job) => `${company} made an offer for ${job}`,
  Interviewing: (company, job) => `${company} invited you to interview for ${job}`,
  Withdrawn: (company, job) => `${job} at ${company} is withdrawn`,
  Applied: (company, job) => `${company} confirmed ${job}`,
};

/** The item's sentence: what it proposes while pending, what it did once applied. */
export function describeItem(item: Pick<InboxItem, "kind" | "proposal" | "application" | "state">): string {
  const { proposal, application } = item;
  if (proposal.action === "create") {
    const company = proposal.company ?? "a company the mail does not name";
    const what = proposal.jobTitle ? `${company}, ${proposal.jobTitle}` : company;
    if (item.state === "applied") return `Added ${what}.`;
    return item.kind === "posting"
      ? `A job posting you sent yourself: ${what}: add it as an application?`
      : `New application: ${what}: add it?`;
  }
  if (proposal.action === "update" && application) {
    const { company, jobTitle } = application;
    const interview = proposal.interview;
    if (item.state === "applied") {
      const parts = [
        proposal.status ? `Marked ${company}, ${jobTitle} ${proposal.status}` : null,
        interview ? `added the interview on ${interviewTime(interview)}` : null,
      ].filter(Boolean);
      const sentence = parts.join(" and ");
      return `${sentence[0]!.toUpperCase()}${sentence.slice(1)}.`;
    }
    if (interview)
      return `Interview with ${company} on ${interviewTime(interview)}: ${
        proposal.status ? `add it and mark ${jobTitle} ${proposal.status}?` : "add it?"
      }`;
    if (proposal.status)
      return `${statusNews[proposal.status]!(company, jobTitle)}: mark it ${proposal.status}?`;
  }
  if (proposal.action === "update")
    return "The application this mail was about is gone: choose another with Change.";
  if (item.kind === "other") return "Not about one of your applications: nothing to change.";
  if (!application)
    return `${kindNames[item.kind]}, but none of your applications matches it: choose one with Change.`;
  if (item.kind === "interview" && item.state === "pending")
    return `An invitation about ${application.company}, ${application.jobTitle}: add its time with Change.`;
  return `${kindNames[item.kind]} about ${application.company}, ${application.jobTitle}: nothing to change.`;
}

const kindNames: Record<InboxItem["kind"], string> = {
  received: "A confirmation",
  rejection: "A rejection",
  interview: "An invitation",
  offer: "An offer",
  posting: "A job posting",
  other: "A mail",
};

/** The kind as a short label. */
export const kindLabels: Record<InboxItem["kind"], string> = {
  received: "Confirmation",
  rejection: "Rejection",
  interview: "Interview",
  offer: "Offer",
  posting: "Job posting",
  other: "Other",
};
