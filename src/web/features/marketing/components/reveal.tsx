import { type ReactNode, useEffect, useRef, useState } from "react";
import { usePrefersReducedMotion } from "@/web/hooks/use-media-query";
import { cn } from "@/web/lib/cn";

/**
 * Shows a section of the about page as it scrolls into view. Under reduced motion, or without
 * IntersectionObserver, everything shows at once.
 */
export function Reveal({ children, className }: { children: ReactNode; className?: string }) {
  const reducedMotion = usePrefersReducedMotion();
  const ref = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || reducedMotion || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { rootMargin: "0px 0px -10% 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [reducedMotion]);

  const visible = seen || reducedMotion || typeof IntersectionObserver === "undefined";
  return (
    <div
      ref={ref}
      className={cn(
        "transition-all duration-700 ease-out",
        visible ? "translate-y-0 opacity-100" : "translate-y-6 opacity-0",
        className,
      )}
    >
      {children}
    </div>
  );
}
