CREATE TABLE "bank_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"archive_id" text NOT NULL,
	"reference_number" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"paid_on" date NOT NULL,
	"payer_name" text,
	"invoice_id" uuid,
	"outcome" text NOT NULL,
	"imported_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bank_payments_archive_id_unique" UNIQUE("archive_id")
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "created_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bank_payments" ADD CONSTRAINT "bank_payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_payments_reference_number_index" ON "bank_payments" USING btree ("reference_number");--> statement-breakpoint
CREATE INDEX "bank_payments_invoice_id_index" ON "bank_payments" USING btree ("invoice_id");