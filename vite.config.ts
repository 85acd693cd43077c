/// <reference types="vitest/config" />
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { compression } from "vite-plugin-compression2";
import { VitePWA } from "vite-plugin-pwa";

const src = fileURLToPath(new URL("./src", import.meta.url));

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    VitePWA({
      registerType: "prompt",
      injectRegister: false,
      filename: "sw.js",
      manifest: {
        name: "JobTrail",
        short_name: "JobTrail",
        description: "Keep every job application in one place.",
        theme_color: "#0b1220",
        background_color: "#0b1220",
        display: "standalone",
        start_url: "/dashboard",
        icons: [{ src: "/icon.svg", sizes: "any", type: "image/svg+xml", purpose: "any maskable" }],
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
  ],
  resolve: { alias: { "@": src } },
  build: { outDir: "dist", emptyOutDir: true, sourcemap: false },
  server: { proxy: { "/api": "http://localhost:3001" } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "server",
          environment: "node",
          include: ["src/server/**/*.test.ts", "src/domain/**/*.test.ts", "scripts/**/*.test.ts"],
          setupFiles: ["tests/setup/console.ts"],
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
          // nuqs's React Router adapter must use the very react-router module the app uses
          // (one router context); left to Node, it would load react-router's other build.
          server: { deps: { inline: ["nuqs"] } },
        },
      },
    ],
  },
});
