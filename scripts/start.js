// `npm start`: builds the app only when the build is missing or older than what it is built
// from, quietly (its output is shown only if it fails), then runs the built server in this
// same process, so a stop signal sent to `npm start` (Ctrl-C, SIGTERM from a service
// manager) reaches the server itself and stops it as a whole.
// Plain JavaScript: it runs before anything is compiled.
import { spawn } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { buildIsCurrent } from "./build-state.js";

const root = path.resolve(import.meta.dirname, "..");

/** @returns {Promise<void>} */
function build() {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    console.log("Building JobTrail (once after each install or update; about a minute)...");
    const child = spawn("npm", ["run", "build"], { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    // Stopped while building: the build goes too.
    /** @param {NodeJS.Signals} signal */
    const stop = (signal) => {
      child.kill(signal);
      process.exit(1);
    };
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
    child.on("error", reject);
    child.on("close", (code) => {
      process.off("SIGINT", stop);
      process.off("SIGTERM", stop);
      if (code === 0) {
        console.log(`Built in ${Math.round((Date.now() - started) / 1000)} s.`);
        resolve();
      } else {
        process.stderr.write(Buffer.concat(output));
        reject(new Error(`The build failed (exit code ${code}): its output is above.`));
      }
    });
  });
}

try {
  if (!buildIsCurrent(root)) await build();
  await import(pathToFileURL(path.join(root, "build/server/index.js")).href);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
