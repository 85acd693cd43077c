import { useCallback, useRef, useState } from "react";
import {
  checkDocumentFile,
  type Document,
  type DocumentKind,
  documentKindLabels,
  guessDocumentKind,
} from "@/domain/documents";
import { toast } from "@/web/components/ui/use-toast";
import { errorToText } from "@/web/lib/api-client";
import { useAttachDocument } from "../api/attach-document";
import { useUploadDocument } from "../api/upload-document";

/** A file on its way to an application, or an earlier upload picked to go with it. */
export type DocumentDraft = {
  key: string;
  name: string;
  kind: DocumentKind;
  byteSize: number;
  source: { file: File } | { document: Document };
  state: "waiting" | "sending" | "failed";
  /** 0 to 1 while sending. */
  progress: number;
  error?: string;
};

let nextKey = 0;

/**
 * The documents the user is adding to an application. With an application they are sent
 * at once, one after another, each with its progress; while the application is still being
 * added they wait, and go with it once it is saved (`sendTo`).
 */
export function useDocumentDrafts(applicationId: string | undefined) {
  const [drafts, setDrafts] = useState<DocumentDraft[]>([]);
  const upload = useUploadDocument();
  const attach = useAttachDocument();
  const queue = useRef(Promise.resolve());

  const change = useCallback((key: string, update: Partial<DocumentDraft>) => {
    setDrafts((current) => current.map((draft) => (draft.key === key ? { ...draft, ...update } : draft)));
  }, []);
  const remove = useCallback((key: string) => {
    setDrafts((current) => current.filter((draft) => draft.key !== key));
  }, []);

  /** Sends one draft; it leaves the list once it is attached, or stays with its error. */
  const send = useCallback(
    async (draft: DocumentDraft, target: string): Promise<boolean> => {
      change(draft.key, { state: "sending", progress: 0, error: undefined });
      try {
        if ("file" in draft.source) {
          await upload(target, draft.source.file, draft.kind, {
            onProgress: ({ sent, total }) => change(draft.key, { progress: total ? sent / total : 0 }),
          });
        } else {
          await attach.mutateAsync({ applicationId: target, documentId: draft.source.document.id });
        }
        remove(draft.key);
        return true;
      } catch (error) {
        change(draft.key, { state: "failed", error: errorToText(error) });
        return false;
      }
    },
    [attach, change, remove, upload],
  );

  const enqueue = useCallback(
    (added: DocumentDraft[]) => {
      setDrafts((current) => [...current, ...added]);
      if (!applicationId) return;
      for (const draft of added) {
        queue.current = queue.current.then(() => send(draft, applicationId).then(() => undefined));
      }
    },
    [applicationId, send],
  );

  const addFiles = useCallback(
    (files: Iterable<File>) => {
      const accepted: DocumentDraft[] = [];
      for (const file of files) {
        const problem = checkDocumentFile(file);
        if (problem) {
          toast({ title: `${file.name} was not added`, description: problem, variant: "destructive" });
          continue;
        }
        accepted.push({
          key: `draft-${++nextKey}`,
          name: file.name,
          kind: guessDocumentKind(file.name),
          byteSize: file.size,
          source: { file },
          state: "waiting",
          progress: 0,
        });
      }
      enqueue(accepted);
    },
    [enqueue],
  );

  const addFromLibrary = useCallback(
    (document: Document) => {
      enqueue([
        {
          key: `draft-${++nextKey}`,
          name: document.name,
          kind: document.kind,
          byteSize: document.byteSize,
          source: { document },
          state: "waiting",
          progress: 0,
        },
      ]);
    },
    [enqueue],
  );

  const retry = useCallback(
    (draft: DocumentDraft) => {
      if (applicationId) void send(draft, applicationId);
    },
    [applicationId, send],
  );

  /** Sends every waiting draft to the application just added; returns the names that failed. */
  const sendTo = useCallback(
    async (target: string): Promise<string[]> => {
      const failed: string[] = [];
      for (const draft of drafts) if (!(await send(draft, target))) failed.push(draft.name);
      return failed;
    },
    [drafts, send],
  );

  const setKind = useCallback((key: string, kind: DocumentKind) => change(key, { kind }), [change]);

  return { drafts, addFiles, addFromLibrary, remove, retry, setKind, sendTo };
}
export type DocumentDrafts = ReturnType<typeof useDocumentDrafts>;

export const kindOptions = Object.entries(documentKindLabels) as [DocumentKind, string][];
