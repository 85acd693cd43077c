// Secrets the server must read back (a forwarding address's token, a mailbox's app password)
// are kept sealed: AES-256-GCM under a key derived from the server's own secret (HKDF-SHA256,
// one key per purpose), a fresh 96-bit nonce each time. A copy of the database alone opens
// nothing, and a sealed value moved to another purpose does not open there.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

const version = "v1";

const keyFor = (secret: string, purpose: string) =>
  Buffer.from(hkdfSync("sha256", secret, "jobtrail-sealed", `jobtrail:${purpose}`, 32));

export function seal(secret: string, purpose: string, plain: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyFor(secret, purpose), nonce);
  const sealed = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [
    version,
    nonce.toString("base64url"),
    cipher.getAuthTag().toString("base64url"),
    sealed.toString("base64url"),
  ].join(".");
}

/** The sealed value, or null when it does not open (another secret, another purpose, tampered). */
export function unseal(secret: string, purpose: string, sealed: string): string | null {
  const [tag, nonce, authTag, body] = sealed.split(".");
  if (tag !== version || !nonce || !authTag || body === undefined) return null;
  try {
    const decipher = createDecipheriv(
      "aes-256-gcm",
      keyFor(secret, purpose),
      Buffer.from(nonce, "base64url"),
    );
    decipher.setAuthTag(Buffer.from(authTag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString(
      "utf8",
    );
  } catch {
    return null;
  }
}
