import { describe, expect, it } from "vitest";
import type { Application } from "./application-schemas";
import {
  closedStatuses,
  closesApplication,
  dueFollowUps,
  type FollowUpProposal,
  followUpEmail,
  mailtoLink,
  overdueLabel,
  proposedFollowUp,
} from "./follow-ups";
import { ghostDefaults } from "./ghosting";

/** The fields follow-ups read; the rest do not matter here. */
const anApplication = (fields: Partial<Application>) =>
  ({
    company: "Acme",
    jobTitle: "Engineer",
    applicationDate: "2026-11-01",
    status: "Applied",
    followUpDate: null,
    archivedAt: null,
    contactName: null,
    contactEmail: null,
    ...fields,
  }) as Application;

describe("follow-ups", () => {
  describe("the follow-up a new application is given", () => {
    const today = "2026-11-28";
    const proposal = (fields: Partial<FollowUpProposal>) =>
      proposedFollowUp({
        status: "Applied",
        applicationDate: today,
        statusDate: null,
        followUpDays: 7,
        limits: ghostDefaults,
        today,
        ...fields,
      });

    it("is the chosen number of days after applying, or none when follow-ups are off", () => {
      expect(proposal({})).toBe("2026-12-05");
      expect(proposal({ applicationDate: "2026-11-25" })).toBe("2026-12-02");
      expect(proposal({ applicationDate: "2026-02-25", today: "2026-02-25" })).toBe("2026-03-04");
      expect(proposal({ followUpDays: null })).toBeNull();
    });

    it("is proposed only while the company owes an answer: Applied or Interviewing", () => {
      expect(proposal({ status: "Interviewing" })).toBe("2026-12-05");
      for (const status of ["Offer", "Rejected", "Not Selected", "Withdrawn"] as const)
        expect(proposal({ status }), status).toBeNull();
    });

    it("counts an interview from the day it reached that stage", () => {
      expect(
        proposal({ status: "Interviewing", applicationDate: "2026-11-01", statusDate: "2026-11-26" }),
      ).toBe("2026-12-03");
    });

    it("is never already due when entered: a back-filled application is counted from today", () => {
      // Applied 20 days ago: applying + 7 is long past.
      expect(proposal({ applicationDate: "2026-11-08" })).toBe("2026-12-05");
      // Due today by the count: pushed on a whole interval too.
      expect(proposal({ applicationDate: "2026-11-21" })).toBe("2026-12-05");
    });

    it("is none for an application the company has already gone quiet on", () => {
      expect(proposal({ applicationDate: "2026-11-07" })).toBeNull();
      expect(
        proposal({ status: "Interviewing", applicationDate: "2026-10-01", statusDate: "2026-11-14" }),
      ).toBeNull();
      // With ghosting off for the stage, a back-filled one is counted from today.
      expect(
        proposal({ applicationDate: "2026-09-01", limits: { ...ghostDefaults, ghostAfterApplied: null } }),
      ).toBe("2026-12-05");
    });
  });

  it("names the stages that close an application", () => {
    expect(closedStatuses).toEqual(["Rejected", "Not Selected", "Withdrawn"]);
    expect(closesApplication("Offer")).toBe(false);
    expect(closesApplication("Withdrawn")).toBe(true);
  });

  it("lists the open applications due today or past, the longest overdue first", () => {
    const today = "2026-11-25";
    const overdue = anApplication({ company: "Bluefin", followUpDate: "2026-11-20" });
    const dueToday = anApplication({ company: "Acme", followUpDate: today, status: "Interviewing" });
    const alsoToday = anApplication({ company: "Zephyr", followUpDate: today, status: "Offer" });
    const later = anApplication({ followUpDate: "2026-11-26" });
    const none = anApplication({});
    const closed = anApplication({ followUpDate: "2026-11-01", status: "Rejected" });
    const withdrawn = anApplication({ followUpDate: "2026-11-01", status: "Withdrawn" });
    const archived = anApplication({ followUpDate: "2026-11-01", archivedAt: "2026-11-02T09:00:00.000Z" });
    const due = dueFollowUps([later, alsoToday, closed, dueToday, none, overdue, withdrawn, archived], today);
    expect(due.map(({ application, overdueDays }) => [application.company, overdueDays])).toEqual([
      ["Bluefin", 5],
      ["Acme", 0],
      ["Zephyr", 0],
    ]);
    expect(due.map(({ overdueDays }) => overdueLabel(overdueDays))).toEqual([
      "5 days overdue",
      "Due today",
      "Due today",
    ]);
    expect(overdueLabel(1)).toBe("1 day overdue");
  });

  it("drafts a polite check-in to the contact, opened in the mail app with every character kept", () => {
    const application = anApplication({
      company: "Acme & Sons",
      jobTitle: "Data Engineer",
      applicationDate: "2026-11-02",
      contactName: "Dana Scully",
      contactEmail: "dana@acme.example",
    });
    const email = followUpEmail(application, "Ada Lovelace");
    expect(email.to).toBe("dana@acme.example");
    expect(email.subject).toBe("Following up on my application: Data Engineer");
    expect(
      email.body.startsWith(
        "Dear Dana Scully,\n\nI applied for the Data Engineer position at Acme & Sons on November 2, 2026",
      ),
    ).toBe(true);
    expect(email.body.endsWith("Best regards,\nAda Lovelace")).toBe(true);
    expect(followUpEmail(anApplication({ contactName: null, contactEmail: null }), "Ada").body).toMatch(
      /^Hello,/,
    );

    const link = mailtoLink({ ...email, subject: "Q&A? 100% = yes", body: "Line one\nLine two" });
    expect(link).toBe(
      "mailto:dana%40acme.example?subject=Q%26A%3F%20100%25%20%3D%20yes&body=Line%20one%0D%0ALine%20two",
    );
    const url = new URL(link);
    expect(url.searchParams.get("subject")).toBe("Q&A? 100% = yes");
    expect(url.searchParams.get("body")).toBe("Line one\r\nLine two");
  });
});
