// `npm run seed -- --email EMAIL --count N [--password P] [--seed S]`: fills an account with
// realistic applications and histories spread over the last year, in the database the
// server uses (DATA_DIR or DATABASE_URL). Stop the server first when it runs on the embedded
// database: only one process may open it.
import { parseArgs } from "node:util";
import { eq } from "drizzle-orm";
import { maxSeedCount, seedApplications, seedFromText } from "../src/server/applications/seed";
import { DataDirLockedError } from "../src/server/db/client";
import { user } from "../src/server/db/schema";
import { EnvError, loadEnv } from "../src/server/env";
import { createLogger } from "../src/server/logger";
import { buildServer } from "../src/server/server";

const usage =
  "Usage: npm run seed -- --email you@example.com --count 500 [--password 'Str0ng!Pass'] [--seed 42]";

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: "string" },
      count: { type: "string", default: "200" },
      password: { type: "string", default: "Demo!Passw0rd" },
      seed: { type: "string" },
    },
  });
  const email = values.email?.trim().toLowerCase();
  const count = Number(values.count);
  if (!email || !Number.isInteger(count) || count < 1 || count > maxSeedCount) {
    throw new UsageError(`${usage}\n--count is a whole number from 1 to ${maxSeedCount}.`);
  }

  const env = loadEnv();
  const logger = createLogger("error");
  // Nothing is mailed: an account the seed makes is confirmed directly.
  const server = await buildServer({
    env,
    logger,
    mailer: { transport: "outbox", send: async () => {}, forgetRecipient: async () => 0 },
  });
  try {
    const { db } = server.database;
    let [account] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
    if (!account) {
      const response = await server.app.request("/api/auth/sign-up/email", {
        method: "POST",
        headers: { "content-type": "application/json", origin: env.appUrl },
        body: JSON.stringify({
          firstName: "Demo",
          lastName: "Seeker",
          email,
          password: values.password,
          confirmPassword: values.password,
          agreeToTerms: true,
        }),
      });
      if (!response.ok) throw new UsageError(`Could not create ${email}: ${await response.text()}`);
      await db.update(user).set({ emailVerified: true }).where(eq(user.email, email));
      [account] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
      console.log(`Created ${email} (password: ${values.password}), already confirmed.`);
    }
    const started = performance.now();
    const added = await seedApplications(db, account!.id, {
      count,
      seed: values.seed ? seedFromText(values.seed) : seedFromText(`${email}:${Date.now()}`),
    });
    console.log(
      `Added ${added} applications to ${email} in ${Math.round(performance.now() - started)} ms` +
        (added < count ? ` (${count - added} were already there)` : ""),
    );
  } finally {
    await server.close();
  }
}

class UsageError extends Error {}

main().catch((error) => {
  if (error instanceof UsageError || error instanceof EnvError) console.error(error.message);
  else if (error instanceof DataDirLockedError)
    console.error(`${error.message}\nStop the server (it holds the embedded database), then seed again.`);
  else console.error(error);
  process.exit(1);
});
