// What this deployment has set up (Apple sign-in, sign-up, email verification, an analytics
// script), as the server says. A plain request rather than the API client: the account pages
// ask it before anything else of theirs has loaded (src/web/public/account-page.ts), and the
// app's cached query of it (./deployment-config) asks the same way.
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
