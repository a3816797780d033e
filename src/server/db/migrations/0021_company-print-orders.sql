ALTER TABLE "company_orders" ALTER COLUMN "readers" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "company_orders" ADD COLUMN "copies" integer;