import type { ReactNode } from "react";
import { type Document, documentKindLabels, formatFileSize } from "@/domain/documents";
import { Popover, PopoverClose, PopoverContent, PopoverTrigger } from "@/web/components/ui/popover";
import { formatDay } from "@/web/entities/application/lib/dates";
import { useDocuments } from "@/web/entities/document/api/get-documents";
import { errorToText } from "@/web/lib/api-client";
import { DocumentIcon } from "./document-icon";

/** The user's earlier uploads, to send one again with this application. */
export function LibraryPicker({
  exclude,
  onPick,
  trigger,
}: {
  /** Documents already with this application. */
  exclude: ReadonlySet<string>;
  onPick: (document: Document) => void;
  trigger: ReactNode;
}) {
  return (
    <Popover>
      <PopoverTrigger asChild>{trigger}</PopoverTrigger>
      <PopoverContent align="center" className="w-[min(22rem,calc(100vw-2rem))] p-1.5">
        <LibraryList exclude={exclude} onPick={onPick} />
      </PopoverContent>
    </Popover>
  );
}

function LibraryList({
  exclude,
  onPick,
}: {
  exclude: ReadonlySet<string>;
  onPick: (document: Document) => void;
}) {
  const library = useDocuments();
  if (library.isPending)
    return (
      <p role="status" className="px-2.5 py-2 text-sm text-muted">
        Loading your documents...
      </p>
    );
  if (library.isError)
    return <p className="px-2.5 py-2 text-sm text-destructive-text">{errorToText(library.error)}</p>;
  const choices = library.data.items.filter((document) => !exclude.has(document.id));
  if (choices.length === 0)
    return (
      <p className="px-2.5 py-2 text-sm text-muted">
        {library.data.items.length === 0
          ? "No earlier uploads yet. Files you attach to any application appear here."
          : "Every document in your library is already with this application."}
      </p>
    );
  return (
    <ul aria-label="Your documents" className="flex max-h-72 flex-col overflow-y-auto">
      {choices.map((document) => (
        <li key={document.id}>
          <PopoverClose asChild>
            <button
              type="button"
              onClick={() => onPick(document)}
              className="flex w-full items-center gap-3 rounded-lg px-2.5 py-2 text-left hover:bg-surface-hover focus-visible:bg-surface-hover focus-visible:outline-2 focus-visible:outline-ring"
            >
              <DocumentIcon name={document.name} />
              <span className="flex min-w-0 flex-col">
                <span className="truncate text-sm font-medium">{document.name}</span>
                <span className="truncate text-xs text-muted">
                  {documentKindLabels[document.kind]} · {formatFileSize(document.byteSize)} ·{" "}
                  {formatDay(document.createdAt.slice(0, 10))}
                </span>
              </span>
            </button>
          </PopoverClose>
        </li>
      ))}
    </ul>
  );
}
