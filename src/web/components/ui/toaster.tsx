import { CircleAlertIcon, CircleCheckIcon, InfoIcon, XIcon } from "lucide-react";
import { Toast as ToastPrimitive } from "radix-ui";
import { cn } from "@/web/lib/cn";
import { dismissToast, toastDuration, useToasts } from "./use-toast";

const icons = { default: InfoIcon, success: CircleCheckIcon, destructive: CircleAlertIcon } as const;

/** Renders the toasts raised with toast(); mounted once at the app's root. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider duration={toastDuration} swipeDirection="right">
      {toasts.map((item) => {
        const Icon = icons[item.variant];
        return (
          <ToastPrimitive.Root
            key={item.id}
            open={item.open}
            onOpenChange={(open) => {
              if (!open) dismissToast(item.id);
            }}
            type={item.variant === "destructive" ? "foreground" : "background"}
            className={cn(
              "group pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-2xl shadow-black/50 data-[state=closed]:hidden data-[state=open]:animate-slide-up data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=end]:hidden",
              item.variant === "destructive"
                ? "border-destructive/70 bg-[#2a0d16] text-foreground"
                : "border-border bg-surface-raised text-foreground",
            )}
          >
            <Icon
              aria-hidden
              className={cn(
                "mt-0.5 size-5 shrink-0",
                item.variant === "destructive" && "text-destructive-text",
                item.variant === "success" && "text-success",
                item.variant === "default" && "text-accent-text",
              )}
            />
            <div className="flex flex-col gap-1">
              <ToastPrimitive.Title className="text-sm font-semibold">{item.title}</ToastPrimitive.Title>
              {item.description ? (
                <ToastPrimitive.Description className="text-sm text-muted">
                  {item.description}
                </ToastPrimitive.Description>
              ) : null}
            </div>
            <ToastPrimitive.Close
              aria-label="Close"
              className="absolute top-3 right-3 inline-flex size-7 items-center justify-center rounded-md text-subtle hover:bg-surface-hover hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
            >
              <XIcon aria-hidden className="size-4" />
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        );
      })}
      {/* At the bottom, out of the way; at the top while a dialog is open, whose buttons sit at its bottom. */}
      <ToastPrimitive.Viewport className="fixed right-0 bottom-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none sm:right-2 sm:bottom-2 [:root:has([role=dialog][data-state=open],[role=alertdialog][data-state=open])_&]:top-0 [:root:has([role=dialog][data-state=open],[role=alertdialog][data-state=open])_&]:bottom-auto sm:[:root:has([role=dialog][data-state=open],[role=alertdialog][data-state=open])_&]:top-2" />
    </ToastPrimitive.Provider>
  );
}
