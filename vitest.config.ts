import { availableParallelism } from "node:os";
import { defineConfig, mergeConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import viteConfig from "./vite.config";

/**
 * The API suites (and, in a run given files, any flow) first, the component suites, many
 * and quick, last: they fill every worker to the end, where a long suite started last would
 * leave the others idle. Within each kind the order stays Vitest's (slowest first once it
 * has timed them, largest first before).
 */
class ComponentSuitesLast extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const isComponentSuite = (file: TestSpecification) =>
      file.project.name === "web" || file.project.name === "extension";
    return [...sorted.filter((file) => !isComponentSuite(file)), ...sorted.filter(isComponentSuite)];
  }
}

export default mergeConfig(
  viteConfig({ command: "serve", mode: "test" }),
  defineConfig({
    test: {
      // `npm test` runs the suites and the flows as two runs side by side, each with its own
      // number of workers (scripts/test.js); a run given files has a worker per core and one
      // more, for a suite that waits on a process or a database.
      maxWorkers: availableParallelism() + 1,
      sequence: { sequencer: ComponentSuitesLast },
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
            // more than Vitest's default 5 s while the server suites load the other core (a
            // long inbox paged through took 17 s so on a slower machine, and a test of 0.7 s
            // alone took 20 s on a slower one still). Longer than a wait for what never shows.
            testTimeout: 60_000,
            // A set-up that draws every public page once, for the tests that read them, took
            // over Vitest's default 10 s there too.
            hookTimeout: 60_000,
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
