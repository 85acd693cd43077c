import { BookmarkPlusIcon } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { paths } from "@/domain/paths";
import { Input } from "@/web/components/ui/input";
import { toast } from "@/web/components/ui/use-toast";
import { SettingsSection } from "./settings-section";

/** The bookmarklet: opens this JobTrail's add form with the page's address to read. */
export function bookmarkletCode(origin: string): string {
  const target = `${origin}${paths.newApplication}?posting=`;
  return `javascript:(()=>{window.open(${JSON.stringify(target)}+encodeURIComponent(location.href))})()`;
}

/**
 * For those who apply from the posting itself: a bookmark that sends the page's address to
 * the add form, which reads the posting into a new application to confirm.
 */
export function BookmarkletSection() {
  const id = useId();
  const link = useRef<HTMLAnchorElement>(null);
  const code = bookmarkletCode(window.location.origin);
  // React refuses a javascript: address in href, rightly for any link of ours; this one is
  // never followed here (it is dragged to the bookmarks bar), so it is set on the element.
  useEffect(() => link.current?.setAttribute("href", code), [code]);
  return (
    <SettingsSection
      title="Save from the posting"
      description="A bookmark for the page of a job you apply to: it opens JobTrail with the posting read into a new application, for you to check and save."
    >
      <div className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <a
            ref={link}
            href={paths.newApplication}
            draggable
            onClick={(event) => {
              event.preventDefault();
              toast({ title: "Drag the button to your bookmarks bar, then use it on a job posting" });
            }}
            className="inline-flex items-center gap-2 rounded-lg border border-border-strong bg-surface-raised px-3 py-2 text-sm font-medium"
          >
            <BookmarkPlusIcon aria-hidden className="size-4" /> Add to JobTrail
          </a>
          <span className="hidden text-sm text-muted sm:inline">
            Drag this button to your browser's bookmarks bar.
          </span>
          <span className="text-sm text-muted sm:hidden">
            On a phone, make a bookmark with the address below.
          </span>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={id} className="text-sm font-medium">
            Or make a bookmark with this address
          </label>
          <Input
            id={id}
            readOnly
            value={code}
            className="font-mono text-xs sm:text-xs"
            onFocus={(event) => event.currentTarget.select()}
          />
        </div>
      </div>
    </SettingsSection>
  );
}
