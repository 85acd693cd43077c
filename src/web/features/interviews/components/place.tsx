import { ExternalLinkIcon, MapPinIcon } from "lucide-react";
import { isLink } from "@/domain/interviews";

// Its own module: the dashboard's Upcoming list shows places without loading the editor.
/** The place: a link opens the call in a new tab; an address is text. */
export function Place({ location }: { location: string }) {
  return (
    <p className="flex min-w-0 items-start gap-1.5 text-muted">
      {isLink(location) ? (
        <>
          <ExternalLinkIcon aria-hidden className="mt-0.5 size-3.5 shrink-0" />
          <a
            href={location}
            target="_blank"
            rel="noopener noreferrer"
            className="truncate text-primary underline-offset-4 hover:underline"
          >
            {location.replace(/^https?:\/\//i, "")}
            <span className="sr-only"> (video link, opens in a new tab)</span>
          </a>
        </>
      ) : (
        <>
          <MapPinIcon aria-hidden className="mt-0.5 size-3.5 shrink-0" />
          <span className="sr-only">Place: </span>
          <span className="break-words">{location}</span>
        </>
      )}
    </p>
  );
}
