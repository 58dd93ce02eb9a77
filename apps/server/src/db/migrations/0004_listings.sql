CREATE TABLE "communities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"title" text,
	"description" text DEFAULT '' NOT NULL,
	"listing_type" text,
	"street" text,
	"apt" text,
	"city" text,
	"state" text,
	"zip" text,
	"country" text DEFAULT 'us' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_views" (
	"listing_id" uuid NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "listing_views_listing_id_day_pk" PRIMARY KEY("listing_id","day")
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"kind" text,
	"access" text NOT NULL,
	"storage_key" text NOT NULL,
	"declared_type" text NOT NULL,
	"content_type" text,
	"size_bytes" bigint,
	"original_name" text NOT NULL,
	"container" text,
	"width" integer,
	"height" integer,
	"variants" jsonb,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listings" ALTER COLUMN "title" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ALTER COLUMN "price_minor" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ALTER COLUMN "property_type" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ALTER COLUMN "beds" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ALTER COLUMN "baths" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ALTER COLUMN "street" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ALTER COLUMN "city" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ALTER COLUMN "state" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ALTER COLUMN "zip" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ALTER COLUMN "latitude" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ALTER COLUMN "longitude" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "listing_kind" text DEFAULT 'individual' NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "community_id" uuid;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "seller_role" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "hoa_minor" bigint;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "feature_ids" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "details" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "term_months" smallint;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "expiry_notice_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "listhub_email" text;--> statement-breakpoint
ALTER TABLE "communities" ADD CONSTRAINT "communities_owner_id_accounts_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_views" ADD CONSTRAINT "listing_views_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_owner_id_accounts_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "communities_owner_idx" ON "communities" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "media_owner_idx" ON "media" USING btree ("owner_id");--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listings_community_idx" ON "listings" USING btree ("community_id");--> statement-breakpoint
CREATE INDEX "listings_expiry_idx" ON "listings" USING btree ("expires_at") WHERE "listings"."status" = 'active';