// What the parts of the extension say to each other: the page's script asks the background
// to save a posting (open JobTrail's add form) and to find the user's applications to it; the
// background asks a page's script to read its posting.
import type { CapturedPosting, PostingMatch } from "@/domain/postings";

export type Request =
  | { type: "save"; posting: CapturedPosting }
  | { type: "matches"; posting: CapturedPosting }
  | { type: "read" };

export type MatchesAnswer =
  | { ok: true; matches: PostingMatch[] }
  | { ok: false; reason: "signed-out" | "unreachable" | "no-permission" };

/** "Applied 12 Oct · Interviewing": the newest application to this posting, in a line. */
export function appliedLine(match: Pick<PostingMatch, "applicationDate" | "status">): string {
  const day = new Date(`${match.applicationDate}T12:00:00Z`).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  });
  return `Applied ${day} · ${match.status}`;
}
