import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { compression } from "vite-plugin-compression2";
import { VitePWA } from "vite-plugin-pwa";
import { routeBudgetsPlugin } from "./scripts/route-budgets.ts";
import { paths } from "./src/domain/paths.ts";

const src = fileURLToPath(new URL("./src", import.meta.url));
// The page's background (styles.css) behind the installed app's splash and title bar, and the
// logo's own dark square behind its maskable and apple icons.
const pageBackground = "#070b14";
const iconBackground = "#0b1220";

// The server build (`--ssr`) renders the public pages to HTML once (scripts/prerender.ts): it
// needs React alone, none of the browser build's service worker, compression or budgets.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild
    ? [react()]
    : [
        react(),
        tailwindcss(),
        VitePWA({
          registerType: "prompt",
          injectRegister: false,
          filename: "sw.js",
          // The icons are drawn at build from the logo (public/icon.svg): PNGs at 64, 192 and
          // 512, a maskable 512 and the apple-touch icon on the logo's own dark square (so no
          // white corners show where a launcher crops it), and favicon.ico. They are added to
          // the manifest and to index.html's head, and never committed.
          pwaAssets: {
            image: "public/icon.svg",
            overrideManifestIcons: true,
            injectThemeColor: false,
            preset: {
              transparent: { sizes: [64, 192, 512], favicons: [[48, "favicon.ico"]] },
              maskable: { sizes: [512], padding: 0.1, resizeOptions: { background: iconBackground } },
              apple: { sizes: [180], padding: 0.1, resizeOptions: { background: iconBackground } },
            },
          },
          manifest: {
            id: "/",
            name: "JobTrail",
            short_name: "JobTrail",
            description: "Keep every job application in one place: as a table, a kanban board and analytics.",
            theme_color: pageBackground,
            background_color: pageBackground,
            display: "standalone",
            start_url: paths.dashboard,
            scope: "/",
            // A job posting shared from any app (a link, or text holding one) opens the add
            // form filled from it: /applications/new reads url, text and title.
            share_target: {
              action: paths.newApplication,
              method: "GET",
              params: { url: "url", text: "text", title: "title" },
            },
            shortcuts: [
              {
                name: "Add application",
                url: paths.newApplication,
                icons: [{ src: "/pwa-192x192.png", sizes: "192x192", type: "image/png" }],
              },
              {
                name: "Dashboard",
                url: paths.dashboard,
                icons: [{ src: "/pwa-192x192.png", sizes: "192x192", type: "image/png" }],
              },
            ],
          },
          workbox: {
            // Pages come from the network while there is one, so each carries the security
            // policy the server gives it now (it differs with the visitor's analytics consent);
            // offline, the precached shell opens instead.
            navigateFallback: null,
            runtimeCaching: [
              {
                urlPattern: ({ request, url }) =>
                  request.mode === "navigate" && !url.pathname.startsWith("/api/"),
                handler: "NetworkFirst",
                options: {
                  cacheName: "jobtrail-pages",
                  networkTimeoutSeconds: 5,
                  expiration: { maxEntries: 20 },
                  precacheFallback: { fallbackURL: "/index.html" },
                },
              },
            ],
            globPatterns: ["**/*.{js,css,html,svg,woff2}"],
          },
        }),
        // Every text asset also as .br and .gz at the highest levels: compressed once at build,
        // served as they are by the server to a browser that accepts them (no work per request).
        compression({ algorithms: ["brotliCompress", "gzip"], threshold: 1024 }),
        routeBudgetsPlugin(),
      ],
  resolve: { alias: { "@": src } },
  build: isSsrBuild
    ? { outDir: "dist-ssr", emptyOutDir: true, sourcemap: false }
    : // The manifest tells the prerender which files each page needs first.
      { outDir: "dist", emptyOutDir: true, sourcemap: false, manifest: true },
  server: { proxy: { "/api": "http://localhost:3001" } },
}));
