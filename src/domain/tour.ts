// The tour of JobTrail's real screens (`/tour`): each picture is taken by `npm run screenshots`
// from the built app with a seeded account, so what a visitor sees is what the product shows.

export type TourScreen = {
  id: "table" | "board" | "analytics" | "application" | "phone";
  /** Where the picture is served from (public/). */
  image: string;
  /** The window the picture was taken in; the page reserves this shape before it loads. */
  viewport: { width: number; height: number };
  title: string;
  caption: string;
  alt: string;
};

const desktop = { width: 1280, height: 800 };

export const tourScreens: readonly TourScreen[] = [
  {
    id: "table",
    image: "/tour/table.png",
    viewport: desktop,
    title: "The table",
    caption:
      "Every application in one list. Search, filter by status, source or date, sort any column, edit a cell in place, and select rows to change or delete them together.",
    alt: "The dashboard's table of applications with their companies, job titles, statuses and dates",
  },
  {
    id: "board",
    image: "/tour/board.png",
    viewport: desktop,
    title: "The Kanban board",
    caption:
      "The same applications by stage, one column per status. Drag a card, or move it with the keyboard, and its new status is saved with the date of the change.",
    alt: "The Kanban board with columns for Applied, Interviewing, Offer, Rejected, Not Selected and Withdrawn",
  },
  {
    id: "analytics",
    image: "/tour/analytics.png",
    viewport: desktop,
    title: "Analytics",
    caption:
      "Applications over time, the status breakdown, response times, results by source and how applications flowed between stages, worked out from your own history.",
    alt: "The Analytics tab with summary figures and charts of applications over time and by status",
  },
  {
    id: "application",
    image: "/tour/application.png",
    viewport: desktop,
    title: "An application",
    caption:
      "Everything about one application: company, role, status, dates, salary, contacts and notes, its documents, and the history of its stage changes.",
    alt: "The Edit Application dialog open over the dashboard",
  },
  {
    id: "phone",
    image: "/tour/phone.png",
    viewport: { width: 375, height: 812 },
    title: "On a phone",
    caption:
      "On a small screen the table becomes a list of cards with the same search and filters; the board needs a wider screen.",
    alt: "JobTrail's list of applications on a phone-sized screen",
  },
];

/** The link preview picture (Open Graph), taken from the board by the same script. */
export const socialImage = {
  path: "/og-image.png",
  width: 1200,
  height: 630,
  alt: "JobTrail's Kanban board of job applications by stage",
} as const;
