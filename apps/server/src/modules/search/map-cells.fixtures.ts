import { ROOM_COUNT_CAP } from '@app/shared/constants/search';
import { PROPERTY_FEATURE_IDS } from '@app/shared/reference/property';
import type { TMapResults } from '@app/shared/search/search.schema';
import { sql, type SQL } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../db/client';
import { listingMapCells, listingMapDayWindow, listingMapRangeCells, listings } from '../../db/schema/index';
import { publicListing } from '../listings/index';
import { DAY_SLOTS } from './day-ring.repo';
import { cellDegreesAt, EVERY_PRICE, MAP_CELL_LEVELS, PRICE_SLICED_LEVEL } from './map-cells.repo';
import { PRICE_SLICES_MINOR, RANGE_DIMENSIONS, type RangeDimension } from './range-bands.repo';

/** Test helpers: the map cells as they should be, counted afresh from the listings, and the same clusters two ways. */

/** Every dimension of listing_map_range_cells. */
export const DIMENSIONS = [...(Object.keys(RANGE_DIMENSIONS) as RangeDimension[]), 'day', 'feature'] as const;
type Dimension = (typeof DIMENSIONS)[number];

type CellRow = { key: string; n: number; lat: number; lng: number };
type RangeCellRow = { key: string; n: number[]; lat: number[]; lng: number[] };
export const rowsOf = <Row = CellRow>(result: unknown) => (result as { rows: Row[] }).rows;

/** The cells' room cap as a literal (a bound parameter would not group like the column it caps). */
const ROOM_CAP = sql.raw(String(ROOM_COUNT_CAP));

/** A cell's key as text, from a listing's columns. */
function listingKey(level: number): SQL {
  const size = sql.raw(String(cellDegreesAt(level)));
  return sql`concat_ws(':', floor(${listings.longitude} / ${size}), floor(${listings.latitude} / ${size}), ${listings.country},
                       coalesce(${listings.state}, ''), coalesce(${listings.propertyType}, ''), ${listings.listingType}, coalesce(least(${listings.beds}, ${ROOM_CAP}), -1),
                       coalesce(least(${listings.baths}, ${ROOM_CAP}), -1))`;
}

/** listing_map_cells as it should be: the public listings grouped afresh. */
async function cellsFromListings(db: Db, level: number) {
  const result = await db.execute<CellRow>(sql`
    select ${listingKey(level)} as key, count(*)::int as n, sum(${listings.latitude})::float8 as lat, sum(${listings.longitude})::float8 as lng
    from ${listings} where ${publicListing} and ${listings.latitude} is not null and ${listings.longitude} is not null
    group by 1 order by 1`);
  return rowsOf(result);
}

export async function storedCells(db: Db, level: number) {
  const t = listingMapCells;
  const result = await db.execute<CellRow>(sql`
    select concat_ws(':', ${t.cellX}, ${t.cellY}, ${t.country}, ${t.state}, ${t.propertyType}, ${t.listingType}, ${t.beds}, ${t.baths}) as key,
           ${t.listings} as n, ${t.latitudeSum} as lat, ${t.longitudeSum} as lng
    from ${t} where ${t.level} = ${level} and ${t.listings} > 0 order by 1`);
  return rowsOf(result);
}

/**
 * A dimension's band values per listing (a subquery of `value` rows, none when the listing has
 * no band) and its steps: a range's column; for the day ring the slot of a day in its window;
 * for features, the band of each of the listing's features and pairs of them.
 */
async function bandsOf(db: Db, dimension: Dimension): Promise<{ values: SQL; steps: readonly number[] }> {
  const positions = (count: number) => Array.from({ length: count - 1 }, (_, i) => i + 1);
  if (dimension === 'feature') {
    // Each feature alone, then each pair, numbered in the order featureBand gives them.
    const singles = PROPERTY_FEATURE_IDS.map((id) => [id]);
    const pairs = PROPERTY_FEATURE_IDS.flatMap((a, i) => PROPERTY_FEATURE_IDS.slice(i + 1).map((b) => [a, b]));
    const bands = sql.join(
      [...singles, ...pairs].map(
        (held, band) => sql`(${band}::int, ${sql.raw(`array[${held.map((id) => `'${id}'`).join(',')}]::text[]`)})`,
      ),
      sql`, `,
    );
    return {
      values: sql`select band from (values ${bands}) as bands (band, held) where ${listings.featureIds} @> held`,
      steps: positions(singles.length + pairs.length),
    };
  }
  if (dimension !== 'day') return { values: sql`select ${RANGE_DIMENSIONS[dimension].column}`, steps: RANGE_DIMENSIONS[dimension].steps };
  const [window] = await db.select().from(listingMapDayWindow);
  const lastDay = window?.lastDay ?? Number.NaN;
  const day = sql`floor(extract(epoch from ${listings.publishedAt}) / 86400)::int`;
  return {
    values: sql`select case when ${day} > ${lastDay - DAY_SLOTS} and ${day} <= ${lastDay} then mod(${day}, ${DAY_SLOTS}) end`,
    steps: positions(DAY_SLOTS),
  };
}

/** Numbers as an SQL bigint[] literal. */
const bigints = (values: readonly number[]) => sql.raw(`array[${values.join(',')}]::bigint[]`);

/** A listing's price slice (migration 0015's width_bucket over listing_price_slices()). */
const priceSliceOf = sql`width_bucket(${listings.priceMinor}, ${bigints(PRICE_SLICES_MINOR)})`;

/**
 * listing_map_range_cells as it should be for a dimension: per cell, how many public listings lie
 * below each of its steps, and in all; `sliced`, per cell and price slice.
 */
async function rangeCellsFromListings(db: Db, level: number, dimension: Dimension, sliced: boolean) {
  const { values, steps } = await bandsOf(db, dimension);
  const below = sql`p > ${steps.length} or band.value < (${bigints(steps)})[p]`;
  const key = sliced ? sql`concat_ws(':', ${listingKey(level)}, ${priceSliceOf})` : listingKey(level);
  const result = await db.execute(sql`
    select key, array_agg(n order by p) as n, array_agg(lat order by p) as lat, array_agg(lng order by p) as lng from (
      select ${key} as key, p,
             (count(*) filter (where ${below}))::int as n, coalesce(sum(${listings.latitude}) filter (where ${below}), 0)::float8 as lat,
             coalesce(sum(${listings.longitude}) filter (where ${below}), 0)::float8 as lng
      from ${listings} cross join lateral (${values}) as band (value) cross join generate_series(1, ${steps.length + 1}) as p
      where ${publicListing} and ${listings.latitude} is not null and ${listings.longitude} is not null and band.value is not null
        and ${sliced ? sql`${listings.priceMinor} is not null` : sql`true`}
      group by 1, 2) as below
    group by key order by key`);
  return rowsOf<RangeCellRow>(result);
}

/** A dimension's stored rows over every price, or `sliced`, those per price slice. */
export async function storedRangeCells(db: Db, level: number, dimension: Dimension, sliced = false) {
  const t = listingMapRangeCells;
  const { steps } = await bandsOf(db, dimension);
  const result = await db.execute(sql`
    select concat_ws(':', ${t.cellX}, ${t.cellY}, ${t.country}, ${t.state}, ${t.propertyType}, ${t.listingType}, ${t.beds}, ${t.baths}${sliced ? sql`, ${t.priceSlice}` : sql``}) as key,
           ${t.listingsBelow} as n, ${t.latitudeBelow} as lat, ${t.longitudeBelow} as lng
    from ${t} where ${t.dimension} = ${dimension} and ${t.level} = ${level} and ${sliced ? sql`${t.priceSlice} <> ${EVERY_PRICE}` : sql`${t.priceSlice} = ${EVERY_PRICE}`}
      and ${t.listingsBelow}[${steps.length + 1}] > 0 order by 1`);
  return rowsOf<RangeCellRow>(result);
}

/**
 * The position sums of the same cells that differ by more than rounding (as toBeCloseTo(…, 6)),
 * found in one pass: tens of thousands of sums, too many for an assertion each.
 */
function positionsApart(stored: Pick<RangeCellRow, 'key' | 'lat' | 'lng'>[], expected: Pick<RangeCellRow, 'lat' | 'lng'>[]) {
  const apart = (got: number, want: number | undefined) => !(Math.abs(got - (want ?? Number.NaN)) < 5e-7);
  return stored.flatMap((row, i) =>
    (['lat', 'lng'] as const).flatMap((axis) =>
      row[axis].flatMap((got, p) =>
        apart(got, expected[i]?.[axis][p]) ? [{ key: row.key, axis, band: p, got, want: expected[i]?.[axis][p] }] : [],
      ),
    ),
  );
}

/** Every stored cell, of every level, dimension and price slice, equals a fresh count of the listings. */
export async function expectCellsMatchListings(db: Db) {
  for (const level of MAP_CELL_LEVELS) {
    const [expected, stored] = [await cellsFromListings(db, level), await storedCells(db, level)];
    expect(stored.map((row) => [row.key, row.n])).toEqual(expected.map((row) => [row.key, row.n]));
    expect(
      positionsApart(
        stored.map(({ key, lat, lng }) => ({ key, lat: [lat], lng: [lng] })),
        expected.map(({ key, lat, lng }) => ({ key, lat: [lat], lng: [lng] })),
      ),
    ).toEqual([]);
    const kept = DIMENSIONS.flatMap((dimension) => [
      { dimension, sliced: false },
      ...(level === PRICE_SLICED_LEVEL && dimension !== 'price' ? [{ dimension, sliced: true }] : []),
    ]);
    for (const { dimension, sliced } of kept) {
      const label = sliced ? `${dimension} by price slice` : dimension;
      const [expectedRanged, storedRanged] = [
        await rangeCellsFromListings(db, level, dimension, sliced),
        await storedRangeCells(db, level, dimension, sliced),
      ];
      expect(
        storedRanged.map((row) => [row.key, row.n]),
        label,
      ).toEqual(expectedRanged.map((row) => [row.key, row.n]));
      expect(positionsApart(storedRanged, expectedRanged), label).toEqual([]);
    }
  }
}

/** The same clusters, positions to within rounding: the two ways of clustering sum in different orders. */
export function expectSameClusters(actual: TMapResults, expected: TMapResults, label: string) {
  const inOrder = (map: TMapResults) => [...map.points].sort((a, b) => b.count - a.count || a.lat - b.lat || a.lng - b.lng);
  const [got, want] = [inOrder(actual), inOrder(expected)];
  expect({ total: actual.total, counts: got.map((p) => [p.count, p.listing]) }, label).toEqual({
    total: expected.total,
    counts: want.map((p) => [p.count, p.listing]),
  });
  got.forEach((point, i) => {
    expect(point.lat, label).toBeCloseTo(want[i]?.lat ?? Number.NaN, 6);
    expect(point.lng, label).toBeCloseTo(want[i]?.lng ?? Number.NaN, 6);
  });
}
