CREATE TABLE "company_change_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"account_id" uuid,
	"change_type" text NOT NULL,
	"request" jsonb NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_reclamations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"account_id" uuid,
	"delivery_date" date NOT NULL,
	"complaint" text NOT NULL,
	"compensation" text NOT NULL,
	"result" text NOT NULL,
	"details" jsonb,
	"channel" text DEFAULT 'WEB' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_troubles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"zip_code" text NOT NULL,
	"family_id" text,
	"reason" text NOT NULL,
	"delivery_date" date NOT NULL,
	"reported_by_deliverer" boolean DEFAULT false NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "known_streets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"street_key" text NOT NULL,
	"street_name" text NOT NULL,
	"zip_code" text NOT NULL,
	"post_office" text NOT NULL,
	CONSTRAINT "known_streets_street_key_zip_code_unique" UNIQUE("street_key","zip_code")
);
--> statement-breakpoint
CREATE TABLE "publication_exceptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"date" date NOT NULL,
	"published" boolean NOT NULL,
	"note" text,
	CONSTRAINT "publication_exceptions_product_id_date_unique" UNIQUE("product_id","date")
);
--> statement-breakpoint
ALTER TABLE "address_changes" ADD COLUMN "processing" text DEFAULT 'CONFIRMED' NOT NULL;--> statement-breakpoint
ALTER TABLE "suspensions" ADD COLUMN "deductible_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "suspensions" ADD COLUMN "digi_price_per_day_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "company_change_requests" ADD CONSTRAINT "company_change_requests_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_change_requests" ADD CONSTRAINT "company_change_requests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_reclamations" ADD CONSTRAINT "delivery_reclamations_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_reclamations" ADD CONSTRAINT "delivery_reclamations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publication_exceptions" ADD CONSTRAINT "publication_exceptions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_change_requests_subscription_id_index" ON "company_change_requests" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "delivery_reclamations_subscription_id_delivery_date_index" ON "delivery_reclamations" USING btree ("subscription_id","delivery_date");--> statement-breakpoint
CREATE INDEX "delivery_troubles_zip_code_delivery_date_index" ON "delivery_troubles" USING btree ("zip_code","delivery_date");--> statement-breakpoint
CREATE INDEX "known_streets_zip_code_index" ON "known_streets" USING btree ("zip_code");