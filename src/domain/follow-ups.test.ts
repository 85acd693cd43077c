import { describe, expect, it } from "vitest";
import type { Application } from "./application-schemas";
import { dueFollowUps, followUpEmail, mailtoLink, overdueLabel, proposedFollowUp } from "./follow-ups";

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
  it("proposes a date the chosen number of days after applying, or none", () => {
    expect(proposedFollowUp("2026-11-28", 7)).toBe("2026-12-05");
    expect(proposedFollowUp("2026-02-25", 7)).toBe("2026-03-04");
    expect(proposedFollowUp("2026-11-28", null)).toBeNull();
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
