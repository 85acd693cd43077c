import { ArchiveIcon, ArchiveRestoreIcon, TagIcon } from "lucide-react";
import type { Application } from "@/domain/application-schemas";
import { Button } from "@/web/components/ui/button";
import { toggleArchive, useSaveApplication } from "@/web/entities/application/hooks/use-save-application";
import { useTags } from "@/web/entities/tag/api/tags";
import { TagChip, tagsOf } from "@/web/entities/tag/components/tag-chip";
import { TagPicker } from "@/web/entities/tag/components/tag-picker";

/**
 * The form's tags: the chosen ones, and the button that opens the picker (the field's label
 * names it). Saved with the rest of the form.
 */
export function TagsField({
  value,
  onChange,
  ...control
}: {
  value: string[];
  onChange: (tagIds: string[]) => void;
  id?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
}) {
  const { tags } = useTags();
  const chosen = tagsOf(value, tags);
  const action = chosen.length > 0 ? "Change tags" : "Add tags";
  return (
    <div className="flex flex-wrap items-center gap-2">
      {chosen.map((tag) => (
        <TagChip key={tag.id} tag={tag} />
      ))}
      <TagPicker selected={value} onChange={onChange}>
        <Button
          type="button"
          variant="secondary"
          size="sm"
          {...control}
          // Its own words first, then what is chosen: the visible text stays in the name.
          aria-label={`${action}. Tags: ${chosen.map((tag) => tag.name).join(", ") || "none"}`}
        >
          <TagIcon aria-hidden /> {action}
        </Button>
      </TagPicker>
    </div>
  );
}

/**
 * Archives the application (or restores it) from its dialog, which then closes: an archived
 * application leaves the board and the table's default view.
 */
export function ArchiveButton({ application, onDone }: { application: Application; onDone: () => void }) {
  const save = useSaveApplication();
  const archived = application.archivedAt !== null;
  return (
    <Button
      type="button"
      variant="ghost"
      className="shrink-0 max-sm:px-3"
      aria-label={archived ? "Restore from the archive" : "Archive"}
      onClick={() => {
        toggleArchive(save, application);
        onDone();
      }}
    >
      {archived ? <ArchiveRestoreIcon aria-hidden /> : <ArchiveIcon aria-hidden />}
      {/* A phone's footer holds three buttons with this one as its icon; still named. */}
      <span className="max-sm:sr-only">{archived ? "Restore" : "Archive"}</span>
    </Button>
  );
}
