import { RotateCcwIcon, TriangleAlertIcon } from "lucide-react";
import { type ReactNode, Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { Application } from "@/domain/application-schemas";
import { applicationMessages } from "@/domain/applications";
import { LoadBoundary, useRetryableLazy } from "@/web/components/retryable-lazy";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/web/components/ui/dialog";
import { LoadingState } from "@/web/components/ui/spinner";
import {
  ApplicationDialogContext,
  type ApplicationDialogControls,
} from "@/web/entities/application/hooks/application-dialog-context";

// The form (react-hook-form, the zod schema, every field) is its own chunk: the dashboard
// shows without it, and it loads the first time the dialog opens.
const loadApplicationForm = () => import("./application-form");

type DialogState = {
  open: boolean;
  application: Application | null;
  session: number;
  postingUrl?: string | undefined;
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
  const openNew = useCallback((options?: { postingUrl?: string }) => {
    returnFocusTo.current = focusReturnTarget();
    setState((current) => ({
      open: true,
      application: null,
      session: current.session + 1,
      postingUrl: options?.postingUrl,
    }));
  }, []);
  const openEdit = useCallback((application: Application) => {
    returnFocusTo.current = focusReturnTarget();
    setState((current) => ({ open: true, application, session: current.session + 1 }));
  }, []);
  const close = useCallback(() => setState((current) => ({ ...current, open: false })), []);
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
      <Dialog open={state.open} onOpenChange={(open) => (open ? undefined : close())}>
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
                onCancel={close}
                onSaved={close}
                postingUrl={state.postingUrl}
              />
            </Suspense>
          </LoadBoundary>
        </DialogContent>
      </Dialog>
    </ApplicationDialogContext>
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
