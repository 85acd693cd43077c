import { CopyIcon } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Button } from "@/web/components/ui/button";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { toast } from "@/web/components/ui/use-toast";

/** A private address to copy: read-only, selected on focus, with a Copy button and a hint. */
export function CopyField({ label, value, hint }: { label: string; value: string; hint: ReactNode }) {
  const id = useId();
  const copy = () =>
    navigator.clipboard.writeText(value).then(
      () => toast({ title: "Address copied", variant: "success" }),
      () => toast({ title: "Could not copy: select the address and copy it", variant: "destructive" }),
    );
  return (
    <div className="flex flex-col gap-3">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={id}
          readOnly
          value={value}
          className="min-w-0 flex-1 font-mono text-xs sm:text-xs"
          aria-describedby={`${id}-hint`}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant="secondary" className="sm:h-auto" onClick={() => void copy()}>
          <CopyIcon aria-hidden /> Copy
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-sm text-muted">
        {hint}
      </p>
    </div>
  );
}
