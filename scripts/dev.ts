// `npm run dev`: the API on :3001 (restarted on change) and Vite on :3000 proxying /api to it.
import { spawn } from "node:child_process";

const env = { ...process.env, NODE_ENV: "development", PORT: "3001", APP_URL: "http://localhost:3000" };
const children = [
  spawn("npx", ["tsx", "watch", "--clear-screen=false", "src/server/index.ts"], { env, stdio: "inherit" }),
  spawn("npx", ["vite", "--port", "3000", "--strictPort"], { env: process.env, stdio: "inherit" }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", stop);
