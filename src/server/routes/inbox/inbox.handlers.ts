import { inboxMessages } from "@/domain/inbox/inbox-item";
import { AppError } from "../../errors";
import type { InboxAddresses } from "../../inbox/addresses";
import type { Inbox } from "../../inbox/inbox";
import type { Mailboxes } from "../../inbox/mailboxes";
import { maxMailBytes } from "../../inbox/read-mail";
import { createProtectedRouter } from "../../lib/router";
import {
  applyInboxRoute,
  connectMailboxRoute,
  disconnectMailboxRoute,
  dismissInboxRoute,
  inboxAddressRoute,
  inboxItemRoute,
  inboxMailRoute,
  inboxSettingsRoute,
  listInboxRoute,
  mailboxRoute,
  receiveMailRoute,
  replaceInboxAddressRoute,
  undoInboxRoute,
  updateInboxSettingsRoute,
} from "./inbox.routes";

/**
 * A raw mail's bytes, read as they come and refused once past the limit (a body sent
 * without its length is cut off there, not read to the end).
 */
async function mailBytes(request: Request): Promise<Uint8Array> {
  const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (type !== "message/rfc822")
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Send the mail as it was received, as message/rfc822.");
  if (!request.body)
    throw new AppError("VALIDATION_ERROR", inboxMessages.notMail, { mail: inboxMessages.notMail });
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of request.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > maxMailBytes) throw new AppError("PAYLOAD_TOO_LARGE", inboxMessages.tooLarge);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

export function inboxRouter(inbox: Inbox, addresses: InboxAddresses, mailboxes: Mailboxes) {
  return (
    createProtectedRouter()
      .openapi(receiveMailRoute, async (c) => {
        const { item, created } = await inbox.receive(c.var.user.id, await mailBytes(c.req.raw), "upload");
        return created ? c.json(item, 201) : c.json(item, 200);
      })
      .openapi(listInboxRoute, async (c) =>
        c.json(await inbox.list(c.var.user.id, c.req.valid("query")), 200),
      )
      // Before /inbox/{id}, which would take "settings" or "address" for an id.
      .openapi(inboxAddressRoute, async (c) => c.json({ address: await addresses.get(c.var.user.id) }, 200))
      .openapi(replaceInboxAddressRoute, async (c) =>
        c.json({ address: await addresses.replace(c.var.user.id) }, 200),
      )
      .openapi(mailboxRoute, async (c) => c.json(await mailboxes.get(c.var.user.id), 200))
      .openapi(connectMailboxRoute, async (c) =>
        c.json(await mailboxes.connect(c.var.user.id, c.req.valid("json")), 200),
      )
      .openapi(disconnectMailboxRoute, async (c) => {
        await mailboxes.disconnect(c.var.user.id);
        return c.body(null, 204);
      })
      .openapi(inboxSettingsRoute, async (c) => c.json(await inbox.settings(c.var.user.id), 200))
      .openapi(updateInboxSettingsRoute, async (c) =>
        c.json(await inbox.updateSettings(c.var.user.id, c.req.valid("json")), 200),
      )
      .openapi(inboxItemRoute, async (c) =>
        c.json(await inbox.get(c.var.user.id, c.req.valid("param").id), 200),
      )
      .openapi(inboxMailRoute, async (c) => {
        const mail = await inbox.mail(c.var.user.id, c.req.valid("param").id);
        c.header("Cache-Control", "private, no-store");
        return c.json(mail, 200);
      })
      .openapi(applyInboxRoute, async (c) =>
        c.json(await inbox.apply(c.var.user.id, c.req.valid("param").id, c.req.valid("json")), 200),
      )
      .openapi(dismissInboxRoute, async (c) =>
        c.json(await inbox.dismiss(c.var.user.id, c.req.valid("param").id), 200),
      )
      .openapi(undoInboxRoute, async (c) =>
        c.json(await inbox.undo(c.var.user.id, c.req.valid("param").id), 200),
      )
  );
}
