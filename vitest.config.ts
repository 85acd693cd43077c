import { availableParallelism } from "node:os";
import { defineConfig, mergeConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import viteConfig from "./vite.config";

/**
 * Spreads the browser flows evenly through the API suites. A flow spends most of its time
 * waiting on Chromium and its server, and a suite most of its time computing: one beside the
 * other keeps both cores busy, where the flows after the suites would leave one idle for
 * minutes. The component suites, many and quick, come last and fill both cores to the end,
 * so no flow is left to run alone. Within each kind the order stays Vitest's (slowest first
 * once it has timed them, largest first before).
 */
class FlowsBesideSuites extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const of = (name: string) => sorted.filter((file) => file.project.name === name);
    const [flows, apiSuites, componentSuites] = [of("e2e"), of("server"), [...of("web"), ...of("extension")]];
    const merged: TestSpecification[] = [];
    const every = apiSuites.length / Math.max(flows.length, 1);
    let next = 0;
    apiSuites.forEach((suite, index) => {
      while (next < flows.length && next * every <= index) merged.push(flows[next++]!);
      merged.push(suite);
    });
    return [...merged, ...flows.slice(next), ...componentSuites];
  }
}

export default mergeConfig(
  viteConfig({ command: "serve", mode: "test" }),
  defineConfig({
    test: {
      // One worker per core for the suites and one more for the browser flows beside them.
      maxWorkers: availableParallelism() + 1,
      sequence: { sequencer: FlowsBesideSuites },
      projects: [
        {
          extends: true,
          test: {
            name: "server",
            environment: "node",
            include: ["src/server/**/*.test.ts", "src/domain/**/*.test.ts", "scripts/**/*.test.ts"],
            setupFiles: ["tests/setup/console.ts"],
            globalSetup: ["src/server/testing/template-databases.ts"],
            // The suites share a worker's loaded modules rather than load the server again for
            // each file: none of them mocks a module or changes the process's settings.
            isolate: false,
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
        {
          extends: true,
          test: {
            name: "web",
            environment: "jsdom",
            // The app fetches relative URLs ("/api/..."); MSW resolves them against this page,
            // and tests read the calls back as full URLs on this origin.
            environmentOptions: { jsdom: { url: "http://localhost:3000" } },
            include: ["src/web/**/*.test.{ts,tsx}"],
            setupFiles: ["tests/setup/console.ts", "tests/setup/dom.ts", "tests/setup/network.ts"],
            // The files share a worker's loaded modules and its document, as the server suites
            // do: loading React, the app and a fresh document for each file cost more than the
            // tests themselves. The set-up files leave each test a clean page, no toast, no
            // mocked answer and nothing recorded.
            isolate: false,
            // nuqs's React Router adapter must use the very react-router module the app uses
            // (one router context); left to Node, it would load react-router's other build.
            server: { deps: { inline: ["nuqs"] } },
            // A dialog test clicks and types through a whole form: a second or two alone, and
            // more than Vitest's default 5 s while the server suites load the other core.
            testTimeout: 15_000,
          },
        },
        {
          extends: true,
          test: {
            // The browser extension's readers, on saved copies of job pages.
            name: "extension",
            environment: "jsdom",
            include: ["extension/**/*.test.ts"],
            setupFiles: ["tests/setup/console.ts"],
          },
        },
        {
          extends: true,
          test: {
            // Playwright flows through the production build (`npm run build` first), in
            // Debian's Chromium.
            name: "e2e",
            environment: "node",
            include: ["tests/e2e/**/*.test.ts"],
            globalSetup: ["tests/e2e/shared-server.ts"],
            // The flows share a worker's loaded modules (Playwright, axe-core, the test kit), as
            // the suites do: loading them again for each file cost a flow's worker seconds of
            // CPU, and no flow mocks a module or changes the process's settings.
            isolate: false,
            testTimeout: 120_000,
            hookTimeout: 120_000,
          },
        },
      ],
    },
  }),
);
