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

export async function userDataFingerprint(server: TestServer, email: string): Promise<string> {
  const [owner] = await rows<{ id: string }>(server, sql`select id from "user" where email = ${email}`);
  if (!owner) return "no such user";
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
  const hash = createHash("sha256");
  const add = (text: string) => hash.update(text).update("\n");
  for (const { source, row } of await rows<{ source: string; row: string }>(
    server,
    sql`${everyRow} order by 1, 2`,
  ))
    add(`${source}: ${row}`);
  const files = await rows<{ id: string }>(
    server,
    sql`select id from files where user_id = ${owner.id} order by id`,
  );
  for (const { id } of files) {
    const stream = await server.files.blobs.get(id);
    const bytes = createHash("sha256");
    if (stream) for await (const chunk of stream) bytes.update(chunk as Buffer);
    add(`bytes of ${id}: ${stream ? bytes.digest("hex") : "missing"}`);
  }
  return hash.digest("hex");
}

async function rows<T = Record<string, unknown>>(server: TestServer, query: ReturnType<typeof sql>) {
  return ((await server.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}
