import { defineConfig } from "vitest/config";

// Playwright flows through the production build, in Debian's Chromium.
export default defineConfig({
  test: {
    include: ["tests/e2e/**/*.test.ts"],
    environment: "node",
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    globalSetup: ["tests/e2e/shared-server.ts"],
  },
});
