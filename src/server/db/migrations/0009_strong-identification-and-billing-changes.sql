CREATE TABLE "billing_period_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"from_period_unit" text NOT NULL,
	"from_period_length" integer NOT NULL,
	"to_period_unit" text NOT NULL,
	"to_period_length" integer NOT NULL,
	"to_price_cents" integer NOT NULL,
	"effective_date" date NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"channel" text DEFAULT 'WEB' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_method_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"from_method" text NOT NULL,
	"to_method" text NOT NULL,
	"payment_card_id" uuid,
	"fee_cents" integer DEFAULT 0 NOT NULL,
	"effective_date" date NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"channel" text DEFAULT 'WEB' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "strong_identifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"state" text NOT NULL,
	"session_id" text NOT NULL,
	"provider" text NOT NULL,
	"code_verifier" text NOT NULL,
	"nonce" text NOT NULL,
	"return_to" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"subject" text,
	"failure" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "strong_identifications_state_unique" UNIQUE("state")
);
--> statement-breakpoint
CREATE TABLE "test_bank_authorizations" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"code_challenge" text NOT NULL,
	"nonce" text NOT NULL,
	"bank" text NOT NULL,
	"subject" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "billing_period_changes" ADD CONSTRAINT "billing_period_changes_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_method_changes" ADD CONSTRAINT "payment_method_changes_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_method_changes" ADD CONSTRAINT "payment_method_changes_payment_card_id_payment_cards_id_fk" FOREIGN KEY ("payment_card_id") REFERENCES "public"."payment_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strong_identifications" ADD CONSTRAINT "strong_identifications_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_period_changes_subscription_id_index" ON "billing_period_changes" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "payment_method_changes_subscription_id_index" ON "payment_method_changes" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "strong_identifications_session_id_index" ON "strong_identifications" USING btree ("session_id");