import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { avatarMessages, ownProfileMessages, type Profile } from "@/domain/profile";
import { files, profiles, user } from "../../db/schema";
import {
  answered,
  CookieJar,
  describeOnEachDatabase,
  newAccount,
  strongPassword,
  type TestServer,
  tokenFromMail,
} from "../../testing/server-kit";

/** A photo as a phone takes it: larger than an avatar, with its GPS position inside. */
const photoWithPosition = () =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: "#3366aa" } })
    .withExif({
      IFD0: { Make: "PhoneMaker", Model: "Phone 9" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "48/1 51/1 0/1" },
    })
    .jpeg()
    .toBuffer();

describeOnEachDatabase("profile API", (server) => {
  let count = 0;

  const newUser = () => newAccount(server, `profile${++count}@example.com`);

  const call: TestServer["call"] = (...args) => server.call(...args);
  const profileOf = (jar: CookieJar) => answered(server.api(jar).profile.$get(), 200);

  const uploadAvatar = async (
    jar: CookieJar,
    bytes: Buffer,
    name = "me.jpg",
    fields: Record<string, string> = {},
  ) => {
    const body = new FormData();
    for (const [key, value] of Object.entries(fields)) body.set(key, value);
    body.set("file", new Blob([new Uint8Array(bytes)]), name);
    const response = await server.request("/api/profile/avatar", { method: "PUT", jar, body });
    return { status: response.status, body: await response.json() };
  };

  const avatarFileOf = async (userId: string) => {
    const [row] = await server.database.db
      .select({ avatarFileId: profiles.avatarFileId })
      .from(profiles)
      .where(eq(profiles.id, userId));
    return row?.avatarFileId ?? null;
  };

  it("changes the name and job title with the signup rules and messages", async () => {
    const { jar } = await newUser();
    const changed = await call(jar, "PATCH", "/api/profile", {
      firstName: "  Grace ",
      lastName: "Hopper",
      jobTitle: "Rear Admiral",
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      firstName: "Grace",
      lastName: "Hopper",
      jobTitle: "Rear Admiral",
      displayName: "Grace Hopper",
    });
    expect((await profileOf(jar)).displayName).toBe("Grace Hopper");

    const refused = await call(jar, "PATCH", "/api/profile", { firstName: "G", lastName: "" });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({
      firstName: "First name must be at least 2 characters",
      lastName: "Last name must be at least 2 characters",
    });
    const cleared = await call(jar, "PATCH", "/api/profile", { jobTitle: "" });
    expect(cleared.body.jobTitle).toBeNull();
    expect(cleared.body.firstName).toBe("Grace");
  });

  it("keeps the email out of the profile form and refuses unknown fields and bad colours", async () => {
    const { jar } = await newUser();
    const email = await call(jar, "PATCH", "/api/profile", { email: "other@example.com" });
    expect(email.status).toBe(400);
    const colour = await call(jar, "PATCH", "/api/profile", { avatarColor: "red" });
    expect(colour.status).toBe(400);
    expect(colour.body.error.fields.avatarColor).toBe("Choose a colour as #RRGGBB");
    const custom = await call(jar, "PATCH", "/api/profile", { avatarColor: "#12ab9f" });
    expect(custom.body.avatarColor).toBe("#12AB9F");
  });

  it("answers another user's id with the own-profile message and changes nothing", async () => {
    const ada = await newUser();
    const grace = await newUser();
    const refused = await call(ada.jar, "PATCH", "/api/profile", { id: grace.id, firstName: "Mallory" });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ code: "RLS_DENIED", message: ownProfileMessages.update });
    expect((await profileOf(grace.jar)).firstName).toBe("Ada");
    expect((await call(ada.jar, "PATCH", "/api/profile", { id: ada.id, firstName: "Adele" })).status).toBe(
      200,
    );

    const upload = await uploadAvatar(ada.jar, await photoWithPosition(), "me.jpg", { userId: grace.id });
    expect(upload.status).toBe(403);
    expect(upload.body.error.message).toBe(ownProfileMessages.uploadAvatar);
    const removal = await call(ada.jar, "DELETE", `/api/profile/avatar?userId=${grace.id}`);
    expect(removal.status).toBe(403);
    expect(removal.body.error.message).toBe(ownProfileMessages.deleteAvatar);
    expect(await avatarFileOf(grace.id)).not.toBeNull();
  });

  it("makes an uploaded photo a 256x256 image without its metadata, and deletes the one it replaces", async () => {
    const { jar, id } = await newUser();
    const generated = await avatarFileOf(id);
    expect(generated).not.toBeNull();

    const { status, body } = await uploadAvatar(jar, await photoWithPosition());
    expect(status).toBe(200);
    const profile = body as Profile;
    const fileId = await avatarFileOf(id);
    expect(profile.avatar).toBe(`/api/files/${fileId}`);
    const image = await server.request(profile.avatar!, { jar });
    expect(image.status).toBe(200);
    const bytes = Buffer.from(await image.arrayBuffer());
    const metadata = await sharp(bytes).metadata();
    expect(metadata).toMatchObject({ width: 256, height: 256, format: "webp" });
    expect(metadata.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from("PhoneMaker"))).toBe(false);

    // The signup avatar is gone, row and bytes.
    const old = await server.database.db.select().from(files).where(eq(files.id, generated!));
    expect(old).toEqual([]);
    expect(await server.files.blobs.get(generated!)).toBeUndefined();

    const removed = await call(jar, "DELETE", "/api/profile/avatar");
    expect(removed.status).toBe(200);
    expect(removed.body.avatar).toBeNull();
    expect(await avatarFileOf(id)).toBeNull();
    expect(await server.database.db.select().from(files).where(eq(files.id, fileId!))).toEqual([]);
    expect(await server.files.blobs.get(fileId!)).toBeUndefined();
  });

  it("refuses a file that is not an image, whatever its name says, and keeps the avatar", async () => {
    const { jar, id } = await newUser();
    const before = await avatarFileOf(id);
    for (const [bytes, name] of [
      [Buffer.from("%PDF-1.4\n%%EOF\n"), "me.jpg"],
      [Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>"), "me.svg"],
      [Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]), "broken.jpg"],
    ] as const) {
      const refused = await uploadAvatar(jar, bytes, name);
      expect(refused.status, name).toBe(400);
      expect(refused.body.error.message).toBe(avatarMessages.notImage);
    }
    expect(await avatarFileOf(id)).toBe(before);
  });

  it("refuses an image over 10 MB before storing anything", async () => {
    const { jar, id } = await newUser();
    const before = await avatarFileOf(id);
    const huge = Buffer.alloc(10 * 1024 * 1024 + 1, 1);
    const refused = await uploadAvatar(jar, huge, "huge.jpg");
    expect(refused.status).toBe(413);
    expect(refused.body.error.message).toBe(avatarMessages.tooLarge);
    expect(await avatarFileOf(id)).toBe(before);
  });

  it("needs a session for every profile route", async () => {
    const anonymous = new CookieJar();
    for (const [method, url] of [
      ["GET", "/api/profile"],
      ["PATCH", "/api/profile"],
      ["DELETE", "/api/profile/avatar"],
    ] as const) {
      expect(
        (await call(anonymous, method, url, method === "PATCH" ? { firstName: "Eve" } : undefined)).status,
      ).toBe(401);
    }
  });

  describe("the email and the password", () => {
    it("changes the email only with the current password and a confirmation from the new address", async () => {
      const { jar, email, id } = await newUser();
      const wrong = await call(jar, "POST", "/api/auth/change-email", {
        newEmail: "new-address@example.com",
        currentPassword: "not-my-password",
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body.error.fields.currentPassword).toBeDefined();
      const missing = await call(jar, "POST", "/api/auth/change-email", {
        newEmail: "new-address@example.com",
      });
      expect(missing.status).toBe(400);

      const asked = await call(jar, "POST", "/api/auth/change-email", {
        newEmail: "new-address@example.com",
        currentPassword: strongPassword,
      });
      expect(asked.status).toBe(200);
      const notice = server.mailer.sent.findLast((mail) => mail.to === email);
      expect(notice?.subject).toBe("Your JobTrail email address is changing");
      expect(notice?.text).toContain("new-address@example.com");
      const confirmation = server.mailer.sent.findLast((mail) => mail.to === "new-address@example.com");
      expect(confirmation?.subject).toBe("Confirm your new JobTrail email address");
      expect(confirmation?.link).toMatch(/\/auth\/confirm\?token_hash=[^&]+&type=email_change$/);
      // Nothing changes until the new address confirms.
      expect((await profileOf(jar)).email).toBe(email);

      const token = tokenFromMail(server.mailer, "new-address@example.com", "token_hash");
      expect((await server.request(`/api/auth/verify-email?token=${token}`)).status).toBe(200);
      const [row] = await server.database.db.select({ email: user.email }).from(user).where(eq(user.id, id));
      expect(row!.email).toBe("new-address@example.com");
      const signIn = await server.request("/api/auth/sign-in/email", {
        json: { email: "new-address@example.com", password: strongPassword },
      });
      expect(signIn.status).toBe(200);
    });

    it("changes the password with the current one, the signup rules, and ends the other sessions", async () => {
      const { jar, email } = await newUser();
      const other = new CookieJar();
      await server.request("/api/auth/sign-in/email", {
        json: { email, password: strongPassword },
        jar: other,
      });
      expect((await server.api(other).profile.$get()).status).toBe(200);

      const weak = await call(jar, "POST", "/api/auth/change-password", {
        currentPassword: strongPassword,
        newPassword: "alllowercase1!",
      });
      expect(weak.status).toBe(400);
      expect(weak.body.error.fields.newPassword).toBe("Password must contain at least one uppercase letter");
      const wrong = await call(jar, "POST", "/api/auth/change-password", {
        currentPassword: "Wr0ng!Password",
        newPassword: "N3w!Password",
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body.error.fields.currentPassword).toBeDefined();

      const changed = await call(jar, "POST", "/api/auth/change-password", {
        currentPassword: strongPassword,
        newPassword: "N3w!Password",
        revokeOtherSessions: false,
      });
      expect(changed.status).toBe(200);
      expect((await server.api(jar).profile.$get()).status).toBe(200);
      expect((await server.api(other).profile.$get()).status).toBe(401);
      const old = await server.request("/api/auth/sign-in/email", {
        json: { email, password: strongPassword },
      });
      expect(old.status).toBe(401);
    });
  });
});
