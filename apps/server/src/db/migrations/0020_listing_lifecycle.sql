-- Listings move through the transition table of packages/shared/src/listings/listing-transitions.ts
-- (docs/decisions/023-stateful-capabilities.md): each move appends a listing_events row, and the
-- status column only takes the table's statuses. A row written with any other status before this
-- check existed goes back to Drafts, where its owner sees it and can act on it (none is expected:
-- the code only ever wrote these statuses). Adding the check reads the table once.
UPDATE "listings" SET "status" = 'draft', "updated_at" = now() WHERE "status" NOT IN ('draft', 'active', 'pending', 'expired', 'archived', 'under-offer', 'inactive');
--> statement-breakpoint
CREATE TABLE "listing_events" (
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
CREATE INDEX "listing_events_entity_idx" ON "listing_events" USING btree ("entity_id","at");--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_status_check" CHECK ("listings"."status" in ('draft', 'active', 'pending', 'expired', 'archived', 'under-offer', 'inactive'));