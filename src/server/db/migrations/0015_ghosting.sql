ALTER TABLE "applications" ADD COLUMN "waiting_since" date;--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD COLUMN "ghost_after_applied" integer DEFAULT 21;--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD COLUMN "ghost_after_interview" integer DEFAULT 14;--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD CONSTRAINT "reminder_settings_ghost_days_check" CHECK (coalesce("reminder_settings"."ghost_after_applied", 3) between 3 and 180 and coalesce("reminder_settings"."ghost_after_interview", 3) between 3 and 180);