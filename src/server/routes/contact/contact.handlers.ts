import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { contactCategoryLabels, supportSubject } from "@/domain/contact";
import type { Database } from "../../db/client";
import { contactMessages } from "../../db/schema";
import type { Env } from "../../env";
import { AppError } from "../../errors";
import { clientIp } from "../../lib/client-ip";
import { countAttempt } from "../../lib/rate-limit";
import { createRouter } from "../../lib/router";
import type { Mailer } from "../../mail/mailer";
import { supportMail } from "../../mail/templates";
import { postContactMessage } from "./contact.routes";

const contactLimit = { max: 5, windowSeconds: 60 * 60 };

export function contactRouter(db: Database, mailer: Mailer, env: Env) {
  return createRouter().openapi(postContactMessage, async (c) => {
    if (!(await countAttempt(db, `contact:${clientIp(c, env.trustProxy)}`, contactLimit))) {
      throw new AppError("RATE_LIMITED");
    }
    const input = c.req.valid("json");
    const id = randomUUID();
    await db.insert(contactMessages).values({ id, ...input, company: input.company ?? null });

    // Stored first: a mail failure is logged and the message stays for support to read.
    try {
      await mailer.send(
        supportMail({
          to: env.supportEmail,
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
      c.get("logger").error({ err: error, contactMessageId: id }, "contact message stored but not mailed");
    }
    return c.json({ id }, 201);
  });
}
