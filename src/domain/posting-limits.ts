// How long a posting's text and fields may be: the add form, the server, the capture from a
// page and the browser extension all hold to these. A module of their own, with nothing
// imported, so that the extension takes them without the schemas.

/** The longest posting text kept: a long posting is some 30,000 characters. */
export const postingTextLimit = 100_000;

/** The longest of each field asked about to find a posting's applications. */
export const postingFieldLimits = { url: 2_000, company: 200, jobTitle: 300, requisitionId: 100 } as const;
