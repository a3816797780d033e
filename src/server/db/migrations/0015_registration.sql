CREATE TABLE "registrations" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"first_name" text,
	"last_name" text,
	"street_address" text,
	"zip_code" text,
	"post_office" text,
	"return_path" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"superseded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "registrations_email_created_at_index" ON "registrations" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "registrations_expires_at_index" ON "registrations" USING btree ("expires_at");