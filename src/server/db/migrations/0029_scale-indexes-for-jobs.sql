DROP INDEX "reading_rights_email_index";--> statement-breakpoint
CREATE INDEX "invoices_numeric_number_index" ON "invoices" USING btree (("invoice_number"::bigint)) WHERE "invoices"."invoice_number" ~ '^[0-9]{1,15}$';--> statement-breakpoint
CREATE INDEX "invoices_open_card_index" ON "invoices" USING btree ("id") WHERE "invoices"."payment_state" in ('UNPAID', 'OVERDUE') and "invoices"."payment_method" in ('CREDIT_CARD', 'CARD');--> statement-breakpoint
CREATE INDEX "reading_rights_inviter_account_id_index" ON "reading_rights" USING btree ("inviter_account_id");--> statement-breakpoint
CREATE INDEX "reading_rights_lower_email_index" ON "reading_rights" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "subscriptions_seven_digit_number_index" ON "subscriptions" USING btree ("subscription_number") WHERE "subscriptions"."subscription_number" ~ '^[0-9]{7}$';