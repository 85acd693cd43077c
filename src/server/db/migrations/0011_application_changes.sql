CREATE TABLE "application_tombstones" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "changed_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "changed_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL;--> statement-breakpoint
ALTER TABLE "application_tombstones" ADD CONSTRAINT "application_tombstones_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_tombstones_user_deleted_idx" ON "application_tombstones" USING btree ("user_id","deleted_at");--> statement-breakpoint
CREATE INDEX "applications_user_changed_idx" ON "applications" USING btree ("user_id","changed_at");--> statement-breakpoint
CREATE INDEX "companies_user_changed_idx" ON "companies" USING btree ("user_id","changed_at");--> statement-breakpoint
-- What the browser's copy of the list syncs by (ADR 0019). The stamps are set here, not by
-- the code that writes, so every way of changing a row counts: edits, a card's move, bulk
-- changes, imports, a corrected history entry that moves the status date, and a logo file
-- removed under a company (its foreign key sets the column null: an update too).
-- clock_timestamp() is the moment of the write, after the writing transaction has begun:
-- the list's syncedAt relies on that.
CREATE FUNCTION "stamp_changed_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.changed_at := clock_timestamp();
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "applications_changed" BEFORE INSERT OR UPDATE ON "applications"
  FOR EACH ROW EXECUTE FUNCTION "stamp_changed_at"();--> statement-breakpoint
-- Of a company, the list shows its name, website and logo; a look for a logo that finds
-- none (logo_checked_at) changes nothing the browser holds.
CREATE TRIGGER "companies_changed" BEFORE UPDATE ON "companies"
  FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.website IS DISTINCT FROM NEW.website
    OR OLD.logo_file_id IS DISTINCT FROM NEW.logo_file_id)
  EXECUTE FUNCTION "stamp_changed_at"();--> statement-breakpoint
-- Every deletion of applications leaves their ids, in the deleting transaction: one, bulk,
-- or a company's. Not when the account itself goes (its row is already gone in that
-- transaction): nothing may be left that names a deleted user.
CREATE FUNCTION "write_application_tombstones"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "application_tombstones" ("application_id", "user_id")
  SELECT "deleted"."id", "deleted"."user_id" FROM "deleted"
  WHERE EXISTS (SELECT 1 FROM "user" WHERE "user"."id" = "deleted"."user_id")
  ON CONFLICT ("application_id") DO UPDATE SET "deleted_at" = EXCLUDED."deleted_at";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "applications_tombstones" AFTER DELETE ON "applications"
  REFERENCING OLD TABLE AS "deleted"
  FOR EACH STATEMENT EXECUTE FUNCTION "write_application_tombstones"();
