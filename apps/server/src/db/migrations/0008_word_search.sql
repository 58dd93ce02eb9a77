-- Word search a few days at a time (docs/decisions/019-search.md "Word searches"): the text
-- indexes gain the day of publication as a second column, which needs btree_gin.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
-- Days since 1970 of a publication time, 0 when there is none. Immutable (the epoch does not
-- depend on the time zone), so indexes can hold it.
CREATE FUNCTION listing_day(published_at timestamptz) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT floor(extract(epoch FROM coalesce(published_at, 'epoch'::timestamptz)) / 86400)::integer
$fn$;--> statement-breakpoint
DROP INDEX "listings_search_text_idx";--> statement-breakpoint
CREATE INDEX "listings_search_title_idx" ON "listings" USING gin (to_tsvector('english'::regconfig, coalesce("title", '')),listing_day("published_at")) WHERE "listings"."status" = 'active' and "listings"."complete" = true and "listings"."hidden" = false;--> statement-breakpoint
CREATE INDEX "listings_search_text_idx" ON "listings" USING gin (to_tsvector('english'::regconfig, coalesce("title", '') || ' ' || coalesce("street", '') || ' ' || coalesce("city", '') || ' ' || coalesce("state", '') || ' ' || coalesce("zip", '') || ' ' || "description"),listing_day("published_at")) WHERE "listings"."status" = 'active' and "listings"."complete" = true and "listings"."hidden" = false;