// What this deployment has set up (Apple sign-in, sign-up, email verification, an analytics
// script), as the server says. A plain request rather than the API client: a page run without
// the app (src/web/public) asks it before anything else of its own has loaded, and the app's
// cached query of it (./deployment-config) asks the same way.
import type { InferResponseType } from "hono/client";
import type { api } from "@/web/lib/api-client";

export type DeploymentConfig = InferResponseType<typeof api.config.$get, 200>;

export async function getDeploymentConfig(signal?: AbortSignal): Promise<DeploymentConfig> {
  const response = await fetch("/api/config", {
    signal,
    credentials: "same-origin",
    headers: { accept: "application/json" },
  });
  if (!response.ok) throw new Error(`The deployment's settings were not answered (${response.status})`);
  return (await response.json()) as DeploymentConfig;
}

let askedForThisPage: Promise<DeploymentConfig> | undefined;

/**
 * The settings for a page run without the app, asked once however many of its parts need
 * them (the analytics script, the cookie banner, an account page's island); asked again
 * only after a request that failed.
 */
export function settingsForThisPage(): Promise<DeploymentConfig> {
  if (!askedForThisPage) {
    const asked = getDeploymentConfig();
    askedForThisPage = asked;
    asked.catch(() => {
      if (askedForThisPage === asked) askedForThisPage = undefined;
    });
  }
  return askedForThisPage;
}
