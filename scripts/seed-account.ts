import { execFileSync } from "node:child_process";
import path from "node:path";
import { cookiesOf } from "../src/server/testing/processes";

const root = path.resolve(import.meta.dirname, "..");

export type BenchAccount = { email: string; password: string; count: number; seed: string };

/** Fills one account through `npm run seed`'s script, on the database `settings` name. */
export function seedAccount(settings: Record<string, string>, account: BenchAccount) {
  execFileSync(
    process.execPath,
    [
      "--import",
      "tsx",
      "scripts/seed.ts",
      "--email",
      account.email,
      "--password",
      account.password,
      "--count",
      String(account.count),
      "--seed",
      account.seed,
    ],
    { cwd: root, env: { ...process.env, ...settings }, stdio: ["ignore", "inherit", "inherit"] },
  );
}

/** Signs `email` in over HTTP; returns the session cookie to send with later requests. */
export async function signInOverHttp(origin: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ email, password, rememberMe: true }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  return cookiesOf(response);
}
