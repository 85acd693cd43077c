import type { ComponentProps } from "react";
import { Link } from "react-router";
import { cn } from "@/web/lib/cn";
import { textLinkClass } from "./text-link-class";

export function TextLink({ className, ...props }: ComponentProps<typeof Link>) {
  return <Link className={cn(textLinkClass, className)} {...props} />;
}
