// Messages to support from the contact form: stored first, then mailed to the support
// address, so a mail failure never loses a message. Five an hour from one address.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { type ContactData, contactCategoryLabels, supportSubject } from "@/domain/contact";
import type { Database } from "../db/client";
import { contactMessages } from "../db/schema";
import { AppError } from "../errors";
import { countAttempt } from "../lib/rate-limit";
import type { Logger } from "../logger";
import type { Mailer } from "../mail/mailer";
import { supportMail } from "../mail/templates";

const contactLimit = { max: 5, windowSeconds: 60 * 60 };

export type ContactDeps = { db: Database; mailer: Mailer; supportEmail: string };

export async function receiveContactMessage(
  { db, mailer, supportEmail }: ContactDeps,
  input: ContactData,
  sender: { ip: string; logger: Logger },
): Promise<{ id: string }> {
  if (!(await countAttempt(db, `contact:${sender.ip}`, contactLimit))) throw new AppError("RATE_LIMITED");
  const id = randomUUID();
  await db.insert(contactMessages).values({ id, ...input, company: input.company ?? null });

  try {
    await mailer.send(
      supportMail({
        to: supportEmail,
        replyTo: input.email,
        subject: supportSubject(input.category, input.subject),
        fields: [
          ["From", `${input.name} <${input.email}>`],
          ["Company", input.company ?? "—"],
          ["Category", contactCategoryLabels[input.category]],
        ],
        message: input.message,
      }),
    );
    await db.update(contactMessages).set({ mailedAt: new Date() }).where(eq(contactMessages.id, id));
  } catch (error) {
    sender.logger.error({ err: error, contactMessageId: id }, "contact message stored but not mailed");
  }
  return { id };
}
