// Everything one user has, as one fingerprint, for suites that must show a request changed
// nothing of theirs: every row that is theirs, and the bytes of every file they own.
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { TestServer } from "./server-kit";

/** The tables whose rows belong to a user through `user_id`. */
const ownedTables = [
  "application_tombstones",
  "applications",
  "application_status_history",
  "companies",
  "documents",
  "application_documents",
  "files",
  "data_exports",
  "cookie_consents",
  "reminder_settings",
  "interviews",
  "calendar_feeds",
  "job_postings",
  "api_tokens",
  "tags",
  "application_tags",
  "inbox_messages",
  "inbox_settings",
  "inbox_addresses",
  "mailboxes",
  "session",
  "account",
] as const;

/**
 * Everything the user has, read again only when the database may have changed since the last
 * reading: a suite takes a fingerprint after each of thousands of requests, most of them
 * refused without a write. Any row written takes a transaction id, so while the next one to be
 * given out is the same, and none was still running at the last reading, no row has changed;
 * the files' bytes are read every time, as a file's bytes can change without its row.
 */
export function watchUserData(server: TestServer, email: string): () => Promise<string> {
  let last: { nextTransaction: string; rows: string; fileIds: string[] } | undefined;
  return async () => {
    const [snapshot] = await rows<{ running: boolean; next: string }>(
      server,
      sql`select pg_snapshot_xmin(s) <> pg_snapshot_xmax(s) as running, pg_snapshot_xmax(s)::text as next
          from pg_current_snapshot() s`,
    );
    if (last?.nextTransaction !== snapshot!.next) {
      const read = await rowsOf(server, email);
      // Read while a transaction was still running: its rows may come later, so no promise.
      last = { nextTransaction: snapshot!.running ? "" : snapshot!.next, ...read };
    }
    return createHash("sha256")
      .update(last.rows)
      .update(await bytesOf(server, last.fileIds))
      .digest("hex");
  };
}

/** The user's rows as one text, and the ids of their files. */
async function rowsOf(server: TestServer, email: string): Promise<{ rows: string; fileIds: string[] }> {
  const [owner] = await rows<{ id: string }>(server, sql`select id from "user" where email = ${email}`);
  if (!owner) return { rows: "no such user", fileIds: [] };
  // Every row in one statement: a suite takes a fingerprint before and after each of
  // thousands of requests.
  const everyRow = sql.join(
    [
      sql`select 'user' as source, u::text as row from "user" u where u.id = ${owner.id}`,
      sql`select 'profiles', p::text from profiles p where p.id = ${owner.id}`,
      ...ownedTables.map(
        (table) =>
          sql`select ${sql.raw(`'${table}'`)}, t::text from ${sql.identifier(table)} t where t.user_id = ${owner.id}`,
      ),
    ],
    sql` union all `,
  );
  const lines: string[] = [];
  for (const { source, row } of await rows<{ source: string; row: string }>(
    server,
    sql`${everyRow} order by 1, 2`,
  ))
    lines.push(`${source}: ${row}`);
  const files = await rows<{ id: string }>(
    server,
    sql`select id from files where user_id = ${owner.id} order by id`,
  );
  return { rows: lines.join("\n"), fileIds: files.map((file) => file.id) };
}

/** A digest of each file's bytes as the store holds them now. */
async function bytesOf(server: TestServer, fileIds: string[]): Promise<string> {
  const digests: string[] = [];
  for (const id of fileIds) {
    const stream = await server.files.blobs.get(id);
    const bytes = createHash("sha256");
    if (stream) for await (const chunk of stream) bytes.update(chunk as Buffer);
    digests.push(`bytes of ${id}: ${stream ? bytes.digest("hex") : "missing"}`);
  }
  return digests.join("\n");
}

async function rows<T = Record<string, unknown>>(server: TestServer, query: ReturnType<typeof sql>) {
  return ((await server.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}
