// One database handle per process: embedded PGlite in DATA_DIR by default, PostgreSQL when
// DATABASE_URL is set. Same schema, same migrations (docs/decisions/0001-embedded-pglite.md).
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import lockfile from "proper-lockfile";
import { checkRoomForNewDatabase, DataDirError } from "../data-dir";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle a transaction's callback gets: a Database whose writes commit together. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
type DatabaseKind = "pglite" | "postgres";

export type DatabaseHandle = {
  db: Database;
  kind: DatabaseKind;
  /**
   * Plain SQL for a library that brings its own (the job queue): one statement with
   * parameters, or several without.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * Runs `work` while no other instance on this database runs work under the same `lockId`
   * (a PostgreSQL advisory lock held on a connection of its own; the embedded database has
   * one process only, so nothing to wait for there).
   */
  exclusively<T>(lockId: number, work: () => Promise<T>): Promise<T>;
  /** Resolves when the database answers a trivial query within `timeoutMs`. */
  ping(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
};

export type DatabaseTarget =
  | {
      kind: "postgres";
      url: string;
      /** Hears every statement the ORM sends, with its parameters (the scale bench explains them). */
      onQuery?: (text: string, params: unknown[]) => void;
    }
  /** The embedded database in `dataDir/pglite`. */
  | { kind: "pglite"; dataDir: string };

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));
// Any fixed number: every instance takes the same advisory lock while it migrates.
const migrationLockId = 727_001;

/** A second server on one embedded database: refused, as two would corrupt it. */
export class DataDirLockedError extends DataDirError {}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  return target.kind === "postgres" ? openPostgres(target.url, target.onQuery) : openPglite(target.dataDir);
}

async function openPostgres(
  url: string,
  onQuery?: (text: string, params: unknown[]) => void,
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5_000,
    statement_timeout: 15_000,
  });
  // A connection's loss (the database restarting, a network cut) arrives as an error event
  // on its client, also while the client is lent out (a transaction, the lock below) with
  // no query in flight to hear it. Unheard, that event stops the process. Every client
  // hears it from its first connect on; the query in flight, or the next, reports the loss,
  // and the pool drops a client that lost its connection instead of lending it again.
  pool.on("connect", (client) => client.on("error", () => {}));
  pool.on("error", () => {});
  const db = drizzleNodePg({
    client: pool,
    schema,
    casing: "snake_case",
    logger: onQuery ? { logQuery: onQuery } : false,
  }) as unknown as Database;

  async function exclusively<T>(lockId: number, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    // The connection is held while `work` runs, with no query of its own in flight; if the
    // database drops it meanwhile, the unlock fails and so does the work's promise.
    const client = await pool.connect();
    try {
      await client.query("select pg_advisory_lock($1)", [lockId]);
      try {
        return await work(client);
      } finally {
        await client.query("select pg_advisory_unlock($1)", [lockId]);
      }
    } finally {
      client.release();
    }
  }

  await exclusively(migrationLockId, (client) =>
    migrateNodePg(drizzleNodePg({ client, casing: "snake_case" }), { migrationsFolder }),
  );

  return {
    db,
    kind: "postgres",
    executeSql: (text, values) => pool.query(text, values),
    exclusively: (lockId, work) => exclusively(lockId, () => work()),
    ping: (timeoutMs = 2_000) => withTimeout(db.execute(sql`select 1`), timeoutMs),
    close: () => pool.end(),
  };
}

/**
 * What makes an acknowledged write survive the process being killed (measured by
 * durability.test.ts): PGlite mounts DATA_DIR directly, so every write() reaches the
 * operating system at once, and synchronous_commit=on makes a commit write its WAL before
 * the query returns (with it off, the test loses every write). PGlite's filesystem ignores fsync (it runs with -F, and turning fsync
 * on measures the same), so a power cut can still lose recent commits: the README says so.
 */
const pgliteStartParams = [
  ...(PGlite as unknown as { defaultStartParams: string[] }).defaultStartParams,
  "-c",
  "synchronous_commit=on",
];

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const directory = path.join(dataDir, "pglite");
  if (!existsSync(directory)) checkRoomForNewDatabase(dataDir);
  mkdirSync(directory, { recursive: true });
  const release = await lockDataDir(directory);
  try {
    // PGlite serialises every query and transaction of this one instance behind its own
    // mutex: that is the single queue all access goes through in this process.
    const client = new PGlite(directory, { startParams: pgliteStartParams });
    await client.waitReady;
    const db = drizzlePglite({ client, schema, casing: "snake_case" }) as unknown as Database;
    await migratePglite(drizzlePglite({ client, casing: "snake_case" }), { migrationsFolder });
    // PGlite runs no autovacuum, so nothing else gathers the planner's statistics: without
    // them it guesses, and the analytics' joins over a large account go the slow way. The
    // app's own tables only: the system catalogs got theirs when the database was made, and
    // analysing them again doubled the cost (half a second of each start, on this machine).
    const { rows: tables } = await client.query<{ name: string }>(
      `select format('%I.%I', schemaname, tablename) as name from pg_tables
       where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    if (tables.length > 0) await client.exec(`ANALYZE ${tables.map((table) => table.name).join(", ")}`);
    return {
      db,
      kind: "pglite",
      // PGlite takes parameters only for a single statement; a script runs with exec().
      async executeSql(text, values) {
        if (values && values.length > 0) return client.query(text, values);
        const results = await client.exec(text);
        return results.at(-1) ?? { rows: [] };
      },
      exclusively: (_lockId, work) => work(),
      ping: (timeoutMs = 2_000) => withTimeout(client.query("select 1"), timeoutMs),
      async close() {
        await client.close();
        await release();
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}

/**
 * PGlite takes no lock of its own: two processes on one folder corrupt it. A lock that a
 * crashed server left behind goes stale after a few seconds, so a restart waits that out
 * while a live second server is refused.
 */
async function lockDataDir(directory: string): Promise<() => Promise<void>> {
  const staleMs = 5_000;
  try {
    return await lockfile.lock(directory, {
      stale: staleMs,
      update: staleMs / 2,
      retries: { retries: 7, minTimeout: 1_000, maxTimeout: 1_000, factor: 1 },
      lockfilePath: `${directory}.lock`,
      onCompromised: (error) => {
        // Another process took the folder: stop before either of us corrupts it.
        console.error(`The lock on ${directory} was lost (${error.message}); stopping.`);
        process.exit(1);
      },
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ELOCKED") {
      throw new DataDirLockedError(
        `Another JobTrail server is already using the embedded database in ${directory}. ` +
          "Stop it first, or give this one its own DATA_DIR (two servers on one folder would corrupt it).",
      );
    }
    throw error;
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    promise.then(
      () => {
        clearTimeout(timer);
        resolve();
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
