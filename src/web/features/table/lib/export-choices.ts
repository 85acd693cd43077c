import type { ExportFormat } from "@/domain/applications";

/** The files an export menu offers, in the words the menu uses. */
export const exportChoices: { format: ExportFormat; label: string }[] = [
  { format: "csv", label: "CSV for a spreadsheet" },
  { format: "json", label: "JSON, with each status history" },
  { format: "pdf", label: "PDF report" },
];
