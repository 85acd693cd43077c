// A full disk or an unwritable DATA_DIR, made for real with small tmpfs mounts (root only):
// the server says so clearly at start and at upload, and loses nothing already stored.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { errorMessages } from "@/domain/errors";
import { copyMigratedPglite } from "./testing/databases";
import { cookiesOf, freePort, startServerProcess, waitUntilServing } from "./testing/processes";
import { signupBody } from "./testing/server-kit";

const root = mkdtempSync(path.join(os.tmpdir(), "jobtrail-disks-"));
const mounted: string[] = [];

/** A tmpfs of `megabytes` at a new folder; undefined where this process may not mount. */
function disk(megabytes: number, readOnly = false): string | undefined {
  const folder = path.join(root, `disk-${mounted.length}`);
  mkdirSync(folder);
  try {
    execFileSync(
      "mount",
      ["-t", "tmpfs", "-o", `size=${megabytes}m${readOnly ? ",ro" : ""}`, "tmpfs", folder],
      {
        stdio: "ignore",
      },
    );
  } catch {
    return undefined;
  }
  mounted.push(folder);
  return folder;
}

const canMount = (() => {
  const probe = disk(1);
  return probe !== undefined;
})();

afterAll(() => {
  for (const folder of mounted) execFileSync("umount", ["-l", folder], { stdio: "ignore" });
  rmSync(root, { recursive: true, force: true });
});

async function start(dataDir: string) {
  const port = await freePort();
  const server = startServerProcess(
    { REQUIRE_EMAIL_VERIFICATION: "false", LOG_LEVEL: "fatal" },
    dataDir,
    port,
  );
  return { ...server, origin: `http://127.0.0.1:${port}` };
}

describe.skipIf(!canMount)("a full or unwritable data folder", () => {
  it("refuses to start on a read-only folder, and on a disk without room for a new database, saying so", async () => {
    for (const [dataDir, reason] of [
      [disk(1, true)!, "it is on a read-only file system"],
      [disk(8)!, "the disk holding it has 8 MB free, and a new embedded database needs 64 MB"],
    ] as const) {
      const server = await start(dataDir);
      await server.exited;
      expect(server.child.exitCode).toBe(1);
      expect(server.output()).toContain(`JobTrail cannot use its data folder ${dataDir}: ${reason}.`);
      expect(server.output()).not.toContain("    at ");
    }
  }, 60_000);

  it("answers uploads on a full disk clearly, keeps what it stored, and takes them again once there is room", async () => {
    const dataDir = disk(90)!;
    // The run's migrated database, copied: the test is about files, not about migrating.
    copyMigratedPglite(dataDir);
    let server = await start(dataDir);
    await waitUntilServing(server.origin, server);
    let cookie = "";
    const call = async (method: string, url: string, body?: unknown) => {
      const response = await fetch(`${server.origin}${url}`, {
        method,
        headers: {
          origin: server.origin,
          cookie,
          ...(body === undefined || body instanceof FormData ? {} : { "content-type": "application/json" }),
        },
        ...(body === undefined ? {} : { body: body instanceof FormData ? body : JSON.stringify(body) }),
      });
      return { status: response.status, text: await response.text(), response };
    };
    const signup = await call("POST", "/api/auth/sign-up/email", signupBody("dorothy@example.com"));
    cookie = cookiesOf(signup.response);
    const application = JSON.parse(
      (
        await call("POST", "/api/applications", {
          company: "Acme",
          jobTitle: "Engineer",
          applicationDate: "2026-03-02",
          status: "Applied",
        })
      ).text,
    ) as { id: string };

    const stored: { id: string; text: string }[] = [];
    const upload = (n: number) => {
      const form = new FormData();
      form.set("file", new Blob([`${n}`.padEnd(5 * 1024 * 1024, "x")]), `notes-${n}.txt`);
      return call("POST", `/api/applications/${application.id}/documents`, form);
    };
    let refused: Awaited<ReturnType<typeof upload>> | undefined;
    for (let n = 0; n < 20 && !refused; n++) {
      const answer = await upload(n);
      if (answer.status === 201)
        stored.push({
          id: (JSON.parse(answer.text) as { id: string }).id,
          text: `${n}`.padEnd(5 * 1024 * 1024, "x"),
        });
      else refused = answer;
    }
    expect(refused?.status).toBe(503);
    expect(JSON.parse(refused!.text)).toEqual({
      error: { code: "STORAGE_UNAVAILABLE", message: errorMessages.STORAGE_UNAVAILABLE },
    });
    expect(stored.length).toBeGreaterThan(0);

    // Restarted on the full disk, it still serves what it holds.
    server.child.kill("SIGTERM");
    await server.exited;
    server = await start(dataDir);
    await waitUntilServing(server.origin, server);
    for (const document of stored) {
      const read = await call("GET", `/api/documents/${document.id}/content`);
      expect(read.status).toBe(200);
      expect(read.text === document.text, document.id).toBe(true);
    }

    // Room made by deleting one: uploads are taken again.
    const removed = stored.shift()!;
    expect((await call("DELETE", `/api/documents/${removed.id}`)).status).toBe(204);
    expect((await upload(99)).status).toBe(201);
    expect((await call("GET", `/api/applications/${application.id}`)).status).toBe(200);
    server.child.kill("SIGTERM");
    await server.exited;
  }, 120_000);
});
