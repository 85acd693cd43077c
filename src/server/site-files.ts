// The files a site answers for search engines: robots.txt and sitemap.xml, with this
// deployment's own address (APP_URL), so a crawler reads them instead of the app's page.
import type { OpenAPIHono } from "@hono/zod-openapi";
import { paths, privatePages, publicPages } from "@/domain/paths";
import type { PublicEnv } from "./types";

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (char) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[char]!,
  );

function robotsTxt(appUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    ...privatePages.map((page) => `Disallow: ${page}`),
    `Disallow: ${paths.authConfirm}`,
    "",
    `Sitemap: ${appUrl}/sitemap.xml`,
    "",
  ].join("\n");
}

export function sitemapXml(appUrl: string): string {
  const urls = publicPages.map(
    (page) => `  <url><loc>${escapeXml(new URL(page, `${appUrl}/`).toString())}</loc></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

export function mountSiteFiles(app: OpenAPIHono<PublicEnv>, appUrl: string) {
  const robots = robotsTxt(appUrl);
  const sitemap = sitemapXml(appUrl);
  app.get("/robots.txt", (c) => c.text(robots, 200, { "Cache-Control": "public, max-age=3600" }));
  app.get("/sitemap.xml", (c) =>
    c.body(sitemap, 200, {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    }),
  );
}
