import { readFileSync } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type Document, documentMessages, maxDocumentBytes } from "@/domain/documents";
import { documents, files } from "../../db/schema";
import {
  addApplication as addApplicationAs,
  answered,
  type CookieJar,
  describeOnEachDatabase,
  signedInUser,
  type TestServer,
} from "../../testing/server-kit";

const fixture = (name: string) =>
  readFileSync(path.join(import.meta.dirname, "../../testing/fixtures", name));

/** A PDF in the fewest bytes a reader accepts. */
const pdfBytes = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

describeOnEachDatabase("documents API", (server) => {
  let ada: CookieJar;
  let grace: CookieJar;
  let userCount = 0;

  /** Uploads whose temporary files are still in this server's DATA_DIR/tmp. */
  const uploadsInProgress = async () =>
    (await readdir(server.files.scratch.root).catch(() => [] as string[])).filter((name) =>
      name.startsWith("upload-"),
    ).length;

  beforeAll(async () => {
    ada = await signedInUser(server, "ada@example.com");
    grace = await signedInUser(server, "grace@example.com");
  });

  const freshUser = () => signedInUser(server, `documents${++userCount}@example.com`);

  const call: TestServer["call"] = (...args) => server.call(...args);

  let applicationCount = 0;
  const addApplication = (jar: CookieJar) =>
    addApplicationAs(server, jar, { jobTitle: `Engineer ${++applicationCount}` });
  /** What is attached to an application, as its dialog lists it. */
  const attachedTo = async (jar: CookieJar, id: string) =>
    (await answered(server.api(jar).applications[":id"].documents.$get({ param: { id } }), 200)).items;
  const attachment = (jar: CookieJar) => server.api(jar).applications[":id"].documents[":documentId"];

  const form = (bytes: Buffer, name: string, fields: Record<string, string> = {}, type = "") => {
    const body = new FormData();
    for (const [key, value] of Object.entries(fields)) body.set(key, value);
    body.set("file", new Blob([new Uint8Array(bytes)], { type }), name);
    return body;
  };

  const upload = async (
    jar: CookieJar,
    applicationId: string,
    body: FormData | BodyInit,
    headers?: HeadersInit,
  ) => {
    const response = await server.request(`/api/applications/${applicationId}/documents`, {
      method: "POST",
      jar,
      body,
      ...(headers ? { headers } : {}),
    });
    return { status: response.status, body: await response.json() };
  };

  const uploaded = async (
    jar: CookieJar,
    applicationId: string,
    bytes: Buffer,
    name: string,
    kind = "resume",
  ) => {
    const result = await upload(jar, applicationId, form(bytes, name, { kind }));
    expect(result.status, JSON.stringify(result.body)).toBe(201);
    return result.body as Document;
  };

  const download = (jar: CookieJar, documentId: string) =>
    server.request(`/api/documents/${documentId}/content`, { jar });

  const fileIdOf = async (documentId: string) =>
    (
      await server.database.db
        .select({ fileId: documents.fileId })
        .from(documents)
        .where(eq(documents.id, documentId))
    )[0]?.fileId;

  const hasBytes = async (fileId: string) => (await server.files.blobs.get(fileId)) !== undefined;

  describe("upload and download", () => {
    it.each([
      { name: "resume.pdf", bytes: pdfBytes, contentType: "application/pdf" },
      {
        name: "resume.docx",
        bytes: fixture("resume.docx"),
        contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      },
      { name: "old-resume.doc", bytes: fixture("old-resume.doc"), contentType: "application/msword" },
      {
        name: "cover-letter.odt",
        bytes: fixture("cover-letter.odt"),
        contentType: "application/vnd.oasis.opendocument.text",
      },
      { name: "notes.rtf", bytes: fixture("notes.rtf"), contentType: "application/rtf" },
      {
        name: "notes.txt",
        bytes: Buffer.from("Questions to ask: team size, on-call.\n"),
        contentType: "text/plain; charset=utf-8",
      },
      { name: "photo.png", bytes: fixture("photo.png"), contentType: "image/png" },
      { name: "scan.JPEG", bytes: fixture("scan.jpg"), contentType: "image/jpeg" },
      // Named by name and type: the bytes themselves are not a readable title.
    ])(
      "keeps $name as $contentType and gives it back byte for byte, as a download",
      async ({ name, bytes, contentType }) => {
        const application = await addApplication(ada);
        const document = await uploaded(ada, application.id, bytes, name, "cover_letter");
        expect(document).toMatchObject({
          name,
          kind: "cover_letter",
          contentType,
          byteSize: bytes.length,
          applicationCount: 1,
        });

        const response = await download(ada, document.id);
        expect(response.status).toBe(200);
        expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
        expect(response.headers.get("content-type")).toBe(contentType);
        expect(response.headers.get("content-disposition")).toBe(`attachment; filename=${name}`);
        expect(response.headers.get("x-content-type-options")).toBe("nosniff");
        expect(response.headers.get("content-security-policy")).toContain("sandbox");
      },
    );

    it("serves the type the bytes are, whatever the browser said, and an unusual name safely encoded", async () => {
      const application = await addApplication(ada);
      const document = await uploaded(
        ada,
        application.id,
        fixture("photo.png"),
        "Zoë's résumé (final).png",
        "other",
      );
      expect(document.contentType).toBe("image/png");
      const lying = await upload(ada, application.id, form(fixture("photo.png"), "a.png", {}, "text/html"));
      expect(lying.body.contentType).toBe("image/png");

      const disposition = (await download(ada, document.id)).headers.get("content-disposition");
      expect(disposition).toBe(
        `attachment; filename="Zo?'s r?sum? (final).png"; filename*=UTF-8''Zo%C3%AB%27s%20r%C3%A9sum%C3%A9%20%28final%29.png`,
      );
    });

    it("keeps only the last part of a name that carries a path", async () => {
      const application = await addApplication(ada);
      const unix = await uploaded(ada, application.id, pdfBytes, "../../etc/resume.pdf");
      const windows = await uploaded(ada, application.id, pdfBytes, "C:\\Users\\ada\\Desktop\\resume 2.pdf");
      expect([unix.name, windows.name]).toEqual(["resume.pdf", "resume 2.pdf"]);
    });

    it("files a document as other when no kind is given", async () => {
      const application = await addApplication(ada);
      const result = await upload(ada, application.id, form(pdfBytes, "resume.pdf"));
      expect(result.status).toBe(201);
      expect(result.body.kind).toBe("other");
    });
  });

  describe("refusals", () => {
    const refused = async (bytes: Buffer, name: string, status: number, message: string) => {
      const application = await addApplication(ada);
      const before = await server.database.db.select({ id: files.id }).from(files);
      const result = await upload(ada, application.id, form(bytes, name, { kind: "resume" }));
      expect(result.status).toBe(status);
      expect(result.body.error.message).toBe(message);
      expect(result.body.error.fields?.file).toBe(message);
      const after = await server.database.db.select({ id: files.id }).from(files);
      expect(after.length).toBe(before.length);
      expect(await uploadsInProgress()).toBe(0);
    };
    const executable = Buffer.concat([Buffer.from("MZ\x90\x00\x03\x00\x00\x00\x04\x00"), Buffer.alloc(200)]);

    it("refuses names that run as programs, whatever their bytes", async () => {
      for (const name of [
        "setup.exe",
        "run.BAT",
        "x.cmd",
        "x.com",
        "x.pif",
        "x.scr",
        "x.vbs",
        "resume.pdf.js",
      ])
        await refused(pdfBytes, name, 400, documentMessages.forbidden);
    });

    it("refuses a program renamed as a PDF, and a PDF renamed as a picture", async () => {
      await refused(executable, "resume.pdf", 400, documentMessages.invalidType);
      await refused(pdfBytes, "resume.png", 400, documentMessages.invalidType);
    });

    it("refuses an HTML page or a script named as a document, and an SVG with a script", async () => {
      const page = Buffer.from(
        "<!doctype html><html><body><script>fetch('/api/profile')</script></body></html>",
      );
      await refused(page, "resume.pdf", 400, documentMessages.invalidType);
      await refused(page, "resume.txt", 400, documentMessages.invalidType);
      await refused(Buffer.from("alert(document.cookie)"), "resume.doc", 400, documentMessages.invalidType);
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
      await refused(svg, "logo.svg", 400, documentMessages.invalidType);
      await refused(svg, "logo.png", 400, documentMessages.invalidType);
      await refused(svg, "logo.txt", 400, documentMessages.invalidType);
    });

    it("refuses text that is not UTF-8 text, and types not on the list", async () => {
      await refused(Buffer.from([0x66, 0x00, 0x6f, 0x00]), "notes.txt", 400, documentMessages.invalidType);
      await refused(Buffer.from([0xc3, 0x28, 0x41]), "notes.txt", 400, documentMessages.invalidType);
      await refused(fixture("resume.docx"), "resume.zip", 400, documentMessages.invalidType);
      await refused(pdfBytes, "resume", 400, documentMessages.invalidType);
    });

    it("keeps a polyglot only as the type its bytes begin as, served as a download that cannot run", async () => {
      // A PDF with an HTML page inside: stored and served as a PDF attachment, never as a page.
      const polyglot = Buffer.concat([pdfBytes, Buffer.from("<html><script>alert(1)</script></html>")]);
      const application = await addApplication(ada);
      const document = await uploaded(ada, application.id, polyglot, "resume.pdf");
      const response = await download(ada, document.id);
      expect(response.headers.get("content-type")).toBe("application/pdf");
      expect(response.headers.get("content-disposition")).toMatch(/^attachment;/);
      expect(response.headers.get("content-security-policy")).toContain("sandbox");
      await refused(polyglot, "resume.html", 400, documentMessages.invalidType);
    });

    it("refuses an empty file, a missing file, and an unknown kind", async () => {
      await refused(Buffer.alloc(0), "resume.pdf", 400, documentMessages.emptyFile);
      const application = await addApplication(ada);
      const noFile = new FormData();
      noFile.set("kind", "resume");
      const missing = await upload(ada, application.id, noFile);
      expect(missing).toMatchObject({
        status: 400,
        body: { error: { fields: { file: documentMessages.missingFile } } },
      });
      const kind = await upload(ada, application.id, form(pdfBytes, "resume.pdf", { kind: "portfolio" }));
      expect(kind).toMatchObject({
        status: 400,
        body: { error: { fields: { kind: documentMessages.invalidKind } } },
      });
    });

    it("refuses a file over 10 MB, declared or not, as soon as it passes the limit", async () => {
      await refused(Buffer.alloc(maxDocumentBytes + 1, 0x20), "big.txt", 413, documentMessages.tooLarge);

      const application = await addApplication(ada);
      const declared = await server.request(`/api/applications/${application.id}/documents`, {
        method: "POST",
        jar: ada,
        headers: {
          "content-type": "multipart/form-data; boundary=x",
          "content-length": String(maxDocumentBytes * 2),
        },
        body: "--x--",
      });
      expect(declared.status).toBe(413);
      expect((await declared.json()).error.message).toBe(documentMessages.tooLarge);

      // Sent in chunks with no declared length: the stream is cut once it passes the limit.
      let sent = 0;
      const chunk = new Uint8Array(1024 * 1024).fill(0x41);
      const prefix = new TextEncoder().encode(
        '--x\r\nContent-Disposition: form-data; name="file"; filename="big.txt"\r\nContent-Type: text/plain\r\n\r\n',
      );
      const endless = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(prefix);
        },
        pull(controller) {
          sent += chunk.length;
          if (sent > 64 * 1024 * 1024) controller.close();
          else controller.enqueue(chunk);
        },
      });
      const streamed = await server.request(`/api/applications/${application.id}/documents`, {
        method: "POST",
        jar: ada,
        headers: { "content-type": "multipart/form-data; boundary=x" },
        body: endless,
        duplex: "half",
      } as RequestInit);
      expect(streamed.status).toBe(413);
      expect(sent).toBeLessThan(maxDocumentBytes + 4 * 1024 * 1024);
      expect(await uploadsInProgress()).toBe(0);
    });

    it("refuses a body that is not multipart, or is malformed", async () => {
      const application = await addApplication(ada);
      const json = await call(ada, "POST", `/api/applications/${application.id}/documents`, { file: "x" });
      expect(json.status).toBe(415);
      const malformed = await upload(ada, application.id, "garbage with no boundary", {
        "content-type": "multipart/form-data; boundary=zzz",
      });
      expect(malformed.status).toBe(400);
      const twoFiles = form(pdfBytes, "a.pdf");
      twoFiles.append("file", new Blob([new Uint8Array(pdfBytes)]), "b.pdf");
      expect((await upload(ada, application.id, twoFiles)).status).toBe(400);
      const extraField = form(pdfBytes, "a.pdf", { owner: "grace" });
      expect((await upload(ada, application.id, extraField)).status).toBe(400);
    });

    it("leaves nothing behind when the upload breaks off midway", async () => {
      const application = await addApplication(ada);
      const before = (await server.database.db.select({ id: files.id }).from(files)).length;
      const broken = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(
            new TextEncoder().encode(
              '--x\r\nContent-Disposition: form-data; name="file"; filename="resume.pdf"\r\n\r\n%PDF-1.4\n',
            ),
          );
          controller.error(new Error("connection reset"));
        },
      });
      const response = await server.request(`/api/applications/${application.id}/documents`, {
        method: "POST",
        jar: ada,
        headers: { "content-type": "multipart/form-data; boundary=x" },
        body: broken,
        duplex: "half",
      } as RequestInit);
      expect(response.status).toBe(400);
      expect((await server.database.db.select({ id: files.id }).from(files)).length).toBe(before);
      expect(await uploadsInProgress()).toBe(0);
    });
  });

  describe("the library and attachments", () => {
    it("attaches one document to several applications, detaches it, renames it, then deletes it with its bytes", async () => {
      const jar = await freshUser();
      const acme = await addApplication(jar);
      const globex = await addApplication(jar);
      const resume = await uploaded(jar, acme.id, pdfBytes, "resume-v3.pdf");

      const onGlobex = { id: globex.id, documentId: resume.id };
      const attached = await answered(attachment(jar).$put({ param: onGlobex }), 200);
      expect(attached).toMatchObject({ id: resume.id, applicationCount: 2 });
      const again = await answered(attachment(jar).$put({ param: onGlobex }), 200);
      expect(again.applicationCount).toBe(2);

      const library = await answered(server.api(jar).documents.$get(), 200);
      expect(library.items.map((document) => document.name)).toEqual(["resume-v3.pdf"]);
      expect(await attachedTo(jar, globex.id)).toHaveLength(1);

      expect((await attachment(jar).$delete({ param: onGlobex })).status).toBe(204);
      expect(await attachedTo(jar, globex.id)).toEqual([]);
      expect((await attachment(jar).$delete({ param: onGlobex })).status).toBe(404);

      const renamed = await answered(
        server.api(jar).documents[":id"].$patch({
          param: { id: resume.id },
          json: { name: " Resume (March).pdf ", kind: "other" },
        }),
        200,
      );
      expect(renamed).toMatchObject({ name: "Resume (March).pdf", kind: "other" });
      const badRename = await call(jar, "PATCH", `/api/documents/${resume.id}`, { name: "../x.pdf" });
      expect(badRename.status).toBe(400);
      expect((await call(jar, "PATCH", `/api/documents/${resume.id}`, {})).status).toBe(400);
      expect((await call(jar, "PATCH", `/api/documents/${resume.id}`, { kind: "photo" })).status).toBe(400);

      const fileId = (await fileIdOf(resume.id))!;
      expect(await hasBytes(fileId)).toBe(true);
      expect((await server.api(jar).documents[":id"].$delete({ param: { id: resume.id } })).status).toBe(204);
      expect(await attachedTo(jar, acme.id)).toEqual([]);
      expect(await hasBytes(fileId)).toBe(false);
      expect((await download(jar, resume.id)).status).toBe(404);
    });

    it("keeps a renamed document to the type of its upload: never a program's name, never another type's", async () => {
      const jar = await freshUser();
      const application = await addApplication(jar);
      const resume = await uploaded(jar, application.id, pdfBytes, "resume.pdf");
      const photo = await uploaded(jar, application.id, fixture("photo.png"), "photo.png", "other");
      const rename = (document: Document, name: string) =>
        call(jar, "PATCH", `/api/documents/${document.id}`, { name });
      const refusals: [Document, string, string][] = [
        [resume, "resume.pdf.exe", documentMessages.forbidden],
        [resume, "resume.pdf.exe.", documentMessages.forbidden],
        [resume, "page.html", documentMessages.keepExtension("pdf")],
        [resume, "image.svg", documentMessages.keepExtension("pdf")],
        [photo, "photo.pdf", documentMessages.keepExtension("png")],
        [resume, "resume \ud800.pdf", "Name contains a character that is not allowed"],
      ];
      for (const [document, name, message] of refusals) {
        const refused = await rename(document, name);
        expect(refused.status, name).toBe(400);
        expect(refused.body.error, name).toMatchObject({
          code: "VALIDATION_ERROR",
          fields: { name: message },
        });
      }
      expect(documentMessages.keepExtension("png")).toBe(
        "Keep .png at the end of the name: this file is a PNG",
      );
      // Nothing was renamed: the downloads carry their names as uploaded.
      for (const [document, name] of [
        [resume, "resume.pdf"],
        [photo, "photo.png"],
      ] as const)
        expect((await download(jar, document.id)).headers.get("content-disposition")).toBe(
          `attachment; filename=${name}`,
        );

      const kept = await rename(resume, "Resume (March).PDF");
      expect(kept).toMatchObject({
        status: 200,
        body: { name: "Resume (March).PDF", contentType: "application/pdf" },
      });
      // A name given without an extension gets its type's.
      expect((await rename(photo, "Headshot 2026")).body).toMatchObject({ name: "Headshot 2026.png" });
      expect((await download(jar, photo.id)).headers.get("content-disposition")).toBe(
        'attachment; filename="Headshot 2026.png"',
      );
    });

    it("deletes with an application the documents that went only with it, and keeps the shared ones", async () => {
      const jar = await freshUser();
      const acme = await addApplication(jar);
      const globex = await addApplication(jar);
      const initech = await addApplication(jar);
      const shared = await uploaded(jar, acme.id, pdfBytes, "resume.pdf");
      await call(jar, "PUT", `/api/applications/${globex.id}/documents/${shared.id}`);
      const ownLetter = await uploaded(jar, acme.id, fixture("notes.rtf"), "letter.rtf", "cover_letter");
      const bulkLetter = await uploaded(jar, initech.id, fixture("notes.rtf"), "letter.rtf", "cover_letter");
      const ownFile = (await fileIdOf(ownLetter.id))!;
      const bulkFile = (await fileIdOf(bulkLetter.id))!;

      expect((await call(jar, "DELETE", `/api/applications/${acme.id}`)).status).toBe(204);
      const library = (await call(jar, "GET", "/api/documents")).body.items as Document[];
      expect(library.map((document) => [document.id, document.applicationCount])).toEqual(
        expect.arrayContaining([[shared.id, 1]]),
      );
      expect(library.some((document) => document.id === ownLetter.id)).toBe(false);
      expect(await hasBytes(ownFile)).toBe(false);

      const bulk = await call(jar, "POST", "/api/applications/bulk", { action: "delete", ids: [initech.id] });
      expect(bulk).toMatchObject({ status: 200, body: { count: 1 } });
      expect(Object.keys(bulk.body)).toEqual(["count"]);
      expect(await hasBytes(bulkFile)).toBe(false);
      expect(((await call(jar, "GET", "/api/documents")).body.items as Document[]).map((d) => d.id)).toEqual([
        shared.id,
      ]);
    });
  });

  describe("another user's documents", () => {
    it("behave as not found on every route, and give away no byte", async () => {
      const application = await addApplication(ada);
      const document = await uploaded(ada, application.id, pdfBytes, "private.pdf");
      const graceApplication = await addApplication(grace);

      expect((await upload(grace, application.id, form(pdfBytes, "x.pdf"))).status).toBe(404);
      expect((await call(grace, "GET", `/api/applications/${application.id}/documents`)).status).toBe(404);
      expect(
        (await call(grace, "PUT", `/api/applications/${graceApplication.id}/documents/${document.id}`))
          .status,
      ).toBe(404);
      expect(
        (await call(ada, "PUT", `/api/applications/${graceApplication.id}/documents/${document.id}`)).status,
      ).toBe(404);
      expect(
        (await call(grace, "DELETE", `/api/applications/${application.id}/documents/${document.id}`)).status,
      ).toBe(404);
      const content = await download(grace, document.id);
      expect(content.status).toBe(404);
      expect(await content.text()).not.toContain("%PDF");
      expect((await call(grace, "PATCH", `/api/documents/${document.id}`, { name: "mine.pdf" })).status).toBe(
        404,
      );
      expect((await call(grace, "DELETE", `/api/documents/${document.id}`)).status).toBe(404);
      expect((await call(grace, "GET", "/api/documents")).body.items).toEqual([]);
      expect((await call(grace, "GET", "/api/documents/not-a-uuid/content")).status).toBe(404);

      const still = await download(ada, document.id);
      expect(still.status).toBe(200);
      expect((await call(ada, "GET", `/api/documents`)).body.items[0]).toMatchObject({ name: "private.pdf" });
    });

    it("needs a session on every route", async () => {
      const anyId = "00000000-0000-4000-8000-000000000000";
      for (const [method, url] of [
        ["POST", `/api/applications/${anyId}/documents`],
        ["GET", `/api/applications/${anyId}/documents`],
        ["GET", "/api/documents"],
        ["GET", `/api/documents/${anyId}/content`],
      ] as const) {
        expect((await server.request(url, { method })).status).toBe(401);
      }
    });
  });
});
