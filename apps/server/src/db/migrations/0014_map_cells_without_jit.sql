-- The cells' trigger plans its statements with JIT off. Its statements read a big table (the
-- range cells), so PostgreSQL's cost estimate passes jit_above_cost and it compiled them to
-- machine code on every listing write: a one-listing insert or update spent 45–90 ms in the
-- trigger instead of 4–5 (1,000,000 listings, PostgreSQL 15). Nothing is left to gain from JIT in
-- statements that touch a few dozen cells. (PGlite has no JIT; the setting is harmless there.)
ALTER FUNCTION listing_map_cells_track() SET jit = off;
