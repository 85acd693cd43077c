import { createContext } from "react";

/**
 * Set by the build's renderer (src/web/entry-server.tsx) for the pages it draws as a visitor
 * with no session gets them, run without the app (src/web/public).
 */
export const SignedOutBuildContext = createContext(false);
