import { MergeIcon } from "lucide-react";
import { useState } from "react";
import { sourcesSettings } from "@/domain/paths";
import { lookalikeSources, type SourceUse, sourceMessages } from "@/domain/sources";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { NativeSelect } from "@/web/components/ui/input";
import { LoadingState } from "@/web/components/ui/spinner";
import { toast } from "@/web/components/ui/use-toast";
import { useMergeSources, useSources } from "@/web/entities/application/api/sources";
import { errorToText } from "@/web/lib/api-client";
import { functionalStorage } from "@/web/lib/consent";
import { useLinkedSection } from "../hooks/use-linked-section";
import { SettingsSection } from "./settings-section";

const uses = (count: number) =>
  `${count.toLocaleString("en-US")} ${count === 1 ? "application" : "applications"}`;

// Lookalike groups the user said are two places, by their names: a new spelling joining a
// group makes it a new question.
const keptApartKey = "jobtrail:sources-kept-apart";
const groupName = (group: readonly SourceUse[]) =>
  group
    .map((use) => use.source)
    .sort()
    .join("\n");
function readKeptApart(): string[] {
  try {
    const kept: unknown = JSON.parse(functionalStorage.getItem(keptApartKey) ?? "[]");
    return Array.isArray(kept) ? kept.filter((name) => typeof name === "string") : [];
  } catch {
    return [];
  }
}

/** Merges sources, saying how many applications moved, or why not. */
function useMerge() {
  const merge = useMergeSources();
  const run = (from: string[], into: string, onDone?: () => void) =>
    merge.mutate(
      { from, into },
      {
        onSuccess: ({ source, moved }) => {
          toast({
            title: sourceMessages.merged,
            description: `${uses(moved)} now ${moved === 1 ? "says" : "say"} ${source}`,
            variant: "success",
          });
          onDone?.();
        },
        onError: (error) =>
          toast({
            title: "Could not merge the sources",
            description: errorToText(error),
            variant: "destructive",
          }),
      },
    );
  return { run, pending: merge.isPending };
}

/** Sources that look like one place written two ways, with a merge into the most used. */
function Lookalike({ group, onKeepApart }: { group: SourceUse[]; onKeepApart: () => void }) {
  const [kept, ...others] = group as [SourceUse, ...SourceUse[]];
  const merge = useMerge();
  const [confirming, setConfirming] = useState(false);
  const names = group.map((use) => use.source);
  const listed = `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
  return (
    <Alert title={`${listed} may be one source`}>
      <p>
        {confirming
          ? `Every application that says ${others.map((use) => use.source).join(" or ")} will say ${kept.source}.`
          : group.map((use) => `${use.source}: ${uses(use.applications)}`).join(" · ")}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        {confirming ? (
          <>
            <Button variant="secondary" size="sm" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button
              size="sm"
              disabled={merge.pending}
              onClick={() =>
                merge.run(
                  others.map((use) => use.source),
                  kept.source,
                )
              }
            >
              Merge into {kept.source}
            </Button>
          </>
        ) : (
          <>
            <Button variant="secondary" size="sm" onClick={() => setConfirming(true)}>
              Merge into {kept.source}...
            </Button>
            <Button variant="ghost" size="sm" onClick={onKeepApart}>
              Keep apart
            </Button>
          </>
        )}
      </div>
    </Alert>
  );
}

/** One source, its count, and a way to merge it into another of the user's. */
function SourceRow({ use, others }: { use: SourceUse; others: SourceUse[] }) {
  const merge = useMerge();
  const [into, setInto] = useState<string | null>(null);
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 p-3">
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words">{use.source}</p>
        <p className="text-xs text-muted">{uses(use.applications)}</p>
      </div>
      {into === null ? (
        others.length > 0 ? (
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Merge ${use.source} into another source`}
            onClick={() => setInto(others[0]!.source)}
          >
            <MergeIcon aria-hidden /> Merge...
          </Button>
        ) : null
      ) : (
        <div className="flex flex-wrap items-center gap-2 max-sm:w-full">
          <span aria-hidden className="text-sm text-muted">
            Into
          </span>
          <NativeSelect
            aria-label={`Merge ${use.source} into`}
            value={into}
            onChange={(event) => setInto(event.target.value)}
            className="h-9 w-48 py-0 text-sm"
          >
            {others.map((other) => (
              <option key={other.source} value={other.source}>
                {other.source}
              </option>
            ))}
          </NativeSelect>
          <Button size="sm" disabled={merge.pending} onClick={() => merge.run([use.source], into)}>
            Merge
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setInto(null)}>
            Cancel
          </Button>
        </div>
      )}
    </li>
  );
}

/**
 * The sources the user's applications give, with how many give each. One place written two
 * ways counts twice in the filters and analytics, so lookalikes are pointed out and any
 * source can be merged into another. Nothing merges unless the user says so.
 */
export function SourcesSection() {
  const sources = useSources();
  const [keptApart, setKeptApart] = useState(readKeptApart);
  const keepApart = (group: SourceUse[]) => {
    const next = [...keptApart, groupName(group)];
    setKeptApart(next);
    functionalStorage.setItem(keptApartKey, JSON.stringify(next));
  };
  const items = sources.data ?? [];
  // The Source filter's "Merge sources..." leads here.
  const sectionRef = useLinkedSection(sourcesSettings, sources.isSuccess);
  const lookalikes = lookalikeSources(items).filter((group) => !keptApart.includes(groupName(group)));
  return (
    <div ref={sectionRef} className="scroll-mt-24">
      <SettingsSection
        title="Sources"
        description="Where your applications came from. One place written two ways counts as two in your filters and analytics until you merge them."
      >
        {sources.isPending ? <LoadingState label="Loading sources..." /> : null}
        {sources.isError ? (
          <Alert variant="destructive" title="Could not load your sources">
            {errorToText(sources.error)}
          </Alert>
        ) : null}
        {sources.isSuccess && items.length === 0 ? (
          <p className="text-sm text-muted">None of your applications says where you found the job yet.</p>
        ) : null}
        {items.length > 0 ? (
          <div className="flex flex-col gap-4">
            {lookalikes.map((group) => (
              <Lookalike key={groupName(group)} group={group} onKeepApart={() => keepApart(group)} />
            ))}
            <ul
              aria-label="Your sources"
              className="divide-y divide-border rounded-xl border border-border text-sm"
            >
              {items.map((use) => (
                <SourceRow key={use.source} use={use} others={items.filter((other) => other !== use)} />
              ))}
            </ul>
          </div>
        ) : null}
      </SettingsSection>
    </div>
  );
}
