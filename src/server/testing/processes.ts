// The server as its own process (src/server/index.ts, as `npm start` runs it), for suites that
// kill it, run two of it, or take its database away.
import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";

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

/** A server process (`src/server/index.ts`) on `port`, with its errors kept for a failure's message. */
export function startServerProcess(settings: Record<string, string>, dataDir: string, port: number) {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/index.ts"], {
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
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

export async function waitUntilServing(origin: string, child: ChildProcess, output: () => string) {
  // A restart on the embedded database waits for the killed server's lock to go stale.
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null) throw new Error(`the server exited at start: ${output().slice(-2000)}`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("the server did not answer within 30 seconds");
}

/** The cookies a response sets, as the Cookie header a browser would send back. */
export function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}
