CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"company_id" uuid NOT NULL,
	"job_title" text NOT NULL,
	"application_date" date NOT NULL,
	"status" text NOT NULL,
	"status_date" date NOT NULL,
	"source" text,
	"location" text,
	"contact_name" text,
	"contact_email" text,
	"job_url" text,
	"notes" text,
	"follow_up_date" date,
	"currency" text DEFAULT 'USD' NOT NULL,
	"salary_offered" numeric(14, 2),
	"sign_on_bonus" numeric(14, 2),
	"moving_stipend" numeric(14, 2),
	"stock_options" numeric(16, 2),
	"equity_percentage" numeric(7, 4),
	"benefits_summary" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applications_status_check" CHECK ("applications"."status" in ('Applied', 'Interviewing', 'Offer', 'Rejected', 'Not Selected', 'Withdrawn')),
	CONSTRAINT "applications_currency_check" CHECK ("applications"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "applications_money_check" CHECK (coalesce("applications"."salary_offered", 0) >= 0 and coalesce("applications"."sign_on_bonus", 0) >= 0 and coalesce("applications"."moving_stipend", 0) >= 0 and coalesce("applications"."stock_options", 0) >= 0 and coalesce("applications"."equity_percentage", 0) between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"website" text,
	"logo_file_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_id_user_key" UNIQUE("id","user_id")
);
--> statement-breakpoint
CREATE TABLE "application_status_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"status" text NOT NULL,
	"date" date NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_status_history_status_check" CHECK ("application_status_history"."status" in ('Applied', 'Interviewing', 'Offer', 'Rejected', 'Not Selected', 'Withdrawn'))
);
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_company_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."companies"("id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_logo_file_id_files_id_fk" FOREIGN KEY ("logo_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_status_history" ADD CONSTRAINT "application_status_history_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_status_history" ADD CONSTRAINT "application_status_history_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "applications_duplicate_key" ON "applications" USING btree ("user_id","company_id",lower("job_title"),"application_date");--> statement-breakpoint
CREATE INDEX "applications_user_date_idx" ON "applications" USING btree ("user_id","application_date","id");--> statement-breakpoint
CREATE INDEX "applications_user_status_idx" ON "applications" USING btree ("user_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_user_name_key" ON "companies" USING btree ("user_id",lower("name"));--> statement-breakpoint
CREATE INDEX "application_status_history_application_idx" ON "application_status_history" USING btree ("application_id","date","created_at");--> statement-breakpoint
CREATE INDEX "application_status_history_user_date_idx" ON "application_status_history" USING btree ("user_id","date");