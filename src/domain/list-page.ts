// The most applications one list request returns: a whole account of 10,000 in one page.
// Kept apart from the applications' schemas so that the page's entry script, which starts
// the dashboard's first list request, can name the request without loading their library.
export const listPageSize = 10_000;
