// Background jobs in the database (pg-boss), so a job asked for survives a restart and runs
// once however many instances share the database. On PGlite, pg-boss talks to the same
// embedded database through the handle's plain SQL (docs/decisions/0017-job-queue.md).
import PgBoss from "pg-boss";
import type { DatabaseHandle } from "../db/client";
import type { Logger } from "../logger";

type JobHandler<T> = (job: { id: string; data: T; retryCount: number; retryLimit: number }) => Promise<void>;

export type JobQueue = {
  /**
   * Makes `name` a queue of at most one job per key in each state (waiting, waiting to retry,
   * running): a job sent while another with its key waits is not queued, and two jobs with
   * one key never run at once. Call it before the queue's first send or work.
   */
  oneJobPerKey(name: string): Promise<void>;
  /**
   * Queues a job under `key` (see oneJobPerKey). `retry` overrides the queue's two retries
   * 30 s apart: `limit` tries after the first, the first `delaySeconds` later, each next
   * wait about twice as long, with jitter.
   */
  send<T extends object>(
    name: string,
    data: T,
    options?: { key?: string; retry?: { limit: number; delaySeconds: number } },
  ): Promise<string | null>;
  /** Runs this instance's handler for jobs named `name`. */
  work<T>(name: string, handler: JobHandler<T>): Promise<void>;
  /** Removes waiting and finished jobs whose data names this user. */
  forgetUser(userId: string): Promise<void>;
  stop(): Promise<void>;
};

const schema = "jobs";
// Any fixed number, the same on every instance (the migrations' is 727_001).
const jobQueueSetupLockId = 727_002;

export async function startJobQueue({
  database,
  logger,
  pollingIntervalSeconds = 2,
  stopWaitSeconds = 10,
}: {
  database: DatabaseHandle;
  logger: Logger;
  /** How often an idle worker looks for work; a job sent here is also run at once. */
  pollingIntervalSeconds?: number;
  /** How long stop waits for running jobs to finish (at least 1). */
  stopWaitSeconds?: number;
}): Promise<JobQueue> {
  // pg-boss records a finished job (complete or failed) without awaiting the write, so a
  // stop can return while that write is still running and the database is then closed under
  // it. Its statements are tracked here and stop waits for them. A job still running when
  // the stop's wait runs out is marked failed by the stop (and so retried later); the record
  // its handler's end asks for after that is dropped, answered as a write that changed no
  // job (pg-boss reads that count), since the database may be closed by then.
  const inFlight = new Set<Promise<unknown>>();
  let stopped = false;
  const executeSql = (text: string, values?: unknown[]) => {
    if (stopped) {
      logger.warn("a job finished after the job queue stopped; it was marked failed and will be retried");
      return Promise.resolve({ rows: [{ count: 0 }] as never[] });
    }
    const run = database.executeSql(text, values) as Promise<{ rows: never[] }>;
    inFlight.add(run);
    void run.then(
      () => inFlight.delete(run),
      () => inFlight.delete(run),
    );
    return run;
  };
  const boss = new PgBoss({
    db: { executeSql },
    schema,
    // No cron schedules are used; the hourly chores run from the server's own timer.
    schedule: false,
    // A job whose instance died is taken back after this long and tried again.
    expireInSeconds: 15 * 60,
    retryLimit: 2,
    retryDelay: 30,
    retryBackoff: true,
    deleteAfterDays: 7,
  });
  boss.on("error", (error) => logger.error({ err: error }, "job queue error"));
  // pg-boss's setup is not safe to run on two instances at once. It installs its tables under
  // an advisory lock taken inside the same transaction, whose view of the catalogue predates
  // the lock, so two instances starting together on a new database both create the schema
  // and one fails; and two making the same queue at once deadlock. One at a time, the second
  // finds the work done.
  await database.exclusively(jobQueueSetupLockId, () => boss.start());
  const queues = new Set<string>();
  const workers = new Map<string, string>();
  const ensureQueue = async (name: string, policy: "standard" | "stately" = "standard") => {
    if (queues.has(name)) return;
    await database.exclusively(jobQueueSetupLockId, () => boss.createQueue(name, { name, policy }));
    queues.add(name);
  };

  return {
    oneJobPerKey: (name) => ensureQueue(name, "stately"),
    async send(name, data, options) {
      await ensureQueue(name);
      const id = await boss.send(name, data, {
        ...(options?.key ? { singletonKey: options.key } : {}),
        ...(options?.retry
          ? { retryLimit: options.retry.limit, retryDelay: options.retry.delaySeconds, retryBackoff: true }
          : {}),
      });
      // Whichever instance is idle picks it up; nudging this one's worker saves the poll wait.
      const worker = workers.get(name);
      if (id && worker) boss.notifyWorker(worker);
      return id;
    },
    async work(name, handler) {
      await ensureQueue(name);
      let worker: string | undefined;
      worker = await boss.work<never>(
        name,
        { pollingIntervalSeconds, includeMetadata: true },
        async (jobs) => {
          for (const job of jobs) {
            await handler({
              id: job.id,
              data: job.data,
              retryCount: job.retryCount,
              retryLimit: job.retryLimit,
            });
          }
          // pg-boss waits out its polling interval after each job it fetched, even with more
          // waiting: a queue of a thousand users' digests would drain at one every two
          // seconds. Having found work, the worker looks again at once; it waits only once
          // it finds none. (`worker` is a `let` read here: a batch could in principle come
          // before `boss.work` has answered with the worker's id.)
          if (jobs.length > 0 && worker) boss.notifyWorker(worker);
        },
      );
      workers.set(name, worker);
    },
    async forgetUser(userId) {
      await database.executeSql(`delete from ${schema}.job where data->>'userId' = $1`, [userId]);
      await database.executeSql(`delete from ${schema}.archive where data->>'userId' = $1`, [userId]);
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: stopWaitSeconds * 1000 });
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
      stopped = true;
    },
  };
}
