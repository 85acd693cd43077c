import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invitationMessages } from "@/domain/invitations";
import { testDatabases } from "../../testing/databases";
import {
  CookieJar,
  newAccount,
  signupBody,
  startTestServer,
  strongPassword,
  type TestServer,
  tokenFromMail,
} from "../../testing/server-kit";

const admin = "admin@example.com";
const unconfirmedAdmin = "first-admin@example.com";

describe.each(testDatabases())("who may make an account, on $name", (database) => {
  let invitationOnly: TestServer;
  let closed: TestServer;
  let unconfirmed: TestServer;
  beforeAll(async () => {
    // Its own administrator: on PostgreSQL the three servers share one database.
    unconfirmed = await startTestServer(database, {
      SIGNUP: "invitation",
      ADMIN_EMAILS: unconfirmedAdmin,
      REQUIRE_EMAIL_VERIFICATION: "false",
    });
    invitationOnly = await startTestServer(database, {
      SIGNUP: "invitation",
      ADMIN_EMAILS: `Someone@example.com, ${admin}`,
    });
    closed = await startTestServer(database, { SIGNUP: "closed", ADMIN_EMAILS: "owner@example.com" });
  });
  afterAll(async () => {
    await invitationOnly.dispose();
    await closed.dispose();
    await unconfirmed.dispose();
    await database.drop();
  });

  const signUp = (server: TestServer, email: string, extra: Record<string, unknown> = {}) =>
    server.call(undefined as never, "POST", "/api/auth/sign-up/email", signupBody(email, extra));

  it("says which way sign-up is, and refuses everyone but an administrator when closed", async () => {
    expect((await closed.call(undefined as never, "GET", "/api/config")).body.signup).toBe("closed");
    const refused = await signUp(closed, "visitor@example.com");
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ code: "RLS_DENIED", message: invitationMessages.closed });
    expect((await signUp(closed, "owner@example.com")).status).toBe(200);
  });

  it("makes an account only from a live invitation for that address, once", async () => {
    expect((await signUp(invitationOnly, "guest@example.com")).body.error.message).toBe(
      invitationMessages.invalid,
    );
    const { jar } = await newAccount(invitationOnly, admin);
    expect((await invitationOnly.call(jar, "GET", "/api/invitations")).body).toEqual({
      canInvite: true,
      confirmEmailFirst: false,
      items: [],
    });
    const invited = await invitationOnly.call(jar, "POST", "/api/invitations", {
      email: "Guest@Example.com",
    });
    expect(invited.status).toBe(201);
    expect(invited.body.email).toBe("guest@example.com");
    const token = tokenFromMail(invitationOnly.mailer, "guest@example.com", "invitation");
    const mail = invitationOnly.mailer.sent.findLast((sent) => sent.to === "guest@example.com")!;
    expect(mail.subject).toBe("Your invitation to JobTrail");
    expect(mail.link).toContain("/signup?invitation=");

    // Another address, a wrong token: refused.
    expect((await signUp(invitationOnly, "other@example.com", { invitation: token })).status).toBe(403);
    expect((await signUp(invitationOnly, "guest@example.com", { invitation: "made-up" })).status).toBe(403);
    expect((await signUp(invitationOnly, "guest@example.com", { invitation: token })).status).toBe(200);
    // Used: gone from the list.
    expect((await invitationOnly.call(jar, "GET", "/api/invitations")).body.items).toEqual([]);
  });

  it("lets only an administrator invite, and not an address that has an account", async () => {
    const { jar: adminJar } = await newAccount(invitationOnly, "someone@example.com");
    const taken = await invitationOnly.call(adminJar, "POST", "/api/invitations", { email: admin });
    expect(taken.body.error.fields).toEqual({ email: invitationMessages.exists });
    const sent = await invitationOnly.call(adminJar, "POST", "/api/invitations", {
      email: "member@example.com",
    });
    const token = tokenFromMail(invitationOnly.mailer, "member@example.com", "invitation");
    expect((await signUp(invitationOnly, "member@example.com", { invitation: token })).status).toBe(200);
    const verify = tokenFromMail(invitationOnly.mailer, "member@example.com", "token_hash");
    expect((await invitationOnly.request(`/api/auth/verify-email?token=${verify}`)).status).toBe(200);
    // A member who is not an administrator sees no invitations and may not invite or withdraw.
    const member = new CookieJar();
    const signIn = await invitationOnly.request("/api/auth/sign-in/email", {
      json: { email: "member@example.com", password: strongPassword },
      jar: member,
    });
    expect(signIn.status).toBe(200);
    expect((await invitationOnly.call(member, "GET", "/api/invitations")).body).toEqual({
      canInvite: false,
      confirmEmailFirst: false,
      items: [],
    });
    expect(
      (await invitationOnly.call(member, "POST", "/api/invitations", { email: "x@example.com" })).status,
    ).toBe(403);
    const another = await invitationOnly.call(adminJar, "POST", "/api/invitations", {
      email: "later@example.com",
    });
    expect((await invitationOnly.call(member, "DELETE", `/api/invitations/${another.body.id}`)).status).toBe(
      403,
    );
    expect(
      (await invitationOnly.call(adminJar, "DELETE", `/api/invitations/${another.body.id}`)).status,
    ).toBe(204);
    const withdrawn = tokenFromMail(invitationOnly.mailer, "later@example.com", "invitation");
    expect((await signUp(invitationOnly, "later@example.com", { invitation: withdrawn })).status).toBe(403);
    expect(sent.status).toBe(201);
  });

  it("gives an administrator's address its powers only once it is confirmed", async () => {
    // A JobTrail that lets accounts in unconfirmed: whoever signs up first with the address
    // has the account, not the administrator's powers.
    expect((await signUp(unconfirmed, unconfirmedAdmin)).status).toBe(200);
    expect(unconfirmed.mailer.sent.filter((mail) => mail.to === unconfirmedAdmin)).toEqual([]);
    const jar = new CookieJar();
    const signIn = await unconfirmed.request("/api/auth/sign-in/email", {
      json: { email: unconfirmedAdmin, password: strongPassword },
      jar,
    });
    expect(signIn.status).toBe(200);
    expect((await unconfirmed.call(jar, "GET", "/api/invitations")).body).toEqual({
      canInvite: false,
      confirmEmailFirst: true,
      items: [],
    });
    const refused = await unconfirmed.call(jar, "POST", "/api/invitations", {
      email: "second-guest@example.com",
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(invitationMessages.confirmFirst);
    expect(unconfirmed.mailer.sent.filter((mail) => mail.to === "second-guest@example.com")).toEqual([]);

    // The owner of the mailbox confirms it; from then on the account may invite.
    const sent = await unconfirmed.call(jar, "POST", "/api/auth/send-verification-email", {
      email: unconfirmedAdmin,
    });
    expect(sent.status).toBe(200);
    const token = tokenFromMail(unconfirmed.mailer, unconfirmedAdmin, "token_hash");
    expect((await unconfirmed.request(`/api/auth/verify-email?token=${token}`)).status).toBe(200);
    expect((await unconfirmed.call(jar, "GET", "/api/invitations")).body.canInvite).toBe(true);
    expect(
      (await unconfirmed.call(jar, "POST", "/api/invitations", { email: "second-guest@example.com" })).status,
    ).toBe(201);
  });
});
