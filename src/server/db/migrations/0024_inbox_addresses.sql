CREATE TABLE "inbox_addresses" (
	"user_id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"sealed_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbox_addresses_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "inbox_addresses" ADD CONSTRAINT "inbox_addresses_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;