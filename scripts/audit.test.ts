import { describe, expect, it } from "vitest";
import { readAudit } from "./audit";

const report = (vulnerabilities: Record<string, number>) =>
  JSON.stringify({ auditReportVersion: 2, vulnerabilities: {}, metadata: { vulnerabilities } });

describe("readAudit", () => {
  it("fails on a high or a critical advisory", () => {
    expect(readAudit(report({ low: 0, moderate: 0, high: 1, critical: 0 })).kind).toBe("vulnerable");
    expect(readAudit(report({ low: 0, moderate: 0, high: 0, critical: 2 })).kind).toBe("vulnerable");
  });

  it("passes low and moderate ones", () => {
    expect(readAudit(report({ low: 3, moderate: 1, high: 0, critical: 0 }))).toEqual({
      kind: "clean",
      counts: { low: 3, moderate: 1, high: 0, critical: 0 },
    });
  });

  it("tells a registry that cannot answer from a clean report", () => {
    const refused = JSON.stringify({
      message: "405 Method Not Allowed - POST https://registry.example/-/npm/v1/security/advisories/bulk",
      statusCode: 405,
      error: { summary: "", detail: "" },
    });
    expect(readAudit(refused)).toEqual({
      kind: "unanswered",
      reason: "405 Method Not Allowed - POST https://registry.example/-/npm/v1/security/advisories/bulk",
    });
    expect(readAudit("").kind).toBe("unanswered");
  });
});
