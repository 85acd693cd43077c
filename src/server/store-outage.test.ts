// The S3-compatible store going away: an upload fails with a clear 503 and the error
// envelope, leaves no document or photo behind, and works again once the store is back; a
// file stored before is read again then. On both databases.
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isErrorBody } from "@/domain/errors";
import { documents, files } from "./db/schema";
import { testDatabases } from "./testing/databases";
import { startS3 } from "./testing/s3";
import {
  addApplication,
  type CookieJar,
  newAccount,
  startTestServer,
  type TestServer,
} from "./testing/server-kit";

describe.each(testDatabases())("the file store going away, on $name", (database) => {
  let server: TestServer;
  let s3: Awaited<ReturnType<typeof startS3>>;
  let jar: CookieJar;
  let userId: string;
  let applicationId: string;

  beforeAll(async () => {
    s3 = await startS3("jobtrail-outage");
    server = await startTestServer(database, {
      S3_BUCKET: s3.settings.bucket,
      S3_ENDPOINT: s3.settings.endpoint!,
      S3_ACCESS_KEY_ID: s3.settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.settings.secretAccessKey,
    });
    ({ jar, id: userId } = await newAccount(server, "files@example.com"));
    ({ id: applicationId } = await addApplication(server, jar, {
      company: "Acme",
      jobTitle: "Engineer",
      applicationDate: "2026-03-02",
      status: "Applied",
    }));
  });
  afterAll(async () => {
    await server.dispose();
    await s3.close();
    await database.drop();
  });

  const upload = (name: string, text: string) => {
    const form = new FormData();
    form.set("file", new Blob([text]), name);
    return server.request(`/api/applications/${applicationId}/documents`, {
      method: "POST",
      jar,
      body: form,
    });
  };
  const uploadPhoto = async () => {
    const form = new FormData();
    const photo = await sharp({ create: { width: 40, height: 40, channels: 3, background: "#336699" } })
      .png()
      .toBuffer();
    form.set("file", new Blob([new Uint8Array(photo)]), "me.png");
    return server.request("/api/profile/avatar", { method: "PUT", jar, body: form });
  };
  const rowsOfUser = async () => {
    const count = async (table: typeof documents | typeof files) =>
      (
        await server.database.db
          .select({ count: sql<number>`count(*)::int` })
          .from(table)
          .where(eq(table.userId, userId))
      )[0]!.count;
    return { documents: await count(documents), files: await count(files) };
  };

  it("refuses uploads clearly while it is away, keeps nothing of them, and takes them once it is back", async () => {
    const stored = await upload("before.txt", "Stored before the outage\n");
    expect(stored.status).toBe(201);
    const before = (await stored.json()) as { id: string };
    const rowsBefore = await rowsOfUser();

    await s3.stop();
    for (const refused of [await upload("during.txt", "Sent during the outage\n"), await uploadPhoto()]) {
      expect(refused.status).toBe(503);
      expect(isErrorBody(await refused.json())).toBe(true);
    }
    const read = await server.request(`/api/documents/${before.id}/content`, { jar });
    expect(read.status).toBe(503);
    expect(await rowsOfUser()).toEqual(rowsBefore);

    await s3.start();
    expect((await upload("after.txt", "Sent once it was back\n")).status).toBe(201);
    expect((await uploadPhoto()).status).toBe(200);
    const again = await server.request(`/api/documents/${before.id}/content`, { jar });
    expect(await again.text()).toBe("Stored before the outage\n");
  }, 60_000);
});
