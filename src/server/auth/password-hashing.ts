// How passwords are stored: argon2id with the settings OWASP's password storage guidance gives
// as its minimum (19 MiB of memory, 2 passes, one lane), through a maintained native library.
// Accounts made before this kept Better Auth's own scrypt hash, and any hash may one day carry
// weaker settings than today's: such a hash still signs its owner in, and is replaced by one
// made with today's settings at that moment, the only time the password itself is at hand.
import { type Options as Argon2Options, hash, verify } from "@node-rs/argon2";
import { verifyPassword as verifyScryptHash } from "better-auth/crypto";
import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { account } from "../db/schema";
import type { Logger } from "../logger";

/** The library's `Algorithm.Argon2id` (a const enum, which the compiler cannot read from its types). */
const argon2id = 2;

const argon2Settings = {
  algorithm: argon2id,
  memoryCost: 19 * 1024,
  timeCost: 2,
  parallelism: 1,
} satisfies Argon2Options;

/** What every hash made with today's settings starts with (the PHC string's header). */
const currentPrefix = `$argon2id$v=19$m=${argon2Settings.memoryCost},t=${argon2Settings.timeCost},p=${argon2Settings.parallelism}$`;

const hashPassword = (password: string) => hash(password, argon2Settings);

/** Better Auth's password hook: hashes new passwords, checks and upgrades stored ones. */
export function passwordHasher(db: Database, logger: Logger) {
  async function upgrade(stored: string, password: string) {
    try {
      // The stored hash names the row: its salt makes it unique to that one account.
      await db
        .update(account)
        .set({ password: await hashPassword(password), updatedAt: new Date() })
        .where(and(eq(account.providerId, "credential"), eq(account.password, stored)));
    } catch (error) {
      // The password was right: the sign-in stands, and the next one tries the upgrade again.
      logger.warn({ err: error }, "a stored password hash could not be upgraded");
    }
  }

  return {
    hash: hashPassword,
    async verify({ hash: stored, password }: { hash: string; password: string }): Promise<boolean> {
      const argon2 = stored.startsWith("$argon2");
      const matches = argon2
        ? await verify(stored, password).catch(() => false)
        : await verifyScryptHash({ hash: stored, password }).catch(() => false);
      if (matches && !stored.startsWith(currentPrefix)) await upgrade(stored, password);
      return matches;
    },
  };
}
