CREATE INDEX "addresses_customer_id_index" ON "addresses" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "companies_business_id_index" ON "companies" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "reading_rights_holder_account_id_index" ON "reading_rights" USING btree ("holder_account_id");--> statement-breakpoint
CREATE INDEX "reading_rights_email_index" ON "reading_rights" USING btree ("email");--> statement-breakpoint
CREATE INDEX "subscriptions_payment_card_id_index" ON "subscriptions" USING btree ("payment_card_id");--> statement-breakpoint
CREATE INDEX "audit_log_account_id_created_at_index" ON "audit_log" USING btree ("account_id","created_at");