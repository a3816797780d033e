ALTER TABLE "card_requests" ADD COLUMN "reason" text DEFAULT 'NO_CARD' NOT NULL;--> statement-breakpoint
-- Requests opened before this column: a card refused by a charge, else one that expires.
UPDATE "card_requests" AS r SET "reason" = CASE
	WHEN EXISTS (SELECT 1 FROM "card_charges" AS c WHERE c."card_id" = r."card_id" AND c."status" = 'NEEDS_CUSTOMER') THEN 'CHARGE_NEEDS_CUSTOMER'
	WHEN EXISTS (SELECT 1 FROM "card_charges" AS c WHERE c."card_id" = r."card_id" AND c."status" = 'DECLINED') THEN 'CHARGE_DECLINED'
	ELSE 'CARD_EXPIRING'
END WHERE r."card_id" IS NOT NULL;
