import { describe, expect, it } from "vitest";
import { isForward, propose } from "./propose";

const base = {
  kindConfidence: 0.9,
  matchConfidence: 0.8,
  named: { company: null, jobTitle: null },
  interview: null,
};
const open = (status: "Applied" | "Interviewing" | "Offer" | "Rejected" | "Withdrawn", archived = false) => ({
  status,
  archived,
});
const slot = {
  startsAt: "2026-12-01T15:00",
  endsAt: "2026-12-01T15:45",
  timeZone: "Europe/Berlin",
  startsAtUtc: "2026-12-01T14:00:00.000Z",
};

describe("what a mail proposes", () => {
  it("adds an application a confirmation names and the user has not tracked", () => {
    expect(
      propose({
        ...base,
        kind: "received",
        application: null,
        named: { company: "Wrenfield", jobTitle: "Robotics Engineer" },
      }),
    ).toEqual({
      proposal: { action: "create", company: "Wrenfield", jobTitle: "Robotics Engineer", status: "Applied" },
      confidence: 0.9,
      forward: false,
    });
    // Less sure with less named; a confirmation of a tracked one changes nothing.
    expect(propose({ ...base, kind: "received", application: null }).confidence).toBe(0.45);
    expect(propose({ ...base, kind: "received", application: open("Applied") }).proposal).toEqual({
      action: "none",
    });
  });

  it("moves a tracked application on, as sure as the less sure of meaning and match", () => {
    expect(propose({ ...base, kind: "rejection", application: open("Interviewing") })).toEqual({
      proposal: { action: "update", status: "Rejected" },
      confidence: 0.8,
      forward: true,
    });
    expect(propose({ ...base, kind: "offer", application: open("Interviewing") }).proposal).toEqual({
      action: "update",
      status: "Offer",
    });
    expect(
      propose({ ...base, kind: "interview", application: open("Applied"), interview: slot }),
    ).toMatchObject({
      proposal: { action: "update", status: "Interviewing", interview: slot },
      forward: true,
    });
    // Already interviewing: the new round only.
    expect(
      propose({ ...base, kind: "interview", application: open("Interviewing"), interview: slot }).proposal,
    ).toEqual({
      action: "update",
      interview: slot,
    });
  });

  it("never steps back by itself, and proposes nothing that changes nothing", () => {
    // A rejection after an offer (one withdrawn) is proposed, for the user only.
    expect(propose({ ...base, kind: "rejection", application: open("Offer") })).toMatchObject({
      proposal: { action: "update", status: "Rejected" },
      forward: false,
    });
    expect(propose({ ...base, kind: "interview", application: open("Offer") }).proposal).toEqual({
      action: "none",
    });
    expect(propose({ ...base, kind: "rejection", application: open("Withdrawn") }).proposal).toEqual({
      action: "none",
    });
    expect(propose({ ...base, kind: "rejection", application: open("Rejected") }).proposal).toEqual({
      action: "none",
    });
    expect(propose({ ...base, kind: "rejection", application: open("Applied", true) }).forward).toBe(false);
    expect(propose({ ...base, kind: "other", application: open("Applied") }).proposal).toEqual({
      action: "none",
    });
    expect(propose({ ...base, kind: "rejection", application: null }).proposal).toEqual({ action: "none" });
  });

  it("knows a step forward", () => {
    expect(isForward("Applied", "Interviewing")).toBe(true);
    expect(isForward("Applied", "Rejected")).toBe(true);
    expect(isForward("Offer", "Applied")).toBe(false);
    expect(isForward("Offer", "Rejected")).toBe(false);
    expect(isForward("Rejected", "Offer")).toBe(false);
  });
});
