// Runs the app once the page's first paint has been shown, not merely scheduled. A frame's
// callback (requestAnimationFrame) runs before that frame is painted, and a task queued from
// it can start before the paint reaches the screen: on a busy phone the app's first long task
// then lands before the first paint is recorded, and everything it needed (its scripts) is
// counted as needed to show the page at all. The browser's paint timing entry says when the
// first contentful paint was presented; where that entry is not available, or never comes (a
// page opened behind another tab paints nothing until shown), the next frame plus a short
// wait stands in for it.

/** How long after the first frame the app starts at the latest. */
export const firstPaintWaitMs = 250;

export function afterFirstPaint(run: () => void) {
  let ran = false;
  const once = () => {
    if (ran) return;
    ran = true;
    observer?.disconnect();
    // After the task that reported the paint, so that the paint's own work is done.
    setTimeout(run);
  };
  const observer =
    typeof PerformanceObserver !== "undefined" && PerformanceObserver.supportedEntryTypes?.includes("paint")
      ? new PerformanceObserver((list) => {
          if (list.getEntriesByName("first-contentful-paint").length > 0) once();
        })
      : undefined;
  observer?.observe({ type: "paint", buffered: true });
  requestAnimationFrame(() => setTimeout(once, firstPaintWaitMs));
}
