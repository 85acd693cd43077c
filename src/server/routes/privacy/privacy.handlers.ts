import { create as contentDisposition } from "content-disposition";
import { deleteCookie } from "hono/cookie";
import type { Auth } from "../../auth/auth";
import { createProtectedRouter } from "../../lib/router";
import type { AccountDeletion } from "../../privacy/account-deletion";
import type { Consents } from "../../privacy/consent";
import type { DataExports } from "../../privacy/data-export";
import type { Sessions } from "../../privacy/sessions";
import { toWebStream } from "../../storage/blob-store";
import {
  deleteAccountRoute,
  downloadExportRoute,
  getConsentRoute,
  listExportsRoute,
  listSessionsRoute,
  requestExportRoute,
  revokeOtherSessionsRoute,
  revokeSessionRoute,
  saveConsentRoute,
} from "./privacy.routes";

export function privacyRouter(deps: {
  auth: Auth;
  sessions: Sessions;
  consents: Consents;
  exports: DataExports;
  deletion: AccountDeletion;
}) {
  const { auth, sessions, consents, exports, deletion } = deps;
  return createProtectedRouter()
    .openapi(listSessionsRoute, async (c) =>
      c.json({ items: await sessions.list(c.var.user.id, c.var.user.sessionId) }, 200),
    )
    .openapi(revokeSessionRoute, async (c) => {
      await sessions.revoke(c.var.user.id, c.req.valid("param").id);
      return c.body(null, 204);
    })
    .openapi(revokeOtherSessionsRoute, async (c) =>
      c.json({ signedOut: await sessions.revokeOthers(c.var.user.id, c.var.user.sessionId) }, 200),
    )
    .openapi(getConsentRoute, async (c) => c.json({ consent: await consents.get(c.var.user.id) }, 200))
    .openapi(saveConsentRoute, async (c) =>
      c.json({ consent: await consents.save(c.var.user.id, c.req.valid("json").preferences) }, 200),
    )
    .openapi(listExportsRoute, async (c) => c.json({ items: await exports.list(c.var.user.id) }, 200))
    .openapi(requestExportRoute, async (c) =>
      c.json(await exports.request(c.var.user.id, c.req.valid("json").passphrase), 202),
    )
    .openapi(downloadExportRoute, async (c) => {
      const file = await exports.download(c.var.user.id, c.req.valid("param").id);
      return c.body(toWebStream(file.bytes), 200, {
        "Content-Type": "application/zip",
        "Content-Length": String(file.byteSize),
        "Content-Disposition": contentDisposition(file.name),
        "Cache-Control": "private, no-store",
      });
    })
    .openapi(deleteAccountRoute, async (c) => {
      await deletion.deleteAccount(c.var.user.id, c.req.valid("json"));
      // The session rows went with the account; the browser forgets its cookies too.
      const { authCookies } = await auth.$context;
      for (const cookie of [authCookies.sessionToken, authCookies.dontRememberToken]) {
        deleteCookie(c, cookie.name, { path: "/", secure: cookie.attributes.secure });
      }
      return c.body(null, 204);
    });
}
