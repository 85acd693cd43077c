CREATE TABLE "application_tags" (
	"application_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	CONSTRAINT "application_tags_application_id_tag_id_pk" PRIMARY KEY("application_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tags_id_user_key" UNIQUE("id","user_id"),
	CONSTRAINT "tags_color_check" CHECK ("tags"."color" in ('blue', 'green', 'orange', 'red', 'yellow', 'purple', 'pink', 'teal', 'grey'))
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "application_tags" ADD CONSTRAINT "application_tags_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_tags" ADD CONSTRAINT "application_tags_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_tags" ADD CONSTRAINT "application_tags_tag_fk" FOREIGN KEY ("tag_id","user_id") REFERENCES "public"."tags"("id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_tags_tag_idx" ON "application_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_user_name_key" ON "tags" USING btree ("user_id",lower("name"));--> statement-breakpoint
-- A tag put on or taken off an application (a tag's deletion included) is a change to the
-- application: the browser's copy of the list, which syncs by changed_at, picks it up.
-- Statement-level, so tagging a thousand applications stamps them in one update.
CREATE FUNCTION "stamp_tagged_applications"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "applications" SET "changed_at" = clock_timestamp()
  WHERE "id" IN (SELECT "application_id" FROM "tag_changes");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "application_tags_added" AFTER INSERT ON "application_tags"
  REFERENCING NEW TABLE AS "tag_changes"
  FOR EACH STATEMENT EXECUTE FUNCTION "stamp_tagged_applications"();--> statement-breakpoint
CREATE TRIGGER "application_tags_removed" AFTER DELETE ON "application_tags"
  REFERENCING OLD TABLE AS "tag_changes"
  FOR EACH STATEMENT EXECUTE FUNCTION "stamp_tagged_applications"();
