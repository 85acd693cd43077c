import { describe, expect, it } from "vitest";
import { seal, unseal } from "./sealed";

const secret = "a-server-secret-of-at-least-thirty-two-characters";

describe("sealed secrets", () => {
  it("open with the secret and purpose they were sealed with, and never show the plain text", () => {
    const sealed = seal(secret, "mailbox-password", "app password 123");
    expect(sealed).not.toContain("app password");
    expect(unseal(secret, "mailbox-password", sealed)).toBe("app password 123");
    // A fresh nonce each time: the same text seals differently.
    expect(seal(secret, "mailbox-password", "app password 123")).not.toBe(sealed);
  });

  it("do not open with another secret, another purpose, or once tampered with", () => {
    const sealed = seal(secret, "forwarding-address", "k7qp2x");
    expect(unseal(`${secret}!`, "forwarding-address", sealed)).toBeNull();
    expect(unseal(secret, "mailbox-password", sealed)).toBeNull();
    const [version, nonce, tag, body] = sealed.split(".");
    const flipped = `${body!.slice(0, -1)}${body!.endsWith("A") ? "B" : "A"}`;
    expect(unseal(secret, "forwarding-address", [version, nonce, tag, flipped].join("."))).toBeNull();
    expect(unseal(secret, "forwarding-address", "not sealed")).toBeNull();
  });
});
