import { describe, expect, it } from "vitest";
import { describeItem } from "./describe";
import type { InboxItem } from "./inbox-item";

const lumen = { company: "Lumen Analytics", jobTitle: "Senior Data Engineer", status: "Applied" as const };
const item = (
  fields: Partial<InboxItem>,
): Pick<InboxItem, "kind" | "proposal" | "application" | "state"> => ({
  kind: "rejection",
  proposal: { action: "none" },
  application: null,
  state: "pending",
  ...fields,
});

describe("what an item says", () => {
  it("says what it proposes, in the job seeker's words", () => {
    expect(
      describeItem(item({ application: lumen, proposal: { action: "update", status: "Rejected" } })),
    ).toBe("Lumen Analytics turned down Senior Data Engineer: mark it Rejected?");
    expect(
      describeItem(
        item({
          kind: "interview",
          application: { ...lumen, company: "Contoso", status: "Interviewing" },
          proposal: {
            action: "update",
            interview: {
              startsAt: "2026-12-01T14:00:00.000Z",
              endsAt: null,
              timeZone: "Europe/Berlin",
              location: null,
            },
          },
        }),
      ),
    ).toBe("Interview with Contoso on Tue 1 Dec 15:00 Berlin time: add it?");
    expect(
      describeItem(
        item({
          kind: "received",
          proposal: {
            action: "create",
            company: "Wrenfield Robotics",
            jobTitle: "Robotics Engineer",
            status: "Applied",
          },
        }),
      ),
    ).toBe("New application: Wrenfield Robotics, Robotics Engineer: add it?");
  });

  it("says what it did once applied, across summer time too", () => {
    expect(
      describeItem(
        item({
          kind: "interview",
          state: "applied",
          application: { ...lumen, status: "Interviewing" },
          proposal: {
            action: "update",
            status: "Interviewing",
            interview: {
              startsAt: "2026-03-30T13:00:00.000Z",
              endsAt: null,
              timeZone: "America/New_York",
              location: null,
            },
          },
        }),
      ),
    ).toBe(
      "Marked Lumen Analytics, Senior Data Engineer Interviewing and added the interview on Mon 30 Mar 09:00 New York time.",
    );
  });

  it("says why a mail changes nothing", () => {
    expect(describeItem(item({ kind: "other" }))).toBe(
      "Not about one of your applications: nothing to change.",
    );
    expect(describeItem(item({ kind: "rejection" }))).toBe(
      "A rejection, but none of your applications matches it: choose one with Change.",
    );
    expect(describeItem(item({ kind: "received", application: lumen }))).toBe(
      "A confirmation about Lumen Analytics, Senior Data Engineer: nothing to change.",
    );
  });
});
