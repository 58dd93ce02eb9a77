CREATE TABLE "listing_report_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_id" uuid NOT NULL,
	"actor_id" uuid,
	"actor_relation" text NOT NULL,
	"action" text NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"reason" text,
	"data" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"reporter_account_id" uuid,
	"email" text,
	"reason" text NOT NULL,
	"details" text,
	"locale" text,
	"request_id" text,
	"status" text DEFAULT 'open' NOT NULL,
	"close_note" text,
	"closed_by_account_id" uuid,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_reports_reason_check" CHECK ("listing_reports"."reason" in ('wrong-information', 'not-available', 'scam', 'offensive', 'duplicate', 'other')),
	CONSTRAINT "listing_reports_status_check" CHECK ("listing_reports"."status" in ('open', 'dismissed', 'actioned'))
);
--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_reporter_account_id_accounts_id_fk" FOREIGN KEY ("reporter_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_report_events_entity_idx" ON "listing_report_events" USING btree ("entity_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "listing_reports_open_per_account_unique" ON "listing_reports" USING btree ("listing_id","reporter_account_id") WHERE "listing_reports"."status" = 'open' and "listing_reports"."reporter_account_id" is not null;--> statement-breakpoint
CREATE INDEX "listing_reports_status_listing_idx" ON "listing_reports" USING btree ("status","listing_id","created_at");