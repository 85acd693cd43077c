CREATE TABLE "reminder_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"follow_up_days" integer DEFAULT 7,
	"digest_enabled" boolean DEFAULT false NOT NULL,
	"digest_hour" integer DEFAULT 8 NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"digest_sent_on" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_settings_follow_up_days_check" CHECK ("reminder_settings"."follow_up_days" is null or "reminder_settings"."follow_up_days" between 1 and 90),
	CONSTRAINT "reminder_settings_digest_hour_check" CHECK ("reminder_settings"."digest_hour" between 0 and 23)
);
--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD CONSTRAINT "reminder_settings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reminder_settings_digest_idx" ON "reminder_settings" USING btree ("user_id") WHERE "reminder_settings"."digest_enabled";