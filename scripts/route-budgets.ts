// The JavaScript each page makes the browser fetch, checked at every build: a route whose
// scripts grow past their budget, or that pulls in a library it has no use for, fails the
// build, so the public pages stay quick on a phone whatever is added to the dashboard.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Plugin } from "vite";

/** The dashboard's heavy libraries: a page that does not show them must not fetch them. */
const dashboardLibraries = [
  "@tanstack/react-table",
  "@tanstack/react-virtual",
  "@dnd-kit/",
  "recharts",
  "nuqs",
  "react-image-crop",
  "papaparse",
];
/** Forms: only pages that have a form of their own may fetch these. */
const formLibraries = ["react-hook-form", "@hookform/", "/zod/"];

export type RouteBudget = {
  route: string;
  /** The modules whose chunks the route makes the browser fetch, beside the entry's. */
  modules: readonly string[];
  /** Gzipped JavaScript fetched to show the page, in kilobytes (1,024 bytes). */
  maxKb: number;
  /** Libraries the page must not fetch. */
  forbidden: readonly string[];
};

/**
 * A public page with nothing to fill in, as a visitor with no session gets it: complete, run
 * by its own small script, its cookie banner drawn at build (React comes only to customize
 * it, or to open the phone menu). The app's router and data layer are for the pages that
 * need them.
 */
const staticPage = (route: string, maxKb: number): RouteBudget => ({
  route,
  modules: ["src/web/public/static-page.ts"],
  maxKb,
  forbidden: [...dashboardLibraries, ...formLibraries, "react-router", "@tanstack/react-query"],
});

/**
 * An account page as a visitor with no session gets it: drawn at build, its form run by an
 * island of its own (React, the form library and the page, without the app's router, data
 * layer or dashboard).
 */
const accountPage = (route: string, page: string, maxKb: number): RouteBudget => ({
  route,
  modules: [
    "src/web/public/static-page.ts",
    "src/web/public/account-page.ts",
    "src/web/public/account-island.tsx",
    `src/web/pages/${page}.tsx`,
  ],
  maxKb,
  forbidden: [...dashboardLibraries, "react-router", "@tanstack/react-query"],
});

/**
 * A page the app runs: the app, which the entry starts once the page has painted, the page's
 * own chunk, and on a first visit the cookie banner.
 */
const appPage = (route: string, page: string, maxKb: number, forbidden: readonly string[]): RouteBudget => ({
  route,
  modules: ["src/web/app/start.tsx", "src/web/app/cookie-banner.tsx", `src/web/pages/${page}.tsx`],
  maxKb,
  forbidden,
});

// Each budget is what the page fetches today with a little room: a ratchet, lowered as the
// pages shrink. React and React DOM alone are 63 KB of a budget that holds them.
export const routeBudgets: RouteBudget[] = [
  staticPage("/", 8),
  staticPage("/features", 8),
  staticPage("/about", 8),
  // A visitor who asks to customize the cookie banner: React and the banner's switches.
  {
    route: "/ with the cookie banner customized",
    modules: ["src/web/public/static-page.ts", "src/web/public/cookie-banner-island.tsx"],
    maxKb: 90,
    forbidden: [...dashboardLibraries, ...formLibraries, "react-router", "@tanstack/react-query"],
  },
  // What an account page fetches until the visitor reaches for it: as little as a public page.
  {
    route: "/login, /signup... until reached",
    modules: ["src/web/public/static-page.ts", "src/web/public/account-page.ts"],
    maxKb: 9,
    forbidden: [...dashboardLibraries, ...formLibraries, "react-router", "@tanstack/react-query"],
  },
  accountPage("/login", "login-page", 150),
  accountPage("/signup", "signup-page", 151),
  accountPage("/forgot-password", "forgot-password-page", 143),
  accountPage("/reset-password", "reset-password-page", 145),
  accountPage("/email-confirmation-pending", "email-confirmation-pending-page", 126),
  accountPage("/auth/confirm", "auth-confirm-page", 124),
  appPage("/dashboard", "dashboard-page", 201, []),
];

type Chunk = { fileName: string; code: string; imports: string[]; moduleIds: string[] };

export type RouteReport = { route: string; kb: number; maxKb: number; files: string[]; forbidden: string[] };

function closure(start: Chunk, byFile: Map<string, Chunk>, into: Set<Chunk>) {
  if (into.has(start)) return;
  into.add(start);
  for (const file of start.imports) {
    const chunk = byFile.get(file);
    if (chunk) closure(chunk, byFile, into);
  }
}

export function measureRoutes(chunks: Chunk[], entry: Chunk, root: string, budgets = routeBudgets) {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const byModule = new Map<string, Chunk>();
  for (const chunk of chunks) for (const id of chunk.moduleIds) byModule.set(path.relative(root, id), chunk);
  const gzipped = new Map<Chunk, number>();
  const size = (chunk: Chunk) => {
    let bytes = gzipped.get(chunk);
    if (bytes === undefined) {
      bytes = gzipSync(chunk.code, { level: 9 }).length;
      gzipped.set(chunk, bytes);
    }
    return bytes;
  };

  return budgets.map((budget): RouteReport => {
    const fetched = new Set<Chunk>();
    closure(entry, byFile, fetched);
    for (const module of budget.modules) {
      const chunk = byModule.get(module);
      if (!chunk) throw new Error(`route budgets: no chunk holds ${module} (renamed or moved?)`);
      closure(chunk, byFile, fetched);
    }
    const modules = [...fetched].flatMap((chunk) => chunk.moduleIds);
    const forbidden = budget.forbidden.filter((library) =>
      modules.some((id) => id.includes(`/node_modules/${library}`)),
    );
    const bytes = [...fetched].reduce((sum, chunk) => sum + size(chunk), 0);
    return {
      route: budget.route,
      kb: Math.round((bytes / 1024) * 10) / 10,
      maxKb: budget.maxKb,
      files: [...fetched].map((chunk) => chunk.fileName).sort(),
      forbidden,
    };
  });
}

/** Vite plugin: measures every budgeted route after the bundle is made, fails the build past a budget. */
export function routeBudgetsPlugin(): Plugin {
  let root = process.cwd();
  let outDir = "dist";
  let reports: RouteReport[] = [];
  return {
    name: "jobtrail-route-budgets",
    apply: "build",
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      // Only the app's own build: the service worker's build has no pages.
      const chunks: Chunk[] = [];
      let entry: Chunk | undefined;
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        const chunk: Chunk = {
          fileName: output.fileName,
          code: output.code,
          imports: output.imports,
          moduleIds: output.moduleIds,
        };
        chunks.push(chunk);
        if (output.isEntry && output.moduleIds.some((id) => id.endsWith("src/web/main.tsx"))) entry = chunk;
      }
      if (!entry) return;
      reports = measureRoutes(chunks, entry, root);
      const problems = reports.flatMap((report) => [
        ...(report.kb > report.maxKb
          ? [
              `${report.route}: ${report.kb} KB of JavaScript (gzipped), over its budget of ${report.maxKb} KB`,
            ]
          : []),
        ...report.forbidden.map((library) => `${report.route}: fetches ${library}, which it does not use`),
      ]);
      for (const report of reports) this.info(`${report.route}: ${report.kb} KB of ${report.maxKb} KB`);
      if (problems.length > 0 && !process.env.BUDGET_REPORT_ONLY)
        this.error(`JavaScript budgets exceeded:\n${problems.join("\n")}`);
    },
    writeBundle() {
      // Beside the build, not in it: the bench reads it; the site does not serve it.
      if (reports.length > 0)
        writeFileSync(path.join(outDir, "..", "route-budgets.json"), `${JSON.stringify(reports, null, 2)}\n`);
    },
  };
}
