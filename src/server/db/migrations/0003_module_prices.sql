ALTER TABLE "products" ADD COLUMN "price_cents" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "period_unit" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "period_length" integer;