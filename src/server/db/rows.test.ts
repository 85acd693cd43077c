import { sql } from "drizzle-orm";
import { doublePrecision, numeric, PgDialect, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { columnsAsMapped } from "./rows";

const table = pgTable("things", {
  name: text("name"),
  price: numeric("price", { precision: 10, scale: 2, mode: "number" }),
  priceText: numeric("price_text", { precision: 10, scale: 2 }),
  weight: doublePrecision("weight"),
  seenAt: timestamp("seen_at", { withTimezone: true }),
  seenAtText: timestamp("seen_at_text", { withTimezone: true, mode: "string" }),
});

const written = (fields: Parameters<typeof columnsAsMapped>[0]) =>
  new PgDialect().sqlToQuery(columnsAsMapped(fields)).sql;

describe("columnsAsMapped", () => {
  it("names each value by its key, and casts a numeric read as a number to float8", () => {
    expect(
      written({
        name: table.name,
        price: table.price,
        weight: table.weight,
        stamp: table.seenAtText,
        upper: sql`upper(${table.name})`,
      }),
    ).toBe(
      `"things"."name" as "name", "things"."price"::float8 as "price", "things"."weight" as "weight", "things"."seen_at_text" as "stamp", upper("things"."name") as "upper"`,
    );
  });

  it("refuses what the ORM would map on its way out", () => {
    expect(() => written({ seenAt: table.seenAt })).toThrow("the ORM maps seenAt on its way out");
    expect(() => written({ priceText: table.priceText })).toThrow("the ORM maps priceText");
    expect(() => written({ count: sql`count(*)`.mapWith(Number) })).toThrow("the ORM maps count");
  });
});
