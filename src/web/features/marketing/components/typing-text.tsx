import { useEffect, useState } from "react";
import { usePrefersReducedMotion } from "@/web/hooks/use-media-query";

// 80 ms per typed letter, 40 ms per deleted one, and a 1500 ms pause to read each phrase.
const typeDelay = 80;
const deleteDelay = 40;
const pauseDelay = 1500;

/**
 * Types each phrase, pauses, deletes it, and moves on. Static under reduced motion. It starts
 * with the first phrase whole, so the page reads right as it arrives, and where no script runs.
 */
export function TypingText({ phrases }: { phrases: readonly string[] }) {
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [length, setLength] = useState(() => phrases[0]?.length ?? 0);
  const [deleting, setDeleting] = useState(false);
  const phrase = phrases[index % phrases.length] ?? "";

  useEffect(() => {
    if (reducedMotion) return;
    let delay = deleting ? deleteDelay : typeDelay;
    if (!deleting && length === phrase.length) delay = pauseDelay;
    const timer = setTimeout(() => {
      if (!deleting && length === phrase.length) setDeleting(true);
      else if (deleting && length === 0) {
        setDeleting(false);
        setIndex((value) => (value + 1) % phrases.length);
      } else setLength((value) => value + (deleting ? -1 : 1));
    }, delay);
    return () => clearTimeout(timer);
  }, [reducedMotion, deleting, length, phrase, phrases.length]);

  if (reducedMotion) return <span>{phrases[0]}</span>;
  return (
    <>
      {/* Screen readers get the phrases once, not letter by letter. */}
      <span className="sr-only">{phrases.join(", ")}</span>
      <span aria-hidden>
        {phrase.slice(0, length)}
        <span className="ml-0.5 inline-block h-[0.9em] w-[3px] translate-y-[0.1em] animate-pulse bg-primary" />
      </span>
    </>
  );
}
