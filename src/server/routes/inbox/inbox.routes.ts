import { createRoute, z } from "@hono/zod-openapi";
import {
  applyInboxInput,
  inboxItemSchema,
  inboxListQuery,
  inboxListSchema,
  inboxMailSchema,
  inboxMessages,
  inboxSettingsSchema,
  updateInboxSettingsInput,
} from "@/domain/inbox/inbox-item";
import { connectMailboxInput, mailboxSchema } from "@/domain/inbox/mailbox";
import { maxMailBytes } from "../../inbox/read-mail";
import { asUpload, errorResponse, jsonBody, jsonResponse, pathId, sessionOnly } from "../../lib/router";

const tags = ["Inbox"];
const itemParams = z.object({ id: pathId("id") });

export const receiveMailRoute = asUpload(
  createRoute({
    method: "post",
    path: "/inbox/messages",
    tags,
    summary: "Hand a mail to the inbox",
    description:
      "The raw mail as received (Content-Type: message/rfc822), at most 10 MB: for a mail provider's inbound webhook or a script. It is read, judged and matched to one of the user's applications; nothing in the applications changes until the item is applied (or, with automatic changes on, a sure step forward is applied on arrival). A mail already received (the same Message-ID) answers its existing item with 200, never a second one.",
    request: {
      body: {
        required: true,
        content: { "message/rfc822": { schema: { type: "string" as const, format: "binary" } } },
      },
    },
    responses: {
      201: jsonResponse(inboxItemSchema, "The new inbox item"),
      200: jsonResponse(inboxItemSchema, "The item this mail already made"),
    },
  }),
  { maxBytes: maxMailBytes, message: inboxMessages.tooLarge },
);

export const listInboxRoute = createRoute({
  method: "get",
  path: "/inbox",
  tags,
  summary: "The inbox, the newest first, a page at a time",
  request: { query: inboxListQuery },
  responses: { 200: jsonResponse(inboxListSchema, "A page of items, and how many wait for the user") },
});

export const inboxItemRoute = createRoute({
  method: "get",
  path: "/inbox/{id}",
  tags,
  summary: "One inbox item",
  request: { params: itemParams },
  responses: {
    200: jsonResponse(inboxItemSchema, "The item"),
    404: errorResponse("No such item of this user's"),
  },
});

export const inboxMailRoute = createRoute({
  method: "get",
  path: "/inbox/{id}/mail",
  tags,
  summary: "The item's mail, to read",
  description:
    "Its text, and while the raw mail is kept (pending, and 30 days after a decision) its HTML cleaned of script, forms, frames, event attributes, javascript: links and every image.",
  request: { params: itemParams },
  responses: {
    200: jsonResponse(inboxMailSchema, "The mail"),
    404: errorResponse("No such item of this user's"),
  },
});

export const applyInboxRoute = createRoute({
  method: "post",
  path: "/inbox/{id}/apply",
  tags,
  summary: "Apply what the item proposes, or the user's version of it",
  description:
    "An empty object applies the proposal as it is. `applicationId` points it at another application (null: add a new one from `company` and `jobTitle`), `status` sets another status, `interview` another time (null: none). What it changes is kept so that it can be undone.",
  request: { params: itemParams, body: jsonBody(applyInboxInput.meta({ id: "ApplyInboxInput" })) },
  responses: {
    200: jsonResponse(inboxItemSchema, "The item, applied"),
    400: errorResponse("Invalid input, the item is not pending, or there is nothing to apply"),
    404: errorResponse("No such item of this user's"),
  },
});

export const dismissInboxRoute = createRoute({
  method: "post",
  path: "/inbox/{id}/dismiss",
  tags,
  summary: "Dismiss the item: nothing changes",
  request: { params: itemParams },
  responses: {
    200: jsonResponse(inboxItemSchema, "The item, dismissed"),
    400: errorResponse("The item is not pending"),
    404: errorResponse("No such item of this user's"),
  },
});

export const undoInboxRoute = createRoute({
  method: "post",
  path: "/inbox/{id}/undo",
  tags,
  summary: "Undo an applied or dismissed item",
  description:
    "Puts back what applying it changed (the status and its history entry, the interview, an application it added), or brings back a dismissed one; either way it is pending again.",
  request: { params: itemParams },
  responses: {
    200: jsonResponse(inboxItemSchema, "The item, pending again"),
    400: errorResponse("The item is still pending"),
    404: errorResponse("No such item of this user's"),
  },
});

export const inboxSettingsRoute = createRoute({
  method: "get",
  path: "/inbox/settings",
  tags,
  summary: "The inbox's settings",
  responses: { 200: jsonResponse(inboxSettingsSchema, "Whether sure changes apply by themselves") },
});

export const updateInboxSettingsRoute = createRoute({
  method: "put",
  path: "/inbox/settings",
  tags,
  summary: "Switch automatic changes on or off",
  description:
    "When on, an arriving mail whose change is a sure step forward (never back from an offer, never onto an archived application) is applied by itself; it shows as applied, with undo.",
  request: { body: jsonBody(updateInboxSettingsInput.meta({ id: "UpdateInboxSettingsInput" })) },
  responses: { 200: jsonResponse(inboxSettingsSchema, "The settings") },
});

const addressSchema = z
  .object({
    address: z.string().meta({ example: "k7qp2xw4mzr5a3bt6yc2dn4ef5@in.jobs.example.com" }),
  })
  .meta({ id: "InboxAddress" });

export const inboxAddressRoute = sessionOnly(
  createRoute({
    method: "get",
    path: "/inbox/address",
    tags,
    summary: "The user's private forwarding address",
    description:
      "Mail forwarded to it reaches the inbox (when this server takes mail: INBOUND_SMTP_PORT). Made the first time it is asked for.",
    responses: { 200: jsonResponse(addressSchema, "The address") },
  }),
);

export const replaceInboxAddressRoute = sessionOnly(
  createRoute({
    method: "post",
    path: "/inbox/address",
    tags,
    summary: "Replace the forwarding address",
    description: "A new address; mail to the old one is refused from now on.",
    responses: { 200: jsonResponse(addressSchema, "The new address") },
  }),
);

export const mailboxRoute = sessionOnly(
  createRoute({
    method: "get",
    path: "/inbox/mailbox",
    tags,
    summary: "The user's connected mailbox (IMAP), without its password",
    responses: { 200: jsonResponse(mailboxSchema.nullable(), "The mailbox, or null when none is connected") },
  }),
);

export const connectMailboxRoute = sessionOnly(
  createRoute({
    method: "put",
    path: "/inbox/mailbox",
    tags,
    summary: "Connect the user's mailbox over IMAP, or change its settings",
    description:
      "Checked by signing in and opening each folder named; a failure says why (the server not reached, no secure connection, the user name or app password refused, a folder missing). The app password is kept encrypted and never sent back; leave it out to keep the one saved. Connected, the mailbox is looked at every few minutes, and at once back the days chosen. Nothing in it is ever marked, moved or deleted.",
    request: { body: jsonBody(connectMailboxInput.meta({ id: "ConnectMailboxInput" })) },
    responses: { 200: jsonResponse(mailboxSchema, "The mailbox, connected") },
  }),
);

export const disconnectMailboxRoute = sessionOnly(
  createRoute({
    method: "delete",
    path: "/inbox/mailbox",
    tags,
    summary: "Disconnect the mailbox: its settings and password are forgotten at once",
    responses: { 204: { description: "Disconnected" } },
  }),
);
