import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { createApiTokenInput } from "./api-tokens";
import {
  createApplicationInput,
  listApplicationsQuery,
  updateStatusChangeInput,
} from "./application-schemas";
import { contactInput } from "./contact";
import { updateDocumentInput } from "./documents";
import { importRowSchema } from "./import";
import { createInterviewInput } from "./interviews";
import { postingInput } from "./postings";
import { updateProfileInput } from "./profile";
import { createTagInput } from "./tag-inputs";
import {
  clipText,
  controlCharacterMessage,
  hasControlCharacters,
  isWebAddress,
  optionalWebAddress,
  plainString,
  webAddress,
  webAddressMessage,
  withoutControlCharacters,
} from "./text";

describe("saved text", () => {
  const name = plainString("Name");

  it.each([
    ["a lone high surrogate", "\ud800"],
    ["a lone low surrogate", "\udfff"],
    ["a pair the wrong way round", "\ude80\ud83d"],
    ["half a pair at the end", "Rocket \ud83d"],
    ["a NUL", "a\u0000b"],
  ])("refuses %s as a character that is not allowed", (_case, text) => {
    const result = name.safeParse(text);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([controlCharacterMessage("Name")]);
    expect(hasControlCharacters(text)).toBe(true);
  });

  it("keeps whole pairs (emoji, mathematical letters), tabs and line breaks", () => {
    for (const text of ["🚀 launch", "𝒜lice", "\ud83d\ude80", "line one\n\tline two\r\n"]) {
      expect(name.parse(text)).toBe(text);
      expect(hasControlCharacters(text)).toBe(false);
    }
  });

  it("drops lone surrogates from text searched for, and keeps whole pairs", () => {
    expect(withoutControlCharacters("Ini\ud800tech\udfff 🚀")).toBe("Initech 🚀");
    expect(listApplicationsQuery.parse({ q: "Ini\ud800tech" }).q).toBe("Initech");
    expect(listApplicationsQuery.parse({ q: "\udfff" }).q).toBe("");
  });

  it("cuts text without leaving half of a pair", () => {
    expect(clipText("ab🚀", 3)).toBe("ab");
    expect(clipText("ab🚀", 4)).toBe("ab🚀");
    expect(clipText("abc", 2)).toBe("ab");
  });
});

describe("every schema of saved text", () => {
  const broken = "Acme \ud800";
  const application = {
    company: "Acme",
    jobTitle: "Engineer",
    applicationDate: "2026-03-01",
    status: "Applied",
  };
  const interview = { round: "Phone screen", startsAt: "2026-07-01T10:00", timeZone: "UTC" };
  const contact = {
    name: "Grace",
    email: "grace@example.com",
    category: "bug",
    message: "The board forgets.",
  };
  it.each([
    ["an application's notes", createApplicationInput, { ...application, notes: broken }, "notes"],
    ["a status change's note", updateStatusChangeInput, { note: broken }, "note"],
    ["an imported row's tags", importRowSchema, { ...application, tags: `Remote; ${broken}` }, "tags"],
    [
      "an imported row's history",
      importRowSchema,
      { ...application, history: [{ status: "Applied", date: null, note: broken }] },
      "history.0.note",
    ],
    ["an interview's round", createInterviewInput, { ...interview, round: broken }, "round"],
    ["an interview's place", createInterviewInput, { ...interview, location: broken }, "location"],
    ["an interview's people", createInterviewInput, { ...interview, people: broken }, "people"],
    ["a posting's text", postingInput, { text: broken }, "text"],
    ["a posting's salary range", postingInput, { text: "Build it.", salaryRange: broken }, "salaryRange"],
    [
      "a posting's employment type",
      postingInput,
      { text: "Build it.", employmentType: broken },
      "employmentType",
    ],
    ["a tag's name", createTagInput, { name: broken, color: "blue" }, "name"],
    ["a document's name", updateDocumentInput, { name: `${broken}.pdf` }, "name"],
    ["an API token's name", createApiTokenInput, { name: broken, scope: "read" }, "name"],
    ["a profile's name", updateProfileInput, { firstName: broken }, "firstName"],
    ["a contact message", contactInput, { ...contact, message: `${broken} forgets my columns.` }, "message"],
  ] as const)("refuses a lone surrogate in %s", (_case, schema, input, path) => {
    const result = (schema as z.ZodType).safeParse(input);
    expect(result.success).toBe(false);
    const issue = result.error?.issues.find((found) => found.path.join(".") === path);
    expect(issue?.message).toMatch(/contains a character that is not allowed$/);
  });
});

describe("web addresses", () => {
  const url = webAddress({ label: "URL", message: webAddressMessage });
  const optional = optionalWebAddress({
    label: "URL",
    message: webAddressMessage,
    max: 30,
    tooLong: "Too long",
  });

  it("takes http and https addresses with a host", () => {
    for (const text of [
      "https://jobs.acme.example/42?ref=x",
      "http://10.0.0.7:8080/careers",
      "HTTPS://ACME.COM",
    ])
      expect(url.parse(text), text).toBe(text);
    expect(url.parse("  https://acme.com/jobs  ")).toBe("https://acme.com/jobs");
  });

  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(document.cookie)",
    "data:text/html,<script>alert(1)</script>",
    "file:///etc/passwd",
    "ftp://acme.com/jobs",
    "vbscript:msgbox(1)",
    "https://",
    "acme.com",
    "not a url",
    "",
  ])("refuses %s with the field's message", (text) => {
    expect(isWebAddress(text)).toBe(false);
    expect(url.safeParse(text).error?.issues[0]?.message).toBe(webAddressMessage);
  });

  it("may be left out when optional, and keeps its own host rule and length message", () => {
    expect(optional.parse("")).toBeNull();
    expect(optional.parse(null)).toBeNull();
    expect(optional.parse(undefined)).toBeUndefined();
    expect(optional.safeParse("javascript:alert(1)").error?.issues[0]?.message).toBe(webAddressMessage);
    expect(optional.safeParse(`https://acme.com/${"x".repeat(30)}`).error?.issues[0]?.message).toBe(
      "Too long",
    );
    expect(optional.safeParse("https://acme.com/\u0000").error?.issues[0]?.message).toBe(
      controlCharacterMessage("URL"),
    );
    expect(isWebAddress("https://localhost/jobs", (host) => host.includes("."))).toBe(false);
    expect(isWebAddress("https://acme.com/jobs", (host) => host.includes("."))).toBe(true);
  });
});
