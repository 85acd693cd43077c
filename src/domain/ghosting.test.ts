import { describe, expect, it } from "vitest";
import { ghostDefaults, ghostedDays, waitStart } from "./ghosting";

const today = "2026-11-25";
const waiting = (status: string, statusDate: string | null, waitingSince: string | null = null) => ({
  status: status as "Applied",
  applicationDate: "2026-10-01",
  statusDate,
  waitingSince,
  archivedAt: null as string | null,
});

describe("ghosting", () => {
  it("counts from the stage's date, or the application's when unknown, or a later restart", () => {
    expect(waitStart(waiting("Applied", "2026-10-05"))).toBe("2026-10-05");
    expect(waitStart(waiting("Applied", null))).toBe("2026-10-01");
    expect(waitStart(waiting("Applied", "2026-10-05", "2026-11-20"))).toBe("2026-11-20");
    expect(waitStart(waiting("Applied", "2026-10-05", "2026-10-02"))).toBe("2026-10-05");
  });

  it("ghosts an application waiting on the company past its stage's limit, and nothing else", () => {
    // Applied: 21 days by default; 20 days is not yet, 21 is.
    expect(ghostedDays(waiting("Applied", "2026-11-05"), ghostDefaults, today)).toBeNull();
    expect(ghostedDays(waiting("Applied", "2026-11-04"), ghostDefaults, today)).toBe(21);
    // After an interview, sooner: 14 days.
    expect(ghostedDays(waiting("Interviewing", "2026-11-11"), ghostDefaults, today)).toBe(14);
    expect(ghostedDays(waiting("Interviewing", "2026-11-12"), ghostDefaults, today)).toBeNull();
    // An answer (an offer, a rejection) or a decision of the user's ends the wait.
    for (const status of ["Offer", "Rejected", "Not Selected", "Withdrawn"])
      expect(ghostedDays(waiting(status, "2026-01-01"), ghostDefaults, today)).toBeNull();
    // Keeping waiting starts again.
    expect(ghostedDays(waiting("Applied", "2026-09-01", today), ghostDefaults, today)).toBeNull();
    // An archived application: the user has stopped waiting.
    expect(
      ghostedDays(
        { ...waiting("Applied", "2026-01-01"), archivedAt: "2026-11-01T10:00:00.000Z" },
        ghostDefaults,
        today,
      ),
    ).toBeNull();
    // A stage set to never.
    expect(
      ghostedDays(waiting("Applied", "2026-01-01"), { ...ghostDefaults, ghostAfterApplied: null }, today),
    ).toBeNull();
  });
});
