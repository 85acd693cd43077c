import { useQuery } from "@tanstack/react-query";
import { RotateCcwIcon, TriangleAlertIcon } from "lucide-react";
import { type ReactNode, Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { Application } from "@/domain/application-schemas";
import { applicationMessages } from "@/domain/applications";
import type { AddFormLink } from "@/domain/postings";
import { LoadBoundary, useRetryableLazy } from "@/web/components/retryable-lazy";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/web/components/ui/dialog";
import { LoadingState } from "@/web/components/ui/spinner";
import {
  ApplicationDialogContext,
  type ApplicationDialogControls,
} from "@/web/entities/application/hooks/application-dialog-context";
import { sessionQueryOptions } from "@/web/features/account/api/get-session";
import { clearAddDraft } from "./add-draft";

// The form (react-hook-form, the zod schema, every field) is its own chunk: the dashboard
// shows without it, and it loads the first time the dialog opens.
const loadApplicationForm = () => import("./application-form");

type DialogState = {
  open: boolean;
  application: Application | null;
  session: number;
  link?: AddFormLink | undefined;
};

/** Where a press of N must type, not open the form. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.matches("input, textarea, select, [contenteditable]");
}

/**
 * Where focus goes back to when the dialog closes. An item in a menu is gone once its menu
 * closes (a row's "Edit"), so focus goes back to the button that opened that menu instead.
 */
function focusReturnTarget(): HTMLElement | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body) return null;
  const menu = active.closest('[role="menu"]');
  if (!menu?.id) return active;
  const triggers = document.querySelectorAll<HTMLElement>("[aria-controls]");
  return Array.from(triggers).find((trigger) => trigger.getAttribute("aria-controls") === menu.id) ?? null;
}

/**
 * Holds the add/edit dialog for everything inside it, and opens a new application on N
 * when nothing else has the keyboard: no text field, no open dialog or menu, no modifier key.
 */
export function ApplicationDialogProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<DialogState>({ open: false, application: null, session: 0 });
  const form = useRetryableLazy(loadApplicationForm);

  const returnFocusTo = useRef<HTMLElement | null>(null);

  // `session` remounts the form on each opening, so it starts from the values it is given.
  const openNew = useCallback((link?: AddFormLink) => {
    returnFocusTo.current = focusReturnTarget();
    setState((current) => ({
      open: true,
      application: null,
      session: current.session + 1,
      link,
    }));
  }, []);
  const openEdit = useCallback((application: Application) => {
    returnFocusTo.current = focusReturnTarget();
    setState((current) => ({ open: true, application, session: current.session + 1 }));
  }, []);
  // Closing with changes not saved (Escape, the X, a click outside, Cancel) asks first.
  const [unsaved, setUnsaved] = useState(false);
  const [askingToDiscard, setAskingToDiscard] = useState(false);
  const close = useCallback(() => {
    setUnsaved(false);
    setState((current) => ({ ...current, open: false }));
  }, []);
  const requestClose = useCallback(() => (unsaved ? setAskingToDiscard(true) : close()), [unsaved, close]);
  const signedIn = useQuery({ ...sessionQueryOptions(), enabled: false }).data;
  const discard = () => {
    setAskingToDiscard(false);
    if (state.application === null && signedIn) clearAddDraft(signedIn.user.id);
    close();
  };
  const startOver = useCallback(
    () => setState((current) => ({ ...current, session: current.session + 1 })),
    [],
  );
  const controls = useMemo<ApplicationDialogControls>(() => ({ openNew, openEdit }), [openNew, openEdit]);

  useEffect(() => {
    if (state.open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== "n" && event.key !== "N") return;
      if (event.defaultPrevented || event.repeat || event.isComposing) return;
      if (event.ctrlKey || event.metaKey || event.altKey || event.shiftKey) return;
      if (isTypingTarget(event.target)) return;
      if (document.querySelector('[role="dialog"], [role="alertdialog"], [role="menu"]')) return;
      event.preventDefault();
      openNew();
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [state.open, openNew]);

  const editing = state.application !== null;
  const ApplicationForm = form.Component;

  return (
    <ApplicationDialogContext value={controls}>
      {children}
      <Dialog open={state.open} onOpenChange={(open) => (open ? undefined : requestClose())}>
        <DialogContent
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo.current;
            if (!target?.isConnected) return;
            event.preventDefault();
            target.focus();
          }}
          className="flex max-h-[min(92dvh,56rem)] max-w-2xl flex-col gap-0 overflow-hidden p-0 max-sm:top-0 max-sm:left-0 max-sm:h-dvh max-sm:max-h-none max-sm:w-full max-sm:max-w-none max-sm:translate-x-0 max-sm:translate-y-0 max-sm:rounded-none max-sm:border-0"
        >
          <div className="border-b border-border px-5 pt-5 pb-4 pr-14 sm:px-6">
            <DialogTitle>{editing ? "Edit Application" : "Add Application"}</DialogTitle>
            <DialogDescription className="mt-1">
              {editing
                ? `${state.application?.jobTitle} at ${state.application?.company}`
                : "Record a job you applied for; you can add details later."}
            </DialogDescription>
          </div>
          <LoadBoundary resetKey={form.attempt} fallback={<FormLoadFailed onRetry={form.retry} />}>
            <Suspense fallback={<LoadingState label={applicationMessages.loadingForm} className="flex-1" />}>
              <ApplicationForm
                key={state.session}
                application={state.application ?? undefined}
                onCancel={requestClose}
                onSaved={close}
                link={state.link}
                onUnsavedChange={setUnsaved}
                onStartOver={startOver}
              />
            </Suspense>
          </LoadBoundary>
        </DialogContent>
      </Dialog>
      <ConfirmDiscard
        open={askingToDiscard}
        editing={editing}
        onKeepEditing={() => setAskingToDiscard(false)}
        onDiscard={discard}
      />
    </ApplicationDialogContext>
  );
}

/** Asks before closing over unsaved changes; keeping them is the default (and Escape). */
function ConfirmDiscard({
  open,
  editing,
  onKeepEditing,
  onDiscard,
}: {
  open: boolean;
  editing: boolean;
  onKeepEditing: () => void;
  onDiscard: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onKeepEditing())}>
      <DialogContent role="alertdialog" className="max-w-md">
        <div className="flex flex-col gap-2 pr-6">
          <DialogTitle>Discard unsaved changes?</DialogTitle>
          <DialogDescription>
            {editing
              ? "Your changes to this application have not been saved and will be lost."
              : "This application has not been added yet: what you typed will be lost."}
          </DialogDescription>
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onKeepEditing} autoFocus>
            Keep editing
          </Button>
          <Button variant="destructive" onClick={onDiscard}>
            Discard
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

function FormLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex min-h-40 flex-1 flex-col items-center justify-center gap-4 p-6 text-center"
    >
      <span className="flex items-center gap-2 text-foreground">
        <TriangleAlertIcon aria-hidden className="size-5 text-destructive-text" />
        {applicationMessages.formFailed}
      </span>
      <Button variant="secondary" onClick={onRetry}>
        <RotateCcwIcon aria-hidden /> Retry
      </Button>
    </div>
  );
}
