// The job boards' and applicant tracking systems' own layouts, for the fields their pages show
// and do not give as structured data. Each field lists the places it is shown, most specific
// first; "selector@attribute" reads an attribute (a logo's alt text) instead of the text.
// Where a layout changes, the reader falls back on what any page shows (see read-page.ts).

export type Field = "jobTitle" | "company" | "location" | "salaryRange" | "employmentType" | "requisitionId";

export type Layout = {
  /** The site, as the options page names it. */
  site: string;
  /** The hosts whose pages it reads (a host or any of its subdomains). */
  hosts: string[];
  fields: Partial<Record<Field, string[]>>;
  /** The posting's text: every match of the first selector that matches, in page order. */
  description: string[];
  /** Parts of the description's element that are not the posting (an apply button's section). */
  notDescription?: string[];
  /** The company when the page shows it nowhere but in its address (a board's own slug). */
  companyInPath?: boolean;
};

export const layouts: Layout[] = [
  {
    site: "LinkedIn",
    hosts: ["linkedin.com"],
    fields: {
      jobTitle: [
        ".job-details-jobs-unified-top-card__job-title h1",
        ".job-details-jobs-unified-top-card__job-title",
        ".jobs-unified-top-card__job-title",
        ".top-card-layout__title",
        ".topcard__title",
      ],
      company: [
        ".job-details-jobs-unified-top-card__company-name a",
        ".job-details-jobs-unified-top-card__company-name",
        ".jobs-unified-top-card__company-name",
        ".topcard__org-name-link",
        ".top-card-layout__second-subline a",
      ],
      location: [
        ".job-details-jobs-unified-top-card__primary-description-container .tvm__text",
        ".job-details-jobs-unified-top-card__bullet",
        ".jobs-unified-top-card__bullet",
        ".topcard__flavor--bullet",
      ],
      salaryRange: [
        ".job-details-fit-level-preferences strong",
        ".job-details-preferences-and-skills__pill",
        ".salary.compensation__salary",
        ".compensation__salary",
      ],
      employmentType: [
        ".job-details-fit-level-preferences button",
        ".job-details-preferences-and-skills__pill",
      ],
    },
    description: [
      "#job-details",
      ".jobs-description__content",
      ".show-more-less-html__markup",
      ".description__text",
    ],
  },
  {
    site: "Indeed",
    hosts: [
      "indeed.com",
      "indeed.co.uk",
      "indeed.de",
      "indeed.fr",
      "indeed.ca",
      "indeed.com.au",
      "indeed.nl",
    ],
    fields: {
      jobTitle: [
        '[data-testid="jobsearch-JobInfoHeader-title"] > span:first-child',
        '[data-testid="jobsearch-JobInfoHeader-title"]',
        ".jobsearch-JobInfoHeader-title",
      ],
      company: [
        '[data-testid="inlineHeader-companyName"]',
        '[data-company-name="true"]',
        ".jobsearch-CompanyInfoContainer a",
      ],
      location: [
        '[data-testid="inlineHeader-companyLocation"]',
        '[data-testid="job-location"]',
        '[data-testid="jobsearch-JobInfoHeader-companyLocation"]',
      ],
      salaryRange: ["#salaryInfoAndJobType > span", '[data-testid="attribute_snippet_testid"]'],
      employmentType: ["#salaryInfoAndJobType > span", '[data-testid="attribute_snippet_testid"]'],
    },
    description: ["#jobDescriptionText", ".jobsearch-jobDescriptionText"],
  },
  {
    site: "Greenhouse",
    hosts: ["greenhouse.io"],
    fields: {
      jobTitle: [".job__title h1", "h1.app-title", ".app-title"],
      company: [".company-name", "img.logo@alt", "header img@alt"],
      location: [".job__location", "#header .location", ".location"],
      salaryRange: [".pay-range", ".pay-transparency"],
    },
    description: [".job__description", "#content"],
    companyInPath: true,
  },
  {
    site: "Lever",
    hosts: ["lever.co"],
    fields: {
      jobTitle: [".posting-headline h2", ".posting-headline h1"],
      company: [".main-header-logo img@alt"],
      location: [".posting-categories .location", ".posting-category.location"],
      employmentType: [".posting-categories .commitment"],
      salaryRange: ['[data-qa="salary-range"] .posting-requirements', '[data-qa="salary-range"]'],
    },
    description: [".section-wrapper .section.page-centered", '[data-qa="job-description"]'],
    notDescription: [".last-section-apply", '[data-qa="btn-apply-bottom"]'],
    companyInPath: true,
  },
  {
    site: "Workday",
    hosts: ["myworkdayjobs.com", "myworkdaysite.com"],
    fields: {
      jobTitle: ['[data-automation-id="jobPostingHeader"]'],
      company: ['[data-automation-id="headerLogo"] img@alt', '[data-automation-id="logo"]@alt'],
      location: ['[data-automation-id="locations"] dd', '[data-automation-id="locations"]'],
      employmentType: ['[data-automation-id="time"] dd'],
      requisitionId: ['[data-automation-id="requisitionId"] dd'],
    },
    description: ['[data-automation-id="jobPostingDescription"]'],
  },
  {
    site: "Ashby",
    hosts: ["ashbyhq.com"],
    fields: {
      jobTitle: [".ashby-job-posting-heading", "h1"],
      company: ['img[class*="navLogoWordmarkImage"]@alt', "header img@alt"],
    },
    description: ['[class*="_descriptionText"]', ".ashby-job-posting-right-pane"],
    companyInPath: true,
  },
  {
    site: "SmartRecruiters",
    hosts: ["smartrecruiters.com"],
    fields: {
      jobTitle: ["h1.job-title", '[itemprop="title"]'],
      company: ['[itemprop="hiringOrganization"] [itemprop="name"]@content'],
      location: ["spl-job-location@formattedaddress", '[itemprop="jobLocation"]'],
      employmentType: ['[itemprop="employmentType"]'],
    },
    description: ['[itemprop="description"]', ".job-sections"],
    companyInPath: true,
  },
];

/** The layout of a page's host, if it is one of the sites read. */
export function layoutOf(url: URL): Layout | undefined {
  const host = url.hostname.toLowerCase();
  return layouts.find((layout) => layout.hosts.some((name) => host === name || host.endsWith(`.${name}`)));
}
