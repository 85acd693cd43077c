CREATE TABLE "inbox_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"message_id" text NOT NULL,
	"via" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_on" date,
	"from_name" text DEFAULT '' NOT NULL,
	"from_address" text,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"thread_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"kind" text NOT NULL,
	"because" text,
	"application_id" uuid,
	"matched_by" text,
	"proposal" jsonb NOT NULL,
	"confidence" real NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"decided_at" timestamp with time zone,
	"auto_applied" boolean DEFAULT false NOT NULL,
	"undo" jsonb,
	"file_id" text,
	CONSTRAINT "inbox_messages_via_check" CHECK ("inbox_messages"."via" in ('forward', 'upload', 'imap')),
	CONSTRAINT "inbox_messages_kind_check" CHECK ("inbox_messages"."kind" in ('received', 'rejection', 'interview', 'offer', 'other')),
	CONSTRAINT "inbox_messages_state_check" CHECK ("inbox_messages"."state" in ('pending', 'applied', 'dismissed'))
);
--> statement-breakpoint
CREATE TABLE "inbox_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"auto_apply" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD CONSTRAINT "inbox_messages_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD CONSTRAINT "inbox_messages_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD CONSTRAINT "inbox_messages_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_settings" ADD CONSTRAINT "inbox_settings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inbox_messages_user_message_idx" ON "inbox_messages" USING btree ("user_id","message_id");--> statement-breakpoint
CREATE INDEX "inbox_messages_user_received_idx" ON "inbox_messages" USING btree ("user_id","received_at");--> statement-breakpoint
CREATE INDEX "inbox_messages_application_idx" ON "inbox_messages" USING btree ("application_id");