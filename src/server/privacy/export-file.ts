// One file of the data export, as the module that holds its rows writes it. Each file says
// which tables it carries: the export's test compares them with the database's tables, so
// a new table holding a user's rows is either carried by some file or said not to be.
import type { Readable } from "node:stream";
import type { PgTable } from "drizzle-orm/pg-core";

export type DataExportFile = {
  /** Its name in the zip. */
  name: string;
  /** What it holds, in the README's words (a second line after "\n"). */
  says: string;
  /** The tables whose rows of the user's it holds. */
  carries: readonly PgTable[];
  /** Made only when the zip comes to it. */
  content: (userId: string) => Promise<string | Readable>;
};
