// The browser flows' global setup: one production server for every flow that needs nothing
// but the defaults, started once per run. Email confirmation is off, so a flow's account
// signs up straight into its dashboard; the server trusts the address each browser names
// (openBrowser gives each its own), so the accounts of a whole run stay under the per-address
// sign-up limit.
import { inject } from "vitest";
import type { TestProject } from "vitest/node";
import { startAppServer } from "./fixtures";

declare module "vitest" {
  export interface ProvidedContext {
    sharedAppOrigin: string;
  }
}

export default async function setup(project: TestProject) {
  const app = await startAppServer({ REQUIRE_EMAIL_VERIFICATION: "false", TRUST_PROXY: "true" });
  project.provide("sharedAppOrigin", app.origin);
  return () => app.close();
}

/** The shared server, for a flow: its origin. */
export const sharedApp = () => ({ origin: inject("sharedAppOrigin") });
