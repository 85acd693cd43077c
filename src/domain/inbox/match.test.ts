import { describe, expect, it } from "vitest";
import { type MailFacts, type MatchCandidate, matchMail } from "./match";

const application = (
  fields: Partial<MatchCandidate> & Pick<MatchCandidate, "id" | "company">,
): MatchCandidate => ({
  companyWebsite: null,
  contactEmail: null,
  jobTitle: "Engineer",
  requisitionId: null,
  archivedAt: null,
  applicationDate: "2026-11-01",
  ...fields,
});

const mine: MatchCandidate[] = [
  application({ id: "lumen-de", company: "Lumen Analytics Inc.", jobTitle: "Senior Data Engineer" }),
  application({ id: "lumen-pm", company: "Lumen Analytics Inc.", jobTitle: "Product Manager" }),
  application({
    id: "contoso",
    company: "Contoso",
    companyWebsite: "https://www.contoso.com",
    jobTitle: "Platform Engineer",
  }),
  application({ id: "contoso-labs", company: "Contoso Labs", jobTitle: "Researcher" }),
  application({ id: "bolt", company: "Bolt", jobTitle: "Backend Engineer" }),
  application({ id: "ember", company: "Ember", jobTitle: "Designer" }),
  application({
    id: "wrenfield",
    company: "Wrenfield Robotics GmbH",
    contactEmail: "lisa@wrenfield.de",
    jobTitle: "Robotics Engineer",
    requisitionId: "R-10234",
  }),
];

const mail = (fields: Partial<MailFacts>): MailFacts => ({
  fromAddress: null,
  fromName: "",
  subject: "",
  text: "",
  ...fields,
});

describe("which application a mail is about", () => {
  it("follows the thread first", () => {
    expect(matchMail(mail({ subject: "Re: hello", threadApplicationId: "ember" }), mine)).toMatchObject({
      applicationId: "ember",
      how: "thread",
    });
  });

  it("tells two openings at one company apart by the job title, from an ATS's address", () => {
    const match = matchMail(
      mail({
        fromAddress: "no-reply@us.greenhouse-mail.io",
        fromName: "Lumen Analytics",
        subject: "Thank you for applying to Lumen Analytics",
        text: "We received your application for the Senior Data Engineer role.",
      }),
      mine,
    );
    expect(match).toMatchObject({ applicationId: "lumen-de", how: "company name", byTitle: true });
    expect(match.confidence).toBeGreaterThanOrEqual(0.85);
    // Without the title it is one of two: found, but not sure.
    const vague = matchMail(mail({ subject: "Your application to Lumen Analytics" }), mine);
    expect(vague.how).toBe("company name");
    expect(vague.confidence).toBeLessThan(0.6);
  });

  it("knows the company by its own domain, never by one that sends for many", () => {
    expect(
      matchMail(mail({ fromAddress: "careers@mail.contoso.com", subject: "An update" }), mine),
    ).toMatchObject({ applicationId: "contoso", how: "sender's domain" });
    expect(
      matchMail(mail({ fromAddress: "talent@wrenfield.de", subject: "Ihre Bewerbung" }), mine),
    ).toMatchObject({ applicationId: "wrenfield", how: "sender's domain" });
    expect(matchMail(mail({ fromAddress: "jobs@myworkday.com", subject: "An update" }), mine)).toMatchObject({
      applicationId: null,
    });
  });

  it("reads names as whole words, the longer of two, and never letters that only look alike", () => {
    expect(matchMail(mail({ text: "Your order of 200 bolts has shipped." }), mine).applicationId).toBeNull();
    expect(matchMail(mail({ text: "See you on 3 November." }), mine).applicationId).toBeNull();
    expect(matchMail(mail({ subject: "Your application at Bolt" }), mine).applicationId).toBe("bolt");
    expect(matchMail(mail({ subject: "Contoso Labs: your application" }), mine).applicationId).toBe(
      "contoso-labs",
    );
    expect(matchMail(mail({ subject: "Your application to C\u043entoso" }), mine).applicationId).toBeNull();
  });

  it("takes a requisition id however it is written", () => {
    expect(
      matchMail(mail({ subject: "Req R-10234: next steps", fromAddress: "x@smartrecruiters.com" }), mine),
    ).toMatchObject({ applicationId: "wrenfield", how: "requisition id" });
  });
});
