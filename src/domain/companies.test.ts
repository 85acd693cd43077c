import { describe, expect, it } from "vitest";
import { guessCompanyWebsite, normaliseWebsite, websiteSchema } from "./companies";

describe("company websites", () => {
  it("makes a full address of what the user types", () => {
    expect(normaliseWebsite("acme.com")).toBe("https://acme.com");
    expect(normaliseWebsite(" https://www.acme.com/ ")).toBe("https://www.acme.com");
    expect(normaliseWebsite("http://acme.com/careers/")).toBe("http://acme.com/careers");
    expect(normaliseWebsite("javascript:alert(1)")).toBeUndefined();
    expect(normaliseWebsite("ftp://acme.com")).toBeUndefined();
    expect(normaliseWebsite("acme")).toBeUndefined();
    expect(normaliseWebsite("https://user:pw@acme.com")).toBeUndefined();
    expect(websiteSchema.parse("")).toBeNull();
    expect(websiteSchema.safeParse("not a site").success).toBe(false);
  });

  it("guesses the website from the posting or the contact, never from a job board or free mail", () => {
    expect(guessCompanyWebsite({ jobUrl: "https://careers.acme.com/jobs/42" })).toEqual({
      website: "https://acme.com",
      from: "jobUrl",
    });
    expect(
      guessCompanyWebsite({ jobUrl: "https://www.linkedin.com/jobs/view/1", contactEmail: "rita@globex.io" }),
    ).toEqual({ website: "https://globex.io", from: "contactEmail" });
    expect(guessCompanyWebsite({ jobUrl: "https://boards.greenhouse.io/acme/jobs/1" })).toBeUndefined();
    expect(guessCompanyWebsite({ jobUrl: "https://acme.wd5.myworkdayjobs.com/x" })).toBeUndefined();
    expect(guessCompanyWebsite({ contactEmail: "recruiter@gmail.com" })).toBeUndefined();
    expect(guessCompanyWebsite({ jobUrl: "not a url", contactEmail: "no-at-sign" })).toBeUndefined();
  });
});
