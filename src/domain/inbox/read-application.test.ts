import { describe, expect, it } from "vitest";
import { readApplication } from "./read-application";

const read = (subject: string, text: string, fromName = "", fromAddress: string | null = null) =>
  readApplication({ subject, text, fromName, fromAddress });

describe("the company and job a mail names", () => {
  it("reads the usual phrasings in English", () => {
    expect(
      read(
        "Thank you for applying",
        "Hi Ada, thank you for your application for the Senior Data Engineer role at Lumen Analytics. We will review it.",
      ),
    ).toEqual({ company: "Lumen Analytics", jobTitle: "Senior Data Engineer" });
    expect(read("Application received: Backend Engineer", "Thanks for applying to Northwind!")).toEqual({
      company: "Northwind",
      jobTitle: null,
    });
    expect(
      read(
        "Your application",
        "Thanks for your interest in the Product Designer position.",
        "Globex Talent Team",
      ),
    ).toEqual({ company: "Globex", jobTitle: "Product Designer" });
  });

  it("reads German, French and Spanish ones", () => {
    expect(
      read(
        "Eingangsbestätigung",
        "Vielen Dank für Ihre Bewerbung als Robotics Engineer bei der Wrenfield Robotics GmbH. Wir melden uns.",
      ),
    ).toEqual({ company: "Wrenfield Robotics GmbH", jobTitle: "Robotics Engineer" });
    expect(
      read(
        "Votre candidature",
        "Nous avons bien reçu votre candidature au poste de Data Analyst chez Aubépine.",
      ),
    ).toEqual({ company: "Aubépine", jobTitle: "Data Analyst" });
    expect(
      read(
        "Tu candidatura",
        "Hemos recibido tu candidatura para el puesto de Desarrolladora Backend en Ferrovial.",
      ),
    ).toEqual({ company: "Ferrovial", jobTitle: "Desarrolladora Backend" });
  });

  it("takes the company from the sender's name or own domain, never a system's", () => {
    expect(
      read("We received your application", "Thanks!", "Initech Careers", "no-reply@initech.com"),
    ).toEqual({
      company: "Initech",
      jobTitle: null,
    });
    expect(read("We received your application", "Thanks!", "", "jobs@mail.hooli.xyz")).toEqual({
      company: "Hooli",
      jobTitle: null,
    });
    expect(read("We received your application", "Thanks!", "Workday", "no-reply@myworkday.com")).toEqual({
      company: null,
      jobTitle: null,
    });
  });
});
