-- Bathrooms join the map cells' key, beside bedrooms and with the same buckets (0 to 4, 5 for
-- five or more, -1 when not given), so a zoomed-out map filtered by bathrooms reads the stored
-- cells too (docs/decisions/019-search.md "Zoomed-out maps from stored cells"). The cells are
-- counted again from the listings; the statements of migrations 0007 and 0009 gain the column.
DROP INDEX "listings_map_price_idx";--> statement-breakpoint
CREATE INDEX "listings_map_price_idx" ON "listings" USING btree ("price_minor","latitude","longitude","country","state","property_type","listing_type","beds","baths") WHERE "listings"."status" = 'active' and "listings"."complete" = true and "listings"."hidden" = false;--> statement-breakpoint
TRUNCATE "listing_map_cells", "listing_map_price_cells";--> statement-breakpoint
ALTER TABLE "listing_map_cells" DROP CONSTRAINT "listing_map_cells_pk";--> statement-breakpoint
ALTER TABLE "listing_map_cells" ADD COLUMN "baths" smallint NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_map_cells" ADD CONSTRAINT "listing_map_cells_pk" PRIMARY KEY("level","cell_x","cell_y","country","state","property_type","listing_type","beds","baths");--> statement-breakpoint
ALTER TABLE "listing_map_price_cells" DROP CONSTRAINT "listing_map_price_cells_pk";--> statement-breakpoint
ALTER TABLE "listing_map_price_cells" ADD COLUMN "baths" smallint NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_map_price_cells" ADD CONSTRAINT "listing_map_price_cells_pk" PRIMARY KEY("level","cell_x","cell_y","country","state","property_type","listing_type","beds","baths");--> statement-breakpoint
CREATE OR REPLACE FUNCTION listing_map_cells_statement(source text) RETURNS text LANGUAGE sql IMMUTABLE AS $fn$
  SELECT format($q$
    INSERT INTO listing_map_cells AS c (level, cell_x, cell_y, country, state, property_type, listing_type, beds, baths, listings, latitude_sum, longitude_sum)
    SELECT g.level, floor(ch.longitude / (90::float8 / 2::float8 ^ g.level))::int, floor(ch.latitude / (90::float8 / 2::float8 ^ g.level))::int,
           ch.country, coalesce(ch.state, ''), coalesce(ch.property_type, ''), ch.listing_type, coalesce(least(ch.beds, 5), -1), coalesce(least(ch.baths, 5), -1),
           sum(ch.n)::int, sum(ch.n * ch.latitude), sum(ch.n * ch.longitude)
    FROM (%s) ch CROSS JOIN (VALUES (6), (8), (10)) AS g(level)
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
CREATE OR REPLACE FUNCTION listing_map_price_cells_statement(source text) RETURNS text LANGUAGE sql IMMUTABLE AS $fn$
  SELECT format($q$
    WITH banded AS (
      SELECT g.level, floor(ch.longitude / (90::float8 / 2::float8 ^ g.level))::int AS cell_x, floor(ch.latitude / (90::float8 / 2::float8 ^ g.level))::int AS cell_y,
             ch.country, coalesce(ch.state, '') AS state, coalesce(ch.property_type, '') AS property_type, ch.listing_type,
             coalesce(least(ch.beds, 5), -1) AS beds, coalesce(least(ch.baths, 5), -1) AS baths,
             listing_price_band(ch.price_minor) AS band,
             sum(ch.n) AS n, sum(ch.n * ch.latitude) AS lat, sum(ch.n * ch.longitude) AS lng
      FROM (%s) ch CROSS JOIN (VALUES (6), (8), (10)) AS g(level)
      WHERE ch.status = 'active' AND ch.complete AND NOT ch.hidden AND ch.latitude IS NOT NULL AND ch.longitude IS NOT NULL AND ch.price_minor IS NOT NULL
      GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
      HAVING sum(ch.n) <> 0 OR sum(ch.n * ch.latitude) <> 0 OR sum(ch.n * ch.longitude) <> 0
    ), running AS (
      SELECT banded.*, sum(n) OVER cell AS n_upto, sum(lat) OVER cell AS lat_upto, sum(lng) OVER cell AS lng_upto,
             lag(band) OVER cell IS NULL AS first_band, coalesce(lead(band) OVER cell, cardinality(listing_price_steps()) + 1) AS next_band
      FROM banded WINDOW cell AS (PARTITION BY level, cell_x, cell_y, country, state, property_type, listing_type, beds, baths ORDER BY band)
    )
    INSERT INTO listing_map_price_cells AS c (level, cell_x, cell_y, country, state, property_type, listing_type, beds, baths, listings_below, latitude_below, longitude_below)
    SELECT level, cell_x, cell_y, country, state, property_type, listing_type, beds, baths,
           array_agg((CASE WHEN p > band THEN n_upto ELSE 0 END)::int ORDER BY p),
           array_agg(CASE WHEN p > band THEN lat_upto ELSE 0 END ORDER BY p),
           array_agg(CASE WHEN p > band THEN lng_upto ELSE 0 END ORDER BY p)
    FROM running CROSS JOIN LATERAL generate_series(CASE WHEN first_band THEN 1 ELSE band + 1 END, next_band) AS p
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9
    ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9
    ON CONFLICT (level, cell_x, cell_y, country, state, property_type, listing_type, beds, baths) DO UPDATE
      SET listings_below = listing_map_add(c.listings_below, excluded.listings_below),
          latitude_below = listing_map_add(c.latitude_below, excluded.latitude_below),
          longitude_below = listing_map_add(c.longitude_below, excluded.longitude_below)
  $q$, source)
$fn$;
--> statement-breakpoint
DO $do$ BEGIN
  EXECUTE listing_map_cells_statement('SELECT 1 AS n, * FROM listings');
  EXECUTE listing_map_price_cells_statement('SELECT 1 AS n, * FROM listings');
END $do$;
