ALTER TABLE "applications" ADD COLUMN "board_position" double precision DEFAULT -extract(epoch from clock_timestamp()) NOT NULL;--> statement-breakpoint
-- Cards already on the board keep the order they were added in, newest at the top.
UPDATE "applications" SET "board_position" = -extract(epoch from "created_at");
