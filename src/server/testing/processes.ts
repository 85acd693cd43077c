// The server as its own process (its build, build/server/index.js, as `npm start` runs it),
// for suites that kill it, run two of it, or take its database away. The server suites' global
// setup builds it; `npm run build` does for the browser flows, the bench and the soak.
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";
import { builtServer } from "../../../scripts/build-server";

const root = path.resolve(import.meta.dirname, "../../..");

/** A port nothing listens on now, from the system: a random pick could land on a busy one. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export type ServerProcess = ReturnType<typeof startServerProcess>;

/**
 * A server process (the built server) on `port`, its output kept for a failure's
 * message; `echo` also passes it on to this process's own output (the browser flows' servers).
 */
export function startServerProcess(
  settings: Record<string, string>,
  dataDir: string,
  port: number,
  { echo = false }: { echo?: boolean } = {},
) {
  const child = spawn(process.execPath, ["--enable-source-maps", builtServer], {
    cwd: root,
    env: {
      ...process.env,
      APP_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: "error",
      ...settings,
      DATA_DIR: dataDir,
      PORT: String(port),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    output += chunk;
    if (echo) process.stderr.write(chunk);
  };
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/**
 * Resolves once the server at `origin` answers its health check. A busy machine can take a
 * while to start it, and a restart on the embedded database waits for a killed server's lock
 * to go stale; a server that exits or never answers fails here, not later as a refused page.
 */
export async function waitUntilServing(origin: string, server: ServerProcess, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null)
      throw new Error(`the server exited at start: ${server.output().slice(-2000)}`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  server.child.kill("SIGTERM");
  throw new Error(`the server did not answer ${origin}/api/health within ${timeoutMs / 1000} s`);
}

/** The cookies a response sets, as the Cookie header a browser would send back. */
export function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}
