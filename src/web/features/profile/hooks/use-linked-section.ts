import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * A section of the profile page that other pages link to (`/profile#section-...`): scrolled
 * into view once its content has loaded, so the page does not jump after the user arrives.
 * Returns the ref for the section's wrapper.
 */
export function useLinkedSection(link: string, loaded: boolean) {
  const sectionRef = useRef<HTMLDivElement>(null);
  const { hash } = useLocation();
  useEffect(() => {
    if (hash && loaded && link.endsWith(hash)) sectionRef.current?.scrollIntoView({ block: "start" });
  }, [link, loaded, hash]);
  return sectionRef;
}
