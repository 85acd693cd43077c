// A signed-in user's cookie choices, kept on the server so they follow the user.
import { eq } from "drizzle-orm";
import { type CookiePreferences, consentVersion } from "@/domain/consent";
import { type Consent, privacyLimits } from "@/domain/privacy";
import type { Database } from "../db/client";
import { cookieConsents } from "../db/schema";
import { AppError } from "../errors";
import { countAttempt } from "../lib/rate-limit";

export function createConsents(db: Database) {
  return {
    async get(userId: string): Promise<Consent | null> {
      const [row] = await db.select().from(cookieConsents).where(eq(cookieConsents.userId, userId));
      if (!row) return null;
      return {
        preferences: {
          essential: true,
          functional: row.functional,
          analytics: row.analytics,
          marketing: row.marketing,
        },
        version: row.version,
        consentedAt: row.consentedAt.toISOString(),
      };
    },

    /** Ten changes an hour: a banner answered again and again is a script, not a person. */
    async save(userId: string, preferences: CookiePreferences): Promise<Consent> {
      if (!(await countAttempt(db, `user:${userId}:consent`, privacyLimits.consentUpdates)))
        throw new AppError("RATE_LIMITED");
      const values = {
        functional: preferences.functional,
        analytics: preferences.analytics,
        marketing: preferences.marketing,
        version: consentVersion,
        consentedAt: new Date(),
      };
      await db
        .insert(cookieConsents)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: cookieConsents.userId, set: values });
      return {
        preferences: { ...preferences, essential: true },
        version: values.version,
        consentedAt: values.consentedAt.toISOString(),
      };
    },
  };
}

export type Consents = ReturnType<typeof createConsents>;
