import type { ComponentProps } from "react";
import { Link } from "react-router";
import { cn } from "@/web/lib/cn";

export function TextLink({ className, ...props }: ComponentProps<typeof Link>) {
  return (
    <Link
      className={cn(
        "font-medium text-primary underline underline-offset-4 hover:decoration-2 focus-visible:rounded-sm",
        className,
      )}
      {...props}
    />
  );
}
