ALTER TABLE "data_exports" ADD COLUMN "ready_mailed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "data_exports_ready_unmailed_idx" ON "data_exports" USING btree ("completed_at") WHERE "data_exports"."status" = 'ready' and "data_exports"."ready_mailed_at" is null;--> statement-breakpoint
-- Exports already ready were mailed when they became ready (or the failure was logged then):
-- they are not mailed again now.
UPDATE "data_exports" SET "ready_mailed_at" = "completed_at" WHERE "status" = 'ready';
