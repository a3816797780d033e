CREATE TABLE "account_deletions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid,
	"customer_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"purge_due_at" timestamp with time zone NOT NULL,
	"purged_at" timestamp with time zone,
	"questionnaire" jsonb
);
--> statement-breakpoint
CREATE TABLE "consent_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"account_id" uuid,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"brand" text NOT NULL,
	"from_value" text NOT NULL,
	"to_value" text NOT NULL,
	"change_channel" text NOT NULL,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketing_bans" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid,
	"change_channel" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
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
ALTER TABLE "consents" ADD COLUMN "change_channel" text DEFAULT 'UNKNOWN' NOT NULL;--> statement-breakpoint
ALTER TABLE "consent_changes" ADD CONSTRAINT "consent_changes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_changes" ADD CONSTRAINT "consent_changes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketing_bans" ADD CONSTRAINT "marketing_bans_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketing_bans" ADD CONSTRAINT "marketing_bans_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "username_changes" ADD CONSTRAINT "username_changes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_deletions_open_account_idx" ON "account_deletions" USING btree ("account_id") WHERE "account_deletions"."purged_at" is null;--> statement-breakpoint
CREATE INDEX "account_deletions_due_idx" ON "account_deletions" USING btree ("purge_due_at") WHERE "account_deletions"."purged_at" is null;--> statement-breakpoint
CREATE INDEX "consent_changes_customer_idx" ON "consent_changes" USING btree ("customer_id","changed_at");--> statement-breakpoint
CREATE INDEX "username_changes_account_id_created_at_index" ON "username_changes" USING btree ("account_id","created_at");