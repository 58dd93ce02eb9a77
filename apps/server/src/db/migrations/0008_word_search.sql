-- Word search a few days at a time (docs/decisions/019-search.md "Word searches"): each text
-- document gains three lexemes naming when it was published: its day ("~d" and the days since
-- 1970, UTC; 0 when unpublished), its block of 8 days ("~e" and day / 8) and of 64 days ("~f"
-- and day / 64), so any span of days is a handful of tokens. Words never parse to "~…", so the
-- tokens match only when asked for.
-- Immutable (the epoch does not depend on the time zone), so indexes can hold it. PL/pgSQL with a
-- high cost, never inlined: it tells the planner what a document costs to rebuild row by row,
-- so it reads matches from the text index instead of parsing every listing in some other index.
CREATE FUNCTION listing_day_token(published_at timestamptz) RETURNS tsvector LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE COST 10000 AS $fn$
DECLARE
  day bigint := floor(extract(epoch FROM coalesce(published_at, 'epoch'::timestamptz)) / 86400)::bigint;
BEGIN
  RETURN array_to_tsvector(ARRAY['~d' || day, '~e' || (day >> 3), '~f' || (day >> 6)]);
END
$fn$;--> statement-breakpoint
DROP INDEX "listings_search_text_idx";--> statement-breakpoint
CREATE INDEX "listings_search_title_idx" ON "listings" USING gin ((to_tsvector('english'::regconfig, coalesce("title", '')) || listing_day_token("published_at"))) WHERE "listings"."status" = 'active' and "listings"."complete" = true and "listings"."hidden" = false;--> statement-breakpoint
CREATE INDEX "listings_search_text_idx" ON "listings" USING gin ((to_tsvector('english'::regconfig, coalesce("title", '') || ' ' || coalesce("street", '') || ' ' || coalesce("city", '') || ' ' || coalesce("state", '') || ' ' || coalesce("zip", '') || ' ' || "description") || listing_day_token("published_at"))) WHERE "listings"."status" = 'active' and "listings"."complete" = true and "listings"."hidden" = false;