// zod would probe for eval (new Function) to compile faster checks; the page's security policy
// forbids eval, and the refused probe is reported as a violation. Its plain checks are enough.
// zod keeps its settings on this global so that every copy of it shares them; setting it here,
// before any schema runs, keeps zod itself out of the script that sets it.
export function keepZodFromEval() {
  (globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };
}
