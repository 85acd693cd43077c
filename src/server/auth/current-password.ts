// Sensitive changes (the email, the password, deleting the account) ask for the current
// password again, checked against the stored hash with Better Auth's own hasher.
import { and, eq } from "drizzle-orm";
import { wrongPasswordMessage } from "@/domain/auth";
import type { Database } from "../db/client";
import { account } from "../db/schema";
import { AppError } from "../errors";

type PasswordHasher = { verify(input: { hash: string; password: string }): Promise<boolean> };

/**
 * Throws a field error on `field` unless `password` is the user's. An account made with
 * Apple has no password: there is nothing to check, and the caller's other confirmation
 * (a mailed link, the typed email) stands alone.
 */
export async function checkCurrentPassword(
  db: Database,
  hasher: PasswordHasher,
  userId: string,
  password: string,
  field: string,
): Promise<void> {
  const [credential] = await db
    .select({ hash: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, "credential")));
  if (!credential?.hash) return;
  if (await hasher.verify({ hash: credential.hash, password })) return;
  throw new AppError("VALIDATION_ERROR", wrongPasswordMessage, { [field]: wrongPasswordMessage });
}
