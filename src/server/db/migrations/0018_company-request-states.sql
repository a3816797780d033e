ALTER TABLE "company_change_requests" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "company_change_requests" ADD COLUMN "handled_by" text;--> statement-breakpoint
ALTER TABLE "company_change_requests" ADD COLUMN "handled_note" text;--> statement-breakpoint
CREATE INDEX "company_change_requests_status_created_at_index" ON "company_change_requests" USING btree ("status","created_at");