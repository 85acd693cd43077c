import { describe, expect, it } from "vitest";
import { judgeMail, type MailKind } from "./judge";

const cases: { says: string; subject: string; text: string; kind: MailKind }[] = [
  // English
  {
    says: "an ATS's confirmation",
    subject: "Thank you for applying to Lumen Analytics",
    text: "Hi Ada, Thank you for your interest in Lumen Analytics! We have received your application for Senior Data Engineer and our team will review it shortly. If your experience matches what we are looking for, we will be in touch.",
    kind: "received",
  },
  {
    says: "a soft rejection that thanks for the application",
    subject: "Your application to Contoso",
    text: "Dear Ada, thank you for applying for the Platform Engineer position. After careful consideration, we have decided to move forward with other candidates whose experience more closely matches our needs. We will keep your resume on file for future openings.",
    kind: "rejection",
  },
  {
    says: "a filled position",
    subject: "Update on Backend Engineer",
    text: "Hi Ada, we wanted to let you know that the position has been filled. We appreciate the time you invested.",
    kind: "rejection",
  },
  {
    says: "a scheduling link",
    subject: "Next steps with Northwind",
    text: "Hi Ada, thanks for applying! We'd like to invite you to a 30 minute phone screen with our recruiter. Please use the link below to book a time that works for you: https://calendly.com/northwind-recruiting/30min",
    kind: "interview",
  },
  {
    says: "a time proposed in a thread",
    subject: "Re: Scheduling",
    text: "Hi Ada, would Tuesday at 3pm work for a video call with the hiring manager? On Mon, Nov 23, 2026 Ada wrote: thanks for applying",
    kind: "interview",
  },
  {
    says: "an assessment",
    subject: "Coding challenge for the Frontend Engineer role",
    text: "Hello Ada, as the next step in our hiring process, please complete the HackerRank assessment within 5 days.",
    kind: "interview",
  },
  {
    says: "an offer after interviews",
    subject: "Offer - Platform Engineer",
    text: "Hi Ada, thank you for taking the time to interview with us. We are delighted to extend an offer for the Platform Engineer role. Your offer letter is attached.",
    kind: "offer",
  },
  // German
  {
    says: "a German confirmation",
    subject: "Eingangsbestätigung Ihrer Bewerbung",
    text: "Sehr geehrte Frau Lovelace, vielen Dank für Ihre Bewerbung als Robotics Engineer. Ihre Bewerbung ist bei uns eingegangen und wir werden sie sorgfältig prüfen.",
    kind: "received",
  },
  {
    says: "a German rejection",
    subject: "Ihre Bewerbung bei der Wrenfield Robotics GmbH",
    text: "Sehr geehrte Frau Lovelace, vielen Dank für Ihr Interesse. Leider müssen wir Ihnen mitteilen, dass wir uns für einen anderen Kandidaten entschieden haben.",
    kind: "rejection",
  },
  {
    says: "a German invitation",
    subject: "Einladung zum Vorstellungsgespräch",
    text: "Sehr geehrte Frau Lovelace, gerne möchten wir Sie zu einem Vorstellungsgespräch einladen. Bitte wählen Sie einen Termin aus unseren Terminvorschlägen.",
    kind: "interview",
  },
  {
    says: "a German offer",
    subject: "Vertragsangebot",
    text: "Liebe Ada, wir freuen uns sehr, Ihnen ein Angebot für die Position als Data Engineer zu unterbreiten.",
    kind: "offer",
  },
  // French and Spanish
  {
    says: "a French confirmation",
    subject: "Votre candidature",
    text: "Bonjour Ada, nous avons bien reçu votre candidature pour le poste de Data Analyst. Nous reviendrons vers vous rapidement.",
    kind: "received",
  },
  {
    says: "a French rejection",
    subject: "Votre candidature chez Aubépine",
    text: "Bonjour Ada, malheureusement, votre candidature n'a pas été retenue pour ce poste.",
    kind: "rejection",
  },
  {
    says: "a Spanish invitation",
    subject: "Entrevista - Desarrolladora Backend",
    text: "Hola Ada, nos gustaría invitarte a una entrevista. ¿Podrías indicarnos tu disponibilidad para la próxima semana?",
    kind: "interview",
  },
  {
    says: "a Spanish rejection",
    subject: "Tu candidatura",
    text: "Hola Ada, lamentablemente hemos decidido continuar con otros candidatos.",
    kind: "rejection",
  },
  // Other mail, naming companies all the same
  {
    says: "a job alert",
    subject: "New jobs for you: Data Engineer at Contoso and 12 more",
    text: "Jobs you may be interested in. Contoso - Data Engineer. Apply now.",
    kind: "other",
  },
  {
    says: "a viewed application",
    subject: "Your application was viewed by Northwind",
    text: "Good news: Northwind viewed your application for Backend Engineer.",
    kind: "other",
  },
  {
    says: "a recruiter's outreach about a new role",
    subject: "Opportunity at Globex",
    text: "Hi Ada, I came across your profile and thought you'd be a great fit for a Staff Engineer role at Globex. Are you open to a conversation?",
    kind: "other",
  },
  {
    says: "an account mail from an ATS",
    subject: "Verify your email address",
    text: "Welcome to your candidate portal at Initech. Please verify your email to continue.",
    kind: "other",
  },
  {
    says: "a German job alert",
    subject: "Jobempfehlungen für Sie",
    text: "Neue Jobs für Sie: Data Engineer bei Wrenfield Robotics.",
    kind: "other",
  },
  {
    says: "a newsletter",
    subject: "Life at Contoso: our November newsletter",
    text: "Read about our new office and join our webinar.",
    kind: "other",
  },
];

describe("what a mail means", () => {
  it.each(cases)("reads $says as $kind", ({ subject, text, kind }) => {
    const judged = judgeMail({ subject, text });
    expect(judged.kind).toBe(kind);
    expect(judged.confidence).toBeGreaterThan(0.5);
  });

  it("says which phrase decided, and treats an automatic reply as other whatever it says", () => {
    expect(
      judgeMail({ subject: "Update", text: "We have decided to move forward with other candidates." })
        .because,
    ).toBe("decided to move forward with other candidates");
    expect(
      judgeMail({
        subject: "Automatic reply: Interview",
        text: "I am out of the office until Monday.",
        headers: { "auto-submitted": "auto-replied" },
      }),
    ).toEqual({ kind: "other", confidence: 0.99, because: "an automatic reply" });
  });

  it("is less sure when a mail says little", () => {
    const vague = judgeMail({ subject: "Hello", text: "Just checking in." });
    expect(vague.kind).toBe("other");
    const clear = judgeMail(cases[1]!);
    expect(clear.confidence).toBeGreaterThan(vague.confidence);
  });
});
