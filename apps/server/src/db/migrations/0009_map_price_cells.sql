CREATE TABLE "listing_map_price_cells" (
	"level" smallint NOT NULL,
	"cell_x" integer NOT NULL,
	"cell_y" integer NOT NULL,
	"country" text NOT NULL,
	"state" text NOT NULL,
	"property_type" text NOT NULL,
	"listing_type" text NOT NULL,
	"beds" smallint NOT NULL,
	"listings_below" integer[] NOT NULL,
	"latitude_below" double precision[] NOT NULL,
	"longitude_below" double precision[] NOT NULL,
	CONSTRAINT "listing_map_price_cells_pk" PRIMARY KEY("level","cell_x","cell_y","country","state","property_type","listing_type","beds")
);
--> statement-breakpoint
CREATE INDEX "listings_map_price_idx" ON "listings" USING btree ("price_minor","latitude","longitude","country","state","property_type","listing_type","beds") WHERE "listings"."status" = 'active' and "listings"."complete" = true and "listings"."hidden" = false;--> statement-breakpoint
-- The search's PRICE_STEPS (packages/shared/src/constants/search.ts) in minor units; a test
-- checks the two lists agree.
CREATE FUNCTION listing_price_steps() RETURNS bigint[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT '{50000,100000,150000,200000,250000,300000,400000,500000,750000,1000000,1500000,2000000,3000000,5000000,7500000,10000000,12500000,15000000,17500000,20000000,22500000,25000000,27500000,30000000,32500000,35000000,37500000,40000000,42500000,45000000,47500000,50000000,55000000,60000000,65000000,70000000,75000000,80000000,85000000,90000000,95000000,100000000,110000000,120000000,130000000,140000000,150000000,160000000,170000000,180000000,190000000,200000000,225000000,250000000,275000000,300000000,350000000,400000000,450000000,500000000,600000000,700000000,800000000,900000000,1000000000,1250000000,1500000000,2000000000,2500000000,3000000000,4000000000,5000000000,7500000000,10000000000}'::bigint[]
$fn$;
--> statement-breakpoint
-- The price band of an asking price: how many steps are at or below it (0 below the first).
-- Schema-qualified: indexes use it (migration 0010), and PostgreSQL 17 builds and analyzes
-- indexes with only pg_catalog on the search path.
CREATE FUNCTION listing_price_band(price_minor bigint) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT width_bucket(price_minor, public.listing_price_steps())
$fn$;
--> statement-breakpoint
-- Two arrays of the same length added position by position.
CREATE FUNCTION listing_map_add(a anyarray, b anyarray) RETURNS anyarray LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT array_agg(x + y ORDER BY i) FROM unnest(a, b) WITH ORDINALITY AS t(x, y, i)
$fn$;
--> statement-breakpoint
-- As listing_map_cells_statement (migration 0007), for listing_map_price_cells: the changes are
-- summed per cell and price band, run up the bands (a window over each cell's bands), and spread
-- over the array positions each running sum holds for (position p counts the bands below p: from
-- a band's own position + 1 up to the next band present; 0 before the first).
CREATE FUNCTION listing_map_price_cells_statement(source text) RETURNS text LANGUAGE sql IMMUTABLE AS $fn$
  SELECT format($q$
    WITH banded AS (
      SELECT g.level, floor(ch.longitude / (90::float8 / 2::float8 ^ g.level))::int AS cell_x, floor(ch.latitude / (90::float8 / 2::float8 ^ g.level))::int AS cell_y,
             ch.country, coalesce(ch.state, '') AS state, coalesce(ch.property_type, '') AS property_type, ch.listing_type,
             coalesce(least(ch.beds, 5), -1) AS beds, listing_price_band(ch.price_minor) AS band,
             sum(ch.n) AS n, sum(ch.n * ch.latitude) AS lat, sum(ch.n * ch.longitude) AS lng
      FROM (%s) ch CROSS JOIN (VALUES (6), (8), (10)) AS g(level)
      WHERE ch.status = 'active' AND ch.complete AND NOT ch.hidden AND ch.latitude IS NOT NULL AND ch.longitude IS NOT NULL AND ch.price_minor IS NOT NULL
      GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9
      HAVING sum(ch.n) <> 0 OR sum(ch.n * ch.latitude) <> 0 OR sum(ch.n * ch.longitude) <> 0
    ), running AS (
      SELECT banded.*, sum(n) OVER cell AS n_upto, sum(lat) OVER cell AS lat_upto, sum(lng) OVER cell AS lng_upto,
             lag(band) OVER cell IS NULL AS first_band, coalesce(lead(band) OVER cell, cardinality(listing_price_steps()) + 1) AS next_band
      FROM banded WINDOW cell AS (PARTITION BY level, cell_x, cell_y, country, state, property_type, listing_type, beds ORDER BY band)
    )
    INSERT INTO listing_map_price_cells AS c (level, cell_x, cell_y, country, state, property_type, listing_type, beds, listings_below, latitude_below, longitude_below)
    SELECT level, cell_x, cell_y, country, state, property_type, listing_type, beds,
           array_agg((CASE WHEN p > band THEN n_upto ELSE 0 END)::int ORDER BY p),
           array_agg(CASE WHEN p > band THEN lat_upto ELSE 0 END ORDER BY p),
           array_agg(CASE WHEN p > band THEN lng_upto ELSE 0 END ORDER BY p)
    FROM running CROSS JOIN LATERAL generate_series(CASE WHEN first_band THEN 1 ELSE band + 1 END, next_band) AS p
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
    ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
    ON CONFLICT (level, cell_x, cell_y, country, state, property_type, listing_type, beds) DO UPDATE
      SET listings_below = listing_map_add(c.listings_below, excluded.listings_below),
          latitude_below = listing_map_add(c.latitude_below, excluded.latitude_below),
          longitude_below = listing_map_add(c.longitude_below, excluded.longitude_below)
  $q$, source)
$fn$;
--> statement-breakpoint
-- One statement's changed listings, now counted in both tables.
CREATE OR REPLACE FUNCTION listing_map_cells_track() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  source text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS n, * FROM listing_map_new'
    WHEN 'DELETE' THEN 'SELECT -1 AS n, * FROM listing_map_old'
    ELSE 'SELECT 1 AS n, * FROM listing_map_new UNION ALL SELECT -1 AS n, * FROM listing_map_old' END;
BEGIN
  EXECUTE listing_map_cells_statement(source);
  EXECUTE listing_map_price_cells_statement(source);
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
DO $do$ BEGIN EXECUTE listing_map_price_cells_statement('SELECT 1 AS n, * FROM listings'); END $do$;
