import { DownloadIcon, MoreHorizontalIcon, PencilIcon, Trash2Icon, UnlinkIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import {
  type Document,
  type DocumentKind,
  documentKindLabels,
  documentMessages,
  formatFileSize,
} from "@/domain/documents";
import { ConfirmDeleteDialog } from "@/web/components/confirm-delete-dialog";
import { Button } from "@/web/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/web/components/ui/dropdown-menu";
import { DropdownMenuRadioGroup, DropdownMenuRadioItem } from "@/web/components/ui/dropdown-menu-choices";
import { Input } from "@/web/components/ui/input";
import { toast } from "@/web/components/ui/use-toast";
import { formatDay } from "@/web/entities/application/lib/dates";
import { documentContentUrl } from "@/web/entities/document/api/get-documents";
import { errorToText, isApiError } from "@/web/lib/api-client";
import { useDeleteDocument } from "../api/delete-document";
import { useDetachDocument } from "../api/detach-document";
import { useUpdateDocument } from "../api/update-document";
import { kindOptions } from "../hooks/use-document-drafts";
import { DocumentIcon } from "./document-icon";

const failed = (title: string, error: unknown) =>
  toast({ title, description: errorToText(error), variant: "destructive" });

/** One attached document: download it, rename it, change its kind, take it off, delete it. */
export function DocumentRow({ document, applicationId }: { document: Document; applicationId: string }) {
  const [renaming, setRenaming] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const menuTrigger = useRef<HTMLButtonElement>(null);
  const renamed = useRef(false);
  // Back from renaming, the menu's button is there again: focus returns to it.
  useEffect(() => {
    if (renaming || !renamed.current) return;
    renamed.current = false;
    menuTrigger.current?.focus();
  }, [renaming]);
  const update = useUpdateDocument();
  const detach = useDetachDocument();
  const remove = useDeleteDocument();
  const elsewhere = document.applicationCount - 1;

  const changeKind = (kind: DocumentKind) =>
    update.mutate(
      { id: document.id, changes: { kind } },
      { onError: (error) => failed("Could not change the kind", error) },
    );

  const deleteDocument = () =>
    remove.mutate(document.id, {
      onSuccess: () => {
        setConfirming(false);
        toast({ title: documentMessages.deleted, description: document.name, variant: "success" });
      },
      onError: (error) => failed("Could not delete the document", error),
    });

  return (
    <li className="flex items-center gap-3 rounded-xl border border-border bg-surface-raised px-3 py-2.5">
      <DocumentIcon name={document.name} />
      {renaming ? (
        <RenameForm
          document={document}
          onDone={() => {
            renamed.current = true;
            setRenaming(false);
          }}
        />
      ) : (
        <>
          <div className="flex min-w-0 flex-1 flex-col">
            <a
              href={documentContentUrl(document.id)}
              download={document.name}
              className="truncate text-sm font-medium text-foreground underline-offset-4 hover:underline focus-visible:underline"
            >
              {document.name}
            </a>
            <span className="text-xs text-muted">
              {documentKindLabels[document.kind]} · {formatFileSize(document.byteSize)} · Uploaded{" "}
              {formatDay(document.createdAt.slice(0, 10))}
              {elsewhere > 0
                ? ` · also with ${elsewhere} other application${elsewhere === 1 ? "" : "s"}`
                : null}
            </span>
          </div>
          <DropdownMenu modal={false}>
            <DropdownMenuTrigger asChild>
              <Button ref={menuTrigger} variant="ghost" size="sm" aria-label={`Actions for ${document.name}`}>
                <MoreHorizontalIcon aria-hidden />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              <DropdownMenuItem asChild>
                <a href={documentContentUrl(document.id)} download={document.name}>
                  <DownloadIcon aria-hidden /> Download
                </a>
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => setRenaming(true)}>
                <PencilIcon aria-hidden /> Rename
              </DropdownMenuItem>
              <DropdownMenuSeparator />
              <DropdownMenuLabel>Kind</DropdownMenuLabel>
              <DropdownMenuRadioGroup
                value={document.kind}
                onValueChange={(kind) => changeKind(kind as DocumentKind)}
              >
                {kindOptions.map(([kind, label]) => (
                  <DropdownMenuRadioItem key={kind} value={kind}>
                    {label}
                  </DropdownMenuRadioItem>
                ))}
              </DropdownMenuRadioGroup>
              <DropdownMenuSeparator />
              <DropdownMenuItem
                onSelect={() =>
                  detach.mutate(
                    { applicationId, documentId: document.id },
                    {
                      onSuccess: () =>
                        toast({ title: documentMessages.detached, description: document.name }),
                      onError: (error) => failed("Could not remove the document", error),
                    },
                  )
                }
              >
                <UnlinkIcon aria-hidden /> Remove from this application
              </DropdownMenuItem>
              <DropdownMenuItem
                variant="destructive"
                onSelect={() => (elsewhere > 0 ? setConfirming(true) : deleteDocument())}
              >
                <Trash2Icon aria-hidden /> Delete
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        </>
      )}
      <ConfirmDeleteDialog
        open={confirming}
        title={`Delete ${document.name}?`}
        confirmLabel="Delete everywhere"
        pending={remove.isPending}
        onConfirm={deleteDocument}
        onOpenChange={setConfirming}
      >
        It also goes with {elsewhere} other application{elsewhere === 1 ? "" : "s"}. Deleting it removes it
        from all of them and from your library. This cannot be undone.
      </ConfirmDeleteDialog>
    </li>
  );
}

function RenameForm({ document, onDone }: { document: Document; onDone: () => void }) {
  const update = useUpdateDocument();
  const [name, setName] = useState(document.name);
  const [error, setError] = useState<string | null>(null);
  const inputId = `rename-${document.id}`;

  const save = (event: { preventDefault(): void; stopPropagation(): void }) => {
    event.preventDefault();
    event.stopPropagation();
    if (name.trim() === document.name) return onDone();
    update.mutate(
      { id: document.id, changes: { name } },
      {
        // The name as kept: the server adds the file's extension to a name given without one.
        onSuccess: (renamed) => {
          toast({ title: documentMessages.renamed, description: renamed.name, variant: "success" });
          onDone();
        },
        onError: (failure) => setError((isApiError(failure) && failure.fields?.name) || errorToText(failure)),
      },
    );
  };

  // A form inside the application's form is not allowed: this one is a group saved by its button.
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1">
      <div className="flex items-center gap-2">
        <label htmlFor={inputId} className="sr-only">
          New name for {document.name}
        </label>
        <Input
          id={inputId}
          autoFocus
          value={name}
          maxLength={255}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          onChange={(event) => setName(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") save(event);
            if (event.key === "Escape") {
              event.preventDefault();
              event.stopPropagation();
              onDone();
            }
          }}
          className="h-8 text-sm"
        />
        <Button size="sm" onClick={save} disabled={update.isPending}>
          Save
        </Button>
        <Button size="sm" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
      {error ? (
        <span id={`${inputId}-error`} role="alert" className="text-xs text-destructive-text">
          {error}
        </span>
      ) : null}
    </div>
  );
}
