// The web app's layers in biome.json: `app/ pages/ -> features/ -> entities/`. Biome's
// noRestrictedImports patterns cannot say "another folder than this one", so each feature
// gets an override naming every other feature; this script writes them from the folders, so
// a new feature only needs `npm run boundaries`. src/web/boundaries.test.ts fails when
// biome.json is not what this script would write, and runs Biome on probe files.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

type Pattern = { group: string[]; message: string };
type RestrictedImports = { paths?: Record<string, string>; patterns?: Pattern[] };
export type Override = {
  includes: string[];
  linter?: {
    rules?: { style?: { noRestrictedImports?: { level: string; options?: RestrictedImports } } };
  };
};

const root = path.resolve(import.meta.dirname, "..");
const biomeJsonFile = path.join(root, "biome.json");
const webOverride = "src/web/**";
const layers = ["src/web/features/", "src/web/entities/"];

const folders = (parent: string) => {
  const dir = path.join(root, "src/web", parent);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
};

/** The feature folders and the entity folders, by name. */
export const webLayers = () => ({ features: folders("features"), entities: folders("entities") });

/** app/ and pages/ compose features and entities: nothing below them imports them. */
const composers: Pattern = {
  group: [
    "@/web/app",
    "@/web/app/**",
    "@/web/pages",
    "@/web/pages/**",
    "**/web/app/**",
    "**/web/pages/**",
    "**/../app",
    "**/../app/**",
    "**/../pages",
    "**/../pages/**",
  ],
  message:
    "app/ and pages/ compose features and entities; neither imports them (a test of the composition sits beside it)",
};

function restricted(web: RestrictedImports, own: Pattern[]): Override["linter"] {
  return {
    rules: {
      style: {
        noRestrictedImports: {
          level: "error",
          // A later override replaces the rule's options instead of adding to them, so each one
          // repeats what every web file is held to.
          options: { ...web, patterns: [...(web.patterns ?? []), ...own] },
        },
      },
    },
  };
}

/** The overrides for the feature and entity folders, each holding what `src/web/**` holds. */
export function boundaryOverrides(overrides: Override[]): Override[] {
  const web = overrides.find((override) => override.includes.includes(webOverride))?.linter?.rules?.style
    ?.noRestrictedImports?.options;
  if (!web) throw new Error(`biome.json has no noRestrictedImports override for ${webOverride}`);
  const { features } = webLayers();
  const featureOverrides = features.map((feature) => {
    const others = `{${features.filter((other) => other !== feature).join(",")}}`;
    return {
      includes: [`src/web/features/${feature}/**`],
      linter: restricted(web, [
        {
          group: [
            "**/features/*",
            "**/features/*/**",
            `!**/features/${feature}`,
            `!**/features/${feature}/**`,
            `**/../${others}`,
            `**/../${others}/**`,
          ],
          message:
            "a feature never imports another feature: what two features share moves to web/entities, web/components, web/lib, web/hooks or domain/",
        },
        composers,
      ]),
    };
  });
  const entityOverride = {
    includes: ["src/web/entities/**"],
    linter: restricted(web, [
      {
        group: ["**/features", "**/features/**"],
        message: "an entity never imports a feature: features are built on entities, not the other way",
      },
      composers,
    ]),
  };
  return [...featureOverrides, entityOverride];
}

const isLayerOverride = (override: Override) =>
  override.includes.some((include) => layers.some((layer) => include.startsWith(layer)));

/** biome.json's overrides with the layers' ones written from the folders, after `src/web/**`. */
export function withBoundaries(overrides: Override[]): Override[] {
  const rest = overrides.filter((override) => !isLayerOverride(override));
  const at = rest.findIndex((override) => override.includes.includes(webOverride)) + 1;
  return [...rest.slice(0, at), ...boundaryOverrides(overrides), ...rest.slice(at)];
}

function main() {
  const config = JSON.parse(readFileSync(biomeJsonFile, "utf8"));
  config.overrides = withBoundaries(config.overrides);
  writeFileSync(biomeJsonFile, `${JSON.stringify(config, null, 2)}\n`);
  const format = spawnSync(path.join(root, "node_modules/.bin/biome"), ["format", "--write", biomeJsonFile], {
    cwd: root,
    stdio: "inherit",
  });
  if (format.status !== 0) process.exit(format.status ?? 1);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) main();
