// Features do not import each other: what two features share moves down to web/components,
// web/lib, web/hooks or domain/ (pages and app compose features and may import any). Biome
// enforces it with one noRestrictedImports override per feature folder in biome.json. These
// tests keep a new feature from skipping the rule, and run Biome itself on probe files, so a
// pattern that stops matching (a typo, a Biome upgrade) fails here and not in review.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../../..");
const biomeJson = readFileSync(path.join(root, "biome.json"), "utf8");

type RestrictedImports = { paths?: Record<string, string>; patterns?: { group: string[] }[] };
type Override = {
  includes: string[];
  linter?: { rules?: { style?: { noRestrictedImports?: { options?: RestrictedImports } } } };
};

const overrides: Override[] = JSON.parse(biomeJson).overrides;
const features = readdirSync(path.join(root, "src/web/features"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

function restrictedImports(includes: string): RestrictedImports | undefined {
  const override = overrides.find((candidate) => candidate.includes.includes(includes));
  return override?.linter?.rules?.style?.noRestrictedImports?.options;
}

describe("feature boundaries", () => {
  it("finds the features (a wrong folder would make the checks below pass on nothing)", () => {
    expect(features).toEqual(expect.arrayContaining(["account", "analytics", "applications"]));
  });

  it("gives every feature folder its own boundary override in biome.json", () => {
    const missing = features.filter((feature) => !restrictedImports(`src/web/features/${feature}/**`));
    expect(missing, "features without an override in biome.json").toEqual([]);
  });

  // A later override replaces the rule's options instead of adding to them, so each feature
  // override repeats what every web file is held to.
  it("keeps, in each feature override, the restrictions every web file has", () => {
    const web = restrictedImports("src/web/**");
    expect(web?.paths).toBeDefined();
    for (const feature of features) {
      const own = restrictedImports(`src/web/features/${feature}/**`);
      expect(own?.paths, feature).toEqual(web?.paths);
      expect(own?.patterns, feature).toEqual(expect.arrayContaining(web?.patterns ?? []));
    }
  });

  describe("as Biome applies it", () => {
    // The probes live in a copy of the project's layout, not in src/: a lint running at the
    // same time must not see them.
    const sandbox = mkdtempSync(path.join(tmpdir(), "feature-boundaries-"));
    afterAll(() => rmSync(sandbox, { recursive: true, force: true }));

    type Probe = { file: string; imports: { specifier: string; forbidden: boolean }[] };
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
          { specifier: "@/web/components/ui/button", forbidden: false },
          { specifier: "@/web/lib/api-client", forbidden: false },
          { specifier: "@/web/hooks/use-media-query", forbidden: false },
          { specifier: "@/domain/analytics", forbidden: false },
          { specifier: "@/domain/applications", forbidden: false },
        ],
      })),
      ...["src/web/pages/boundary-probe.ts", "src/web/app/boundary-probe.ts"].map((file) => ({
        file,
        imports: features.map((feature) => ({
          specifier: `@/web/features/${feature}/components/view`,
          forbidden: false,
        })),
      })),
    ];

    it("rejects every import from one feature into another, by alias or by climbing out, and only those", () => {
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
