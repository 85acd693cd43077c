// Refusals over a real socket, as a hostile client meets them: uploads with a second file
// part, a field the form does not have, a body that ends before its closing boundary, a
// client that goes away half-way; bodies over their limit, of the wrong type, or sent
// without a session. Each is answered at once (or, when the client left, simply dropped),
// none leaves a temporary file, a file handle or a socket behind, and the connection is
// either still usable for the next request or closed as its answer said.
import { readdirSync, readFileSync, readlinkSync } from "node:fs";
import { readdir } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isErrorBody } from "@/domain/errors";
import { listen } from "./http";
import { testDatabases } from "./testing/databases";
import { rawConnection, rawRequest } from "./testing/raw-http";
import {
  addApplication,
  type CookieJar,
  eventually,
  signedInUser,
  startTestServer,
  type TestServer,
  testOrigin,
} from "./testing/server-kit";

const boundary = "----JobTrailTestBoundary";
const pngBytes = "\x89PNG\r\n\x1a\n";

type Part = { name: string; filename?: string; type?: string; content: string };
const multipart = (parts: Part[], { closed = true } = {}) =>
  parts
    .map(
      (part) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${
          part.filename === undefined ? "" : `; filename="${part.filename}"`
        }\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ""}\r\n${part.content}\r\n`,
    )
    .join("") + (closed ? `--${boundary}--\r\n` : "");

const resume = { name: "file", filename: "resume.txt", type: "text/plain", content: "Ada Lovelace\n" };

/** The hostile bodies, each answered 4xx at once. */
const hostileBodies: Record<string, string> = {
  "a second file part": multipart([resume, { ...resume, filename: "second.txt" }]),
  "a file under another field": multipart([resume, { ...resume, name: "other" }]),
  "a file under another field first": multipart([{ ...resume, name: "other" }, resume]),
  "an unexpected text field": multipart([resume, { name: "admin", content: "true" }]),
  "a body that ends before its closing boundary": multipart([resume], { closed: false }),
  "a part cut off in its headers": `--${boundary}\r\nContent-Disposition: form-da`,
};

/** PostgreSQL's port when the suites run on it: its pool's connections come and go by their own rules. */
const databasePort = process.env.TEST_DATABASE_URL
  ? Number(new URL(process.env.TEST_DATABASE_URL).port || 5432)
  : undefined;

/** The inodes of the TCP sockets to the database server (the system's table names them by port). */
function databaseSockets(): Set<string> {
  const inodes = new Set<string>();
  if (databasePort === undefined) return inodes;
  for (const table of ["/proc/self/net/tcp", "/proc/self/net/tcp6"])
    for (const line of readFileSync(table, "utf8").trim().split("\n").slice(1)) {
      const fields = line.trim().split(/\s+/);
      if (Number.parseInt(fields[2]!.split(":")[1]!, 16) === databasePort) inodes.add(fields[9]!);
    }
  return inodes;
}

/**
 * The process's open file descriptors (files, sockets and pipes alike) but the database
 * pool's connections: a pool opens more under a burst and closes them when it sees fit (after
 * 10 s idle, later on a machine busy with other suites), which says nothing of what a refusal
 * leaves behind.
 */
function openDescriptors() {
  const pool = databaseSockets();
  return readdirSync("/proc/self/fd").filter((descriptor) => {
    try {
      const socket = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/self/fd/${descriptor}`));
      return !(socket && pool.has(socket[1]!));
    } catch {
      return false; // closed since it was listed
    }
  }).length;
}

describe.each(testDatabases())("refusals over a socket on $name", (database) => {
  let server: TestServer;
  let http: ReturnType<typeof listen>["server"];
  let port: number;
  let jar: CookieJar;
  let routes: { name: string; method: string; path: string }[];

  const temporaryUploads = async () =>
    (await readdir(server.files.scratch.root).catch(() => [] as string[])).filter((name) =>
      name.startsWith("upload-"),
    ).length;

  const headersFor = (extra: Record<string, string> = {}) => ({
    Cookie: jar.header(),
    Origin: testOrigin,
    "Content-Type": `multipart/form-data; boundary=${boundary}`,
    ...extra,
  });

  beforeAll(async () => {
    server = await startTestServer(database);
    jar = await signedInUser(server, "uploads@example.com");
    const application = await addApplication(server, jar);
    routes = [
      { name: "a document", method: "POST", path: `/api/applications/${application.id}/documents` },
      { name: "an avatar", method: "PUT", path: "/api/profile/avatar" },
    ];
    const listening = listen(server.app, { port: 0, hostname: "127.0.0.1" });
    http = listening.server;
    await new Promise<void>((resolve) => http.once("listening", () => resolve()));
    port = (http.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => http.close(() => resolve()));
    await server.dispose();
    await database.drop();
  });

  it("answers each hostile upload at once with the envelope, on a socket still honest about itself", async () => {
    for (const route of routes) {
      for (const [kind, body] of Object.entries(hostileBodies)) {
        const label = `${route.name}, ${kind}`;
        const connection = await rawConnection(port);
        try {
          const answer = await connection.exchange(rawRequest(route.method, route.path, headersFor(), body));
          expect(answer, `${label}: no answer`).toBeDefined();
          expect(answer!.status, label).toBeGreaterThanOrEqual(400);
          expect(answer!.status, label).toBeLessThan(500);
          expect(isErrorBody(JSON.parse(answer!.body)), label).toBe(true);
          // Either the connection goes on serving, or the answer said it would close.
          if (answer!.headers.connection?.toLowerCase() === "close") {
            expect(await connection.waitForClose(), `${label}: said close, stayed open`).toBe(true);
          } else {
            const next = await connection.exchange(rawRequest("GET", "/api/health", { Origin: testOrigin }));
            expect(next?.status, `${label}: the next request on the socket`).toBe(200);
          }
        } finally {
          connection.destroy();
        }
      }
    }
  });

  it("ends a refusal sent before its body arrived with Connection: close, and keeps the others' connection", async () => {
    const json = (extra: Record<string, string> = {}) => ({
      Cookie: jar.header(),
      Origin: testOrigin,
      "Content-Type": "application/json",
      ...extra,
    });
    const partOfALargeBody = "x".repeat(1_000);
    const unread = [
      // Declared over the JSON limit (1 MB): refused before its body is read.
      {
        name: "a JSON body over its limit",
        request: rawRequest("POST", "/api/applications", json(), partOfALargeBody, {
          declaredLength: 2 * 1024 * 1024,
        }),
      },
      // Declared over the avatar's limit (10 MB).
      {
        name: "an upload over its limit",
        request: rawRequest("PUT", "/api/profile/avatar", headersFor(), partOfALargeBody, {
          declaredLength: 20 * 1024 * 1024,
        }),
      },
      // Refused by the session check with most of its body still to come.
      {
        name: "a body without a session",
        request: rawRequest(
          "POST",
          "/api/applications",
          { "Content-Type": "application/json", Origin: testOrigin },
          partOfALargeBody,
          { declaredLength: 500_000 },
        ),
      },
    ];
    for (const { name, request } of unread) {
      const connection = await rawConnection(port);
      try {
        const answer = await connection.exchange(request);
        expect(answer?.status, name).toBeGreaterThanOrEqual(400);
        expect(isErrorBody(JSON.parse(answer!.body)), name).toBe(true);
        expect(answer!.headers.connection, name).toBe("close");
        expect(await connection.waitForClose(), `${name}: the socket stayed open`).toBe(true);
      } finally {
        connection.destroy();
      }
    }
    const whole = [
      { name: "malformed JSON", request: rawRequest("POST", "/api/applications", json(), "{not json") },
      {
        name: "a body of the wrong type",
        request: rawRequest(
          "POST",
          "/api/applications",
          json({ "Content-Type": "text/plain" }),
          "company=Acme",
        ),
      },
      {
        name: "a whole body without a session",
        request: rawRequest(
          "POST",
          "/api/applications",
          { "Content-Type": "application/json", Origin: testOrigin },
          "{}",
        ),
      },
      {
        name: "an invalid application",
        request: rawRequest("POST", "/api/applications", json(), JSON.stringify({ company: "" })),
      },
    ];
    // One connection for all of them: each answer leaves it usable for the next request.
    const connection = await rawConnection(port);
    try {
      for (const { name, request } of whole) {
        const answer = await connection.exchange(request);
        expect(answer?.status, name).toBeGreaterThanOrEqual(400);
        expect(answer!.status, name).toBeLessThan(500);
        expect(answer!.headers.connection, name).not.toBe("close");
        const next = await connection.exchange(rawRequest("GET", "/api/health", { Origin: testOrigin }));
        expect(next?.status, `${name}: the next request on the socket`).toBe(200);
      }
    } finally {
      connection.destroy();
    }
  });

  it("leaves no temporary file, handle or socket behind after 50 of each kind", async () => {
    // One of each first, so whatever the server opens once (a pooled database connection,
    // a lazily loaded module) is open before the count.
    const sendAll = async (times: number) => {
      for (const route of routes) {
        for (const body of Object.values(hostileBodies)) {
          for (let i = 0; i < times; i++) {
            const connection = await rawConnection(port);
            await connection.exchange(rawRequest(route.method, route.path, headersFor(), body));
            connection.destroy();
          }
        }
        // A client that sends half of what it declared and goes away.
        for (let i = 0; i < times; i++) {
          const connection = await rawConnection(port);
          const body = multipart([{ ...resume, type: "image/png", content: pngBytes.repeat(500) }]);
          await connection.write(
            rawRequest(route.method, route.path, headersFor(), body.slice(0, 1_000), {
              declaredLength: body.length,
            }),
          );
          await new Promise((resolve) => setTimeout(resolve, 20));
          connection.destroy();
        }
      }
    };
    await sendAll(1);
    await eventually("the warm-up's uploads to be released", async () =>
      (await temporaryUploads()) === 0 ? true : undefined,
    );
    const before = openDescriptors();
    await sendAll(50);
    await eventually("every temporary upload and descriptor to be released", async () =>
      (await temporaryUploads()) === 0 && openDescriptors() <= before ? true : undefined,
    ).catch(() => undefined);
    expect(await temporaryUploads()).toBe(0);
    // At most as many: the suites share a worker process, and what an earlier suite left
    // open (an idle pooled connection) may close meanwhile.
    expect(openDescriptors()).toBeLessThanOrEqual(before);
  }, 120_000);
});
