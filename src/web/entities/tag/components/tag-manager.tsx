import { Trash2Icon } from "lucide-react";
import { useId, useRef, useState } from "react";
import type { Tag } from "@/domain/tag-inputs";
import { nextTagColor, type TagColor, tagColors, tagLimits, tagMessages } from "@/domain/tags";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/web/components/ui/dialog";
import { Input, NativeSelect } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { toast } from "@/web/components/ui/use-toast";
import { errorToText } from "@/web/lib/api-client";
import { useCreateTag, useDeleteTag, useTags, useUpdateTag } from "../api/tags";
import { TagDot } from "./tag-chip";

const colorName = (color: TagColor) => color[0]!.toUpperCase() + color.slice(1);

function ColorSelect({
  value,
  onChange,
  label,
}: {
  value: TagColor;
  onChange: (color: TagColor) => void;
  label: string;
}) {
  return (
    <div className="relative shrink-0">
      <TagDot
        color={value}
        className="pointer-events-none absolute top-1/2 left-3 z-10 size-3 -translate-y-1/2"
      />
      <NativeSelect
        aria-label={label}
        value={value}
        onChange={(event) => onChange(event.target.value as TagColor)}
        className="h-9 w-32 py-0 pl-8 text-sm"
      >
        {tagColors.map((color) => (
          <option key={color} value={color}>
            {colorName(color)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/** One tag: its colour and name, saved as they change; delete after a second press. */
function TagRow({ tag }: { tag: Tag }) {
  const update = useUpdateTag();
  const remove = useDeleteTag();
  const [name, setName] = useState(tag.name);
  // The name last sent: Enter then leaving the field sends it once.
  const sent = useRef(tag.name);
  const [confirming, setConfirming] = useState(false);
  const failed = (title: string) => (error: unknown) =>
    toast({ title, description: errorToText(error), variant: "destructive" });
  const saveName = () => {
    const trimmed = name.trim();
    if (trimmed === sent.current) return;
    if (!trimmed) {
      setName(sent.current);
      return;
    }
    const before = sent.current;
    sent.current = trimmed;
    update.mutate(
      { id: tag.id, changes: { name: trimmed } },
      {
        onSuccess: () => toast({ title: tagMessages.saved, variant: "success" }),
        onError: (error) => {
          sent.current = before;
          setName(before);
          failed("The tag was not renamed")(error);
        },
      },
    );
  };
  const uses =
    tag.applications === 1 ? "1 application" : `${tag.applications.toLocaleString("en-US")} applications`;
  return (
    <li className="flex flex-wrap items-center gap-2 border-b border-border py-2.5 last:border-b-0">
      <ColorSelect
        label={`Colour of ${tag.name}`}
        value={tag.color}
        onChange={(color) =>
          update.mutate({ id: tag.id, changes: { color } }, { onError: failed("The colour was not saved") })
        }
      />
      <Input
        aria-label={`Name of ${tag.name}`}
        value={name}
        maxLength={tagLimits.name}
        onChange={(event) => setName(event.target.value)}
        onBlur={saveName}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            saveName();
          }
        }}
        className="h-9 min-w-32 flex-1"
      />
      <span className="text-xs text-muted tabular-nums max-sm:flex-1 sm:w-28">{uses}</span>
      <Button
        variant={confirming ? "destructive" : "ghost"}
        size="sm"
        disabled={remove.isPending}
        aria-label={confirming ? `Delete ${tag.name} from ${uses}` : `Delete ${tag.name}`}
        onBlur={() => setConfirming(false)}
        onClick={() => {
          if (!confirming && tag.applications > 0) {
            setConfirming(true);
            return;
          }
          remove.mutate(tag.id, {
            onSuccess: () => toast({ title: tagMessages.deleted, variant: "success" }),
            onError: failed("The tag was not deleted"),
          });
        }}
      >
        <Trash2Icon aria-hidden />
        {confirming ? "Delete from all" : null}
      </Button>
    </li>
  );
}

function NewTag({ count }: { count: number }) {
  const id = useId();
  const create = useCreateTag();
  const [name, setName] = useState("");
  const [color, setColor] = useState<TagColor>(nextTagColor(count));
  const [error, setError] = useState<string | null>(null);
  const full = count >= tagLimits.perUser;
  return (
    <form
      className="flex flex-col gap-1.5"
      onSubmit={(event) => {
        event.preventDefault();
        const trimmed = name.trim();
        if (!trimmed) {
          setError(tagMessages.name);
          return;
        }
        create.mutate(
          { name: trimmed, color },
          {
            onSuccess: () => {
              toast({ title: tagMessages.created, variant: "success" });
              setName("");
              setError(null);
              setColor(nextTagColor(count + 1));
            },
            onError: (failure) => setError(errorToText(failure)),
          },
        );
      }}
    >
      <Label htmlFor={id}>New tag</Label>
      <div className="flex flex-wrap items-center gap-2">
        <ColorSelect label="Colour of the new tag" value={color} onChange={setColor} />
        <Input
          id={id}
          value={name}
          maxLength={tagLimits.name}
          placeholder="Remote, Dream job, Via a friend..."
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setName(event.target.value)}
          className="h-9 min-w-40 flex-1"
          disabled={full}
        />
        <Button type="submit" size="sm" disabled={create.isPending || full}>
          Add tag
        </Button>
      </div>
      {error || full ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive-text">
          {error ?? tagMessages.tooMany}
        </p>
      ) : null}
    </form>
  );
}

/**
 * The user's tags in one place: make one, rename it or change its colour (saved as it
 * changes), or delete it, which takes it off every application after a second press.
 */
export default function TagManager({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { tags } = useTags();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogTitle>Tags</DialogTitle>
        <DialogDescription>
          Your own labels for applications, several on each. Filter the table and the board by them.
        </DialogDescription>
        <NewTag count={tags.length} />
        {tags.length > 0 ? (
          <ul aria-label="Your tags" className="flex flex-col">
            {tags.map((tag) => (
              <TagRow key={`${tag.id}:${tag.name}`} tag={tag} />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted">No tags yet.</p>
        )}
      </DialogContent>
    </Dialog>
  );
}
