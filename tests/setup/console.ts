import { afterEach, vi } from "vitest";

// An unexpected console.error fails the test; a test that expects one says so with
// `vi.spyOn(console, "error").mockImplementation(() => {})`.
const original = console.error;
let unexpected: unknown[][] = [];

console.error = (...args: unknown[]) => {
  unexpected.push(args);
  original(...args);
};

afterEach(() => {
  const calls = unexpected;
  unexpected = [];
  if (vi.isMockFunction(console.error)) return;
  if (calls.length > 0) {
    throw new Error(`Unexpected console.error: ${calls.map((c) => c.map(String).join(" ")).join("\n")}`);
  }
});
