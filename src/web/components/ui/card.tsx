import type { ComponentProps } from "react";
import { cn } from "@/web/lib/cn";

export function Card({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      className={cn(
        "rounded-(--radius-card) border border-border bg-surface/80 shadow-xl shadow-black/20 backdrop-blur-sm",
        className,
      )}
      {...props}
    />
  );
}
