-- A zoomed-out map filtered by a price and one more range, date or feature (say under $400,000
-- and built 2000 or later) grouped every listing under the price: 95-120 ms for the contiguous
-- US at 1,000,000 listings. At the coarsest level (6) the size, lot, year, day and feature rows
-- of listing_map_range_cells are now also kept per price slice (listing_price_slices(), round
-- prices a filter is often set to; search/range-bands.ts PRICE_SLICES_MINOR holds the same list):
-- `price_slice` is the slice of the listings' price (width_bucket, 0 below the first), -1 for the
-- rows over every price, as before. Such a map sums the slices in its price range
-- (docs/decisions/019-search.md "Two filters: price slices"). The cells are counted afresh (9
-- minutes at 1,000,000 listings on a 2-core machine; listing writes wait meanwhile).
ALTER TABLE "listing_map_range_cells" ADD COLUMN "price_slice" smallint DEFAULT -1 NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_map_range_cells" DROP CONSTRAINT "listing_map_range_cells_pk";
--> statement-breakpoint
ALTER TABLE "listing_map_range_cells" ADD CONSTRAINT "listing_map_range_cells_pk" PRIMARY KEY("dimension","level","price_slice","cell_x","cell_y","country","state","property_type","listing_type","beds","baths");
--> statement-breakpoint
CREATE FUNCTION listing_price_slices() RETURNS bigint[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT '{100000,200000,300000,500000,1000000,5000000,10000000,15000000,20000000,25000000,30000000,35000000,40000000,45000000,50000000,60000000,70000000,80000000,90000000,100000000,150000000,200000000,300000000,500000000,1000000000}'::bigint[]
$fn$;
--> statement-breakpoint
-- As migration 0012's, with each changed listing also counted, at level 6, in the rows of its
-- price slice of every dimension but price itself (listings without a price have no slice).
CREATE OR REPLACE FUNCTION listing_map_range_cells_statement(source text, dimensions text[]) RETURNS text LANGUAGE sql IMMUTABLE AS $fn$
  SELECT format($q$
    WITH banded AS (
      SELECT d.dimension, g.level, s.price_slice,
             floor(ch.longitude / (90::float8 / 2::float8 ^ g.level))::int AS cell_x, floor(ch.latitude / (90::float8 / 2::float8 ^ g.level))::int AS cell_y,
             ch.country, coalesce(ch.state, '') AS state, coalesce(ch.property_type, '') AS property_type, ch.listing_type,
             coalesce(least(ch.beds, 5), -1) AS beds, coalesce(least(ch.baths, 5), -1) AS baths,
             width_bucket(d.value, listing_range_steps(d.dimension)) AS band,
             sum(ch.n) AS n, sum(ch.n * ch.latitude) AS lat, sum(ch.n * ch.longitude) AS lng
      FROM (%s) ch CROSS JOIN (VALUES (6), (8), (10)) AS g(level) CROSS JOIN listing_map_day_window w
        CROSS JOIN LATERAL (SELECT floor(extract(epoch FROM ch.published_at) / 86400)::int AS day) AS published
        CROSS JOIN LATERAL (VALUES ('price', ch.price_minor::bigint), ('size', ch.size_sqft::bigint), ('lot', ch.lot_size_sqft::bigint), ('year', ch.year_built::bigint),
                                   ('day', CASE WHEN published.day > w.last_day - 64 AND published.day <= w.last_day THEN mod(published.day, 64)::bigint END)
                            UNION ALL SELECT 'feature', band FROM listing_feature_bands(ch.feature_ids) AS band) AS d(dimension, value)
        CROSS JOIN LATERAL (VALUES (-1), (CASE WHEN g.level = 6 AND d.dimension <> 'price' THEN width_bucket(ch.price_minor::bigint, listing_price_slices()) END)) AS s(price_slice)
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
-- The slices of the listings already there.
SELECT listing_map_cells_recount();
