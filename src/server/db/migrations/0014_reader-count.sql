CREATE TABLE "reader_count_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"from_readers" integer NOT NULL,
	"to_readers" integer NOT NULL,
	"net_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"applied_at" timestamp with time zone,
	"invoice_number" text,
	"credit_note_number" text
);
--> statement-breakpoint
ALTER TABLE "reader_count_changes" ADD CONSTRAINT "reader_count_changes_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reader_count_changes_subscription_id_index" ON "reader_count_changes" USING btree ("subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reader_count_changes_one_pending" ON "reader_count_changes" USING btree ("subscription_id") WHERE "reader_count_changes"."status" = 'PENDING';