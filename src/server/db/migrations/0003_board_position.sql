ALTER TABLE "applications" ADD COLUMN "board_position" double precision DEFAULT -extract(epoch from clock_timestamp()) NOT NULL;--> statement-breakpoint
-- Cards already on the board: the latest move on top, as if each had been moved on its day,
-- and cards moved on one day a second apart (newest first), so each has a place of its own.
UPDATE "applications" SET "board_position" = "placed"."position"
FROM (
  SELECT "id", -extract(epoch from "status_date"::timestamp)
    + row_number() OVER (PARTITION BY "user_id", "status_date" ORDER BY "created_at" DESC, "id") AS "position"
  FROM "applications"
) AS "placed"
WHERE "applications"."id" = "placed"."id";
