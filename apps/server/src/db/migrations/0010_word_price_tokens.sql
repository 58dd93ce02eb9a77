-- Word searches in price order (docs/decisions/019-search.md "Word searches"): besides the day
-- tokens of migration 0008, each text document gains its price band ("~p" and
-- listing_price_band, migration 0009; "~pn" without a price), so a word search sorted by price
-- asks the text index for a few bands at a time, cheapest or dearest first, instead of reading
-- every match. Immutable and costly, never inlined, as listing_day_token was; schema-qualified
-- calls, as index builds search pg_catalog alone (PostgreSQL 17).
CREATE FUNCTION listing_order_tokens(published_at timestamptz, price_minor bigint) RETURNS tsvector LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE COST 10000 AS $fn$
DECLARE
  day bigint := floor(extract(epoch FROM coalesce(published_at, 'epoch'::timestamptz)) / 86400)::bigint;
BEGIN
  RETURN array_to_tsvector(ARRAY['~d' || day, '~e' || (day >> 3), '~f' || (day >> 6), '~p' || coalesce(public.listing_price_band(price_minor)::text, 'n')]);
END
$fn$;--> statement-breakpoint
DROP INDEX "listings_search_text_idx";--> statement-breakpoint
DROP INDEX "listings_search_title_idx";--> statement-breakpoint
CREATE INDEX "listings_search_text_idx" ON "listings" USING gin ((to_tsvector('english'::regconfig, coalesce("title", '') || ' ' || coalesce("street", '') || ' ' || coalesce("city", '') || ' ' || coalesce("state", '') || ' ' || coalesce("zip", '') || ' ' || "description") || listing_order_tokens("published_at", "price_minor"))) WHERE "listings"."status" = 'active' and "listings"."complete" = true and "listings"."hidden" = false;--> statement-breakpoint
CREATE INDEX "listings_search_title_idx" ON "listings" USING gin ((to_tsvector('english'::regconfig, coalesce("title", '')) || listing_order_tokens("published_at", "price_minor"))) WHERE "listings"."status" = 'active' and "listings"."complete" = true and "listings"."hidden" = false;
--> statement-breakpoint
DROP FUNCTION listing_day_token(timestamptz);
