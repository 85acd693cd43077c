// The browser flows' global setup, paid once per run: a data folder migrated by the server
// (as the API suites' set-up migrates theirs), which every flow's server starts from a copy
// of (half the time of a new one); and one server for every flow that needs nothing but the
// defaults. On the shared server email
// confirmation is off, so a flow's account signs up straight into its dashboard; it trusts the
// address each browser names (openBrowser draws one for each), so the accounts of a whole run
// stay under the per-address sign-up limit; and it reads web pages on this machine (a job
// posting's, a company's website for its logo), where the flows serve their test sites.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { inject } from "vitest";
import type { TestProject } from "vitest/node";
import { freePort } from "../../src/server/testing/processes";
import { migrate } from "../../src/server/testing/template-databases";
import { startAppServer } from "./fixtures";

declare module "vitest" {
  export interface ProvidedContext {
    sharedAppOrigin: string;
    /** The shared server's forwarding listener's port (mail to users' forwarding addresses). */
    sharedInboundSmtpPort: number;
    migratedDataDir: string;
  }
}

export default async function setup(project: TestProject) {
  const migrated = mkdtempSync(path.join(os.tmpdir(), "jobtrail-e2e-template-"));
  await migrate(migrated, { kind: "pglite", dataDir: migrated });
  const inboundSmtpPort = await freePort();
  const app = await startAppServer(
    {
      REQUIRE_EMAIL_VERIFICATION: "false",
      TRUST_PROXY: "true",
      INBOUND_SMTP_PORT: String(inboundSmtpPort),
      LOGO_FETCH_ALLOW_PRIVATE_ADDRESSES: "true",
    },
    { copyOf: migrated },
  );
  project.provide("sharedAppOrigin", app.origin);
  project.provide("sharedInboundSmtpPort", inboundSmtpPort);
  project.provide("migratedDataDir", migrated);
  return async () => {
    await app.close();
    rmSync(migrated, { recursive: true, force: true });
  };
}

/** The shared server, for a flow: its origin. */
export const sharedApp = () => ({
  origin: inject("sharedAppOrigin"),
  inboundSmtpPort: inject("sharedInboundSmtpPort"),
});

/** A server of the flow's own, for settings the shared one does not have, on a migrated copy. */
export const startOwnServer = (settings: Record<string, string> = {}, options: { port?: number } = {}) =>
  startAppServer(settings, { ...options, copyOf: inject("migratedDataDir") });
