-- Copied from apps/server/src/db/sql by `npm run db:sql-migration` (docs/decisions/047-sql-source.md):
-- every SQL function and trigger as those files define them. Edit the files, not this copy.
-- Generated from the shared TypeScript constants by `npm run db:sql-constants` (apps/server/src/db/sql/sql-constants.ts).
-- Do not edit: change the TypeScript, regenerate, then `npm run db:sql-migration` (docs/decisions/047-sql-source.md).
-- A changed step, slice, feature, level, cell size, day count, room cap or day block also changes what the stored map cells and the
-- text indexes hold: that migration must recount the cells (listing_map_cells_recount()) and, for
-- price steps, rebuild listings_search_text_idx and listings_search_title_idx.

-- PRICE_STEPS (packages/shared/src/constants/search.ts) in minor units.
CREATE OR REPLACE FUNCTION listing_price_steps() RETURNS bigint[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT '{50000,100000,150000,200000,250000,300000,400000,500000,750000,1000000,1500000,2000000,3000000,5000000,7500000,10000000,12500000,15000000,17500000,20000000,22500000,25000000,27500000,30000000,32500000,35000000,37500000,40000000,42500000,45000000,47500000,50000000,55000000,60000000,65000000,70000000,75000000,80000000,85000000,90000000,95000000,100000000,110000000,120000000,130000000,140000000,150000000,160000000,170000000,180000000,190000000,200000000,225000000,250000000,275000000,300000000,350000000,400000000,450000000,500000000,600000000,700000000,800000000,900000000,1000000000,1250000000,1500000000,2000000000,2500000000,3000000000,4000000000,5000000000,7500000000,10000000000}'::bigint[]
$fn$;
--> statement-breakpoint
-- PRICE_SLICES (packages/shared/src/constants/search.ts) in minor units.
CREATE OR REPLACE FUNCTION listing_price_slices() RETURNS bigint[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT '{100000,200000,300000,500000,1000000,5000000,10000000,15000000,20000000,25000000,30000000,35000000,40000000,45000000,50000000,60000000,70000000,80000000,90000000,100000000,150000000,200000000,300000000,500000000,1000000000}'::bigint[]
$fn$;
--> statement-breakpoint
-- SIZE_STEPS (packages/shared/src/constants/search.ts).
CREATE OR REPLACE FUNCTION listing_size_steps() RETURNS bigint[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT '{250,500,550,600,650,700,750,800,850,900,950,1000,1050,1100,1150,1200,1250,1300,1350,1400,1450,1500,1550,1600,1650,1700,1750,1800,1850,1900,1950,2000,2050,2100,2150,2200,2250,2300,2350,2400,2450,2500,2550,2600,2650,2700,2750,2800,2850,2900,2950,3000,3250,3500,3750,4000,4250,4500,4750,5000,5500,6000,6500,7000,7500,8000,9000,10000,12500,15000,20000,25000,50000,100000}'::bigint[]
$fn$;
--> statement-breakpoint
-- LOT_STEPS (packages/shared/src/constants/search.ts).
CREATE OR REPLACE FUNCTION listing_lot_steps() RETURNS bigint[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT '{1000,2000,2500,3000,4000,5000,6000,7000,7500,8000,9000,10000,10890,12000,15000,20000,21780,32670,43560,87120,130680,174240,217800,435600,871200,1742400,2178000,4356000,21780000,43560000}'::bigint[]
$fn$;
--> statement-breakpoint
-- YEAR_STEPS (packages/shared/src/constants/search.ts).
CREATE OR REPLACE FUNCTION listing_year_steps() RETURNS bigint[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT '{1700,1750,1800,1850,1900,1910,1920,1930,1940,1950,1960,1970,1980,1985,1990,1991,1992,1993,1994,1995,1996,1997,1998,1999,2000,2001,2002,2003,2004,2005,2006,2007,2008,2009,2010,2011,2012,2013,2014,2015,2016,2017,2018,2019,2020,2021,2022,2023,2024,2025,2026,2027,2028,2029,2030}'::bigint[]
$fn$;
--> statement-breakpoint
-- The ids of PROPERTY_FEATURES (packages/shared/src/reference/property.ts), in order.
CREATE OR REPLACE FUNCTION listing_feature_ids() RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT '{cable-ready,fitness-center,sauna,elevator,pool,jacuzzi,video-doorbell,tennis-court,gazebo,steam-room,solar}'::text[]
$fn$;
--> statement-breakpoint
-- MAP_CELL_ROOT_DEGREES (packages/shared/src/constants/search.ts): a cell's side at level 0, halved at each level.
CREATE OR REPLACE FUNCTION listing_map_cell_root_degrees() RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT 90
$fn$;
--> statement-breakpoint
-- MAP_CELL_LEVELS (packages/shared/src/constants/search.ts).
CREATE OR REPLACE FUNCTION listing_map_cell_levels() RETURNS integer[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT '{6,8,10}'::integer[]
$fn$;
--> statement-breakpoint
-- PRICE_SLICED_LEVEL (packages/shared/src/constants/search.ts).
CREATE OR REPLACE FUNCTION listing_price_sliced_level() RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT 6
$fn$;
--> statement-breakpoint
-- DAY_SLOTS (packages/shared/src/constants/search.ts).
CREATE OR REPLACE FUNCTION listing_day_slots() RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT 64
$fn$;
--> statement-breakpoint
-- ROOM_COUNT_CAP (packages/shared/src/constants/search.ts).
CREATE OR REPLACE FUNCTION listing_room_cap() RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT 5
$fn$;
--> statement-breakpoint
-- DAY_BLOCKS (packages/shared/src/constants/search.ts).
CREATE OR REPLACE FUNCTION listing_day_blocks() RETURNS integer[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT '{8,64}'::integer[]
$fn$;
--> statement-breakpoint
-- The map's stored cells (docs/decisions/019-search.md "Zoomed-out maps from stored cells"):
-- listing_map_cells counts the public listings per cell at a few zoom levels; listing_map_range_cells
-- keeps cumulative arrays per cell and dimension (price, size, lot, year, day ring, features), each
-- over its own bands. A statement-level trigger on listings keeps both.

-- Two arrays of the same length added position by position, by subscript (no sort): a trigger
-- adds a cell's changes to its three arrays this way, 2.5x faster than through unnest.
CREATE OR REPLACE FUNCTION listing_map_add(a anyarray, b anyarray) RETURNS anyarray LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT ARRAY(SELECT a[i] + b[i] FROM generate_subscripts(a, 1) AS i)
$fn$;
--> statement-breakpoint
-- A cumulative array less one band's entries: every position past `band` loses what the band holds.
CREATE OR REPLACE FUNCTION listing_map_without_band(below anyarray, band integer) RETURNS anyarray LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT array_agg(CASE WHEN p > band THEN x - (below[band + 1] - coalesce(below[band], 0)) ELSE x END ORDER BY p) FROM unnest(below) WITH ORDINALITY AS t(x, p)
$fn$;
--> statement-breakpoint
-- The 'feature' bands a listing with these features counts in (search/band-reading.ts
-- featureBand): band i for the feature at position i + 1 of listing_feature_ids() (n of them),
-- and for each pair of them at positions i < j, band n + i * (2n - i - 1) / 2 + (j - i - 1).
CREATE OR REPLACE FUNCTION listing_feature_bands(features text[]) RETURNS SETOF bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  WITH held AS (
    SELECT DISTINCT array_position(public.listing_feature_ids(), f) - 1 AS i FROM unnest(features) AS f
    WHERE array_position(public.listing_feature_ids(), f) IS NOT NULL
  ), n AS (SELECT cardinality(public.listing_feature_ids()) AS n)
  SELECT i::bigint FROM held
  UNION ALL
  SELECT (n.n + a.i * (2 * n.n - a.i - 1) / 2 + (b.i - a.i - 1))::bigint FROM held a JOIN held b ON a.i < b.i CROSS JOIN n
$fn$;
--> statement-breakpoint
-- The search's steps for a ranged dimension, in the column's unit (generated-constants.sql); for
-- the day ring 1 to listing_day_slots() - 1 (band n is the ring's slot n) and for features one
-- fewer than there are features and pairs of them (listing_feature_bands).
CREATE OR REPLACE FUNCTION listing_range_steps(dimension text) RETURNS bigint[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT CASE dimension
    WHEN 'price' THEN public.listing_price_steps()
    WHEN 'size' THEN public.listing_size_steps()
    WHEN 'lot' THEN public.listing_lot_steps()
    WHEN 'year' THEN public.listing_year_steps()
    WHEN 'day' THEN ARRAY(SELECT generate_series(1::bigint, public.listing_day_slots() - 1))
    WHEN 'feature' THEN ARRAY(SELECT generate_series(1::bigint, (SELECT n + n * (n - 1) / 2 - 1 FROM cardinality(public.listing_feature_ids()) AS n)))
  END
$fn$;
--> statement-breakpoint
-- The statement adding the public listings among `source` (a query giving n = +1 or -1 and
-- listings' columns) to listing_map_cells at each stored level (listing_map_cell_levels()). Rows
-- are upserted in key order, so concurrent writers lock cells in the same order. A statement, not
-- a function running it: transition tables are visible only to the trigger function's own queries.
CREATE OR REPLACE FUNCTION listing_map_cells_statement(source text) RETURNS text LANGUAGE sql IMMUTABLE AS $fn$
  SELECT format($q$
    INSERT INTO listing_map_cells AS c (level, cell_x, cell_y, country, state, property_type, listing_type, beds, baths, listings, latitude_sum, longitude_sum)
    SELECT g.level, floor(ch.longitude / (listing_map_cell_root_degrees()::float8 / 2::float8 ^ g.level))::int, floor(ch.latitude / (listing_map_cell_root_degrees()::float8 / 2::float8 ^ g.level))::int,
           ch.country, coalesce(ch.state, ''), coalesce(ch.property_type, ''), ch.listing_type, coalesce(least(ch.beds, listing_room_cap()), -1), coalesce(least(ch.baths, listing_room_cap()), -1),
           sum(ch.n)::int, sum(ch.n * ch.latitude), sum(ch.n * ch.longitude)
    FROM (%s) ch CROSS JOIN unnest(listing_map_cell_levels()) AS g(level)
    WHERE ch.status = 'active' AND ch.complete AND NOT ch.hidden AND ch.latitude IS NOT NULL AND ch.longitude IS NOT NULL
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9
    HAVING sum(ch.n) <> 0 OR sum(ch.n * ch.latitude) <> 0 OR sum(ch.n * ch.longitude) <> 0
    ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9
    ON CONFLICT (level, cell_x, cell_y, country, state, property_type, listing_type, beds, baths) DO UPDATE
      SET listings = c.listings + excluded.listings,
          latitude_sum = c.latitude_sum + excluded.latitude_sum,
          longitude_sum = c.longitude_sum + excluded.longitude_sum
  $q$, source)
$fn$;
--> statement-breakpoint
-- As listing_map_cells_statement, for listing_map_range_cells and the given dimensions at once:
-- each changed listing counts once per dimension it has a value for, in that dimension's band; in
-- the day ring only when published on one of its days; in the band of each feature and pair of
-- features it has; and at listing_price_sliced_level() also in the rows of its price slice of
-- every dimension but price itself (listings without a price have no slice). The changes are
-- summed per cell and band, run up the bands (a window over each cell's bands), and spread over
-- the array positions each running sum holds for (position p counts the bands below p).
CREATE OR REPLACE FUNCTION listing_map_range_cells_statement(source text, dimensions text[]) RETURNS text LANGUAGE sql IMMUTABLE AS $fn$
  SELECT format($q$
    WITH banded AS (
      SELECT d.dimension, g.level, s.price_slice,
             floor(ch.longitude / (listing_map_cell_root_degrees()::float8 / 2::float8 ^ g.level))::int AS cell_x, floor(ch.latitude / (listing_map_cell_root_degrees()::float8 / 2::float8 ^ g.level))::int AS cell_y,
             ch.country, coalesce(ch.state, '') AS state, coalesce(ch.property_type, '') AS property_type, ch.listing_type,
             coalesce(least(ch.beds, listing_room_cap()), -1) AS beds, coalesce(least(ch.baths, listing_room_cap()), -1) AS baths,
             width_bucket(d.value, listing_range_steps(d.dimension)) AS band,
             sum(ch.n) AS n, sum(ch.n * ch.latitude) AS lat, sum(ch.n * ch.longitude) AS lng
      FROM (%s) ch CROSS JOIN unnest(listing_map_cell_levels()) AS g(level) CROSS JOIN listing_map_day_window w
        CROSS JOIN LATERAL (SELECT floor(extract(epoch FROM ch.published_at) / 86400)::int AS day) AS published
        CROSS JOIN LATERAL (VALUES ('price', ch.price_minor::bigint), ('size', ch.size_sqft::bigint), ('lot', ch.lot_size_sqft::bigint), ('year', ch.year_built::bigint),
                                   ('day', CASE WHEN published.day > w.last_day - listing_day_slots() AND published.day <= w.last_day THEN mod(published.day, listing_day_slots())::bigint END)
                            UNION ALL SELECT 'feature', band FROM listing_feature_bands(ch.feature_ids) AS band) AS d(dimension, value)
        CROSS JOIN LATERAL (VALUES (-1), (CASE WHEN g.level = listing_price_sliced_level() AND d.dimension <> 'price' THEN width_bucket(ch.price_minor::bigint, listing_price_slices()) END)) AS s(price_slice)
      WHERE ch.status = 'active' AND ch.complete AND NOT ch.hidden AND ch.latitude IS NOT NULL AND ch.longitude IS NOT NULL AND d.value IS NOT NULL
        AND s.price_slice IS NOT NULL AND d.dimension = ANY (%L::text[])
      GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12
      HAVING sum(ch.n) <> 0 OR sum(ch.n * ch.latitude) <> 0 OR sum(ch.n * ch.longitude) <> 0
    ), running AS (
      SELECT banded.*, sum(n) OVER cell AS n_upto, sum(lat) OVER cell AS lat_upto, sum(lng) OVER cell AS lng_upto,
             lag(band) OVER cell IS NULL AS first_band, coalesce(lead(band) OVER cell, cardinality(listing_range_steps(dimension)) + 1) AS next_band
      FROM banded WINDOW cell AS (PARTITION BY dimension, level, price_slice, cell_x, cell_y, country, state, property_type, listing_type, beds, baths ORDER BY band)
    )
    INSERT INTO listing_map_range_cells AS c (dimension, level, price_slice, cell_x, cell_y, country, state, property_type, listing_type, beds, baths, listings_below, latitude_below, longitude_below)
    SELECT dimension, level, price_slice, cell_x, cell_y, country, state, property_type, listing_type, beds, baths,
           array_agg((CASE WHEN p > band THEN n_upto ELSE 0 END)::int ORDER BY p),
           array_agg(CASE WHEN p > band THEN lat_upto ELSE 0 END ORDER BY p),
           array_agg(CASE WHEN p > band THEN lng_upto ELSE 0 END ORDER BY p)
    FROM running CROSS JOIN LATERAL generate_series(CASE WHEN first_band THEN 1 ELSE band + 1 END, next_band) AS p
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11
    ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11
    ON CONFLICT (dimension, level, price_slice, cell_x, cell_y, country, state, property_type, listing_type, beds, baths) DO UPDATE
      SET listings_below = listing_map_add(c.listings_below, excluded.listings_below),
          latitude_below = listing_map_add(c.latitude_below, excluded.latitude_below),
          longitude_below = listing_map_add(c.longitude_below, excluded.longitude_below)
  $q$, source, dimensions)
$fn$;
--> statement-breakpoint
-- One statement's changed listings, counted in both tables. Bulk loads (the demo seed) set
-- app.map_cells to 'deferred' for their transaction and call listing_map_cells_recount() at the
-- end. JIT off: the statements read a big table, so PostgreSQL's cost estimate passes
-- jit_above_cost and it compiled them on every listing write (45-90 ms instead of 4-5 at
-- 1,000,000 listings, PostgreSQL 15); PGlite has no JIT.
CREATE OR REPLACE FUNCTION listing_map_cells_track() RETURNS trigger LANGUAGE plpgsql SET jit = off AS $fn$
DECLARE
  source text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS n, * FROM listing_map_new'
    WHEN 'DELETE' THEN 'SELECT -1 AS n, * FROM listing_map_old'
    ELSE 'SELECT 1 AS n, * FROM listing_map_new UNION ALL SELECT -1 AS n, * FROM listing_map_old' END;
BEGIN
  IF current_setting('app.map_cells', true) = 'deferred' THEN
    RETURN NULL;
  END IF;
  -- The day ring's window holds still until this transaction ends (search/day-ring.ts moves it on under an update lock).
  PERFORM 1 FROM listing_map_day_window FOR SHARE;
  -- Inline: a trigger's transition tables are not visible to the functions it calls.
  EXECUTE listing_map_cells_statement(source);
  EXECUTE listing_map_range_cells_statement(source, '{price,size,lot,year,day,feature}');
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER listing_map_cells_on_insert AFTER INSERT ON listings REFERENCING NEW TABLE AS listing_map_new FOR EACH STATEMENT EXECUTE FUNCTION listing_map_cells_track();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER listing_map_cells_on_update AFTER UPDATE ON listings REFERENCING OLD TABLE AS listing_map_old NEW TABLE AS listing_map_new FOR EACH STATEMENT EXECUTE FUNCTION listing_map_cells_track();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER listing_map_cells_on_delete AFTER DELETE ON listings REFERENCING OLD TABLE AS listing_map_old FOR EACH STATEMENT EXECUTE FUNCTION listing_map_cells_track();
--> statement-breakpoint
-- Every cell counted afresh from the listings. Listing writes wait meanwhile (a share lock on
-- the listings); map readers see the old cells until the transaction ends.
CREATE OR REPLACE FUNCTION listing_map_cells_recount() RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
  LOCK TABLE listings IN SHARE MODE;
  PERFORM 1 FROM listing_map_day_window FOR SHARE;
  DELETE FROM listing_map_cells;
  DELETE FROM listing_map_range_cells;
  EXECUTE listing_map_cells_statement('SELECT 1 AS n, * FROM listings');
  EXECUTE listing_map_range_cells_statement('SELECT 1 AS n, * FROM listings', '{price,size,lot,year,day,feature}');
END
$fn$;
--> statement-breakpoint
-- Word search (docs/decisions/019-search.md "Word searches").

-- The price band of an asking price: how many steps are at or below it (0 below the first).
-- Schema-qualified: indexes use it (listing_order_tokens), and PostgreSQL 17 builds and analyzes
-- indexes with only pg_catalog on the search path.
CREATE OR REPLACE FUNCTION listing_price_band(price_minor bigint) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT width_bucket(price_minor, public.listing_price_steps())
$fn$;
--> statement-breakpoint
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
