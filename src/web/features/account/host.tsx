// The account pages (sign in, sign up, forgot and reset password, check your email, confirm)
// run in two places: inside the app, which a signed-in user or a page moved to within the app
// has; and on their own, as a small island on the page the server sent a visitor with no
// session, so the first visit to a sign-in form costs no router, data layer or dashboard code.
// What differs between the two is what this host gives them: the page's navigation state and
// query, how to go to the next page, this deployment's settings, and what to do once a session
// exists. The pages read it here, and draw their links with SiteLink, so they never import the
// app's router or data layer.
import { createContext, type ReactNode, useContext } from "react";
import type { DeploymentConfig } from "@/web/lib/deployment-settings";

export type AccountHost = {
  /** The navigation state this page was opened with. */
  state: unknown;
  /** This page's query. */
  search: URLSearchParams;
  /** Goes to another page of the site, carrying navigation state. */
  go(to: string, options?: { replace?: boolean; state?: unknown }): Promise<void> | void;
  /** A session now exists (signed in, or signed up without confirming): before going on. */
  signedIn(): Promise<void>;
  /** Says something briefly, as a toast; it may be shown on the next page. */
  announce(message: { title: string; description?: string; variant?: "success" }): void;
  /** This deployment's settings, once known: a hook, asked only by the pages they change. */
  useSettings(): DeploymentConfig | undefined;
};

const AccountHostContext = createContext<AccountHost | null>(null);

export function AccountHostProvider({ host, children }: { host: AccountHost; children: ReactNode }) {
  return <AccountHostContext value={host}>{children}</AccountHostContext>;
}

export function useAccountHost(): AccountHost {
  const host = useContext(AccountHostContext);
  if (!host) throw new Error("An account page runs inside an AccountHostProvider");
  return host;
}
