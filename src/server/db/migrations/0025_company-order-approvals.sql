CREATE TABLE "company_order_approvals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"input" jsonb NOT NULL,
	"waiting" jsonb NOT NULL,
	"state" text NOT NULL,
	"last_day" date NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"subscription_number" text
);
--> statement-breakpoint
ALTER TABLE "company_order_approvals" ADD CONSTRAINT "company_order_approvals_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_order_approvals" ADD CONSTRAINT "company_order_approvals_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_order_approvals" ADD CONSTRAINT "company_order_approvals_decided_by_accounts_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_order_approvals_account_key" ON "company_order_approvals" USING btree ("account_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "company_order_approvals_customer_id_index" ON "company_order_approvals" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "company_order_approvals_state_last_day_index" ON "company_order_approvals" USING btree ("state","last_day");