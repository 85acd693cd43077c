import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { session as sessionTable, user as userTable } from "../db/schema";
import { testDatabases } from "../testing/databases";
import {
  CookieJar,
  describeOnEachDatabase,
  freshIp,
  signedInUser,
  signupBody,
  startTestServer,
  strongPassword,
  type TestServer,
  tokenFromMail,
} from "../testing/server-kit";

describeOnEachDatabase("accounts", (server) => {
  let n = 0;
  const email = () => `user${++n}-${Date.now()}@example.com`;

  describe("sign up", () => {
    it("creates an unconfirmed account with a profile, mails a confirmation link and gives no session", async () => {
      const address = email();
      const jar = new CookieJar();
      const response = await server.request("/api/auth/sign-up/email", { json: signupBody(address), jar });
      expect(response.status).toBe(200);
      const body = (await response.json()) as { token: string | null; user: { email: string; name: string } };
      expect(body.token).toBeNull();
      expect(body.user).toMatchObject({ email: address, name: "Ada Lovelace" });
      expect(jar.has("session_token")).toBe(false);

      const mail = server.mailer.sent.findLast((m) => m.to === address)!;
      expect(mail.subject).toBe("Confirm your JobTrail account");
      expect(mail.link).toMatch(/^http:\/\/localhost:3000\/auth\/confirm\?token_hash=[^&]+&type=email$/);
      expect(mail.html).toContain(mail.link!.replace(/&/g, "&amp;"));
      expect(mail.text).toContain(mail.link);
    });

    it("refuses bad input with VALIDATION_ERROR naming every failing field with its message", async () => {
      const response = await server.request("/api/auth/sign-up/email", {
        json: {
          firstName: "A",
          lastName: "",
          email: "not-an-email",
          password: "short",
          confirmPassword: "other",
          agreeToTerms: false,
        },
      });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { error: { code: string; fields: Record<string, string> } };
      expect(body.error.code).toBe("VALIDATION_ERROR");
      expect(body.error.fields).toEqual({
        firstName: "First name must be at least 2 characters",
        lastName: "Last name must be at least 2 characters",
        email: "Please enter a valid email address",
        password: "Password must be at least 8 characters",
        confirmPassword: "Passwords don't match",
        agreeToTerms: "You must agree to the terms and conditions",
      });
    });

    it("refuses a name that is not valid Unicode (a lone surrogate), naming the field, and makes no account", async () => {
      const address = email();
      const response = await server.request("/api/auth/sign-up/email", {
        json: signupBody(address, { firstName: "Ada\ud800", lastName: "\udfffLovelace" }),
      });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { error: { code: string; fields: Record<string, string> } };
      expect(body.error).toMatchObject({
        code: "VALIDATION_ERROR",
        fields: {
          firstName: "First name contains a character that is not allowed",
          lastName: "Last name contains a character that is not allowed",
        },
      });
      expect(await server.database.db.select().from(userTable).where(eq(userTable.email, address))).toEqual(
        [],
      );
      expect(server.mailer.sent.some((mail) => mail.to === address)).toBe(false);
    });

    it("enforces every password rule on the server", async () => {
      const cases: [string, string][] = [
        ["lowercase1!", "Password must contain at least one uppercase letter"],
        ["UPPERCASE1!", "Password must contain at least one lowercase letter"],
        ["NoNumbers!!", "Password must contain at least one number"],
        ["NoSpecial11", "Password must contain at least one special character"],
      ];
      for (const [password, message] of cases) {
        const response = await server.request("/api/auth/sign-up/email", {
          json: signupBody(email(), { password, confirmPassword: password }),
        });
        expect(response.status).toBe(400);
        const body = (await response.json()) as { error: { fields: Record<string, string> } };
        expect(body.error.fields.password).toBe(message);
      }
    });

    it("answers a taken address like a new signup and mails its owner instead", async () => {
      const address = email();
      await server.request("/api/auth/sign-up/email", { json: signupBody(address) });
      const before = server.mailer.sent.length;
      const again = await server.request("/api/auth/sign-up/email", {
        json: signupBody(address.toUpperCase()),
      });
      expect(again.status).toBe(200);
      expect(server.mailer.sent.length).toBe(before + 1);
      expect(server.mailer.sent.at(-1)!.subject).toBe("Your JobTrail account already exists");
    });

    it("leaves no account behind when the confirmation mail cannot be sent", async () => {
      const address = email();
      server.mailer.failNext = true;
      const response = await server.request("/api/auth/sign-up/email", { json: signupBody(address) });
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        error: {
          code: "MAIL_FAILED",
          message: "We could not send the email right now. Please try again in a few minutes.",
        },
      });
      // The same address signs up cleanly afterwards: nothing was half-created.
      const retry = await server.request("/api/auth/sign-up/email", { json: signupBody(address) });
      expect(retry.status).toBe(200);
      expect(server.mailer.sent.findLast((m) => m.to === address)?.subject).toBe(
        "Confirm your JobTrail account",
      );
    });
  });

  describe("confirmation and sign in", () => {
    it("refuses to sign in before the email is confirmed", async () => {
      const address = email();
      await server.request("/api/auth/sign-up/email", { json: signupBody(address) });
      const response = await server.request("/api/auth/sign-in/email", {
        json: { email: address, password: strongPassword },
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        error: { code: "EMAIL_NOT_CONFIRMED", message: "Please check your email and confirm your account." },
      });
    });

    it("confirms through the mailed token, then signs in and reads the profile", async () => {
      const address = email();
      const jar = await signedInUser(server, address);
      expect(jar.has("session_token")).toBe(true);
      const profile = await server.request("/api/profile", { jar });
      expect(profile.status).toBe(200);
      const body = (await profile.json()) as Record<string, unknown>;
      expect(body).toMatchObject({
        email: address,
        firstName: "Ada",
        lastName: "Lovelace",
        jobTitle: "Engineer",
        tier: "free",
        displayName: "Ada Lovelace",
      });
      expect(body.avatarColor).toMatch(/^#[0-9A-F]{6}$/);
      const avatar = await server.request(body.avatar as string, { jar });
      expect(avatar.status).toBe(200);
      expect(avatar.headers.get("content-type")).toBe("image/svg+xml");
      expect(await avatar.text()).toContain("<svg");
    });

    it("maps an invalid confirmation token to INVALID_TOKEN", async () => {
      const response = await server.request("/api/auth/verify-email?token=not-a-token");
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe("INVALID_TOKEN");
    });

    it("resends the confirmation mail", async () => {
      const address = email();
      await server.request("/api/auth/sign-up/email", { json: signupBody(address) });
      const before = server.mailer.sent.filter((m) => m.to === address).length;
      const response = await server.request("/api/auth/send-verification-email", {
        json: { email: address },
      });
      expect(response.status).toBe(200);
      expect(server.mailer.sent.filter((m) => m.to === address).length).toBe(before + 1);
      const token = tokenFromMail(server.mailer, address, "token_hash");
      expect((await server.request(`/api/auth/verify-email?token=${token}`)).status).toBe(200);
    });

    it("answers a wrong password with the invalid-credentials message", async () => {
      const address = email();
      await signedInUser(server, address);
      const response = await server.request("/api/auth/sign-in/email", {
        json: { email: address, password: "Wr0ng!Password" },
      });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        error: { code: "INVALID_CREDENTIALS", message: "Invalid email or password. Please try again." },
      });
    });
  });

  describe("hostile input", () => {
    it.each([
      ["/api/auth/sign-in/email", { email: "ada\u0000@example.com", password: "x" }, "email", "Email"],
      [
        "/api/auth/request-password-reset",
        { email: "\u0000", redirectTo: "/reset-password" },
        "email",
        "Email",
      ],
      ["/api/auth/send-verification-email", { email: "ada@example.com\u0007" }, "email", "Email"],
      ["/api/auth/reset-password", { token: "abc\u0000", newPassword: strongPassword }, "token", "Token"],
    ])(
      "refuses a control character sent to %s with 400 naming the field",
      async (url, json, field, label) => {
        const response = await server.request(url, { json });
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({
          error: {
            code: "VALIDATION_ERROR",
            message: "Invalid data provided. Please check your input.",
            fields: { [field]: `${label} contains a character that is not allowed` },
          },
        });
      },
    );
  });

  it("refuses a return link that is not a page of this site, naming it", async () => {
    const notAUrl = await server.request(
      "/api/auth/verify-email?token=abc&callbackURL=%5Bobject%20Object%5D",
    );
    expect(notAUrl.status).toBe(400);
    expect(((await notAUrl.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      callbackURL: "The return link must be a page of this site",
    });
    const elsewhere = await server.request("/api/auth/request-password-reset", {
      json: { email: "ada@example.com", redirectTo: "https://attacker.example/reset" },
    });
    expect(elsewhere.status).toBe(400);
    const ours = await server.request("/api/auth/request-password-reset", {
      json: { email: "nobody@example.com", redirectTo: "http://localhost:3000/reset-password" },
    });
    expect(ours.status).toBe(200);
  });

  describe("sessions", () => {
    it("sets an httpOnly SameSite=Lax cookie; without remember-me it is a browser-session cookie", async () => {
      const address = email();
      await signedInUser(server, address);
      const remembered = await server.request("/api/auth/sign-in/email", {
        json: { email: address, password: strongPassword, rememberMe: true },
      });
      const rememberedCookie = remembered.headers.getSetCookie().find((c) => c.includes("session_token="))!;
      expect(rememberedCookie).toMatch(/HttpOnly/i);
      expect(rememberedCookie).toMatch(/SameSite=Lax/i);
      expect(rememberedCookie).toMatch(/Max-Age=2592000/);

      const forgotten = await server.request("/api/auth/sign-in/email", {
        json: { email: address, password: strongPassword, rememberMe: false },
      });
      const sessionCookie = forgotten.headers.getSetCookie().find((c) => c.includes("session_token="))!;
      expect(sessionCookie).not.toMatch(/Max-Age/i);
      const jar = new CookieJar();
      jar.store(forgotten);
      const session = (await (await server.request("/api/auth/get-session", { jar })).json()) as {
        session: { expiresAt: string };
      };
      const minutesLeft = (new Date(session.session.expiresAt).getTime() - Date.now()) / 60_000;
      expect(minutesLeft).toBeGreaterThan(28);
      expect(minutesLeft).toBeLessThanOrEqual(31);
    });

    it("signs out: the session no longer opens the profile", async () => {
      const jar = await signedInUser(server, email());
      expect((await server.request("/api/profile", { jar })).status).toBe(200);
      const out = await server.request("/api/auth/sign-out", { json: {}, jar });
      expect(out.status).toBe(200);
      const after = await server.request("/api/profile", { jar });
      expect(after.status).toBe(401);
      expect(((await after.json()) as { error: { code: string } }).error.code).toBe("UNAUTHENTICATED");
    });

    /** A fresh sign-in of `address`, remembered or not, and its session row's id. */
    const signIn = async (address: string, rememberMe: boolean) => {
      const jar = new CookieJar();
      const response = await server.request("/api/auth/sign-in/email", {
        json: { email: address, password: strongPassword, rememberMe },
        jar,
      });
      expect(response.status).toBe(200);
      const token = decodeURIComponent(/session_token=([^;]+)/.exec(jar.header())![1]!).split(".")[0]!;
      const [row] = await server.database.db
        .select({ id: sessionTable.id })
        .from(sessionTable)
        .where(eq(sessionTable.token, token));
      return { jar, id: row!.id };
    };
    const sessionRow = async (id: string) =>
      (await server.database.db.select().from(sessionTable).where(eq(sessionTable.id, id)))[0]!;
    const setExpiry = (id: string, minutesFromNow: number) =>
      server.database.db
        .update(sessionTable)
        .set({ expiresAt: new Date(Date.now() + minutesFromNow * 60_000) })
        .where(eq(sessionTable.id, id));

    it("keeps an idle session alive while it is used, writing only when its expiry has gone stale", async () => {
      const address = email();
      await signedInUser(server, address);
      const { jar, id } = await signIn(address, false);
      const fresh = await sessionRow(id);
      expect((await server.request("/api/profile", { jar })).status).toBe(200);
      expect(await sessionRow(id)).toEqual(fresh);

      await setExpiry(id, 20);
      expect((await server.request("/api/profile", { jar })).status).toBe(200);
      const minutesLeft = ((await sessionRow(id)).expiresAt.getTime() - Date.now()) / 60_000;
      expect(minutesLeft).toBeGreaterThan(29);
      expect(minutesLeft).toBeLessThanOrEqual(30);
    });

    it("ends an idle session after 30 minutes without use", async () => {
      const address = email();
      await signedInUser(server, address);
      const { jar, id } = await signIn(address, false);
      await setExpiry(id, -1);
      expect((await server.request("/api/profile", { jar })).status).toBe(401);
    });

    it("leaves a remembered session's expiry to Better Auth, which renews its cookie too", async () => {
      const address = email();
      await signedInUser(server, address);
      const { jar, id } = await signIn(address, true);
      await setExpiry(id, 60 * 24 * 20);
      const before = await sessionRow(id);
      expect((await server.request("/api/profile", { jar })).status).toBe(200);
      expect(await sessionRow(id)).toEqual(before);
    });

    it("needs a session for the profile", async () => {
      const response = await server.request("/api/profile");
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        error: { code: "UNAUTHENTICATED", message: "Please log in to continue." },
      });
    });
  });

  describe("password reset", () => {
    it("mails a reset link, sets the new password, and ends the old sessions", async () => {
      const address = email();
      const oldJar = await signedInUser(server, address);
      const request = await server.request("/api/auth/request-password-reset", {
        json: { email: address, redirectTo: "/reset-password" },
      });
      expect(request.status).toBe(200);
      const mail = server.mailer.sent.findLast((m) => m.to === address)!;
      expect(mail.subject).toBe("Reset your JobTrail password");
      expect(mail.link).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=/);
      const token = tokenFromMail(server.mailer, address, "token");

      const weak = await server.request("/api/auth/reset-password", {
        json: { newPassword: "short", token },
      });
      expect(weak.status).toBe(400);
      expect(((await weak.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
        newPassword: "Password must be at least 8 characters long",
      });

      const newPassword = "N3w!Password";
      const reset = await server.request("/api/auth/reset-password", { json: { newPassword, token } });
      expect(reset.status).toBe(200);
      expect((await server.request("/api/profile", { jar: oldJar })).status).toBe(401);

      const reused = await server.request("/api/auth/reset-password", { json: { newPassword, token } });
      expect(reused.status).toBe(400);
      expect(((await reused.json()) as { error: { code: string } }).error.code).toBe("INVALID_TOKEN");

      const oldPassword = await server.request("/api/auth/sign-in/email", {
        json: { email: address, password: strongPassword },
      });
      expect(oldPassword.status).toBe(401);
      const newSignIn = await server.request("/api/auth/sign-in/email", {
        json: { email: address, password: newPassword },
      });
      expect(newSignIn.status).toBe(200);
    });

    it("answers an unknown address the same way, and mails nothing", async () => {
      const before = server.mailer.sent.length;
      const response = await server.request("/api/auth/request-password-reset", {
        json: { email: "nobody@example.com", redirectTo: "/reset-password" },
      });
      expect(response.status).toBe(200);
      expect(server.mailer.sent.length).toBe(before);
    });
  });

  describe("rate limits", () => {
    it("limits sign-in attempts per email across addresses, with the too-many-attempts message", async () => {
      const address = email();
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const response = await server.request("/api/auth/sign-in/email", {
          json: { email: address, password: "Wr0ng!Password" },
          ip: freshIp(),
        });
        statuses.push(response.status);
        if (response.status === 429) {
          expect(await response.json()).toEqual({
            error: {
              code: "RATE_LIMITED",
              message: "Too many attempts. Please wait a moment and try again.",
            },
          });
        }
      }
      expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
      expect(statuses[10]).toBe(429);
    });

    it("limits sign-in attempts per IP across emails", async () => {
      const ip = freshIp();
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const response = await server.request("/api/auth/sign-in/email", {
          json: { email: email(), password: "Wr0ng!Password" },
          ip,
        });
        statuses.push(response.status);
      }
      expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
      expect(statuses[10]).toBe(429);
    });
  });
});

describe("accounts without email verification", () => {
  const [database] = testDatabases();
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database!, { REQUIRE_EMAIL_VERIFICATION: "false" });
  });
  afterAll(() => server.dispose());

  it("signs the user straight in at signup, and refuses a taken address with USER_EXISTS", async () => {
    const jar = new CookieJar();
    const address = `direct-${Date.now()}@example.com`;
    const response = await server.request("/api/auth/sign-up/email", { json: signupBody(address), jar });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { token: string | null }).token).toEqual(expect.any(String));
    expect((await server.request("/api/profile", { jar })).status).toBe(200);
    expect(server.mailer.sent).toHaveLength(0);

    const again = await server.request("/api/auth/sign-up/email", { json: signupBody(address) });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      error: { code: "USER_EXISTS", message: "An account with this email already exists." },
    });
  });
});

describe("accounts behind https", () => {
  const [database] = testDatabases();
  let server: TestServer;
  const origin = "https://jobtrail.example.com";
  beforeAll(async () => {
    server = await startTestServer(database!, { APP_URL: origin, REQUIRE_EMAIL_VERIFICATION: "false" });
  });
  afterAll(() => server.dispose());

  it("sets the session cookie as a __Host- cookie (Secure, no Domain, Path=/) when APP_URL is https", async () => {
    const response = await server.app.request("/api/auth/sign-up/email", {
      method: "POST",
      headers: { "content-type": "application/json", origin, "x-forwarded-for": freshIp() },
      body: JSON.stringify(signupBody(`secure-${Date.now()}@example.com`)),
    });
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().find((c) => c.includes("session_token="))!;
    expect(cookie).toMatch(/^__Host-better-auth\.session_token=/);
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/; Path=\/(;|$)/i);
    expect(cookie).not.toMatch(/; Domain=/i);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(response.headers.get("strict-transport-security")).toContain("max-age=");
  });
});
