import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../db/client";
import { createLogger } from "../logger";
import { testDatabases } from "../testing/databases";
import { startJobQueue } from "./queue";

describe.each(testDatabases())("the job queue on $name", (database) => {
  let handle: DatabaseHandle;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "jobtrail-queue-"));
  beforeAll(async () => {
    handle = await openDatabase(await database.target(dataDir));
  });
  afterAll(async () => {
    await handle.close();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("works through a queue of jobs one after the other, not one per polling interval", async () => {
    // A long interval: the jobs must not wait for it while there is work.
    const queue = await startJobQueue({
      database: handle,
      logger: createLogger("silent"),
      pollingIntervalSeconds: 5,
    });
    try {
      // Queued first, as a chore queues the day's digests: the worker then finds a backlog.
      for (let n = 1; n <= 4; n++) await queue.send("digests", { n });
      const done: string[] = [];
      const started = Date.now();
      await queue.work<{ n: number }>("digests", async (job) => {
        done.push(String(job.data.n));
      });
      while (done.length < 4 && Date.now() - started < 30_000)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(done.sort()).toEqual(["1", "2", "3", "4"]);
      // Each job waiting out the interval after the last would take 15 s and more.
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await queue.stop();
    }
  });

  it("has recorded a job's failure when stop returns, however slow the database is", async () => {
    let slow = false;
    const slowed: DatabaseHandle = {
      ...handle,
      async executeSql(text, values) {
        if (slow) await new Promise((resolve) => setTimeout(resolve, 1500));
        return handle.executeSql(text, values);
      },
    };
    const queue = await startJobQueue({ database: slowed, logger: createLogger("silent") });
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started = () => {};
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    await queue.work("fails", async () => {
      started();
      await held;
      throw new Error("the mail server is down");
    });
    const id = await queue.send("fails", {}, { retry: { limit: 3, delaySeconds: 60 } });
    await running;

    slow = true;
    const stopping = queue.stop();
    release();
    await stopping;
    slow = false;

    const { rows } = await handle.executeSql("select state from jobs.job where id = $1", [id]);
    expect(rows).toEqual([{ state: "retry" }]);
  });

  it("marks a job that outlives the stop's wait failed, to be retried, and ignores its late end", async () => {
    const queue = await startJobQueue({
      database: handle,
      logger: createLogger("silent"),
      stopWaitSeconds: 1,
    });
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let finished = () => {};
    const done = new Promise<void>((resolve) => {
      finished = resolve;
    });
    let started = () => {};
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    await queue.work("slow", async () => {
      started();
      await held;
      finished();
    });
    const id = await queue.send("slow", {});
    await running;

    await queue.stop();
    release();
    await done;
    // The completion pg-boss writes, unawaited, once the handler returns (after the stop).
    await new Promise((resolve) => setTimeout(resolve, 100));

    const { rows } = await handle.executeSql("select state from jobs.job where id = $1", [id]);
    expect(rows).toEqual([{ state: "retry" }]);
  });
});
