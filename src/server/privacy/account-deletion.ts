// Deleting an account: after the password and the typed email, everything of the user's goes
// at once, in one transaction: the account and its sessions, the profile, applications,
// history, companies, documents, files, exports and consent (all by the user's foreign
// keys), the rate-limit counters and one-time links that name the user, and the user's
// waiting jobs. Then the files' bytes and any mail to the address in the local outbox.
// Contact messages are kept: they are support communications, with their own retention.
import { eq, ilike, like, or } from "drizzle-orm";
import { type DeleteAccountInput, deletionMessages, privacyLimits } from "@/domain/privacy";
import type { Auth } from "../auth/auth";
import { checkCurrentPassword } from "../auth/current-password";
import type { Database } from "../db/client";
import { files as fileTable, rateLimit, user, verification } from "../db/schema";
import { AppError } from "../errors";
import type { JobQueue } from "../jobs/queue";
import { countAttempt } from "../lib/rate-limit";
import type { Logger } from "../logger";
import type { Mailer } from "../mail/mailer";
import type { Files } from "../storage/files";

/** `%` and `_` in an address are themselves, not patterns. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export function createAccountDeletion(deps: {
  db: Database;
  auth: Auth;
  files: Files;
  jobs: JobQueue;
  mailer: Mailer;
  logger: Logger;
}) {
  const { db, auth, files, jobs, mailer, logger } = deps;

  return {
    async deleteAccount(userId: string, input: DeleteAccountInput & { email: string }): Promise<void> {
      if (!(await countAttempt(db, `user:${userId}:account-deletion`, privacyLimits.deletions)))
        throw new AppError("RATE_LIMITED");
      const [owner] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
      if (!owner) throw new AppError("NOT_FOUND");
      if (input.email.trim().toLowerCase() !== owner.email.toLowerCase()) {
        throw new AppError("VALIDATION_ERROR", deletionMessages.emailMismatch, {
          email: deletionMessages.emailMismatch,
        });
      }
      await checkCurrentPassword(db, (await auth.$context).password, userId, input.password, "password");

      const email = owner.email.toLowerCase();
      const fileIds = await db.transaction(async (tx) => {
        const owned = await tx
          .select({ id: fileTable.id })
          .from(fileTable)
          .where(eq(fileTable.userId, userId));
        await tx.delete(user).where(eq(user.id, userId));
        await tx
          .delete(rateLimit)
          .where(
            or(
              like(rateLimit.key, `user:${likeLiteral(userId)}:%`),
              ilike(rateLimit.key, `%:${likeLiteral(email)}`),
            ),
          );
        await tx
          .delete(verification)
          .where(or(eq(verification.value, userId), ilike(verification.identifier, likeLiteral(email))));
        return owned.map((file) => file.id);
      });
      await files.forget(fileIds);
      await jobs
        .forgetUser(userId)
        .catch((error: unknown) =>
          logger.warn({ err: error }, "jobs of a deleted account could not be removed"),
        );
      const removedMails = await mailer.forgetRecipient(email);
      logger.info({ files: fileIds.length, mails: removedMails }, "account deleted");
    },
  };
}

export type AccountDeletion = ReturnType<typeof createAccountDeletion>;
