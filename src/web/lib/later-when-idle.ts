/** How long a task due now waits for the page to be idle before it runs anyway. */
const idleWaitMs = 2000;

/**
 * Runs `task` `delay` ms from now once the page is idle then (two seconds later at most);
 * returns its cancellation. Work that can wait (writing the local copy, installing the
 * offline copy of the app) runs where it does not hold up what the user is waiting for.
 */
export function laterWhenIdle(task: () => void, delay: number): () => void {
  let idle: number | undefined;
  const timer = setTimeout(() => {
    if (typeof requestIdleCallback === "function") idle = requestIdleCallback(task, { timeout: idleWaitMs });
    else task();
  }, delay);
  return () => {
    clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
  };
}
