import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { files, profiles, user } from "../db/schema";
import { testDatabases } from "../testing/databases";
import { type CookieJar, signedInUser, startTestServer, type TestServer } from "../testing/server-kit";
import { fileUrl } from "./files";

describe.each(testDatabases())("files on $name", (database) => {
  let server: TestServer;
  let ada: CookieJar;
  let adaId: string;
  const hourAgo = () => new Date(Date.now() + 2 * 60 * 60 * 1000);

  beforeAll(async () => {
    server = await startTestServer(database);
    ada = await signedInUser(server, "ada@example.com");
    adaId = (
      await server.database.db.select({ id: user.id }).from(user).where(eq(user.email, "ada@example.com"))
    )[0]!.id;
  });
  afterAll(async () => {
    await server.dispose();
    await database.drop();
  });

  const stored = async (key: string) => {
    const bytes = await server.files.blobs.get(key);
    if (!bytes) return undefined;
    const chunks: Buffer[] = [];
    for await (const chunk of bytes) chunks.push(Buffer.from(chunk));
    return Buffer.concat(chunks);
  };

  it("serves the avatar made at signup from the blob store, to its owner only", async () => {
    const [profile] = await server.database.db.select().from(profiles).where(eq(profiles.id, adaId));
    const fileId = profile!.avatarFileId!;
    const [row] = await server.database.db.select().from(files).where(eq(files.id, fileId));
    expect(row).toMatchObject({ purpose: "avatar", contentType: "image/svg+xml", data: null });
    const response = await server.request(fileUrl(fileId), { jar: ada });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    expect(response.headers.get("content-security-policy")).toContain("sandbox");
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.equals((await stored(fileId))!)).toBe(true);
    expect(body.byteLength).toBe(row!.byteSize);
    const grace = await signedInUser(server, "grace@example.com");
    expect((await server.request(fileUrl(fileId), { jar: grace })).status).toBe(404);
  });

  it("keeps no bytes when the file's row cannot be written", async () => {
    const before = await server.files.sweep(hourAgo());
    expect(before).toBe(0);
    await expect(
      server.files.save({
        userId: "no-such-user",
        purpose: "avatar",
        contentType: "text/plain",
        data: Buffer.from("x"),
      }),
    ).rejects.toThrow();
    const keys: string[] = [];
    for await (const blob of server.files.blobs.list()) keys.push(blob.key);
    const rows = await server.database.db.select({ id: files.id }).from(files);
    expect(keys.sort()).toEqual(rows.map((row) => row.id).sort());
  });

  it("moves bytes saved in the database into the blob store, once", async () => {
    const id = randomUUID();
    await server.database.db.insert(files).values({
      id,
      userId: adaId,
      purpose: "avatar",
      contentType: "image/png",
      byteSize: 4,
      data: Buffer.from([1, 2, 3, 4]),
    });
    expect(await server.files.moveDatabaseBytes()).toBe(1);
    expect(await server.files.moveDatabaseBytes()).toBe(0);
    const [row] = await server.database.db.select().from(files).where(eq(files.id, id));
    expect(row!.data).toBeNull();
    expect([...(await stored(id))!]).toEqual([1, 2, 3, 4]);
    const response = await server.request(`/api/files/${id}`, { jar: ada });
    expect([...Buffer.from(await response.arrayBuffer())]).toEqual([1, 2, 3, 4]);
  });

  it("sweeps bytes no row points to, once they are old enough not to be a save under way", async () => {
    const orphan = randomUUID();
    await server.files.blobs.put(orphan, Buffer.from("left behind"), { contentType: "text/plain" });
    expect(await server.files.sweep()).toBe(0);
    expect(await stored(orphan)).toBeDefined();
    expect(await server.files.sweep(hourAgo())).toBe(1);
    expect(await stored(orphan)).toBeUndefined();
    // Files with rows keep their bytes.
    const rows = await server.database.db.select({ id: files.id }).from(files);
    for (const row of rows) expect(await stored(row.id), row.id).toBeDefined();
  });

  it("sweeps the bytes of an account's files once the account is gone", async () => {
    const jar = await signedInUser(server, "leaving@example.com");
    expect(jar).toBeDefined();
    const [leaving] = await server.database.db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, "leaving@example.com"));
    const owned = await server.database.db
      .select({ id: files.id })
      .from(files)
      .where(eq(files.userId, leaving!.id));
    expect(owned.length).toBe(1);
    await server.database.db.delete(user).where(eq(user.id, leaving!.id));
    expect(await server.files.sweep(hourAgo())).toBe(1);
    expect(await stored(owned[0]!.id)).toBeUndefined();
  });
});
