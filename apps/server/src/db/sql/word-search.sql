-- Word search (docs/decisions/019-search.md "Word searches").

-- The price band of an asking price: how many steps are at or below it (0 below the first).
-- Schema-qualified: indexes use it (listing_order_tokens), and PostgreSQL 17 builds and analyzes
-- indexes with only pg_catalog on the search path.
CREATE OR REPLACE FUNCTION listing_price_band(price_minor bigint) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT width_bucket(price_minor, public.listing_price_steps())
$fn$;

-- Each text document's tokens naming when it was published: its day ("~d" and the days since
-- 1970, UTC; 0 when unpublished), its blocks of listing_day_blocks() days, 8 ("~e" and day / 8)
-- and 64 ("~f" and day / 64), so any span of days is a handful of tokens; and its price band ("~p" and
-- listing_price_band; "~pn" without a price), so a word search sorted by price asks the text
-- index for a few bands at a time. Words never parse to "~…", so the tokens match only when
-- asked for. Immutable (indexes hold it: listings_search_text_idx and listings_search_title_idx;
-- a change needs those indexes rebuilt) and costly, never inlined: it tells the planner what a
-- document costs to rebuild row by row. Schema-qualified calls, as index builds search
-- pg_catalog alone (PostgreSQL 17).
CREATE OR REPLACE FUNCTION listing_order_tokens(published_at timestamptz, price_minor bigint) RETURNS tsvector LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE COST 10000 AS $fn$
DECLARE
  day bigint := floor(extract(epoch FROM coalesce(published_at, 'epoch'::timestamptz)) / 86400)::bigint;
  blocks integer[] := public.listing_day_blocks();
BEGIN
  RETURN array_to_tsvector(ARRAY['~d' || day, '~e' || (day / blocks[1]), '~f' || (day / blocks[2]), '~p' || coalesce(public.listing_price_band(price_minor)::text, 'n')]);
END
$fn$;
