import { XIcon } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { type ComponentProps, useRef } from "react";
import { cn } from "@/web/lib/cn";

export const Dialog = DialogPrimitive.Root;
export const DialogClose = DialogPrimitive.Close;

function DialogOverlay({ className, ...props }: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      className={cn(
        "fixed inset-0 z-50 bg-black/70 backdrop-blur-sm data-[state=open]:animate-fade-in",
        className,
      )}
      {...props}
    />
  );
}

const closeButtonClassName =
  "absolute top-4 right-4 inline-flex size-8 items-center justify-center rounded-md text-subtle transition-colors hover:bg-surface-hover hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring";

/**
 * The portal, overlay and close button every modal surface shares.
 *
 * Escape closes the surface even when a toast appeared after it opened. The toast is then the
 * newest of the page's dismissable layers, and Radix gives Escape to the newest one only: the
 * toast would take it and the dialog the user is in would stay open. A layer that acts on
 * Escape marks the key handled (a menu inside the dialog closing, the dialog itself); a
 * toast closing does not. So an Escape that reaches the surface unhandled closes it.
 */
function ModalContent({
  className,
  children,
  closeLabel,
  onKeyDown,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { closeLabel: string }) {
  const closeButton = useRef<HTMLButtonElement>(null);
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content
        className={className}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          if (event.key === "Escape" && !event.defaultPrevented) closeButton.current?.click();
        }}
        {...props}
      >
        {children}
        <DialogPrimitive.Close ref={closeButton} className={closeButtonClassName}>
          <XIcon aria-hidden className="size-4" />
          <span className="sr-only">{closeLabel}</span>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogContent({ className, ...props }: ComponentProps<typeof DialogPrimitive.Content>) {
  return (
    <ModalContent
      closeLabel="Close"
      className={cn(
        "fixed top-1/2 left-1/2 z-50 grid max-h-[90dvh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-(--radius-card) border border-border bg-surface p-6 shadow-2xl shadow-black/50 data-[state=open]:animate-fade-in",
        className,
      )}
      {...props}
    />
  );
}

/** A panel that slides in from the right edge: the mobile menu. */
export function SheetContent({ className, ...props }: ComponentProps<typeof DialogPrimitive.Content>) {
  return (
    <ModalContent
      closeLabel="Close menu"
      className={cn(
        "fixed inset-y-0 right-0 z-50 flex w-[min(20rem,85vw)] flex-col gap-4 overflow-y-auto border-l border-border bg-surface p-6 shadow-2xl shadow-black/50 data-[state=open]:animate-slide-up",
        className,
      )}
      {...props}
    />
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title className={cn("text-lg font-semibold text-foreground", className)} {...props} />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn("text-sm text-muted", className)} {...props} />;
}
