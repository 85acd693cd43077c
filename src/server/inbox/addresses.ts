// Each user's private forwarding address: `<token>@<domain>`, the token 128 random bits
// written in base32 (mail servers may change the case of an address; base32 has one). Made
// the first time the user looks, replaced on request (the old one is unknown at once), found
// by the listener through a SHA-256 of the token. The token is kept sealed, never plain.
import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { inboxAddresses } from "../db/schema";
import { seal, unseal } from "../lib/sealed";

const purpose = "forwarding-address";
const alphabet = "abcdefghijklmnopqrstuvwxyz234567";

/** 130 bits as 26 base32 letters: at least the 128 bits an address must carry. */
function newToken(): string {
  const bytes = randomBytes(17);
  let bits = 0;
  let value = 0;
  let token = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5 && token.length < 26) {
      token += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return token;
}

const hashOf = (token: string) => createHash("sha256").update(token.toLowerCase()).digest("hex");

export function createInboxAddresses({
  db,
  secret,
  domain,
}: {
  db: Database;
  secret: string;
  domain: string;
}) {
  const addressOf = (token: string) => `${token}@${domain}`;

  async function replace(userId: string): Promise<string> {
    const token = newToken();
    const row = { userId, tokenHash: hashOf(token), sealedToken: seal(secret, purpose, token) };
    await db
      .insert(inboxAddresses)
      .values(row)
      .onConflictDoUpdate({ target: inboxAddresses.userId, set: { ...row, createdAt: new Date() } });
    return addressOf(token);
  }

  return {
    domain,

    /** The user's address, made the first time they look. */
    async get(userId: string): Promise<string> {
      const [row] = await db
        .select({ sealedToken: inboxAddresses.sealedToken })
        .from(inboxAddresses)
        .where(eq(inboxAddresses.userId, userId));
      const token = row ? unseal(secret, purpose, row.sealedToken) : null;
      // None yet, or sealed under another secret (the server's secret was replaced): a new one.
      return token ? addressOf(token) : replace(userId);
    },

    /** A new address; the old one stops at once. */
    replace,

    /** Whose address this is (any case), or null: only this server's domain is ours. */
    async userFor(address: string): Promise<string | null> {
      const at = address.lastIndexOf("@");
      if (at < 1) return null;
      const local = address.slice(0, at).toLowerCase();
      if (address.slice(at + 1).toLowerCase() !== domain || !/^[a-z2-7]{26}$/.test(local)) return null;
      const [row] = await db
        .select({ userId: inboxAddresses.userId })
        .from(inboxAddresses)
        .where(eq(inboxAddresses.tokenHash, hashOf(local)));
      return row?.userId ?? null;
    },
  };
}

export type InboxAddresses = ReturnType<typeof createInboxAddresses>;
