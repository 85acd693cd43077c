import { describe, expect, it } from "vitest";
import { applicationStatuses } from "@/domain/applications";
import { anApplication } from "@/web/testing/fixtures";
import {
  boardColumns,
  columnAtPointer,
  columnRows,
  dropChanges,
  landingIndexAt,
  landingRow,
  nextPlacement,
  placementOf,
  positionBetween,
  positionText,
} from "./board-model";

const applied1 = anApplication({ company: "A1", status: "Applied", boardPosition: -30 });
const applied2 = anApplication({ company: "A2", status: "Applied", boardPosition: -20 });
const applied3 = anApplication({ company: "A3", status: "Applied", boardPosition: -10 });
const interviewing = anApplication({ company: "I1", status: "Interviewing", boardPosition: 5 });
const offer = anApplication({ company: "O1", status: "Offer", boardPosition: 1 });
const all = [applied3, interviewing, applied1, offer, applied2];
const columns = boardColumns(all, () => true);
const names = (cards: { company: string }[]) => cards.map((card) => card.company);

describe("boardColumns", () => {
  it("puts each application in its status's column, in board position order", () => {
    expect(Object.keys(columns)).toEqual([...applicationStatuses]);
    expect(names(columns.Applied)).toEqual(["A1", "A2", "A3"]);
    expect(names(columns.Interviewing)).toEqual(["I1"]);
    expect(columns.Rejected).toEqual([]);
  });

  it("orders equal positions by the latest status change, then id", () => {
    const older = anApplication({ company: "Old", boardPosition: 0, statusDate: "2025-01-01" });
    const newer = anApplication({ company: "New", boardPosition: 0, statusDate: "2025-02-01" });
    expect(names(boardColumns([older, newer], () => true).Applied)).toEqual(["New", "Old"]);
  });

  it("leaves out what the filters leave out", () => {
    const board = boardColumns(all, (application) => application.company !== "A2");
    expect(names(board.Applied)).toEqual(["A1", "A3"]);
  });
});

describe("nextPlacement (the keyboard)", () => {
  const shown = applicationStatuses;
  it("moves one place up or down within the column, and stops at its ends", () => {
    const start = placementOf(columns, applied2);
    expect(start).toEqual({ status: "Applied", index: 1 });
    expect(nextPlacement(columns, shown, applied2.id, start, "ArrowUp")).toEqual({
      status: "Applied",
      index: 0,
    });
    expect(nextPlacement(columns, shown, applied2.id, start, "ArrowDown")).toEqual({
      status: "Applied",
      index: 2,
    });
    expect(nextPlacement(columns, shown, applied2.id, { status: "Applied", index: 0 }, "ArrowUp")).toBeNull();
    // Two other cards: index 2 is the bottom.
    expect(
      nextPlacement(columns, shown, applied2.id, { status: "Applied", index: 2 }, "ArrowDown"),
    ).toBeNull();
  });

  it("moves one column per press, keeping its height where the column is long enough", () => {
    const start = { status: "Applied" as const, index: 2 };
    expect(nextPlacement(columns, shown, applied3.id, start, "ArrowRight")).toEqual({
      status: "Interviewing",
      index: 1,
    });
    expect(nextPlacement(columns, shown, applied3.id, start, "ArrowLeft")).toBeNull();
    expect(
      nextPlacement(columns, shown, interviewing.id, { status: "Interviewing", index: 0 }, "ArrowRight"),
    ).toEqual({ status: "Offer", index: 0 });
    expect(
      nextPlacement(columns, shown, offer.id, { status: "Withdrawn", index: 0 }, "ArrowRight"),
    ).toBeNull();
  });

  it("skips the columns a status filter hides", () => {
    const only = ["Applied", "Offer"] as const;
    expect(nextPlacement(columns, only, applied1.id, { status: "Applied", index: 0 }, "ArrowRight")).toEqual({
      status: "Offer",
      index: 0,
    });
  });
});

describe("dropChanges", () => {
  it("saves nothing when the card lands where it was", () => {
    expect(dropChanges(columns, applied2, { status: "Applied", index: 1 })).toBeNull();
  });

  it("places the card between its new neighbours within the column", () => {
    expect(dropChanges(columns, applied3, { status: "Applied", index: 0 })).toEqual({ boardPosition: -31 });
    expect(dropChanges(columns, applied1, { status: "Applied", index: 1 })).toEqual({ boardPosition: -15 });
    expect(dropChanges(columns, applied1, { status: "Applied", index: 2 })).toEqual({ boardPosition: -9 });
  });

  it("changes the status when the column changes", () => {
    expect(dropChanges(columns, applied1, { status: "Interviewing", index: 1 })).toEqual({
      status: "Interviewing",
      boardPosition: 6,
    });
    expect(dropChanges(columns, applied1, { status: "Rejected", index: 0 }, () => 2_000_000)).toEqual({
      status: "Rejected",
      boardPosition: -2000,
    });
  });
});

describe("positionBetween", () => {
  it("halves the gap, or steps one past an end", () => {
    expect(positionBetween(1, 2, 0)).toBe(1.5);
    expect(positionBetween(1, undefined, 0)).toBe(2);
    expect(positionBetween(undefined, 1, 0)).toBe(0);
    expect(positionBetween(undefined, undefined, 7)).toBe(7);
  });
});

describe("positionText", () => {
  it("counts the moving card in the column it would land in", () => {
    expect(positionText(columns, applied1.id, { status: "Interviewing", index: 1 })).toBe("position 2 of 2");
    expect(positionText(columns, applied1.id, { status: "Applied", index: 0 })).toBe("position 1 of 3");
  });
});

describe("columnRows and landingIndexAt (the pointer)", () => {
  const kinds = (rows: ReturnType<typeof columnRows>) =>
    rows.map((row) => (row.kind === "placeholder" ? "slot" : row.application.company));

  it("draws the slot before the nth other card, skipping the moving card's outline", () => {
    expect(kinds(columnRows(columns.Applied, applied1.id, 1))).toEqual(["A1", "A2", "slot", "A3"]);
    expect(kinds(columnRows(columns.Applied, applied1.id, 2))).toEqual(["A1", "A2", "A3", "slot"]);
    expect(kinds(columnRows(columns.Applied, null, null))).toEqual(["A1", "A2", "A3"]);
  });

  it("lands before a card over its top half and after it over its bottom half", () => {
    const rows = columnRows(columns.Interviewing, applied1.id, null);
    expect(landingIndexAt(rows, applied1.id, 0, 0.2, null, null)).toBe(0);
    expect(landingIndexAt(rows, applied1.id, 0, 0.8, null, null)).toBe(1);
    // Below the last card: the end.
    expect(landingIndexAt(rows, applied1.id, 5, 0.1, null, null)).toBe(1);
  });

  it("keeps the slot while the pointer is over it, and the origin over the card's own outline", () => {
    const rows = columnRows(columns.Applied, applied1.id, 1);
    expect(landingIndexAt(rows, applied1.id, 2, 0.5, 1, 0)).toBe(1);
    expect(landingIndexAt(rows, applied1.id, 0, 0.5, 1, 0)).toBe(0);
    // Over A3 (row 3), the second other card: before it is index 1, after it index 2.
    expect(landingIndexAt(rows, applied1.id, 3, 0.2, 1, 0)).toBe(1);
    expect(landingIndexAt(rows, applied1.id, 3, 0.7, 1, 0)).toBe(2);
  });

  it("finds the row a placement is drawn at", () => {
    const origin = placementOf(columns, applied1);
    expect(landingRow(columns.Applied, applied1.id, origin, origin)).toBe(0);
    expect(landingRow(columns.Applied, applied1.id, origin, { status: "Applied", index: 2 })).toBe(3);
  });
});

describe("columnAtPointer", () => {
  // Two columns 100 px wide with a 10 px gap between them.
  const rects = [
    { id: "Applied", left: 0, right: 100 },
    { id: "Interviewing", left: 110, right: 210 },
  ];

  it("is the column under the pointer's x", () => {
    expect(columnAtPointer(50, rects, "Applied")).toBe("Applied");
    expect(columnAtPointer(110, rects, "Applied")).toBe("Interviewing");
  });

  it("stays with the slot's column in the gap between two columns", () => {
    expect(columnAtPointer(105, rects, "Applied")).toBe("Applied");
    expect(columnAtPointer(105, rects, "Interviewing")).toBe("Interviewing");
  });

  it("is none outside the board", () => {
    expect(columnAtPointer(-5, rects, "Applied")).toBeNull();
    expect(columnAtPointer(215, rects, "Interviewing")).toBeNull();
  });
});
