// Developer pages: routed only when import.meta.env.DEV, so a production build has neither
// the routes nor their code.
export const devPaths = {
  test: "/test",
  logoTest: "/logo-test",
  colors: "/colors",
} as const;
