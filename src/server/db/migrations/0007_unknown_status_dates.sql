ALTER TABLE "applications" ALTER COLUMN "status_date" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "application_status_history" ALTER COLUMN "date" DROP NOT NULL;