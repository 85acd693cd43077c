// A link to one of JobTrail's pages, for parts drawn both inside the app and on a public page
// that runs without it (src/web/public). Inside the app it is the router's link, so the page
// changes without a reload; without the app there is no router, and it is a plain link.
import { type ComponentProps, type ComponentType, createContext, useContext } from "react";

export type SiteLinkProps = Omit<ComponentProps<"a">, "href"> & {
  to: string;
  /** Replaces the current page in the history instead of adding one. */
  replace?: boolean;
  /** Navigation state the next page reads (a message to show, say). */
  state?: unknown;
};

export function PlainLink({ to, replace: _replace, state: _state, ...props }: SiteLinkProps) {
  return <a href={to} {...props} />;
}

/** The app provides the router's link here; without it, links are plain. */
export const SiteLinkContext = createContext<ComponentType<SiteLinkProps>>(PlainLink);

export function SiteLink(props: SiteLinkProps) {
  const Link = useContext(SiteLinkContext);
  return <Link {...props} />;
}

/** Whether `to` is the page at `pathname` (a trailing slash aside), as a link marks it current. */
export function isCurrentPage(to: string, pathname: string) {
  const trim = (value: string) => (value.length > 1 ? value.replace(/\/+$/, "") : value);
  return trim(to) === trim(pathname);
}
