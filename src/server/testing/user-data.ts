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
  "session",
  "account",
] as const;

export async function userDataFingerprint(server: TestServer, email: string): Promise<string> {
  const [owner] = await rows<{ id: string }>(server, sql`select id from "user" where email = ${email}`);
  if (!owner) return "no such user";
  const hash = createHash("sha256");
  const add = (text: string) => hash.update(text).update("\n");
  for (const row of await rows(server, sql`select u::text as row from "user" u where id = ${owner.id}`))
    add(String(row.row));
  for (const row of await rows(server, sql`select p::text as row from profiles p where id = ${owner.id}`))
    add(String(row.row));
  for (const table of ownedTables) {
    const owned = await rows(
      server,
      sql`select t::text as row from ${sql.identifier(table)} t where t.user_id = ${owner.id} order by 1`,
    );
    for (const row of owned) add(`${table}: ${row.row}`);
  }
  const fileIds = await rows<{ id: string }>(
    server,
    sql`select id from files where user_id = ${owner.id} order by id`,
  );
  for (const { id } of fileIds) {
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
