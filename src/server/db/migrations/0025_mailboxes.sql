CREATE TABLE "mailboxes" (
	"user_id" text PRIMARY KEY NOT NULL,
	"host" text NOT NULL,
	"port" integer NOT NULL,
	"security" text NOT NULL,
	"username" text NOT NULL,
	"sealed_password" text NOT NULL,
	"folders" text[] NOT NULL,
	"look_back_days" integer NOT NULL,
	"cursor" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"next_check_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_checked_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mailboxes_security_check" CHECK ("mailboxes"."security" in ('tls', 'starttls'))
);
--> statement-breakpoint
ALTER TABLE "mailboxes" ADD CONSTRAINT "mailboxes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mailboxes_next_check_idx" ON "mailboxes" USING btree ("next_check_at");