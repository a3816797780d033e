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
CREATE UNIQUE INDEX "account_deletions_open_account_idx" ON "account_deletions" USING btree ("account_id") WHERE "account_deletions"."purged_at" is null;--> statement-breakpoint
CREATE INDEX "account_deletions_due_idx" ON "account_deletions" USING btree ("purge_due_at") WHERE "account_deletions"."purged_at" is null;