import type { Location } from "react-router";
import { paths } from "@/domain/paths";

/** Where a guard sent the visitor from, so signing in can land them there. */
type ReturnTo = Pick<Location, "pathname" | "search" | "hash" | "state">;

/** Navigation state the account pages read. */
export type AuthLocationState = {
  from?: ReturnTo;
  /** A success message to show at the top of the login page. */
  message?: string;
  /** The address on the check-your-email page. */
  email?: string;
};

export function readAuthState(state: unknown): AuthLocationState {
  if (typeof state !== "object" || state === null) return {};
  const value = state as Record<string, unknown>;
  const from = value.from as ReturnTo | undefined;
  return {
    from: from && typeof from.pathname === "string" ? from : undefined,
    message: typeof value.message === "string" ? value.message : undefined,
    email: typeof value.email === "string" ? value.email : undefined,
  };
}

const authPages: string[] = [paths.login, paths.signup, paths.landing];

/** The page first asked for, else the dashboard; never back to a sign-in page. */
export function returnTarget(state: unknown): { to: string; state: unknown } {
  const { from } = readAuthState(state);
  if (!from || authPages.includes(from.pathname)) return { to: paths.dashboard, state: null };
  return { to: `${from.pathname}${from.search ?? ""}${from.hash ?? ""}`, state: from.state ?? null };
}
