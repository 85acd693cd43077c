ALTER TABLE "applications" ADD COLUMN "board_position" double precision DEFAULT -extract(epoch from clock_timestamp()) NOT NULL;--> statement-breakpoint
-- Cards already on the board: the latest move on top, as if each had been moved on its day.
UPDATE "applications" SET "board_position" = -extract(epoch from "status_date"::timestamp);
