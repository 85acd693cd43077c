// Statements written as SQL, read as the driver gives their rows. Both drivers (PGlite and
// node-postgres) answer a statement with `{ rows }`, each row an object named by the
// statement's columns, with the same parsers the ORM sets (dates and timestamps as text).
import { type Column, is, noopDecoder, SQL, sql } from "drizzle-orm";
import {
  PgBoolean,
  PgDateString,
  PgDoublePrecision,
  PgInteger,
  PgNumericNumber,
  PgReal,
  PgText,
  PgTimestampString,
  PgUUID,
} from "drizzle-orm/pg-core";

/** The rows of one statement. */
export async function rowsOf<Row>(
  db: { execute: (statement: SQL) => PromiseLike<unknown> },
  statement: SQL,
): Promise<Row[]> {
  const result = await db.execute(statement);
  return (result as { rows: Row[] }).rows;
}

/**
 * A select list whose values come out of the database as the ORM would have given them,
 * each named by its key: `select ${columnsAsMapped(fields)} from ...`, read with `rowsOf`.
 *
 * Why: the ORM maps every value of every row through its column (a type check and a call
 * per value). For the whole list of 10,000 applications that was a fifth of the request's
 * time. Here the database writes each value in its final form and the rows are used as
 * they arrive: a numeric column kept as a JavaScript number is cast to float8, which both
 * drivers read as a number (the nearest double to the stored value, as the ORM's `Number()`
 * of its text gives); text, uuids, dates as text and the other numbers need nothing. A column the ORM would map
 * differently (a timestamp as a Date, a value with its own decoder) is refused when the
 * list is made, not answered wrongly.
 */
export function columnsAsMapped(fields: Record<string, Column | SQL>): SQL {
  return sql.join(
    Object.entries(fields).map(([name, field]) => sql`${asMapped(name, field)} as ${sql.identifier(name)}`),
    sql`, `,
  );
}

/** Columns the drivers already give as the ORM would: text, uuids, dates as text, numbers. */
const givenAsMapped = [
  PgText,
  PgUUID,
  PgDateString,
  PgTimestampString,
  PgInteger,
  PgDoublePrecision,
  PgReal,
  PgBoolean,
];

function asMapped(name: string, field: Column | SQL): Column | SQL {
  if (is(field, SQL)) {
    // `mapWith` keeps its decoder on the expression (the ORM's own mapping reads it there).
    if ((field as unknown as { decoder: unknown }).decoder === noopDecoder) return field;
  } else if (is(field, PgNumericNumber)) {
    return sql`${field}::float8`;
  } else if (givenAsMapped.some((type) => is(field, type))) {
    return field;
  }
  throw new Error(`columnsAsMapped: the ORM maps ${name} on its way out; select it with the ORM`);
}
