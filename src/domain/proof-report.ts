// The proof of applications: what a job centre or unemployment office asks for, every
// application sent in a period with its date, company, position, source, contact and each
// status change, as a signed PDF or as CSV.
import { z } from "zod";
import { isoDate } from "./dates";

const proofFormats = ["pdf", "csv"] as const;

export const proofMessages = {
  from: "Choose the first day of the period",
  to: "Choose the last day of the period",
  order: "The start date must be on or before the end date",
  format: "Format must be pdf or csv",
} as const;

export const proofReportQuery = z
  .strictObject({
    from: z.string({ error: proofMessages.from }).pipe(isoDate),
    to: z.string({ error: proofMessages.to }).pipe(isoDate),
    format: z.enum(proofFormats, { error: proofMessages.format }).default("pdf"),
  })
  .refine((query) => query.from <= query.to, { error: proofMessages.order, path: ["to"] });
export type ProofReportQuery = z.output<typeof proofReportQuery>;

/** What the signature block says above its line. */
export const proofDeclaration = "I confirm that I sent the applications listed above on the dates shown.";
