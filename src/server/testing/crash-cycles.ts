// Crash cycles: a real server process is given concurrent creates, updates, uploads and
// deletes, killed with SIGKILL at a random moment, started again on the same database, and
// checked: every write it answered 2xx is there, whole (a document's bytes included), every
// delete it answered stays done, and a write it never answered is either all there or not
// there at all. Used by the crash test (src/server/db/crash-cycles.test.ts, 5 cycles on each
// database) and by `npm run soak` (1,000).
import { createHash, randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import path from "node:path";
import { signupBody } from "./accounts";
import { cookiesOf, freePort, startServerProcess, waitUntilServing } from "./processes";

export type CrashCycleCounts = {
  cycles: number;
  /** Writes answered 2xx, by kind. */
  acknowledged: { creates: number; updates: number; uploads: number; deletes: number };
  /** Writes still unanswered when the server was killed. */
  inFlightAtKill: number;
  /** Of those, how many were found done after the restart (the rest were not there at all). */
  inFlightFoundDone: number;
  /** Failed checks: each is a lost or half-written write (0 is the promise). */
  failures: string[];
  /** Milliseconds from the kill to the restarted server answering, one per cycle. */
  restartMs: number[];
};

export type CrashCycleOptions = {
  cycles: number;
  /** The server's settings beside DATA_DIR (DATABASE_URL for PostgreSQL). */
  settings: Record<string, string>;
  dataDir: string;
  /** Called after each cycle, for a long run to report progress. */
  onCycle?: (cycle: number, counts: CrashCycleCounts) => void;
  /**
   * How many restarts wait out the killed server's lock on the embedded database (5 s each);
   * after the rest, the lock is removed once the killed process is gone. The crash test waits
   * once (a restart after a crash must get past the lock) and the soak never, so their
   * cycles take seconds, not the lock's wait, each.
   */
  deadLockWaits?: number;
};

type Application = {
  id: string;
  company: string;
  jobTitle: string;
  /** The notes of the last answered update (or of the create). */
  notes: string;
  /** An update sent and never answered: its notes may be what the server kept instead. */
  pendingNotes?: string;
  /** A delete sent and never answered. */
  deletePending?: boolean;
  busy?: boolean;
};
type StoredDocument = {
  id: string;
  applicationId: string;
  name: string;
  sha256: string;
  byteSize: number;
  /** Its bytes were read back whole once (they are never written again). */
  checked?: boolean;
};
type PendingCreate = { company: string; jobTitle: string; notes: string };
type PendingUpload = { applicationId: string; name: string; sha256: string; byteSize: number };

const applicationDate = "2026-03-02";
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

const crashSettings = { REQUIRE_EMAIL_VERIFICATION: "false" };

/** A signed-in user's client of one server: the session cookie outlives the server. */
class Client {
  cookie = "";
  origin = "";

  async request(method: string, url: string, body?: unknown): Promise<Response> {
    const headers: Record<string, string> = { origin: this.origin };
    if (this.cookie) headers.cookie = this.cookie;
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers["content-type"] = "application/json";
      payload = JSON.stringify(body);
    }
    return fetch(`${this.origin}${url}`, { method, headers, body: payload });
  }

  async json<T>(method: string, url: string, body?: unknown): Promise<{ status: number; body: T }> {
    const response = await this.request(method, url, body);
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  }
}

export async function runCrashCycles({
  cycles,
  settings,
  dataDir,
  onCycle,
  deadLockWaits = Number.POSITIVE_INFINITY,
}: CrashCycleOptions): Promise<CrashCycleCounts> {
  const counts: CrashCycleCounts = {
    cycles: 0,
    acknowledged: { creates: 0, updates: 0, uploads: 0, deletes: 0 },
    inFlightAtKill: 0,
    inFlightFoundDone: 0,
    failures: [],
    restartMs: [],
  };
  const fail = (message: string) => counts.failures.push(`cycle ${counts.cycles}: ${message}`);
  const client = new Client();
  const applications = new Map<string, Application>();
  const deleted = new Set<string>();
  const documents = new Map<string, StoredDocument>();
  let sequence = 0;

  /** A deleted application goes with the documents that were only its own. */
  function forget(applicationId: string) {
    applications.delete(applicationId);
    deleted.add(applicationId);
    for (const document of documents.values())
      if (document.applicationId === applicationId) documents.delete(document.id);
  }

  let port = await freePort();
  let server = startServerProcess({ ...crashSettings, ...settings }, dataDir, port);
  client.origin = `http://127.0.0.1:${port}`;
  try {
    await waitUntilServing(client.origin, server);
    const email = `crash-${randomBytes(4).toString("hex")}@example.com`;
    const signup = await client.request("POST", "/api/auth/sign-up/email", signupBody(email));
    if (signup.status !== 200) throw new Error(`sign-up failed: ${signup.status} ${await signup.text()}`);
    client.cookie = cookiesOf(signup);

    for (let cycle = 0; cycle < cycles; cycle++) {
      counts.cycles = cycle + 1;
      const pendingCreates: PendingCreate[] = [];
      const pendingUploads: PendingUpload[] = [];
      let inFlight = 0;
      let killed = false;

      /** Runs `work` on an application with no other write in flight, or creates one if there is none. */
      async function onIdleApplication(work: (application: Application) => Promise<void>) {
        const idle = [...applications.values()].filter((application) => !application.busy);
        const application = idle[Math.floor(Math.random() * idle.length)];
        if (!application) return createOne();
        application.busy = true;
        try {
          await work(application);
        } finally {
          application.busy = false;
        }
      }

      /**
       * One write of `kind`: `answered` once its whole answer is in with the `expected` status,
       * `unanswered` when the server died first; any other answer is a failure.
       */
      async function write(
        kind: keyof CrashCycleCounts["acknowledged"],
        expected: number,
        send: () => Promise<Response>,
        answered: (body: string) => void,
        unanswered: () => void,
      ) {
        inFlight++;
        try {
          const response = await send();
          // The whole answer must have arrived: a kill between its head and body is no answer.
          const body = await response.text();
          if (response.status >= 500) throw new Error(`answered ${response.status}: ${body.slice(0, 200)}`);
          if (response.status !== expected)
            return fail(`${kind}: answered ${response.status}: ${body.slice(0, 200)}`);
          answered(body);
          counts.acknowledged[kind]++;
        } catch (error) {
          if (killed) unanswered();
          else fail(`a write failed while the server ran: ${(error as Error).message}`);
        } finally {
          inFlight--;
        }
      }

      async function createOne() {
        const n = sequence++;
        const payload = {
          company: `Crash Co ${n % 37}`,
          jobTitle: `Engineer ${n}`,
          notes: `created ${n}`,
        };
        await write(
          "creates",
          201,
          () =>
            client.request("POST", "/api/applications", { ...payload, applicationDate, status: "Applied" }),
          (body) => {
            const { id } = JSON.parse(body) as { id: string };
            applications.set(id, { id, ...payload });
          },
          () => pendingCreates.push(payload),
        );
      }

      const updateOne = () =>
        onIdleApplication(async (application) => {
          const notes = `updated ${sequence++}`;
          await write(
            "updates",
            200,
            () => client.request("PATCH", `/api/applications/${application.id}`, { notes }),
            () => {
              application.notes = notes;
            },
            () => {
              application.pendingNotes = notes;
            },
          );
        });

      const uploadOne = () =>
        onIdleApplication(async (application) => {
          const name = `notes-${sequence++}.txt`;
          // Text of a few hundred KB, unlike any other: its bytes prove it whole.
          const bytes = Buffer.from(
            `${randomBytes(20_000 + Math.floor(Math.random() * 80_000)).toString("hex")}\n`,
            "utf8",
          );
          const upload = {
            applicationId: application.id,
            name,
            sha256: sha256(bytes),
            byteSize: bytes.length,
          };
          await write(
            "uploads",
            201,
            () => {
              const form = new FormData();
              form.set("file", new Blob([new Uint8Array(bytes)]), name);
              return client.request("POST", `/api/applications/${application.id}/documents`, form);
            },
            (body) => {
              const { id } = JSON.parse(body) as { id: string };
              documents.set(id, { id, ...upload });
            },
            () => pendingUploads.push(upload),
          );
        });

      const deleteOne = () =>
        onIdleApplication(async (application) => {
          await write(
            "deletes",
            204,
            () => client.request("DELETE", `/api/applications/${application.id}`),
            () => forget(application.id),
            () => {
              application.deletePending = true;
            },
          );
        });

      // One write of each kind answered first, so every kind is proven each cycle whatever
      // the random lanes below happen to send before the kill.
      await createOne();
      await updateOne();
      await uploadOne();
      await deleteOne();

      const operations = [createOne, createOne, updateOne, uploadOne, deleteOne];
      const lane = async () => {
        while (!killed) await operations[Math.floor(Math.random() * operations.length)]!();
      };
      const lanes = Array.from({ length: 4 }, lane);
      await new Promise((resolve) => setTimeout(resolve, 150 + Math.random() * 600));
      killed = true;
      counts.inFlightAtKill += inFlight;
      server.child.kill("SIGKILL");
      const killedAt = Date.now();
      await server.exited;
      await Promise.all(lanes);
      if (cycle >= deadLockWaits) rmSync(path.join(dataDir, "pglite.lock"), { recursive: true, force: true });

      port = await freePort();
      server = startServerProcess({ ...crashSettings, ...settings }, dataDir, port);
      client.origin = `http://127.0.0.1:${port}`;
      await waitUntilServing(client.origin, server);
      counts.restartMs.push(Date.now() - killedAt);

      await check({ pendingCreates, pendingUploads });
      onCycle?.(cycle + 1, counts);
    }
    return counts;
  } finally {
    server.child.kill("SIGKILL");
    await server.exited;
  }

  /** Compares what the restarted server holds with what it answered before the kill. */
  async function check({
    pendingCreates,
    pendingUploads,
  }: {
    pendingCreates: PendingCreate[];
    pendingUploads: PendingUpload[];
  }) {
    const items: (PendingCreate & { id: string })[] = [];
    let cursor: string | null = null;
    do {
      const page: { status: number; body: { items: typeof items; nextCursor: string | null } } =
        await client.json(
          "GET",
          `/api/applications?limit=1000${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
        );
      if (page.status !== 200) return fail(`the list answered ${page.status}`);
      items.push(...page.body.items);
      cursor = page.body.nextCursor;
    } while (cursor);
    const held = new Map(items.map((item) => [item.id, item]));

    for (const application of applications.values()) {
      const found = held.get(application.id);
      if (!found) {
        if (application.deletePending) {
          counts.inFlightFoundDone++;
          forget(application.id);
        } else fail(`an answered application is gone: ${application.jobTitle}`);
        continue;
      }
      if (application.deletePending) application.deletePending = false;
      if (found.company !== application.company || found.jobTitle !== application.jobTitle)
        fail(`${application.jobTitle} came back as ${found.company}, ${found.jobTitle}`);
      if (found.notes === application.pendingNotes) {
        counts.inFlightFoundDone++;
        application.notes = found.notes;
      } else if (found.notes !== application.notes)
        fail(`${application.jobTitle} has notes '${found.notes}', answered '${application.notes}'`);
      application.pendingNotes = undefined;
    }
    for (const id of deleted) if (held.has(id)) fail(`an answered delete came back: ${id}`);

    // A create never answered is all there (with its history) or not at all.
    for (const create of pendingCreates) {
      const found = items.find((item) => item.jobTitle === create.jobTitle);
      if (!found) continue;
      counts.inFlightFoundDone++;
      if (found.company !== create.company || found.notes !== create.notes)
        fail(`an unanswered create came back altered: ${JSON.stringify(found)}`);
      const history = await client.json<{ items: unknown[] }>("GET", `/api/applications/${found.id}/history`);
      if (history.status !== 200 || history.body.items.length === 0)
        fail(`an unanswered create came back without its history: ${create.jobTitle}`);
      applications.set(found.id, { id: found.id, ...create });
    }

    const library = await client.json<{ items: { id: string; name: string; byteSize: number }[] }>(
      "GET",
      "/api/documents",
    );
    if (library.status !== 200) return fail(`the documents answered ${library.status}`);
    const storedById = new Map(library.body.items.map((item) => [item.id, item]));
    const bytesOf = async (id: string) => {
      const response = await client.request("GET", `/api/documents/${id}/content`);
      return response.ok ? new Uint8Array(await response.arrayBuffer()) : null;
    };
    for (const document of documents.values()) {
      if (!storedById.has(document.id)) {
        fail(`an answered upload is gone: ${document.name}`);
        continue;
      }
      if (document.checked) continue;
      const bytes = await bytesOf(document.id);
      if (!bytes || sha256(bytes) !== document.sha256) fail(`${document.name}'s bytes are not what was sent`);
      document.checked = true;
    }
    // An upload never answered is all there (row and every byte) or not at all.
    for (const upload of pendingUploads) {
      const found = library.body.items.find((item) => item.name === upload.name);
      if (!found) continue;
      counts.inFlightFoundDone++;
      const bytes = await bytesOf(found.id);
      if (!bytes || sha256(bytes) !== upload.sha256)
        fail(`an unanswered upload came back partly: ${upload.name}`);
      if (applications.has(upload.applicationId))
        documents.set(found.id, { id: found.id, ...upload, checked: true });
    }
  }
}
