CREATE TABLE "username_changes" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"old_username" text NOT NULL,
	"new_username" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"superseded_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "username_changes" ADD CONSTRAINT "username_changes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "username_changes_account_id_created_at_index" ON "username_changes" USING btree ("account_id","created_at");