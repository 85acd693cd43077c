// What one auth request learned on its way through Better Auth: whether a mail failed (its
// sendVerificationEmail errors are swallowed by Better Auth's runInBackgroundOrAwait) and
// which user it created, so the mount can undo a signup whose confirmation never left.
import { AsyncLocalStorage } from "node:async_hooks";

export type AuthRequestContext = {
  mailFailed: boolean;
  createdUserId?: string;
  /** The request asks to change the sign-in address: its link gets its own mail. */
  emailChange?: boolean;
};

const storage = new AsyncLocalStorage<AuthRequestContext>();

export function runAuthRequest<T>(fn: () => Promise<T>): Promise<{ result: T; context: AuthRequestContext }> {
  const context: AuthRequestContext = { mailFailed: false };
  return storage.run(context, async () => ({ result: await fn(), context }));
}

export function currentAuthRequest(): AuthRequestContext | undefined {
  return storage.getStore();
}
