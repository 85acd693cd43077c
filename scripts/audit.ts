// Known vulnerabilities in what JobTrail ships (its production dependencies; the build and
// test tools are left out): a high or critical advisory fails the run (CI runs this). A
// registry that cannot answer audit requests (a mirror that serves packages only) is said
// plainly and fails nothing: no answer is neither a pass nor a finding.
import { execFileSync } from "node:child_process";

export type AuditVerdict =
  | { kind: "clean"; counts: Record<string, number> }
  | { kind: "vulnerable"; counts: Record<string, number> }
  | { kind: "unanswered"; reason: string };

const failingLevels = ["high", "critical"] as const;

/** What `npm audit --json` printed, read. */
export function readAudit(output: string): AuditVerdict {
  let report: {
    metadata?: { vulnerabilities?: Record<string, number> };
    statusCode?: number;
    message?: string;
    error?: { summary?: string; code?: string };
  };
  try {
    report = JSON.parse(output);
  } catch {
    return { kind: "unanswered", reason: "npm audit printed no report" };
  }
  const counts = report.metadata?.vulnerabilities;
  if (!counts) {
    const reason =
      report.message || report.error?.summary || report.error?.code || `status ${report.statusCode}`;
    return { kind: "unanswered", reason };
  }
  const failing = failingLevels.some((level) => (counts[level] ?? 0) > 0);
  return { kind: failing ? "vulnerable" : "clean", counts };
}

function runAudit(): string {
  try {
    return execFileSync("npm", ["audit", "--omit=dev", "--json"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    });
  } catch (error) {
    // npm audit exits non-zero when it finds anything; its report is still on stdout.
    return String((error as { stdout?: unknown }).stdout ?? "");
  }
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const verdict = readAudit(runAudit());
  const summary = (counts: Record<string, number>) =>
    ["critical", "high", "moderate", "low"].map((level) => `${counts[level] ?? 0} ${level}`).join(", ");
  if (verdict.kind === "unanswered") {
    console.warn(
      `npm audit: the registry gave no audit (${verdict.reason}); nothing checked, nothing failed.`,
    );
  } else if (verdict.kind === "vulnerable") {
    console.error(`npm audit: production dependencies have ${summary(verdict.counts)} advisories.`);
    console.error("Run `npm audit --omit=dev` for the details and update them.");
    process.exitCode = 1;
  } else {
    console.log(`npm audit: ${summary(verdict.counts)} advisories, none high or critical.`);
  }
}
