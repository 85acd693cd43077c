import { paths } from "@/domain/paths";

/** The site's own pages, in the header and the phone menu. */
export const siteLinks = [
  { to: paths.landing, label: "Home" },
  { to: paths.about, label: "About" },
  { to: paths.features, label: "Features" },
  { to: paths.contact, label: "Contact" },
] as const;
