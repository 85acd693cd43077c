import { FileIcon, FileImageIcon, FileTextIcon } from "lucide-react";
import { typeForName } from "@/domain/documents";

/** A small tile telling a picture from a text document at a glance. */
export function DocumentIcon({ name }: { name: string }) {
  const type = typeForName(name);
  const Icon = type === "png" || type === "jpeg" ? FileImageIcon : type ? FileTextIcon : FileIcon;
  return (
    <span
      aria-hidden
      className="flex size-9 shrink-0 items-center justify-center rounded-lg border border-border bg-surface text-muted"
    >
      <Icon className="size-4" />
    </span>
  );
}
