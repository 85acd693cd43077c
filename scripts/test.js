// `npm test` after the build: every suite and every browser flow, in two Vitest runs side by
// side, the suites (server, web, extension) on a worker per core and the flows on one
// worker of their own.
//
// Why two runs, not one: a Vitest run hands its files out from one queue, and keeps a
// worker for its next file only if that file is of the same project. Flows spread among
// the suites (so that one always runs beside them) made every flow start a new worker and
// the suite after it another, each loading Playwright or the server again: about fifty
// workers a run, and a fifth of the suites' CPU spent loading modules. Each run here keeps
// its workers for all its files.
//
// The suites' output is shown as it comes; the flows' whole once they are done, so neither
// interleaves with the other. The test run fails if either fails. Arguments (a file, a
// filter) go to a single Vitest run over every project, as `vitest run` takes them.
// Plain JavaScript, like `npm start`: nothing to compile before the tests start.
import { spawn } from "node:child_process";
import { availableParallelism } from "node:os";

const vitest = ["node_modules/vitest/vitest.mjs", "run"];

/**
 * Runs Vitest with `args`; its output goes to this process's as it comes, or, with
 * `buffered`, whole when it ends.
 * @param {string[]} args
 * @param {{ workers?: number, buffered?: boolean }} [options]
 * @returns {Promise<number>} the exit code
 */
function run(args, { workers, buffered = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...vitest, ...args], {
      stdio: buffered ? ["ignore", "pipe", "pipe"] : "inherit",
      // Vitest's own setting for every project of a run (its --maxWorkers reaches none).
      env: workers ? { ...process.env, VITEST_MAX_WORKERS: String(workers) } : process.env,
    });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout?.on("data", (chunk) => output.push(chunk));
    child.stderr?.on("data", (chunk) => output.push(chunk));
    child.on("close", (code, signal) => {
      if (buffered) process.stdout.write(Buffer.concat(output));
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

// Stopped (Ctrl-C): the runs get the signal as this process's group does, and end too.
const args = process.argv.slice(2);
const codes =
  args.length > 0
    ? [await run(args)]
    : await Promise.all([
        // A worker more than the cores: a suite waiting on a process it started, or on
        // PostgreSQL, leaves its core to another.
        run(["--project=server", "--project=web", "--project=extension"], {
          workers: availableParallelism() + 1,
        }),
        run(["--project=e2e"], { workers: 1, buffered: true }),
      ]);
process.exitCode = codes.find((code) => code !== 0) ?? 0;
