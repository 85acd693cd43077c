import { hashPassword as scryptHash } from "better-auth/crypto";
import { and, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { commonPasswordMessage } from "@/domain/auth";
import { account, user } from "../db/schema";
import {
  describeOnEachDatabase,
  newAccount,
  signupBody,
  strongPassword,
  tokenFromMail,
} from "../testing/server-kit";

describeOnEachDatabase("stored passwords", (server) => {
  let n = 0;
  const email = () => `passwords${++n}-${Date.now()}@example.com`;

  async function storedHash(address: string) {
    const [row] = await server.database.db
      .select({ hash: account.password })
      .from(account)
      .innerJoin(user, eq(user.id, account.userId))
      .where(and(eq(user.email, address), eq(account.providerId, "credential")));
    return row?.hash ?? null;
  }

  const signIn = (address: string, password: string) =>
    server.request("/api/auth/sign-in/email", { json: { email: address, password } });

  const fieldsOf = async (response: Response) =>
    ((await response.json()) as { error: { code: string; fields?: Record<string, string> } }).error;

  it("stores argon2id with 19 MiB, 2 passes and one lane, never the password", async () => {
    const address = email();
    await newAccount(server, address);
    const hash = await storedHash(address);
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[^$]+\$[^$]+$/);
    expect(hash).not.toContain(strongPassword);
  });

  it("signs in with an older scrypt hash and replaces it with argon2id then", async () => {
    const address = email();
    await newAccount(server, address);
    const legacy = await scryptHash(strongPassword);
    await server.database.db
      .update(account)
      .set({ password: legacy })
      .where(eq(account.password, (await storedHash(address))!));

    // A wrong password leaves the old hash as it is.
    expect((await signIn(address, "Wr0ng!Password")).status).toBe(401);
    expect(await storedHash(address)).toBe(legacy);

    expect((await signIn(address, strongPassword)).status).toBe(200);
    const upgraded = await storedHash(address);
    expect(upgraded).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await signIn(address, strongPassword)).status).toBe(200);
    expect(await storedHash(address)).toBe(upgraded);
    expect((await signIn(address, "Wr0ng!Password")).status).toBe(401);
  });

  it("replaces an argon2id hash made with weaker settings at the next sign-in", async () => {
    const { hash } = await import("@node-rs/argon2");
    const address = email();
    await newAccount(server, address);
    const weak = await hash(strongPassword, { algorithm: 2, memoryCost: 4096, timeCost: 1, parallelism: 1 });
    await server.database.db
      .update(account)
      .set({ password: weak })
      .where(eq(account.password, (await storedHash(address))!));
    expect((await signIn(address, strongPassword)).status).toBe(200);
    expect(await storedHash(address)).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it("refuses a common password at sign-up, naming the field, and creates no account", async () => {
    const address = email();
    const response = await server.request("/api/auth/sign-up/email", {
      json: signupBody(address, { password: "Password1!", confirmPassword: "Password1!" }),
    });
    expect(response.status).toBe(400);
    expect(await fieldsOf(response)).toEqual({
      code: "VALIDATION_ERROR",
      message: expect.any(String),
      fields: { password: commonPasswordMessage },
    });
    const [row] = await server.database.db.select().from(user).where(eq(user.email, address));
    expect(row).toBeUndefined();
  });

  it("refuses a common password at reset and at change, keeping the old one", async () => {
    const address = email();
    const { jar } = await newAccount(server, address);
    const before = await storedHash(address);

    await server.request("/api/auth/request-password-reset", {
      json: { email: address, redirectTo: "/reset-password" },
    });
    const token = tokenFromMail(server.mailer, address, "token");
    const reset = await server.request("/api/auth/reset-password", {
      json: { newPassword: "Qwerty123!", token },
    });
    expect(reset.status).toBe(400);
    expect((await fieldsOf(reset)).fields).toEqual({ newPassword: commonPasswordMessage });

    const change = await server.request("/api/auth/change-password", {
      json: { currentPassword: strongPassword, newPassword: "Welcome1!" },
      jar,
    });
    expect(change.status).toBe(400);
    expect((await fieldsOf(change)).fields).toEqual({ newPassword: commonPasswordMessage });

    expect(await storedHash(address)).toBe(before);
    expect((await signIn(address, strongPassword)).status).toBe(200);
  });
});
