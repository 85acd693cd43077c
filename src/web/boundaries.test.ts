// The web app's layers: `app/ pages/ -> features/ -> entities/`. Features do not import each
// other; entities import no feature; neither imports app/ or pages/ (which compose both). Biome enforces it
// with noRestrictedImports overrides in biome.json, one per feature folder and one for
// entities/, that scripts/boundaries.ts writes from the folders (`npm run boundaries`). These
// tests fail when biome.json is not what the script would write now, and run Biome itself on
// probe files, so a pattern that stops matching (a typo, a Biome upgrade) fails here and not
// in review.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type Override, webLayers, withBoundaries } from "../../scripts/boundaries";

const root = path.resolve(import.meta.dirname, "../..");
const biomeJson = readFileSync(path.join(root, "biome.json"), "utf8");
const overrides: Override[] = JSON.parse(biomeJson).overrides;
const { features, entities } = webLayers();

describe("web layer boundaries", () => {
  it("finds the features and entities (a wrong folder would make the checks below pass on nothing)", () => {
    expect(features).toEqual(expect.arrayContaining(["account", "analytics", "table", "board"]));
    expect(entities).toEqual(expect.arrayContaining(["application", "tag"]));
  });

  it("has biome.json as `npm run boundaries` writes it from the folders", () => {
    expect(overrides, "biome.json is out of date with src/web: run npm run boundaries").toEqual(
      withBoundaries(overrides),
    );
  });

  describe("as Biome applies it", () => {
    // The probes live in a copy of the project's layout, not in src/: a lint running at the
    // same time must not see them.
    const sandbox = mkdtempSync(path.join(tmpdir(), "feature-boundaries-"));
    afterAll(() => rmSync(sandbox, { recursive: true, force: true }));

    type Probe = { file: string; imports: { specifier: string; forbidden: boolean }[] };
    const below = [
      { specifier: "@/web/components/ui/button", forbidden: false },
      { specifier: "@/web/lib/api-client", forbidden: false },
      { specifier: "@/web/hooks/use-media-query", forbidden: false },
      { specifier: "@/domain/analytics", forbidden: false },
      { specifier: "@/domain/applications", forbidden: false },
      ...entities.flatMap((entity) => [
        { specifier: `@/web/entities/${entity}/api/get`, forbidden: false },
        { specifier: `../../../entities/${entity}/lib/model`, forbidden: false },
      ]),
    ];
    const composers = [
      { specifier: "@/web/app/router", forbidden: true },
      { specifier: "@/web/pages/dashboard-page", forbidden: true },
      { specifier: "../../../app/providers", forbidden: true },
      { specifier: "../../../pages/import-page", forbidden: true },
    ];
    const probes: Probe[] = [
      ...features.map((feature) => ({
        file: `src/web/features/${feature}/components/boundary-probe.ts`,
        imports: [
          ...features
            .filter((other) => other !== feature)
            .flatMap((other) => [
              { specifier: `@/web/features/${other}/components/view`, forbidden: true },
              { specifier: `@/web/features/${other}`, forbidden: true },
              { specifier: `../../${other}/lib/model`, forbidden: true },
              { specifier: `../../../features/${other}/api/get`, forbidden: true },
            ]),
          { specifier: `@/web/features/${feature}/lib/model`, forbidden: false },
          { specifier: "../lib/model", forbidden: false },
          { specifier: "./view", forbidden: false },
          ...composers,
          ...below,
        ],
      })),
      ...entities.map((entity) => ({
        file: `src/web/entities/${entity}/components/boundary-probe.ts`,
        imports: [
          ...features.flatMap((feature) => [
            { specifier: `@/web/features/${feature}/components/view`, forbidden: true },
            { specifier: `@/web/features/${feature}`, forbidden: true },
            { specifier: `../../../features/${feature}/api/get`, forbidden: true },
          ]),
          ...composers,
          { specifier: "../lib/model", forbidden: false },
          { specifier: "./view", forbidden: false },
          ...below,
        ],
      })),
      ...["src/web/pages/boundary-probe.ts", "src/web/app/boundary-probe.ts"].map((file) => ({
        file,
        imports: [
          ...features.map((feature) => ({
            specifier: `@/web/features/${feature}/components/view`,
            forbidden: false,
          })),
          ...entities.map((entity) => ({ specifier: `@/web/entities/${entity}/api/get`, forbidden: false })),
        ],
      })),
    ];

    it("rejects every import against the layers, by alias or by climbing out, and only those", () => {
      writeFileSync(path.join(sandbox, "biome.json"), biomeJson);
      for (const probe of probes) {
        mkdirSync(path.dirname(path.join(sandbox, probe.file)), { recursive: true });
        const source = probe.imports.map(({ specifier }) => `import "${specifier}";\n`).join("");
        writeFileSync(path.join(sandbox, probe.file), source);
      }

      const biome = spawnSync(
        path.join(root, "node_modules/.bin/biome"),
        ["lint", "--vcs-enabled=false", "--reporter=json", "--max-diagnostics=none", "src"],
        { cwd: sandbox, encoding: "utf8" },
      );
      const report: {
        diagnostics: { category: string; location: { path: string; start: { line: number } } }[];
      } = JSON.parse(biome.stdout);

      const rejected = report.diagnostics
        .filter((diagnostic) => diagnostic.category === "lint/style/noRestrictedImports")
        .map(({ location }) => `${location.path}:${location.start.line}`)
        .sort();
      const expected = probes
        .flatMap(({ file, imports }) =>
          imports.map(({ forbidden }, index) => (forbidden ? `${file}:${index + 1}` : undefined)),
        )
        .filter((line) => line !== undefined)
        .sort();
      expect(expected.length).toBeGreaterThan(0);
      expect(rejected).toEqual(expected);
    });
  });
});
