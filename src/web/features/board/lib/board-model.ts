// The kanban board's rules, apart from React and dnd-kit: which card goes where, where a
// dropped card lands, and what it saves.

import type { Application } from "@/domain/application-schemas";
import { type ApplicationStatus, applicationStatuses } from "@/domain/applications";

export type BoardColumns = Record<ApplicationStatus, Application[]>;

/**
 * Where a moving card would land: a column, and its index among that column's cards
 * without the moving card itself (so index 0 is the top, the column's length the end).
 */
export type Placement = { status: ApplicationStatus; index: number };

/** The user's own order (board position), then the latest change first, then a stable tiebreak. */
function compareCards(a: Application, b: Application): number {
  if (a.boardPosition !== b.boardPosition) return a.boardPosition - b.boardPosition;
  // An unknown date sorts as the oldest.
  if (a.statusDate !== b.statusDate) return (a.statusDate ?? "") < (b.statusDate ?? "") ? 1 : -1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** The applications that pass the filters, by status, each column in the user's order. */
export function boardColumns(
  applications: readonly Application[],
  matches: (application: Application) => boolean,
): BoardColumns {
  const columns = Object.fromEntries(
    applicationStatuses.map((status) => [status, []]),
  ) as unknown as BoardColumns;
  for (const application of applications)
    if (matches(application)) columns[application.status].push(application);
  for (const status of applicationStatuses) columns[status].sort(compareCards);
  return columns;
}

/** A column's cards without the one being moved: the list a placement's index counts in. */
function withoutCard(cards: readonly Application[], id: string): Application[] {
  return cards.filter((card) => card.id !== id);
}

/** Where a card sits now, as a placement. */
export function placementOf(columns: BoardColumns, application: Application): Placement {
  const index = columns[application.status].findIndex((card) => card.id === application.id);
  return { status: application.status, index: Math.max(0, index) };
}

export function samePlacement(a: Placement, b: Placement): boolean {
  return a.status === b.status && a.index === b.index;
}

export type BoardKey = "ArrowLeft" | "ArrowRight" | "ArrowUp" | "ArrowDown";

/**
 * One key press while a card is picked up: Left and Right go to the neighbouring shown
 * column (one per press) at the same height where it can, Up and Down one place within
 * the column. Null at an edge: the card stays where it is.
 */
export function nextPlacement(
  columns: BoardColumns,
  shown: readonly ApplicationStatus[],
  movingId: string,
  placement: Placement,
  key: BoardKey,
): Placement | null {
  const length = (status: ApplicationStatus) => withoutCard(columns[status], movingId).length;
  if (key === "ArrowUp") return placement.index > 0 ? { ...placement, index: placement.index - 1 } : null;
  if (key === "ArrowDown")
    return placement.index < length(placement.status) ? { ...placement, index: placement.index + 1 } : null;
  const column = shown.indexOf(placement.status) + (key === "ArrowLeft" ? -1 : 1);
  const status = shown[column];
  if (column < 0 || !status) return null;
  return { status, index: Math.min(placement.index, length(status)) };
}

/** A position between two neighbours' positions; an empty column's first card gets `fallback`. */
export function positionBetween(
  before: number | undefined,
  after: number | undefined,
  fallback: number,
): number {
  if (before !== undefined && after !== undefined) return before + (after - before) / 2;
  if (before !== undefined) return before + 1;
  if (after !== undefined) return after - 1;
  return fallback;
}

/**
 * What a drop saves: the new status (when the column changed) and a board position between
 * the neighbours the user sees. With filters on, those neighbours are still neighbours in
 * the whole column, so the card lands between them there too. Null when nothing moved.
 */
export function dropChanges(
  columns: BoardColumns,
  moving: Application,
  placement: Placement,
  now: () => number = Date.now,
): { status?: ApplicationStatus; boardPosition: number } | null {
  if (samePlacement(placement, placementOf(columns, moving))) return null;
  const cards = withoutCard(columns[placement.status], moving.id);
  const boardPosition = positionBetween(
    cards[placement.index - 1]?.boardPosition,
    cards[placement.index]?.boardPosition,
    -now() / 1000,
  );
  return placement.status === moving.status ? { boardPosition } : { status: placement.status, boardPosition };
}

/** "position 2 of 5" in the column the card would land in (counting itself). */
export function positionText(columns: BoardColumns, movingId: string, placement: Placement): string {
  const total = withoutCard(columns[placement.status], movingId).length + 1;
  return `position ${placement.index + 1} of ${total}`;
}

export type ColumnRow = { kind: "card"; application: Application } | { kind: "placeholder" };

/**
 * A column's rows as drawn: its cards (the moving card included, drawn as an outline where
 * it was) and, when the moving card would land here, a slot before the `landingIndex`th
 * other card.
 */
export function columnRows(
  cards: readonly Application[],
  movingId: string | null,
  landingIndex: number | null,
): ColumnRow[] {
  const rows: ColumnRow[] = cards.map((application) => ({ kind: "card", application }));
  if (landingIndex === null) return rows;
  let others = 0;
  let at = rows.length;
  for (const [index, row] of rows.entries()) {
    if (row.kind === "card" && row.application.id === movingId) continue;
    if (others === landingIndex) {
      at = index;
      break;
    }
    others += 1;
  }
  rows.splice(at, 0, { kind: "placeholder" });
  return rows;
}

/**
 * The column a pointer is over, by its x alone (so a column's header counts too). In the gap
 * between two columns it stays with `current`, the column the slot is drawn in, so a drop
 * lands where the slot shows; outside the board it is over none, and the card goes back.
 */
export function columnAtPointer<Id>(
  x: number,
  columns: readonly { id: Id; left: number; right: number }[],
  current: Id,
): Id | null {
  const under = columns.find((column) => x >= column.left && x <= column.right);
  if (under) return under.id;
  const withinBoard =
    columns.some((column) => column.left <= x) && columns.some((column) => column.right >= x);
  return withinBoard ? current : null;
}

/**
 * The landing index for a pointer over row `row` of `rows`, `fraction` of the way down it:
 * above a card's middle lands before it, below lands after it. Over the slot or over the
 * moving card's own outline, nothing changes.
 */
export function landingIndexAt(
  rows: readonly ColumnRow[],
  movingId: string,
  row: number,
  fraction: number,
  current: number | null,
  origin: number | null,
): number {
  const others = rows.filter((entry) => entry.kind === "card" && entry.application.id !== movingId).length;
  const entry = rows[Math.max(0, Math.min(row, rows.length - 1))];
  if (row >= rows.length || !entry) return others;
  if (entry.kind === "placeholder") return current ?? others;
  if (entry.application.id === movingId) return origin ?? current ?? 0;
  let index = 0;
  for (const before of rows.slice(0, row))
    if (before.kind === "card" && before.application.id !== movingId) index += 1;
  return fraction < 0.5 ? index : index + 1;
}

/** The index a column draws its landing slot at: none while the card is still where it was. */
export function landingIndex(
  origin: Placement,
  placement: Placement,
  status: ApplicationStatus,
): number | null {
  return placement.status === status && !samePlacement(origin, placement) ? placement.index : null;
}

/** The row a placement is drawn at: the slot, or the card's own outline when it has not moved. */
export function landingRow(
  cards: readonly Application[],
  movingId: string,
  origin: Placement,
  placement: Placement,
): number {
  const landing = landingIndex(origin, placement, placement.status);
  const rows = columnRows(cards, movingId, landing);
  return rows.findIndex((row) =>
    landing === null ? row.kind === "card" && row.application.id === movingId : row.kind === "placeholder",
  );
}
