import { type ReactNode, Suspense, useState } from "react";
import { Popover, PopoverContent, PopoverTrigger } from "@/web/components/ui/popover";
import { Spinner } from "@/web/components/ui/spinner";
import { preloadableLazy } from "@/web/lib/preloadable-lazy";
import { TagManagerDialog } from "./tag-manager-lazy";

// Its list is fetched the first time a picker opens (or is pointed at): the table shows a
// picker's button on every row, and most visits open none.
const choices = preloadableLazy(() => import("./tag-choices"));

type TagPickerProps = {
  /** The tags chosen now. */
  selected: readonly string[];
  onChange: (tagIds: string[]) => void;
  /** The button that opens it. */
  children: ReactNode;
  align?: "start" | "end";
};

/**
 * Choosing an application's tags: tick them in a list that the text box narrows, or make a
 * new one from what was typed (it takes the next colour; the manager changes it). Each tick
 * is a change of its own, so the caller decides whether it saves at once (a table cell) or
 * with the form.
 */
export function TagPicker({ selected, onChange, children, align = "start" }: TagPickerProps) {
  const [open, setOpen] = useState(false);
  const [managing, setManaging] = useState(false);
  return (
    <>
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger
          asChild
          onPointerEnter={() => void choices.preload()}
          onFocus={() => void choices.preload()}
        >
          {children}
        </PopoverTrigger>
        <PopoverContent align={align} className="flex w-72 flex-col gap-2 p-3">
          <Suspense fallback={<Spinner className="m-2 text-primary" />}>
            <choices.Component
              selected={selected}
              onChange={onChange}
              onManage={() => {
                setOpen(false);
                setManaging(true);
              }}
            />
          </Suspense>
        </PopoverContent>
      </Popover>
      {managing ? <TagManagerDialog open onOpenChange={setManaging} /> : null}
    </>
  );
}
