CREATE TABLE "cancellations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"subscription_number" text NOT NULL,
	"main_subscription_number" text,
	"kind" text NOT NULL,
	"product_code" text NOT NULL,
	"product_name" text NOT NULL,
	"family_id" text NOT NULL,
	"reason" text,
	"reason_text" text,
	"end_date" date NOT NULL,
	"channel" text NOT NULL,
	"account_id" uuid,
	"customer_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kaikki_cancellation_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"receipt_no" bigserial NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"customer_number" text,
	"end_option" text NOT NULL,
	"reason" text,
	"reason_text" text,
	"status" text DEFAULT 'RECEIVED' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "kaikki_cancellation_notices_receipt_no_unique" UNIQUE("receipt_no")
);
--> statement-breakpoint
CREATE TABLE "retention_discounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"offer_id" text NOT NULL,
	"normal_price_cents" integer NOT NULL,
	"discounted_price_cents" integer NOT NULL,
	"periods" integer NOT NULL,
	"valid_from" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "retention_offer_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"subscription_id" uuid NOT NULL,
	"offer_id" text,
	"event" text NOT NULL,
	"account_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cancellations" ADD CONSTRAINT "cancellations_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retention_discounts" ADD CONSTRAINT "retention_discounts_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retention_offer_events" ADD CONSTRAINT "retention_offer_events_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cancellations_subscription_id_index" ON "cancellations" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "cancellations_created_at_index" ON "cancellations" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "retention_discounts_subscription_id_offer_id_index" ON "retention_discounts" USING btree ("subscription_id","offer_id");--> statement-breakpoint
CREATE INDEX "retention_offer_events_subscription_id_index" ON "retention_offer_events" USING btree ("subscription_id");