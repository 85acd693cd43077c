import { afterEach, vi } from "vitest";

// An unexpected console.error fails the test; a test that expects one says so with
// `vi.spyOn(console, "error").mockImplementation(() => {})`. The test files a worker runs
// share its globals, so console.error is wrapped once per worker, not once per file.
type Watch = { unexpected: unknown[][] };
const key = Symbol.for("jobtrail.unexpected-console-errors");
const watched = globalThis as typeof globalThis & { [key]?: Watch };

function watchConsoleErrors(): Watch {
  const watch: Watch = { unexpected: [] };
  const original = console.error;
  console.error = (...args: unknown[]) => {
    watch.unexpected.push(args);
    original(...args);
  };
  return watch;
}

watched[key] ??= watchConsoleErrors();
const watch = watched[key];

afterEach(() => {
  const calls = watch.unexpected;
  watch.unexpected = [];
  if (vi.isMockFunction(console.error)) return;
  if (calls.length > 0) {
    throw new Error(`Unexpected console.error: ${calls.map((c) => c.map(String).join(" ")).join("\n")}`);
  }
});
