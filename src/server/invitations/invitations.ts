// Invitations, on a JobTrail whose sign-up is by invitation: an administrator (an address in
// ADMIN_EMAILS) invites an address; the mail's link opens the sign-up form with the token,
// and sign-up with that address and token makes the account and uses the invitation.
import { createHash, randomBytes } from "node:crypto";
import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import {
  type Invitation,
  type InvitationList,
  invitationDays,
  invitationMessages,
  type SignupMode,
} from "@/domain/invitations";
import { paths } from "@/domain/paths";
import type { Database } from "../db/client";
import { invitations, user } from "../db/schema";
import { AppError, notFound } from "../errors";
import { isUuid } from "../lib/ids";
import type { Mailer } from "../mail/mailer";
import { invitationMail } from "../mail/templates";

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** An invitation good now: for this address, not used, not expired. */
const live = (address: string) =>
  and(
    eq(invitations.email, address.toLowerCase()),
    isNull(invitations.acceptedAt),
    gt(invitations.expiresAt, sql`now()`),
  );

export function createInvitations(deps: {
  db: Database;
  mailer: Mailer;
  appUrl: string;
  mode: SignupMode;
  adminEmails: readonly string[];
}) {
  const { db, mailer, appUrl, mode, adminEmails } = deps;
  const isAdminAddress = (email: string) => adminEmails.includes(email.toLowerCase());
  /**
   * An address in ADMIN_EMAILS is an administrator's only once its owner has confirmed it:
   * on a JobTrail that does not ask new accounts to confirm, whoever signed up first with
   * that address would otherwise hold the administrator's powers without owning the mailbox.
   */
  async function standing(inviter: { id: string; email: string }) {
    if (mode !== "invitation" || !isAdminAddress(inviter.email)) return "member" as const;
    const [row] = await db.select({ verified: user.emailVerified }).from(user).where(eq(user.id, inviter.id));
    return row?.verified ? ("administrator" as const) : ("unconfirmed" as const);
  }
  const requireAdministrator = async (inviter: { id: string; email: string }) => {
    const found = await standing(inviter);
    if (found === "unconfirmed") throw new AppError("RLS_DENIED", invitationMessages.confirmFirst);
    if (found !== "administrator") throw new AppError("RLS_DENIED", invitationMessages.notAdmin);
  };

  return {
    mode,
    /**
     * An administrator's address may make its account whatever the mode: how a deployment
     * starts. The account has no powers until the address is confirmed.
     */
    isAdmin: isAdminAddress,

    async list(inviter: { id: string; email: string }): Promise<InvitationList> {
      const found = await standing(inviter);
      if (found !== "administrator")
        return { canInvite: false, confirmEmailFirst: found === "unconfirmed", items: [] };
      const rows = await db
        .select({
          id: invitations.id,
          email: invitations.email,
          createdAt: invitations.createdAt,
          expiresAt: invitations.expiresAt,
        })
        .from(invitations)
        .where(and(isNull(invitations.acceptedAt), gt(invitations.expiresAt, sql`now()`)))
        .orderBy(asc(invitations.createdAt));
      return {
        canInvite: true,
        confirmEmailFirst: false,
        items: rows.map((row) => ({
          ...row,
          createdAt: row.createdAt.toISOString(),
          expiresAt: row.expiresAt.toISOString(),
        })),
      };
    },

    /** Invites an address: a new token each time (an earlier one stays good until it expires). */
    async invite(inviter: { id: string; email: string }, address: string): Promise<Invitation> {
      if (mode !== "invitation") throw new AppError("RLS_DENIED", invitationMessages.notInvitationMode);
      await requireAdministrator(inviter);
      const email = address.toLowerCase();
      const [existing] = await db
        .select({ id: user.id })
        .from(user)
        .where(eq(sql`lower(${user.email})`, email));
      if (existing) throw new AppError("VALIDATION_ERROR", undefined, { email: invitationMessages.exists });
      const token = randomBytes(32).toString("base64url");
      const [row] = await db
        .insert(invitations)
        .values({
          email,
          tokenHash: hashOf(token),
          invitedBy: inviter.id,
          expiresAt: sql`now() + make_interval(days => ${invitationDays})`,
        })
        .returning();
      const link = new URL(paths.signup, appUrl);
      link.searchParams.set("invitation", token);
      link.searchParams.set("email", email);
      const [who] = await db.select({ name: user.name }).from(user).where(eq(user.id, inviter.id));
      try {
        await mailer.send(invitationMail(email, who?.name ?? inviter.email, link.toString(), invitationDays));
      } catch (error) {
        // Not sent: not kept either, so the list shows only invitations that went out.
        await db.delete(invitations).where(eq(invitations.id, row!.id));
        throw Object.assign(new AppError("MAIL_FAILED"), { cause: error });
      }
      return {
        id: row!.id,
        email,
        createdAt: row!.createdAt.toISOString(),
        expiresAt: row!.expiresAt.toISOString(),
      };
    },

    async withdraw(inviter: { id: string; email: string }, id: string): Promise<void> {
      await requireAdministrator(inviter);
      if (!isUuid(id)) throw notFound();
      const deleted = await db
        .delete(invitations)
        .where(eq(invitations.id, id))
        .returning({ id: invitations.id });
      if (deleted.length === 0) throw notFound();
    },

    /** Whether `token` is a live invitation for `address` (sign-up checks it before anything). */
    async isValid(address: string, token: string | undefined): Promise<boolean> {
      if (!token) return false;
      const [found] = await db
        .select({ id: invitations.id })
        .from(invitations)
        .where(and(live(address), eq(invitations.tokenHash, hashOf(token))));
      return found !== undefined;
    },

    /** Uses the invitation once its account is made. */
    async accept(address: string, token: string): Promise<void> {
      await db
        .update(invitations)
        .set({ acceptedAt: sql`now()` })
        .where(and(live(address), eq(invitations.tokenHash, hashOf(token))));
    },
  };
}

export type Invitations = ReturnType<typeof createInvitations>;
