import {
  type Announcements,
  type CollisionDetection,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { Application } from "@/domain/application-schemas";
import { type ApplicationStatus, applicationStatuses } from "@/domain/applications";
import { localToday } from "@/domain/dates";
import { toast } from "@/web/components/ui/use-toast";
import { useBulkUpdateApplications } from "@/web/entities/application/api/bulk-update-applications";
import { useUpdateApplication } from "@/web/entities/application/api/update-application";
import { FilterBar, FilterSummary } from "@/web/entities/application/components/filter-bar";
import { NoMatches } from "@/web/entities/application/components/no-matches";
import { useApplicationDialog } from "@/web/entities/application/hooks/application-dialog-context";
import { useApplicationFilters } from "@/web/entities/application/hooks/use-application-filters";
import { useTags } from "@/web/entities/tag/api/tags";
import { errorToText } from "@/web/lib/api-client";
import { cn } from "@/web/lib/cn";
import {
  type BoardKey,
  boardColumns,
  columnAtPointer,
  columnRows,
  dropChanges,
  landingIndex,
  landingIndexAt,
  landingRow,
  nextPlacement,
  type Placement,
  placementOf,
  positionText,
  samePlacement,
} from "../lib/board-model";
import { BoardCardFace, cardHeight, rowHeight, useCardTags } from "./board-card";
import { BoardColumn, type ColumnAction, columnId, listPadding } from "./board-column";

const boardKeys: readonly string[] = ["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown"] satisfies BoardKey[];

const screenReaderInstructions = {
  draggable:
    "To move this application to another stage, press Space or Enter to pick it up. Left and Right arrows move it to the neighbouring column, Up and Down within the column. Press Space or Enter to drop it, or Escape to cancel. Use the Edit button after the card to open it.",
};

const describe = (application: Application) => `${application.jobTitle} at ${application.company}`;

type Drag = {
  moving: Application;
  origin: Placement;
  placement: Placement;
  keyboard: boolean;
};

/**
 * The Kanban tab for a user who has applications: one column per stage, cards in the
 * user's own order, moved by mouse, touch or keyboard (dnd-kit). A drop saves at once and
 * goes back with a toast if the server refuses. The table's search and filters apply here.
 */
export function ApplicationsBoard({ applications }: { applications: Application[] }) {
  const { openEdit } = useApplicationDialog();
  const { view, updateView, searchText, setSearchText, sources, matches, clearFilters, filtering, stale } =
    useApplicationFilters(applications, { withArchive: false });
  // The board is the pipeline: the archive is never on it.
  const onBoard = useMemo(
    () => applications.filter((application) => application.archivedAt === null).length,
    [applications],
  );
  const columns = useMemo(() => boardColumns(applications, matches), [applications, matches]);
  const shown = useMemo<readonly ApplicationStatus[]>(
    () =>
      view.status.length > 0
        ? applicationStatuses.filter((status) => view.status.includes(status))
        : applicationStatuses,
    [view.status],
  );
  const matching = shown.reduce((sum, status) => sum + columns[status].length, 0);
  const today = localToday();

  // dnd-kit calls back outside React's render: these read the board as it is now.
  const [drag, setDragState] = useState<Drag | null>(null);
  const current = useRef({ columns, shown, drag });
  current.current = { columns, shown, drag };
  const setDrag = useCallback((next: Drag | null) => {
    current.current.drag = next;
    setDragState(next);
  }, []);
  const lists = useRef(new Map<ApplicationStatus, HTMLDivElement>());
  const listRef = useCallback((status: ApplicationStatus, element: HTMLDivElement | null) => {
    if (element) lists.current.set(status, element);
    else lists.current.delete(status);
  }, []);
  const pointer = useRef<{ x: number; y: number } | null>(null);
  /** The last placement announced, so a pointer crossing one slot is announced once. */
  const announced = useRef("");
  const endText = useRef("");

  // A card dropped in another column is a new element there: keep the keyboard on it, so
  // the next move starts where the last one ended (and again if a refusal puts it back).
  const refocus = useRef<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each change of the board, when the card may have been drawn in its new place.
  useEffect(() => {
    const id = refocus.current;
    if (!id) return;
    const card = document.querySelector<HTMLElement>(`[data-card-id="${CSS.escape(id)}"]`);
    if (!card) return;
    refocus.current = null;
    if (document.activeElement !== card) card.focus({ preventScroll: true });
  }, [columns]);

  const place = useCallback(
    (placement: Placement) => {
      const now = current.current.drag;
      if (now && !samePlacement(now.placement, placement)) setDrag({ ...now, placement });
    },
    [setDrag],
  );

  /** Where the pointer points: the column under it, and the slot by the rows' fixed height. */
  const placementAtPointer = useCallback((): Placement | null => {
    const { columns: board, shown: statuses, drag: now } = current.current;
    const point = pointer.current;
    if (!now || !point) return null;
    for (const status of statuses) {
      const list = lists.current.get(status);
      if (!list) continue;
      const rect = list.getBoundingClientRect();
      if (point.x < rect.left || point.x > rect.right) continue;
      const landing = landingIndex(now.origin, now.placement, status);
      const origin = now.origin.status === status ? now.origin.index : null;
      const rows = columnRows(board[status], now.moving.id, landing);
      const offset = (point.y - rect.top + list.scrollTop - listPadding) / rowHeight;
      const row = Math.max(0, Math.floor(offset));
      return { status, index: landingIndexAt(rows, now.moving.id, row, offset - row, landing, origin) };
    }
    return null;
  }, []);

  // The pointer decides the column by its x alone (columnAtPointer). A keyboard drag is over
  // the column its placement names.
  const collisionDetection = useCallback<CollisionDetection>(({ pointerCoordinates, droppableRects }) => {
    const now = current.current.drag;
    if (!now) return [];
    const placed = columnId(now.placement.status);
    if (now.keyboard || !pointerCoordinates) return [{ id: placed }];
    pointer.current = pointerCoordinates;
    const columns = [...droppableRects].map(([id, rect]) => ({ id, left: rect.left, right: rect.right }));
    const id = columnAtPointer(pointerCoordinates.x, columns, placed);
    return id === null ? [] : [{ id }];
  }, []);

  const coordinateGetter = useCallback<KeyboardCoordinateGetter>(
    (event, { currentCoordinates }) => {
      if (!boardKeys.includes(event.code)) return undefined;
      event.preventDefault();
      const { columns: board, shown: statuses, drag: now } = current.current;
      if (!now) return undefined;
      const next = nextPlacement(board, statuses, now.moving.id, now.placement, event.code as BoardKey);
      if (!next) return undefined;
      place(next);
      const list = lists.current.get(next.status);
      if (!list) return currentCoordinates;
      list.parentElement?.scrollIntoView({ block: "nearest", inline: "nearest" });
      // Bring the landing slot into view, then put the lifted card over it.
      const slotTop =
        listPadding + landingRow(board[next.status], now.moving.id, now.origin, next) * rowHeight;
      if (slotTop < list.scrollTop) list.scrollTop = slotTop - listPadding;
      else if (slotTop + cardHeight > list.scrollTop + list.clientHeight)
        list.scrollTop = slotTop + cardHeight + listPadding - list.clientHeight;
      const rect = list.getBoundingClientRect();
      const top = Math.min(Math.max(rect.top + slotTop - list.scrollTop, rect.top), rect.bottom - cardHeight);
      // dnd-kit announces a move only when the coordinates change: a slot further down a
      // scrolled column has the same top as the last, so odd and even slots differ by a pixel.
      return { x: rect.left + 8, y: top - (next.index % 2) };
    },
    [place],
  );

  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter }),
  );

  const announcePlacement = useCallback(() => {
    const now = current.current.drag;
    if (!now) return undefined;
    const key = `${now.placement.status}:${now.placement.index}`;
    if (key === announced.current) return undefined;
    announced.current = key;
    return `${now.moving.company}: ${now.placement.status}, ${positionText(current.current.columns, now.moving.id, now.placement)}.`;
  }, []);

  const announcements = useMemo<Announcements>(
    () => ({
      onDragStart: () => {
        const now = current.current.drag;
        if (!now) return undefined;
        return `Picked up ${describe(now.moving)}, in ${now.origin.status}, ${positionText(current.current.columns, now.moving.id, now.origin)}.`;
      },
      onDragMove: announcePlacement,
      onDragOver: announcePlacement,
      onDragEnd: () => endText.current,
      onDragCancel: () => endText.current,
    }),
    [announcePlacement],
  );

  const { mutateAsync: update } = useUpdateApplication();
  const save = useCallback(
    (application: Application, changes: NonNullable<ReturnType<typeof dropChanges>>) => {
      const statusChange = changes.status ? { status: changes.status, statusDate: localToday() } : {};
      update({ id: application.id, changes: { ...changes, ...statusChange } }).catch((error: unknown) => {
        refocus.current = application.id;
        toast({
          title: "Move failed",
          description: `${describe(application)} is back in ${application.status}. ${errorToText(error)}`,
          variant: "destructive",
        });
      });
    },
    [update],
  );

  const onDragStart = useCallback(
    ({ active, activatorEvent }: DragStartEvent) => {
      const moving = applications.find((application) => application.id === active.id);
      if (!moving) return;
      const origin = placementOf(current.current.columns, moving);
      endText.current = "";
      pointer.current = null;
      setDrag({
        moving,
        origin,
        placement: origin,
        keyboard: activatorEvent instanceof KeyboardEvent,
      });
      announced.current = `${origin.status}:${origin.index}`;
    },
    [applications, setDrag],
  );

  const onDragMove = useCallback(() => {
    const now = current.current.drag;
    if (!now || now.keyboard) return;
    const placement = placementAtPointer();
    if (placement) place(placement);
  }, [placementAtPointer, place]);

  const onDragEnd = useCallback(
    ({ over }: DragEndEvent) => {
      const now = current.current.drag;
      setDrag(null);
      if (!now) return;
      // A pointer let go outside the board puts the card back.
      const changes = over ? dropChanges(current.current.columns, now.moving, now.placement) : null;
      if (!changes) {
        endText.current = `${describe(now.moving)} stays in ${now.origin.status}.`;
        return;
      }
      endText.current = `Dropped ${describe(now.moving)} in ${now.placement.status}, ${positionText(current.current.columns, now.moving.id, now.placement)}.`;
      if (now.keyboard) refocus.current = now.moving.id;
      save(now.moving, changes);
    },
    [save, setDrag],
  );

  const bulk = useBulkUpdateApplications();
  const { byId: tagsById } = useTags();
  const onColumnAction = useCallback(
    (status: ApplicationStatus, action: ColumnAction) => {
      const ids = current.current.columns[status].map((application) => application.id);
      if (ids.length === 0) return;
      const count = ids.length === 1 ? "1 application" : `${ids.length.toLocaleString("en-US")} applications`;
      const done =
        action.action === "archive"
          ? {
              title: "Applications archived",
              description: `${count} from ${status}. They stay in analytics and exports.`,
            }
          : {
              title: "Tag added",
              description: `${tagsById.get(action.tagId)?.name ?? "The tag"}: on ${count} in ${status}.`,
            };
      bulk.mutate(
        action.action === "archive"
          ? { action: "archive", ids }
          : { action: "tag", ids, tagId: action.tagId },
        {
          onSuccess: () => toast({ ...done, variant: "success" }),
          onError: (error) =>
            toast({ title: "That did not work", description: errorToText(error), variant: "destructive" }),
        },
      );
    },
    [bulk.mutate, tagsById],
  );

  const onDragCancel = useCallback(() => {
    const now = current.current.drag;
    setDrag(null);
    endText.current = now
      ? `Cancelled. ${describe(now.moving)} stays in ${now.origin.status}.`
      : "Cancelled.";
  }, [setDrag]);

  return (
    <div className="flex flex-col gap-4">
      <FilterBar
        view={view}
        updateView={updateView}
        searchText={searchText}
        onSearchTextChange={setSearchText}
        sources={sources}
      />
      <FilterSummary
        matching={matching}
        total={onBoard}
        filtering={filtering}
        onClearFilters={clearFilters}
      />

      {matching === 0 && filtering ? (
        <NoMatches onClearFilters={clearFilters} />
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={collisionDetection}
          accessibility={{ announcements, screenReaderInstructions }}
          onDragStart={onDragStart}
          onDragMove={onDragMove}
          onDragEnd={onDragEnd}
          onDragCancel={onDragCancel}
        >
          <div
            aria-busy={stale}
            className={cn(
              "-mx-1 flex gap-2 overflow-x-auto px-1 pb-2 transition-opacity",
              stale && "opacity-80",
            )}
          >
            {shown.map((status) => (
              <BoardColumn
                key={status}
                status={status}
                cards={columns[status]}
                movingId={drag?.moving.id ?? null}
                landingIndex={drag ? landingIndex(drag.origin, drag.placement, status) : null}
                filtering={filtering}
                today={today}
                onOpen={openEdit}
                listRef={listRef}
                onColumnAction={onColumnAction}
              />
            ))}
          </div>
          <DragOverlay dropAnimation={null}>
            {drag ? <LiftedCard application={drag.moving} today={today} /> : null}
          </DragOverlay>
        </DndContext>
      )}
    </div>
  );
}

/** The card in the user's hand, drawn over the board as it moves. */
function LiftedCard({ application, today }: { application: Application; today: string }) {
  return <BoardCardFace application={application} tags={useCardTags(application)} today={today} lifted />;
}
