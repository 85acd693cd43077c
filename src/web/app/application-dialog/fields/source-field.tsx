import { useId } from "react";
import { useWatch } from "react-hook-form";
import { commonSources, limits } from "@/domain/applications";
import { normaliseSource } from "@/domain/sources";
import { Button } from "@/web/components/ui/button";
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { useSources } from "@/web/entities/application/api/sources";
import type { ApplicationFormApi } from "../use-application-form";
import { fieldProps } from "./field-parts";

const uses = (count: number) =>
  `${count.toLocaleString("en-US")} ${count === 1 ? "application" : "applications"}`;

/**
 * Where the job was found: any text, offered from the user's own sources first (the most
 * used first, with how many applications give each), then the common ones they have no
 * spelling of yet. A source typed another way than the user's usual spelling ("company
 * site" where they write "Company website") offers theirs, so one place counts once.
 */
export function SourceField({ form }: { form: ApplicationFormApi }) {
  const listId = useId();
  const own = useSources().data ?? [];
  const ownNames = own.map((use) => use.source);
  const typed = (useWatch({ control: form.control, name: "source" }) ?? "").trim();
  const usual = typed ? normaliseSource(typed, ownNames) : null;
  const offered = usual && usual !== typed && ownNames.includes(usual) ? usual : null;
  const suggestions = [
    ...own.map((use) => ({ value: use.source, label: uses(use.applications) })),
    ...commonSources
      .filter((common) => normaliseSource(common, ownNames) === common && !ownNames.includes(common))
      .map((common) => ({ value: common, label: undefined })),
  ];
  return (
    <>
      <FormField
        {...fieldProps(form, "source")}
        label="Source"
        hint="Where you found the job."
        after={
          offered ? (
            <p className="text-sm text-muted" aria-live="polite">
              Your other applications say <span className="font-medium text-foreground">{offered}</span>.{" "}
              <Button
                variant="link"
                size="sm"
                onClick={() => form.setValue("source", offered, { shouldDirty: true })}
              >
                Use {offered}
              </Button>
            </p>
          ) : null
        }
      >
        <Input list={listId} autoComplete="off" maxLength={limits.source} {...form.register("source")} />
      </FormField>
      <datalist id={listId}>
        {suggestions.map((suggestion) => (
          <option key={suggestion.value} value={suggestion.value} label={suggestion.label} />
        ))}
      </datalist>
    </>
  );
}
