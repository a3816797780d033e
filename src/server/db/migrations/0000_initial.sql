CREATE TABLE "account_customers" (
	"account_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"role" text NOT NULL,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_customers_account_id_customer_id_pk" PRIMARY KEY("account_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"password_changed_at" timestamp with time zone,
	CONSTRAINT "accounts_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"attempted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"intent" text NOT NULL,
	"remember" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"strong_identified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "address_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"change_type" text NOT NULL,
	"role" text DEFAULT 'SUBSCRIBER' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"name_for_address" text,
	"street_address" text NOT NULL,
	"zip_code" text NOT NULL,
	"post_office" text NOT NULL,
	"country_code" text DEFAULT 'FI' NOT NULL,
	"channel" text DEFAULT 'WEB' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "suspensions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"digital_part" text NOT NULL,
	"credited_days" integer NOT NULL,
	"total_credited_cents" integer NOT NULL,
	"channel" text DEFAULT 'WEB' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consents_customer_id_kind_channel_brand_unique" UNIQUE("customer_id","kind","channel","brand")
);
--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"is_primary" boolean DEFAULT true NOT NULL,
	"street_address" text NOT NULL,
	"street_address2" text,
	"street_address3" text,
	"zip_code" text NOT NULL,
	"post_office" text NOT NULL,
	"country_code" text DEFAULT 'FI' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"business_id" text NOT NULL,
	"vat_number" text,
	"contact_person" text,
	"invoicing_email" text,
	"e_invoice_address" text,
	"e_invoice_operator" text,
	"invoice_reference" text,
	CONSTRAINT "companies_customer_id_unique" UNIQUE("customer_id")
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_number" text NOT NULL,
	"customer_type" text NOT NULL,
	"customer_kind" text DEFAULT 'REGULAR' NOT NULL,
	"first_name" text,
	"last_name" text,
	"year_of_birth" integer,
	"company_name" text,
	"company_id" text,
	"phone" text,
	"contact_email" text,
	"gender" text,
	"country" text DEFAULT 'FI' NOT NULL,
	"door_code" text,
	"care_of_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_customer_number_unique" UNIQUE("customer_number")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_number" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"subscription_id" uuid,
	"kind" text NOT NULL,
	"payment_state" text NOT NULL,
	"payment_method" text NOT NULL,
	"payment_method_code" text,
	"invoice_date" date NOT NULL,
	"due_date" date NOT NULL,
	"original_due_date" date,
	"cancellation_date" date,
	"period_start_date" date,
	"period_end_date" date,
	"amount_cents" integer NOT NULL,
	"reminder_fee_cents" integer DEFAULT 0 NOT NULL,
	"paper_invoice_fee_cents" integer DEFAULT 0 NOT NULL,
	"reference_number" text NOT NULL,
	"iban" text NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "invoices_invoice_number_unique" UNIQUE("invoice_number")
);
--> statement-breakpoint
CREATE TABLE "payment_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"expiry_month" integer NOT NULL,
	"expiry_year" integer NOT NULL,
	"provider_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"family_id" text NOT NULL,
	"family_name" text NOT NULL,
	"name" text NOT NULL,
	"product_name" text NOT NULL,
	"slug" text NOT NULL,
	"product_group" text NOT NULL,
	"product_format" text NOT NULL,
	"is_module" boolean DEFAULT false NOT NULL,
	"publication_days" integer[] NOT NULL,
	"reading_rights" integer DEFAULT 0 NOT NULL,
	"cancellable" boolean DEFAULT true NOT NULL,
	"externally_managed" text,
	CONSTRAINT "products_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "reading_rights" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"status" text NOT NULL,
	"email" text NOT NULL,
	"subscriber_name" text,
	"activation_code" text NOT NULL,
	"inviter_account_id" uuid,
	"holder_account_id" uuid,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	CONSTRAINT "reading_rights_activation_code_unique" UNIQUE("activation_code")
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_number" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"payer_customer_id" uuid,
	"parent_subscription_id" uuid,
	"product_id" uuid NOT NULL,
	"status" text NOT NULL,
	"subscription_type" text NOT NULL,
	"product_format" text NOT NULL,
	"delivery_type" text,
	"is_sample" boolean DEFAULT false NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"period_start_date" date NOT NULL,
	"period_end_date" date NOT NULL,
	"price_cents" integer NOT NULL,
	"price_type" text DEFAULT 'PAID' NOT NULL,
	"discount_type" text DEFAULT 'NORMAL' NOT NULL,
	"period_unit" text NOT NULL,
	"period_length" integer NOT NULL,
	"payment_method" text NOT NULL,
	"payment_card_id" uuid,
	"is_gift" boolean DEFAULT false NOT NULL,
	"gift_role" text,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"order_change_in_progress" boolean DEFAULT false NOT NULL,
	"reader_count" integer,
	"cancelled_at" timestamp with time zone,
	"cancellation_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_subscription_number_unique" UNIQUE("subscription_number")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" uuid,
	"customer_id" uuid,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"details" jsonb,
	"channel" text DEFAULT 'WEB' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "copytexts" (
	"key" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"body_text" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "account_customers" ADD CONSTRAINT "account_customers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_customers" ADD CONSTRAINT "account_customers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address_changes" ADD CONSTRAINT "address_changes_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suspensions" ADD CONSTRAINT "suspensions_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_cards" ADD CONSTRAINT "payment_cards_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_rights" ADD CONSTRAINT "reading_rights_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_payer_customer_id_customers_id_fk" FOREIGN KEY ("payer_customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_parent_subscription_id_subscriptions_id_fk" FOREIGN KEY ("parent_subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_payment_card_id_payment_cards_id_fk" FOREIGN KEY ("payment_card_id") REFERENCES "public"."payment_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_customers_customer_id_index" ON "account_customers" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "login_attempts_key_attempted_at_index" ON "login_attempts" USING btree ("key","attempted_at");--> statement-breakpoint
CREATE INDEX "sessions_account_id_index" ON "sessions" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "address_changes_subscription_id_index" ON "address_changes" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "suspensions_subscription_id_index" ON "suspensions" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "invoices_customer_id_index" ON "invoices" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "invoices_subscription_id_index" ON "invoices" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "payment_cards_customer_id_index" ON "payment_cards" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "reading_rights_subscription_id_index" ON "reading_rights" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "subscriptions_customer_id_index" ON "subscriptions" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "subscriptions_payer_customer_id_index" ON "subscriptions" USING btree ("payer_customer_id");--> statement-breakpoint
CREATE INDEX "subscriptions_parent_subscription_id_index" ON "subscriptions" USING btree ("parent_subscription_id");--> statement-breakpoint
CREATE INDEX "audit_log_customer_id_created_at_index" ON "audit_log" USING btree ("customer_id","created_at");