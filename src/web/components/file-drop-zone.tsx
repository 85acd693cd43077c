import { type DragEvent, type ReactNode, useRef, useState } from "react";
import { cn } from "@/web/lib/cn";

type FileDropZoneProps = {
  onFiles: (files: File[]) => void;
  /** The file input's accept list. */
  accept: string;
  multiple?: boolean;
  /** The hidden file input's name for assistive technology. */
  inputLabel: string;
  className?: string;
  /** The zone's content: `choose` opens the file picker, `dragging` says a file is over it. */
  children: (zone: { dragging: boolean; choose: () => void }) => ReactNode;
};

/**
 * A dashed area files can be dropped on, with a hidden file input its content opens. Dropping
 * is a shortcut for pointer users; the content's button does the same by keyboard.
 */
export function FileDropZone({
  onFiles,
  accept,
  multiple = false,
  inputLabel,
  className,
  children,
}: FileDropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const files = [...event.dataTransfer.files];
    if (files.length > 0) onFiles(multiple ? files : files.slice(0, 1));
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping is a shortcut; the content's button does the same by keyboard
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      className={cn(
        "flex flex-col items-center rounded-xl border border-dashed border-border-strong px-4 text-center transition-colors motion-reduce:transition-none",
        dragging && "border-primary bg-primary/5",
        className,
      )}
    >
      {children({ dragging, choose: () => input.current?.click() })}
      <input
        ref={input}
        type="file"
        multiple={multiple}
        accept={accept}
        className="sr-only"
        tabIndex={-1}
        aria-label={inputLabel}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          if (files.length > 0) onFiles(files);
          event.target.value = "";
        }}
      />
    </div>
  );
}
