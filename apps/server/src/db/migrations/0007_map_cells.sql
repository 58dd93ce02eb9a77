CREATE TABLE "listing_map_cells" (
	"level" smallint NOT NULL,
	"cell_x" integer NOT NULL,
	"cell_y" integer NOT NULL,
	"country" text NOT NULL,
	"state" text NOT NULL,
	"property_type" text NOT NULL,
	"listing_type" text NOT NULL,
	"beds" smallint NOT NULL,
	"listings" integer NOT NULL,
	"latitude_sum" double precision NOT NULL,
	"longitude_sum" double precision NOT NULL,
	CONSTRAINT "listing_map_cells_pk" PRIMARY KEY("level","cell_x","cell_y","country","state","property_type","listing_type","beds")
);
--> statement-breakpoint
-- The statement adding the public listings among `source` (a query giving n = +1 or -1 and
-- listings' columns) to listing_map_cells at levels 6, 8 and 10 (search-map.service.ts
-- MAP_CELL_LEVELS). Rows are upserted in key order, so concurrent writers lock cells in the same
-- order. A statement, not a function running it: transition tables are visible only to the
-- trigger function's own queries.
CREATE FUNCTION listing_map_cells_statement(source text) RETURNS text LANGUAGE sql IMMUTABLE AS $fn$
  SELECT format($q$
    INSERT INTO listing_map_cells AS c (level, cell_x, cell_y, country, state, property_type, listing_type, beds, listings, latitude_sum, longitude_sum)
    SELECT g.level, floor(ch.longitude / (90::float8 / 2::float8 ^ g.level))::int, floor(ch.latitude / (90::float8 / 2::float8 ^ g.level))::int,
           ch.country, coalesce(ch.state, ''), coalesce(ch.property_type, ''), ch.listing_type, coalesce(least(ch.beds, 5), -1),
           sum(ch.n)::int, sum(ch.n * ch.latitude), sum(ch.n * ch.longitude)
    FROM (%s) ch CROSS JOIN (VALUES (6), (8), (10)) AS g(level)
    WHERE ch.status = 'active' AND ch.complete AND NOT ch.hidden AND ch.latitude IS NOT NULL AND ch.longitude IS NOT NULL
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
    HAVING sum(ch.n) <> 0 OR sum(ch.n * ch.latitude) <> 0 OR sum(ch.n * ch.longitude) <> 0
    ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
    ON CONFLICT (level, cell_x, cell_y, country, state, property_type, listing_type, beds) DO UPDATE
      SET listings = c.listings + excluded.listings,
          latitude_sum = c.latitude_sum + excluded.latitude_sum,
          longitude_sum = c.longitude_sum + excluded.longitude_sum
  $q$, source)
$fn$;
--> statement-breakpoint
-- One statement's inserted, updated or deleted listings, from its transition tables.
CREATE FUNCTION listing_map_cells_track() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  EXECUTE listing_map_cells_statement(CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS n, * FROM listing_map_new'
    WHEN 'DELETE' THEN 'SELECT -1 AS n, * FROM listing_map_old'
    ELSE 'SELECT 1 AS n, * FROM listing_map_new UNION ALL SELECT -1 AS n, * FROM listing_map_old' END);
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER listing_map_cells_on_insert AFTER INSERT ON listings REFERENCING NEW TABLE AS listing_map_new FOR EACH STATEMENT EXECUTE FUNCTION listing_map_cells_track();
--> statement-breakpoint
CREATE TRIGGER listing_map_cells_on_update AFTER UPDATE ON listings REFERENCING OLD TABLE AS listing_map_old NEW TABLE AS listing_map_new FOR EACH STATEMENT EXECUTE FUNCTION listing_map_cells_track();
--> statement-breakpoint
CREATE TRIGGER listing_map_cells_on_delete AFTER DELETE ON listings REFERENCING OLD TABLE AS listing_map_old FOR EACH STATEMENT EXECUTE FUNCTION listing_map_cells_track();
--> statement-breakpoint
DO $do$ BEGIN EXECUTE listing_map_cells_statement('SELECT 1 AS n, * FROM listings'); END $do$;
