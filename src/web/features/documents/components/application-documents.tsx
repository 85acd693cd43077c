import { FileTextIcon, LibraryIcon, PaperclipIcon, UploadIcon } from "lucide-react";
import { useId } from "react";
import { allowedTypesText, documentAccept, maxDocumentMegabytes } from "@/domain/documents";
import { FileDropZone } from "@/web/components/file-drop-zone";
import { Button } from "@/web/components/ui/button";
import { errorToText } from "@/web/lib/api-client";
import { useApplicationDocuments } from "../api/get-application-documents";
import type { DocumentDrafts } from "../hooks/use-document-drafts";
import { DocumentRow } from "./document-row";
import { DraftRow } from "./draft-row";
import { LibraryPicker } from "./library-picker";

/**
 * The documents that went with an application: the ones attached, the ones on their way
 * (with their progress), and a place to drop or pick more, new or from the library.
 */
export function ApplicationDocuments({
  applicationId,
  drafts,
}: {
  /** Absent while the application is being added: files then wait until it is saved. */
  applicationId: string | undefined;
  drafts: DocumentDrafts;
}) {
  const attached = useApplicationDocuments(applicationId);
  const hintId = useId();
  const items = attached.data?.items ?? [];
  const taken = new Set([
    ...items.map((document) => document.id),
    ...drafts.drafts.flatMap((draft) => ("document" in draft.source ? [draft.source.document.id] : [])),
  ]);

  return (
    <section aria-labelledby="documents-heading" className="border-t border-border pt-5">
      <h3 id="documents-heading" className="mb-1 text-xs font-semibold tracking-wider text-subtle uppercase">
        Documents
      </h3>
      <p className="mb-4 text-xs text-muted">
        The resume, cover letter and anything else you sent.
        {applicationId ? null : " They are uploaded when you add the application."}
      </p>

      {attached.isError ? (
        <p className="mb-3 text-sm text-destructive-text">{errorToText(attached.error)}</p>
      ) : null}
      {applicationId && attached.isPending ? (
        <p role="status" className="mb-3 text-sm text-muted">
          Loading documents...
        </p>
      ) : null}

      {items.length + drafts.drafts.length > 0 ? (
        <ul aria-label="Documents of this application" className="mb-3 flex flex-col gap-2">
          {items.map((document) => (
            <DocumentRow key={document.id} document={document} applicationId={applicationId ?? ""} />
          ))}
          {drafts.drafts.map((draft) => (
            <DraftRow key={draft.key} draft={draft} drafts={drafts} />
          ))}
        </ul>
      ) : null}

      <FileDropZone
        onFiles={drafts.addFiles}
        accept={documentAccept}
        multiple
        inputLabel="Choose files to attach"
        className="gap-3 py-5"
      >
        {({ dragging, choose }) => (
          <>
            <span
              aria-hidden
              className="flex size-9 items-center justify-center rounded-full bg-surface-raised text-muted"
            >
              {dragging ? <PaperclipIcon className="size-4" /> : <FileTextIcon className="size-4" />}
            </span>
            <p className="text-sm text-muted">{dragging ? "Drop to attach" : "Drop files here, or"}</p>
            <div className="flex flex-wrap justify-center gap-2">
              <Button variant="secondary" size="sm" aria-describedby={hintId} onClick={choose}>
                <UploadIcon aria-hidden />
                Choose files
              </Button>
              <LibraryPicker
                exclude={taken}
                onPick={drafts.addFromLibrary}
                trigger={
                  <Button variant="secondary" size="sm">
                    <LibraryIcon aria-hidden />
                    From your library
                  </Button>
                }
              />
            </div>
            <p id={hintId} className="text-xs text-subtle">
              {allowedTypesText.replace(/, (?=[^,]*$)/, " or ")}, up to {maxDocumentMegabytes} MB each
            </p>
          </>
        )}
      </FileDropZone>
    </section>
  );
}
