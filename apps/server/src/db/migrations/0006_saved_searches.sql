CREATE TABLE "saved_search_alerted_listings" (
	"saved_search_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"alerted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_search_alerted_listings_saved_search_id_listing_id_pk" PRIMARY KEY("saved_search_id","listing_id")
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"criteria" jsonb NOT NULL,
	"alerts" text DEFAULT 'daily' NOT NULL,
	"alerts_checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_alert_at" timestamp with time zone,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_searches_account_name_key" UNIQUE("account_id","name")
);
--> statement-breakpoint
ALTER TABLE "saved_search_alerted_listings" ADD CONSTRAINT "saved_search_alerted_listings_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_alerted_listings" ADD CONSTRAINT "saved_search_alerted_listings_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_search_alerted_listings_listing_idx" ON "saved_search_alerted_listings" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "saved_search_alerted_listings_at_idx" ON "saved_search_alerted_listings" USING btree ("alerted_at");--> statement-breakpoint
CREATE INDEX "saved_searches_alerts_due_idx" ON "saved_searches" USING btree ("alerts_checked_at") WHERE "saved_searches"."alerts" <> 'off';