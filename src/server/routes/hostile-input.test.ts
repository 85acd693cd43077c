// Generated hostile requests against every operation of the served OpenAPI document: any
// body, content type, query string and path parameter, and broken multipart bodies on the
// upload routes. Whatever arrives, the server never answers 5xx, every refusal carries the
// error envelope, and a refused request leaves the signed-in owner's data (rows and file
// bytes) and the blob store exactly as they were. CI runs a bounded count with a fixed seed;
// `npm run test:fuzz` runs many more (FUZZ_RUNS, FUZZ_SEED).

import type { AddressInfo } from "node:net";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isErrorBody } from "@/domain/errors";
import { listen } from "../http";
import { testDatabases } from "../testing/databases";
import {
  fillPath,
  type JsonSchema,
  type OpenApiDocument,
  type Operation,
  openApiDocument,
  operationsOf,
} from "../testing/openapi";
import { type RawConnection, rawConnection, rawRequest } from "../testing/raw-http";
import {
  type CookieJar,
  signedInUser,
  startTestServer,
  type TestServer,
  testOrigin,
} from "../testing/server-kit";
import { watchUserData } from "../testing/user-data";

const runs = Number(process.env.FUZZ_RUNS ?? 30);
const seed = Number(process.env.FUZZ_SEED ?? 20_261_123);
/**
 * A long run on demand takes as long as it needs: each case of each of some fifty operations
 * reads the owner's data twice, so 2,000 cases take far longer than 200 ms apiece. The usual
 * 30 runs take some 25 s alone on a slow machine, and over 105 s there while the whole run
 * keeps its two cores busy: the limit only catches a run that hangs.
 */
const timeout = 120_000 + runs * 4_000;

/** Text that breaks things: control characters, NUL, lone surrogates, SQL, huge and empty. */
const nastyText = fc.oneof(
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom(
    "\u0000",
    "a\u0000b",
    "\ud800",
    "'; drop table applications; --",
    "%",
    "_",
    "\\",
    "0202-03-01",
    "1969-12-31",
    "2100-01-01",
    "2026-02-30",
    "9999-99-99",
    "NaN",
    "-1",
    "1e999",
    "",
    " ",
    "x".repeat(20_000),
  ),
);

const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyText,
  fc.double(),
  fc.integer(),
  fc.constantFrom(1e308, -1e308, 2 ** 53, null, true, false),
  fc.jsonValue({ maxDepth: 3 }),
);

function resolve(document: OpenApiDocument, schema: JsonSchema | undefined): JsonSchema | undefined {
  const name = schema?.$ref?.split("/").at(-1);
  return name ? document.components?.schemas?.[name] : schema;
}

/** A value near what the schema asks for, or anything at all. */
function valueFor(
  document: OpenApiDocument,
  schema: JsonSchema | undefined,
  depth = 0,
): fc.Arbitrary<unknown> {
  const resolved = resolve(document, schema);
  if (!resolved || depth > 2) return anyValue;
  const choices: fc.Arbitrary<unknown>[] = [anyValue];
  if (resolved.enum) choices.push(fc.constantFrom(...resolved.enum));
  if (resolved.properties) choices.push(objectFor(document, resolved, depth + 1));
  if (resolved.items) choices.push(fc.array(valueFor(document, resolved.items, depth + 1), { maxLength: 3 }));
  for (const variant of [resolved.oneOf, resolved.anyOf].flat()) {
    if (variant && typeof variant === "object")
      choices.push(valueFor(document, variant as JsonSchema, depth + 1));
  }
  return fc.oneof(...choices);
}

function objectFor(document: OpenApiDocument, schema: JsonSchema, depth: number) {
  const properties = schema.properties ?? {};
  return fc.record(
    Object.fromEntries(
      Object.entries(properties).map(([name, property]) => [name, valueFor(document, property, depth)]),
    ),
    { requiredKeys: [] },
  );
}

type Attempt = {
  path: string;
  query: [string, string][];
  contentType: string | undefined;
  body: string | undefined;
};

/** A part of a multipart body: a file or a field, some of them broken on purpose. */
const multipartPart = fc.record({
  name: fc.oneof(fc.constantFrom("file", "kind", "userId", "extra"), nastyText),
  filename: fc.option(
    fc.oneof(
      fc.constantFrom(
        "resume.pdf",
        "notes.txt",
        "../../etc/passwd",
        "a\u0000b.txt",
        "\u202Egpj.exe",
        "",
        `${"x".repeat(300)}.txt`,
        "photo.png",
      ),
      nastyText,
    ),
  ),
  contentType: fc.option(
    fc.constantFrom(
      "application/pdf",
      "text/plain",
      "image/png",
      "application/x-msdownload",
      "",
      "multipart/mixed",
    ),
  ),
  content: fc.oneof(
    nastyText,
    fc.constantFrom(
      "%PDF-1.4\n%%EOF\n",
      "\x89PNG\r\n\x1a\n",
      "MZ\x90\x00\x03",
      "<script>alert(1)</script>",
      "",
      "Plain notes\n",
    ),
  ),
  brokenDisposition: fc.boolean(),
});

/**
 * Multipart bodies as a client that gets them wrong would send them: parts without a name or
 * a file name, odd file names and types, fields twice, a boundary the header does not declare,
 * a body that ends before its closing boundary, bare LF line ends.
 */
const multipartAttempt = fc
  .record({
    boundary: fc.constantFrom("b0undary", "x", "----WebKitFormBoundary7MA4YWxkTrZu0gW", "a".repeat(70)),
    declared: fc.constantFrom("same", "other", "none", "quoted"),
    parts: fc.array(multipartPart, { maxLength: 4 }),
    closed: fc.boolean(),
    lineEnd: fc.constantFrom("\r\n", "\n"),
  })
  .map(({ boundary, declared, parts, closed, lineEnd }) => {
    const body = parts
      .map((part) => {
        const disposition = part.brokenDisposition
          ? `Content-Disposition: form-data; name=${part.name}; filename`
          : `Content-Disposition: form-data; name="${part.name}"${part.filename === null ? "" : `; filename="${part.filename}"`}`;
        const headers = [
          disposition,
          ...(part.contentType === null ? [] : [`Content-Type: ${part.contentType}`]),
        ];
        return `--${boundary}${lineEnd}${headers.join(lineEnd)}${lineEnd}${lineEnd}${part.content}${lineEnd}`;
      })
      .join("");
    const header = {
      same: `multipart/form-data; boundary=${boundary}`,
      other: "multipart/form-data; boundary=not-the-one-used",
      none: "multipart/form-data",
      quoted: `multipart/form-data; boundary="${boundary}"`,
    }[declared];
    return { contentType: header, body: closed ? `${body}--${boundary}--${lineEnd}` : body };
  });

/**
 * An upload with more than one file: the same field twice, or a file under a field the form
 * does not have, before or after the real one, the body closed or cut short.
 */
const manyFilesAttempt = fc
  .record({
    names: fc.constantFrom(["file", "file"], ["file", "other"], ["other", "file"], ["file", "file", "file"]),
    closed: fc.boolean(),
    size: fc.constantFrom(10, 5_000, 200_000),
  })
  .map(({ names, closed, size }) => {
    const boundary = "b0undary";
    const parts = names
      .map(
        (name, index) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="part${index}.txt"\r\nContent-Type: text/plain\r\n\r\n${"x".repeat(size)}\r\n`,
      )
      .join("");
    return {
      contentType: `multipart/form-data; boundary=${boundary}`,
      body: closed ? `${parts}--${boundary}--\r\n` : parts,
    };
  });

/**
 * A mail as a stranger may write one: headers of any name and value, a body of anything,
 * a MIME structure nested deep or split into thousands of parts, broken encodings.
 */
const mailAttempt = fc
  .record({
    from: fc.option(fc.constantFrom("Recruiting <jobs@example.com>", "<>", "=?utf-8?B?////?= <x@y>", "@@@")),
    headers: fc.array(
      fc.tuple(
        fc.constantFrom(
          "Subject",
          "Message-ID",
          "In-Reply-To",
          "References",
          "Content-Type",
          "Content-Transfer-Encoding",
          "X-Any",
        ),
        nastyText,
      ),
      { maxLength: 5 },
    ),
    body: fc.oneof(
      nastyText,
      fc.constantFrom(
        // Nested far deeper than any mail, and thousands of parts.
        `${'Content-Type: multipart/mixed; boundary="n"\r\n\r\n--n\r\n'.repeat(60)}deep\r\n`,
        `Content-Type: multipart/mixed; boundary="p"\r\n\r\n${"--p\r\nContent-Type: text/plain\r\n\r\nx\r\n".repeat(3_000)}--p--\r\n`,
        "Content-Type: text/calendar; method=REQUEST\r\n\r\nBEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART;TZID=Nowhere/Else:20261301T250000\r\nEND:VEVENT\r\n",
        'Content-Type: text/html\r\n\r\n<script>alert(1)</script><img src="https://t.example/p.gif">',
        "Content-Transfer-Encoding: base64\r\n\r\n!!!not base64!!!",
      ),
    ),
  })
  .map(({ from, headers, body }) => ({
    contentType: "message/rfc822",
    body: `${from === null ? "" : `From: ${from}\r\n`}${headers.map(([name, value]) => `${name}: ${value}\r\n`).join("")}${body.includes("Content-Type:") ? "" : "\r\n"}${body}`,
  }));

function attempts(document: OpenApiDocument, operation: Operation, ownIds: string[]): fc.Arbitrary<Attempt> {
  const pathValue = fc.oneof(
    fc.constantFrom(...ownIds),
    fc.uuid(),
    // Lone surrogates cannot be encoded; their UTF-8 replacement is what a client could send.
    nastyText.map((text) => encodeURIComponent(Buffer.from(text).toString())),
    // Bytes no text encodes: invalid UTF-8, an encoded NUL, a climb out of the path.
    fc.constantFrom("%00", "%FF", "%E0%80", "%C0%AF", "..", "%2E%2E%2F%2E%2E", "%"),
  );
  const pathParams = operation.parameters.filter((parameter) => parameter.in === "path");
  const queryNames = operation.parameters.filter((parameter) => parameter.in === "query");
  const queryEntry = fc.oneof(
    ...queryNames.map((parameter) =>
      fc.tuple(
        fc.constant(parameter.name),
        fc.oneof(nastyText, valueFor(document, parameter.schema).map(String)),
      ),
    ),
    fc.tuple(nastyText, nastyText),
  );
  const bodySchema = Object.values(operation.requestBody?.content ?? {})[0]?.schema;
  const body = fc.oneof(
    fc.constant(undefined),
    nastyText,
    fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
    valueFor(document, bodySchema).map((value) => JSON.stringify(value) ?? "null"),
  );
  const takesFiles = Object.keys(operation.requestBody?.content ?? {}).includes("multipart/form-data");
  const anything = fc.record({
    path: fc
      .array(pathValue, { minLength: pathParams.length, maxLength: pathParams.length })
      .map((values) =>
        fillPath(operation.path, (name) => values[pathParams.findIndex((p) => p.name === name)] ?? ""),
      ),
    query: fc.array(queryEntry, { maxLength: 4 }),
    contentType: fc.constantFrom(
      undefined,
      "application/json",
      "application/json; charset=utf-8",
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
      "application/xml",
    ),
    body,
  });
  if (Object.keys(operation.requestBody?.content ?? {}).includes("message/rfc822"))
    return fc.oneof(
      anything,
      fc
        .record({ attempt: anything, mail: mailAttempt })
        .map(({ attempt, mail }) => ({ ...attempt, ...mail })),
    );
  if (!takesFiles) return anything;
  // An upload route also gets multipart bodies, at the owner's own records half the time.
  const upload = fc
    .record({ attempt: anything, multipart: multipartAttempt, own: fc.boolean() })
    .map(({ attempt, multipart, own }) => ({
      ...attempt,
      path: own ? fillPath(operation.path, () => ownIds[0]!) : attempt.path,
      contentType: multipart.contentType,
      body: multipart.body,
    }));
  return fc.oneof(anything, upload);
}

/** A generated value as a query string carries it (an object may hold a key like `toString`). */
const asQueryValue = (value: unknown) =>
  typeof value === "object" && value !== null ? JSON.stringify(value) : String(value);

/**
 * Better Auth's routes the web app calls: not zod-openapi routes, so not in the document.
 * Each with the body fields it reads (a GET's go in the query).
 */
const authOperations: { method: "GET" | "POST"; path: string; fields: string[] }[] = [
  { method: "POST", path: "/api/auth/sign-in/email", fields: ["email", "password", "rememberMe"] },
  {
    method: "POST",
    path: "/api/auth/sign-up/email",
    fields: ["firstName", "lastName", "email", "password", "confirmPassword", "jobTitle", "agreeToTerms"],
  },
  { method: "POST", path: "/api/auth/request-password-reset", fields: ["email", "redirectTo"] },
  { method: "POST", path: "/api/auth/reset-password", fields: ["token", "newPassword"] },
  { method: "POST", path: "/api/auth/send-verification-email", fields: ["email", "callbackURL"] },
  {
    method: "POST",
    path: "/api/auth/sign-in/social",
    fields: ["provider", "callbackURL", "errorCallbackURL"],
  },
  { method: "POST", path: "/api/auth/sign-out", fields: [] },
  { method: "GET", path: "/api/auth/verify-email", fields: ["token", "callbackURL"] },
  { method: "GET", path: "/api/auth/get-session", fields: ["disableCookieCache"] },
];

describe.each(testDatabases())("hostile requests on $name", (database) => {
  let server: TestServer;
  let document: OpenApiDocument;
  let owner: CookieJar;
  const ownIds: string[] = [];

  beforeAll(async () => {
    // Background jobs held back: an export a generated request asked for would otherwise be
    // built while later requests are checked, and change the owner's data under them.
    server = await startTestServer(database, {}, { runJobs: false });
    document = await openApiDocument(server);
    owner = await signedInUser(server, "owner@example.com");
    ownersData = watchUserData(server, "owner@example.com");
    for (const company of ["Acme", "Globex", "Initech"]) {
      const response = await server.request("/api/applications", {
        jar: owner,
        json: { company, jobTitle: "Engineer", applicationDate: "2026-03-01", status: "Applied" },
      });
      ownIds.push(((await response.json()) as { id: string }).id);
    }
    const resume = new FormData();
    resume.set("file", new Blob(["Ada Lovelace, engineer\n"]), "resume.txt");
    const upload = await server.request(`/api/applications/${ownIds[0]}/documents`, {
      method: "POST",
      jar: owner,
      body: resume,
    });
    ownIds.push(((await upload.json()) as { id: string }).id);
  });
  afterAll(async () => {
    await server.dispose();
    await database.drop();
  });

  let ownersData: () => Promise<string>;
  /** Every key in the blob store: a refused upload must leave no bytes behind, owned or not. */
  const blobKeys = async () => {
    const keys: string[] = [];
    for await (const blob of server.files.blobs.list()) keys.push(blob.key);
    return keys.sort().join(",");
  };

  it(
    "answers every operation without a 5xx, with the envelope on refusals and nothing changed",
    async () => {
      const operations = operationsOf(document);
      expect(operations.length).toBeGreaterThanOrEqual(12);
      // What the owner has now: read again after each request that changed something, and
      // compared after each refusal (which must have changed nothing).
      let before = await ownersData();
      let blobsBefore = await blobKeys();
      for (const operation of operations) {
        await fc.assert(
          fc.asyncProperty(attempts(document, operation, ownIds), async (attempt) => {
            const query = new URLSearchParams(attempt.query).toString();
            const headers: Record<string, string> = {};
            if (attempt.contentType) headers["content-type"] = attempt.contentType;
            const response = await server.request(`${attempt.path}${query ? `?${query}` : ""}`, {
              method: operation.method,
              jar: owner,
              headers,
              ...(attempt.body !== undefined && operation.method !== "GET" ? { body: attempt.body } : {}),
            });
            const text = await response.text();
            const label = `${operation.name} -> ${response.status} ${text.slice(0, 300)}`;
            expect(response.status, label).toBeLessThan(500);
            if (response.status >= 400) {
              expect(isErrorBody(JSON.parse(text)), label).toBe(true);
              expect(await ownersData(), label).toBe(before);
              expect(await blobKeys(), label).toBe(blobsBefore);
            } else {
              before = await ownersData();
              blobsBefore = await blobKeys();
            }
          }),
          { numRuns: runs, seed, endOnFailure: true },
        );
      }
    },
    timeout,
  );

  it(
    "answers Better Auth's routes without a 5xx either, with the envelope on refusals",
    async () => {
      for (const operation of authOperations) {
        const values = fc.record(Object.fromEntries(operation.fields.map((field) => [field, anyValue])), {
          requiredKeys: [],
        });
        await fc.assert(
          fc.asyncProperty(
            values,
            fc.constantFrom(undefined, "application/json", "text/plain", "application/x-www-form-urlencoded"),
            async (fields, contentType) => {
              const headers: Record<string, string> = {};
              if (contentType) headers["content-type"] = contentType;
              const query =
                operation.method === "GET"
                  ? `?${new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, asQueryValue(v)]))}`
                  : "";
              const response = await server.request(`${operation.path}${query}`, {
                method: operation.method,
                headers,
                ...(operation.method === "POST" ? { body: JSON.stringify(fields) } : {}),
              });
              const text = await response.text();
              const label = `${operation.method} ${operation.path} -> ${response.status} ${text.slice(0, 300)}`;
              expect(response.status, label).toBeLessThan(500);
              if (response.status >= 400) expect(isErrorBody(JSON.parse(text)), label).toBe(true);
            },
          ),
          { numRuns: runs, seed, endOnFailure: true },
        );
      }
    },
    timeout,
  );
  it(
    "answers every request with a body over a kept-alive socket, and the next request on it",
    async () => {
      const listening = listen(server.app, { port: 0, hostname: "127.0.0.1" });
      await new Promise<void>((resolve) => listening.server.once("listening", () => resolve()));
      const port = (listening.server.address() as AddressInfo).port;
      let connection: RawConnection = await rawConnection(port);
      let sent = 0;
      const unanswered: string[] = [];
      const fresh = async () => {
        connection.destroy();
        connection = await rawConnection(port);
      };
      /**
       * One request on the connection in use. An answer that says the connection closes
       * must close it; any other leaves it for the next request, which must be answered too.
       */
      const send = async (method: string, target: string, contentType: string | undefined, body: string) => {
        sent += 1;
        const headers: Record<string, string> = { Cookie: owner.header(), Origin: testOrigin };
        if (contentType) headers["Content-Type"] = contentType;
        const label = `${method} ${target.slice(0, 120)} (${contentType})`;
        const answer = await connection.exchange(rawRequest(method, target, headers, body));
        if (!answer) {
          unanswered.push(label);
          await fresh();
          return;
        }
        expect(answer.status, label).toBeLessThan(500);
        if (answer.headers.connection?.toLowerCase() === "close") {
          expect(await connection.waitForClose(), `${label}: said close, stayed open`).toBe(true);
          await fresh();
        } else if (connection.closed()) {
          unanswered.push(`${label}: closed a connection it said it kept`);
          await fresh();
        }
      };
      try {
        const withBodies = operationsOf(document).filter((operation) => operation.requestBody);
        expect(withBodies.length).toBeGreaterThanOrEqual(10);
        for (const operation of withBodies) {
          await fc.assert(
            fc.asyncProperty(attempts(document, operation, ownIds), async (attempt) => {
              const query = new URLSearchParams(attempt.query).toString();
              await send(
                operation.method,
                `${attempt.path}${query ? `?${query}` : ""}`,
                attempt.contentType,
                attempt.body ?? "",
              );
            }),
            { numRuns: runs, seed, endOnFailure: true },
          );
          if (!operation.requestBody?.content["multipart/form-data"]) continue;
          await fc.assert(
            fc.asyncProperty(manyFilesAttempt, async (attempt) => {
              const target = fillPath(operation.path, () => ownIds[0]!);
              await send(operation.method, target, attempt.contentType, attempt.body);
            }),
            { numRuns: runs, seed, endOnFailure: true },
          );
        }
      } finally {
        connection.destroy();
        await new Promise<void>((resolve) => listening.server.close(() => resolve()));
      }
      console.info(`hostile requests over kept-alive sockets: ${sent} sent, ${unanswered.length} unanswered`);
      expect(unanswered, `${sent} sent`).toEqual([]);
    },
    timeout,
  );
});
