ALTER TABLE "billing_period_changes" ADD COLUMN "applied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_method_changes" ADD COLUMN "applied_at" timestamp with time zone;