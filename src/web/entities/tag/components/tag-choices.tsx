import { PlusIcon, SettingsIcon } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import type { Tag } from "@/domain/tag-inputs";
import { nextTagColor, tagLimits } from "@/domain/tags";
import { Checkbox } from "@/web/components/ui/checkbox";
import { Input } from "@/web/components/ui/input";
import { toast } from "@/web/components/ui/use-toast";
import { errorToText } from "@/web/lib/api-client";
import { useCreateTag, useTags } from "../api/tags";
import { TagChip } from "./tag-chip";

/**
 * The picker's list: the user's tags to tick, narrowed by the text box, and a new tag made
 * from what was typed (Enter, or the button), in the next colour.
 */
export default function TagChoices({
  selected,
  onChange,
  onManage,
}: {
  selected: readonly string[];
  onChange: (tagIds: string[]) => void;
  onManage: () => void;
}) {
  const { tags } = useTags();
  const create = useCreateTag();
  const [text, setText] = useState("");
  const listId = useId();
  const needle = text.trim().toLocaleLowerCase();
  const shown = needle ? tags.filter((tag) => tag.name.toLocaleLowerCase().includes(needle)) : tags;
  const exact = tags.some((tag) => tag.name.toLocaleLowerCase() === needle);
  const full = selected.length >= tagLimits.perApplication;

  const toggle = (tag: Tag, checked: boolean) =>
    onChange(checked ? [...selected, tag.id] : selected.filter((id) => id !== tag.id));

  // The search box has the keyboard as soon as the list shows: typing narrows it at once.
  const search = useRef<HTMLInputElement>(null);
  useEffect(() => search.current?.focus(), []);

  /** Enter: the tag typed (or the only one left in the list) is ticked, else made. */
  const chooseFromText = () => {
    const match =
      tags.find((tag) => tag.name.toLocaleLowerCase() === needle) ??
      (shown.length === 1 ? shown[0] : undefined);
    if (!needle || !match) return createFromText();
    if (!selected.includes(match.id) && !full) toggle(match, true);
    setText("");
  };

  const createFromText = () => {
    const name = text.trim();
    if (!name || exact || full) return;
    create.mutate(
      { name, color: nextTagColor(tags.length) },
      {
        onSuccess: (tag) => {
          onChange([...selected, tag.id]);
          setText("");
        },
        onError: (error) =>
          toast({ title: "The tag was not made", description: errorToText(error), variant: "destructive" }),
      },
    );
  };

  return (
    <>
      <Input
        ref={search}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            // Enter ticks or makes the tag typed; it never submits a form around the picker.
            event.preventDefault();
            chooseFromText();
          }
        }}
        aria-label="Find or make a tag"
        aria-controls={listId}
        placeholder="Find or make a tag"
        maxLength={tagLimits.name}
        className="h-9"
      />
      <ul id={listId} aria-label="Tags" className="flex max-h-60 flex-col overflow-y-auto">
        {shown.map((tag) => {
          const checked = selected.includes(tag.id);
          return (
            <li key={tag.id}>
              <label
                htmlFor={`${listId}-${tag.id}`}
                className="flex cursor-pointer items-center gap-2.5 rounded-md px-1.5 py-1.5 hover:bg-surface-raised"
              >
                <Checkbox
                  id={`${listId}-${tag.id}`}
                  checked={checked}
                  disabled={!checked && full}
                  onCheckedChange={(value) => toggle(tag, value === true)}
                />
                <TagChip tag={tag} />
              </label>
            </li>
          );
        })}
        {shown.length === 0 && !needle ? (
          <li className="px-1.5 py-2 text-sm text-muted">No tags yet. Type a name to make one.</li>
        ) : null}
      </ul>
      {full ? (
        <p className="text-xs text-muted">An application can have up to {tagLimits.perApplication} tags.</p>
      ) : null}
      {needle && !exact ? (
        <button
          type="button"
          onClick={createFromText}
          disabled={create.isPending || full}
          className="flex items-center gap-2 rounded-md px-1.5 py-1.5 text-left text-sm text-primary hover:bg-surface-raised disabled:opacity-60"
        >
          <PlusIcon aria-hidden className="size-4" /> Make the tag “{text.trim()}”
        </button>
      ) : null}
      <button
        type="button"
        onClick={onManage}
        className="flex items-center gap-2 border-t border-border px-1.5 pt-2 text-left text-sm text-muted hover:text-foreground"
      >
        <SettingsIcon aria-hidden className="size-4" /> Manage tags...
      </button>
    </>
  );
}
