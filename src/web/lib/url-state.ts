/**
 * How the dashboard's views write the URL: replace the entry (a view is a way of looking at
 * the page, not a page, so Back leaves the dashboard instead of undoing filters one by one),
 * keep the scroll, and go through the router (not shallow) so every reader of the location
 * sees the same URL.
 */
export const urlStateOptions = { history: "replace", scroll: false, shallow: false } as const;
