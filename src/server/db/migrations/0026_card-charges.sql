CREATE TABLE "card_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"card_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"transaction_id" text,
	"reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "card_charges_invoice_id_unique" UNIQUE("invoice_id")
);
--> statement-breakpoint
ALTER TABLE "card_requests" ADD COLUMN "card_id" uuid;--> statement-breakpoint
ALTER TABLE "card_setups" ADD COLUMN "provider_visit" text;--> statement-breakpoint
ALTER TABLE "card_charges" ADD CONSTRAINT "card_charges_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_charges" ADD CONSTRAINT "card_charges_card_id_payment_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."payment_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_charges" ADD CONSTRAINT "card_charges_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_charges_customer_id_index" ON "card_charges" USING btree ("customer_id");--> statement-breakpoint
ALTER TABLE "card_requests" ADD CONSTRAINT "card_requests_card_id_payment_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."payment_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_setups" ADD CONSTRAINT "card_setups_provider_visit_unique" UNIQUE("provider_visit");