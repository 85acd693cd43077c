import { existsSync } from "node:fs";
import path from "node:path";
import { screen } from "@testing-library/react";
import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { publicPages } from "@/domain/paths";
import { mockApi } from "@/web/testing/mock-api";
import { renderRoutes } from "@/web/testing/render";
import { routes } from "./router";

const publicFolder = path.resolve(import.meta.dirname, "../../../public");

/** The route an address reaches: null when only the not-found page would answer it. */
function routeFor(pathname: string) {
  const matches = matchRoutes(routes, pathname);
  const last = matches?.at(-1)?.route;
  return last && last.path !== "*" ? last.path : null;
}

describe("links on the public pages", () => {
  it.each(publicPages)("every link and picture on %s leads somewhere that exists", async (page) => {
    mockApi({
      "GET /api/auth/get-session": { body: null },
      "GET /api/config": { body: { appleSignIn: false, requireEmailVerification: true, analytics: null } },
    });
    renderRoutes(routes, { initialEntries: [page] });
    await screen.findAllByRole("heading", { level: 1 }, { timeout: 5000 });

    const links = [...document.querySelectorAll<HTMLAnchorElement>("a[href]")];
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      const href = link.getAttribute("href")!;
      if (/^(mailto:|https?:)/.test(href)) continue;
      const url = new URL(href, `${window.location.origin}${page}`);
      expect(routeFor(url.pathname), `${link.textContent} -> ${href}`).not.toBeNull();
      if (url.hash && url.pathname === page)
        expect(document.getElementById(url.hash.slice(1)), `${href} on ${page}`).not.toBeNull();
    }
    for (const image of document.querySelectorAll("img[src^='/']")) {
      const source = image.getAttribute("src")!;
      expect(existsSync(path.join(publicFolder, source)), source).toBe(true);
    }
  });
});
