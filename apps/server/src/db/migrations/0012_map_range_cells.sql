-- Zoomed-out maps filtered by one range (price, size, lot size, year built), by listing date or
-- by one or two features read stored cells (docs/decisions/019-search.md "Zoomed-out maps by
-- range, date or feature"). listing_map_price_cells becomes listing_map_range_cells: one set of
-- cumulative arrays per cell and `dimension`, each over its own bands, kept by one statement for
-- all. Ranges have their steps (search/range-bands.ts); 'day' is a ring of 64 days up to
-- listing_map_day_window's last day, a day's listings in band `day mod 64` (search/day-ring.ts);
-- 'feature' counts a listing in the band of each of its features and of each pair of them. Size,
-- lot and year get narrow indexes for the corrections at a range's ends (dates use the
-- newest-first search index). The cells are counted afresh; spare room in each page keeps a
-- cell's updates on its page.
CREATE TABLE "listing_map_day_window" (
	"only" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"last_day" integer NOT NULL,
	CONSTRAINT "listing_map_day_window_one_row" CHECK ("listing_map_day_window"."only")
);
--> statement-breakpoint
CREATE TABLE "listing_map_range_cells" (
	"dimension" text NOT NULL,
	"level" smallint NOT NULL,
	"cell_x" integer NOT NULL,
	"cell_y" integer NOT NULL,
	"country" text NOT NULL,
	"state" text NOT NULL,
	"property_type" text NOT NULL,
	"listing_type" text NOT NULL,
	"beds" smallint NOT NULL,
	"baths" smallint NOT NULL,
	"listings_below" integer[] NOT NULL,
	"latitude_below" double precision[] NOT NULL,
	"longitude_below" double precision[] NOT NULL,
	CONSTRAINT "listing_map_range_cells_pk" PRIMARY KEY("dimension","level","cell_x","cell_y","country","state","property_type","listing_type","beds","baths")
);
--> statement-breakpoint
-- Cells are updated in place all day: room in each page keeps the new row versions beside the
-- old (heap-only updates), so the cells of an area stay on few pages.
ALTER TABLE "listing_map_range_cells" SET (fillfactor = 70);--> statement-breakpoint
ALTER TABLE "listing_map_cells" SET (fillfactor = 70);--> statement-breakpoint
DROP TABLE "listing_map_price_cells" CASCADE;--> statement-breakpoint
CREATE INDEX "listings_map_size_idx" ON "listings" USING btree ("size_sqft","latitude","longitude","country","state","property_type","listing_type","beds","baths") WHERE "listings"."status" = 'active' and "listings"."complete" = true and "listings"."hidden" = false;--> statement-breakpoint
CREATE INDEX "listings_map_lot_idx" ON "listings" USING btree ("lot_size_sqft","latitude","longitude","country","state","property_type","listing_type","beds","baths") WHERE "listings"."status" = 'active' and "listings"."complete" = true and "listings"."hidden" = false;--> statement-breakpoint
CREATE INDEX "listings_map_year_idx" ON "listings" USING btree ("year_built","latitude","longitude","country","state","property_type","listing_type","beds","baths") WHERE "listings"."status" = 'active' and "listings"."complete" = true and "listings"."hidden" = false;
--> statement-breakpoint
-- The property features (PROPERTY_FEATURES of packages/shared/src/reference/property.ts, in
-- order; a test checks the lists agree).
CREATE FUNCTION listing_feature_ids() RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT '{cable-ready,fitness-center,sauna,elevator,pool,jacuzzi,video-doorbell,tennis-court,gazebo,steam-room,solar}'::text[]
$fn$;
--> statement-breakpoint
-- The 'feature' bands a listing with these features counts in (search/band-reading.ts
-- featureBand): band i for the feature at position i + 1 of listing_feature_ids() (n of them),
-- and for each pair of them at positions i < j, band n + i * (2n - i - 1) / 2 + (j - i - 1).
CREATE FUNCTION listing_feature_bands(features text[]) RETURNS SETOF bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  WITH held AS (
    SELECT DISTINCT array_position(public.listing_feature_ids(), f) - 1 AS i FROM unnest(features) AS f
    WHERE array_position(public.listing_feature_ids(), f) IS NOT NULL
  ), n AS (SELECT cardinality(public.listing_feature_ids()) AS n)
  SELECT i::bigint FROM held
  UNION ALL
  SELECT (n.n + a.i * (2 * n.n - a.i - 1) / 2 + (b.i - a.i - 1))::bigint FROM held a JOIN held b ON a.i < b.i CROSS JOIN n
$fn$;
--> statement-breakpoint
-- The search's steps for a ranged dimension, in the column's unit (SIZE_STEPS, LOT_STEPS and
-- YEAR_STEPS of packages/shared/src/constants/search.ts, PRICE_STEPS in minor units; a test
-- checks the lists agree); for the day ring 1 to 63 (band n is the ring's slot n) and for features
-- one fewer than there are features and pairs of them (listing_feature_bands).
CREATE FUNCTION listing_range_steps(dimension text) RETURNS bigint[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT CASE dimension
    WHEN 'price' THEN public.listing_price_steps()
    WHEN 'size' THEN '{250,500,550,600,650,700,750,800,850,900,950,1000,1050,1100,1150,1200,1250,1300,1350,1400,1450,1500,1550,1600,1650,1700,1750,1800,1850,1900,1950,2000,2050,2100,2150,2200,2250,2300,2350,2400,2450,2500,2550,2600,2650,2700,2750,2800,2850,2900,2950,3000,3250,3500,3750,4000,4250,4500,4750,5000,5500,6000,6500,7000,7500,8000,9000,10000,12500,15000,20000,25000,50000,100000}'::bigint[]
    WHEN 'lot' THEN '{1000,2000,2500,3000,4000,5000,6000,7000,7500,8000,9000,10000,10890,12000,15000,20000,21780,32670,43560,87120,130680,174240,217800,435600,871200,1742400,2178000,4356000,21780000,43560000}'::bigint[]
    WHEN 'year' THEN '{1700,1750,1800,1850,1900,1910,1920,1930,1940,1950,1960,1970,1980,1985,1990,1991,1992,1993,1994,1995,1996,1997,1998,1999,2000,2001,2002,2003,2004,2005,2006,2007,2008,2009,2010,2011,2012,2013,2014,2015,2016,2017,2018,2019,2020,2021,2022,2023,2024,2025,2026,2027,2028,2029,2030}'::bigint[]
    WHEN 'day' THEN ARRAY(SELECT generate_series(1::bigint, 63))
    WHEN 'feature' THEN ARRAY(SELECT generate_series(1::bigint, (SELECT n + n * (n - 1) / 2 - 1 FROM cardinality(public.listing_feature_ids()) AS n)))
  END
$fn$;
--> statement-breakpoint
-- As migration 0011's listing_map_price_cells_statement, for the given dimensions at once: each
-- changed listing counts once per dimension it has a value for, in that dimension's band; in the
-- day ring only when published on one of its days; in the band of each feature and pair of
-- features it has.
CREATE FUNCTION listing_map_range_cells_statement(source text, dimensions text[]) RETURNS text LANGUAGE sql IMMUTABLE AS $fn$
  SELECT format($q$
    WITH banded AS (
      SELECT d.dimension, g.level, floor(ch.longitude / (90::float8 / 2::float8 ^ g.level))::int AS cell_x, floor(ch.latitude / (90::float8 / 2::float8 ^ g.level))::int AS cell_y,
             ch.country, coalesce(ch.state, '') AS state, coalesce(ch.property_type, '') AS property_type, ch.listing_type,
             coalesce(least(ch.beds, 5), -1) AS beds, coalesce(least(ch.baths, 5), -1) AS baths,
             width_bucket(d.value, listing_range_steps(d.dimension)) AS band,
             sum(ch.n) AS n, sum(ch.n * ch.latitude) AS lat, sum(ch.n * ch.longitude) AS lng
      FROM (%s) ch CROSS JOIN (VALUES (6), (8), (10)) AS g(level) CROSS JOIN listing_map_day_window w
        CROSS JOIN LATERAL (SELECT floor(extract(epoch FROM ch.published_at) / 86400)::int AS day) AS published
        CROSS JOIN LATERAL (VALUES ('price', ch.price_minor::bigint), ('size', ch.size_sqft::bigint), ('lot', ch.lot_size_sqft::bigint), ('year', ch.year_built::bigint),
                                   ('day', CASE WHEN published.day > w.last_day - 64 AND published.day <= w.last_day THEN mod(published.day, 64)::bigint END)
                            UNION ALL SELECT 'feature', band FROM listing_feature_bands(ch.feature_ids) AS band) AS d(dimension, value)
      WHERE ch.status = 'active' AND ch.complete AND NOT ch.hidden AND ch.latitude IS NOT NULL AND ch.longitude IS NOT NULL AND d.value IS NOT NULL
        AND d.dimension = ANY (%L::text[])
      GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11
      HAVING sum(ch.n) <> 0 OR sum(ch.n * ch.latitude) <> 0 OR sum(ch.n * ch.longitude) <> 0
    ), running AS (
      SELECT banded.*, sum(n) OVER cell AS n_upto, sum(lat) OVER cell AS lat_upto, sum(lng) OVER cell AS lng_upto,
             lag(band) OVER cell IS NULL AS first_band, coalesce(lead(band) OVER cell, cardinality(listing_range_steps(dimension)) + 1) AS next_band
      FROM banded WINDOW cell AS (PARTITION BY dimension, level, cell_x, cell_y, country, state, property_type, listing_type, beds, baths ORDER BY band)
    )
    INSERT INTO listing_map_range_cells AS c (dimension, level, cell_x, cell_y, country, state, property_type, listing_type, beds, baths, listings_below, latitude_below, longitude_below)
    SELECT dimension, level, cell_x, cell_y, country, state, property_type, listing_type, beds, baths,
           array_agg((CASE WHEN p > band THEN n_upto ELSE 0 END)::int ORDER BY p),
           array_agg(CASE WHEN p > band THEN lat_upto ELSE 0 END ORDER BY p),
           array_agg(CASE WHEN p > band THEN lng_upto ELSE 0 END ORDER BY p)
    FROM running CROSS JOIN LATERAL generate_series(CASE WHEN first_band THEN 1 ELSE band + 1 END, next_band) AS p
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
    ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
    ON CONFLICT (dimension, level, cell_x, cell_y, country, state, property_type, listing_type, beds, baths) DO UPDATE
      SET listings_below = listing_map_add(c.listings_below, excluded.listings_below),
          latitude_below = listing_map_add(c.latitude_below, excluded.latitude_below),
          longitude_below = listing_map_add(c.longitude_below, excluded.longitude_below)
  $q$, source, dimensions)
$fn$;
--> statement-breakpoint
-- One statement's changed listings, counted in both tables.
CREATE OR REPLACE FUNCTION listing_map_cells_track() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  source text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS n, * FROM listing_map_new'
    WHEN 'DELETE' THEN 'SELECT -1 AS n, * FROM listing_map_old'
    ELSE 'SELECT 1 AS n, * FROM listing_map_new UNION ALL SELECT -1 AS n, * FROM listing_map_old' END;
BEGIN
  -- The day ring's window holds still until this transaction ends (search/day-ring.ts moves it on under an update lock).
  PERFORM 1 FROM listing_map_day_window FOR SHARE;
  EXECUTE listing_map_cells_statement(source);
  EXECUTE listing_map_range_cells_statement(source, '{price,size,lot,year,day,feature}');
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
DROP FUNCTION listing_map_price_cells_statement(text);
--> statement-breakpoint
-- A cumulative array less one band's entries: every position past `band` loses what the band holds.
CREATE FUNCTION listing_map_without_band(below anyarray, band integer) RETURNS anyarray LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT array_agg(CASE WHEN p > band THEN x - (below[band + 1] - coalesce(below[band], 0)) ELSE x END ORDER BY p) FROM unnest(below) WITH ORDINALITY AS t(x, p)
$fn$;
--> statement-breakpoint
-- The ring starts two days ahead of today (UTC), as the job keeps it.
INSERT INTO listing_map_day_window (last_day) VALUES (floor(extract(epoch FROM now()) / 86400)::int + 2);
--> statement-breakpoint
DO $do$ BEGIN EXECUTE listing_map_range_cells_statement('SELECT 1 AS n, * FROM listings', '{price,size,lot,year,day,feature}'); END $do$;
