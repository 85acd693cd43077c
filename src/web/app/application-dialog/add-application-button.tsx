import { PlusIcon } from "lucide-react";
import { Button, type ButtonProps } from "@/web/components/ui/button";
import { Kbd } from "@/web/components/ui/kbd";
import { useApplicationDialog } from "@/web/entities/application/hooks/application-dialog-context";

/** Opens the empty form; the N key does the same, and the button says so. */
export function AddApplicationButton(
  props: Omit<ButtonProps, "onClick" | "children" | "asChild" | "variant">,
) {
  const { openNew } = useApplicationDialog();
  return (
    <Button aria-keyshortcuts="N" onClick={() => openNew()} {...props}>
      <PlusIcon aria-hidden /> Add Application
      <Kbd
        aria-hidden
        className="ml-1 border-primary-foreground/25 bg-primary-foreground/10 text-primary-foreground/80"
      >
        N
      </Kbd>
    </Button>
  );
}
