import { describe, expect, it } from "vitest";
import { measureRoutes, type RouteBudget } from "./route-budgets";

const root = "/app";
const chunk = (fileName: string, modules: string[], imports: string[] = [], size = 2048) => ({
  fileName,
  // Random text barely compresses, so the gzipped size stays close to `size`.
  code: Array.from({ length: size }, () => String.fromCharCode(33 + Math.floor(Math.random() * 90))).join(""),
  imports,
  moduleIds: modules.map((id) => `${root}/${id}`),
});

const entry = chunk("assets/index.js", ["src/web/main.tsx"], [], 512);
const app = chunk(
  "assets/start.js",
  ["src/web/app/start.tsx", "node_modules/react-dom/index.js"],
  ["assets/shared.js"],
);
const shared = chunk("assets/shared.js", ["src/web/lib/cn.ts"]);
const banner = chunk("assets/banner.js", ["src/web/app/cookie-banner.tsx"]);
const landing = chunk("assets/landing.js", ["src/web/pages/landing-page.tsx"], ["assets/shared.js"]);
const dashboard = chunk("assets/dashboard.js", ["src/web/pages/dashboard-page.tsx"], ["assets/charts.js"]);
const charts = chunk("assets/charts.js", ["node_modules/recharts/es6/index.js"]);
const chunks = [entry, app, shared, banner, landing, dashboard, charts];

const budget = (page: string, maxKb: number): RouteBudget => ({
  route: `/${page}`,
  modules: ["src/web/app/start.tsx", "src/web/app/cookie-banner.tsx", `src/web/pages/${page}-page.tsx`],
  maxKb,
  forbidden: ["recharts"],
});

describe("route budgets", () => {
  it("counts the entry, the app it starts, the page and what they import, each file once", () => {
    const [report] = measureRoutes(chunks, entry, root, [budget("landing", 100)]);
    expect(report?.files).toEqual([
      "assets/banner.js",
      "assets/index.js",
      "assets/landing.js",
      "assets/shared.js",
      "assets/start.js",
    ]);
    expect(report?.kb).toBeGreaterThan(6.5);
    expect(report?.kb).toBeLessThan(9);
    expect(report?.forbidden).toEqual([]);
  });

  it("names a library the page must not fetch", () => {
    const [report] = measureRoutes(chunks, entry, root, [budget("dashboard", 100)]);
    expect(report?.files).toContain("assets/charts.js");
    expect(report?.forbidden).toEqual(["recharts"]);
  });

  it("fails loudly when a page is no longer in the build", () => {
    expect(() => measureRoutes(chunks, entry, root, [budget("gone", 100)])).toThrow(/gone-page/);
  });
});
