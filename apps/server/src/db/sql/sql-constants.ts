import {
  DAY_BLOCKS,
  DAY_SLOTS,
  LOT_STEPS,
  MAP_CELL_LEVELS,
  MAP_CELL_ROOT_DEGREES,
  PRICE_SLICED_LEVEL,
  PRICE_SLICES,
  PRICE_STEPS,
  ROOM_COUNT_CAP,
  SIZE_STEPS,
  YEAR_STEPS,
} from '@app/shared/constants/search';
import { PROPERTY_FEATURE_IDS } from '@app/shared/reference/property';

type SqlConstant = { name: string; doc: string } & (
  | { type: 'bigint[]' | 'integer[]'; values: readonly number[] }
  | { type: 'text[]'; values: readonly string[] }
  | { type: 'integer'; value: number }
);

const SEARCH = 'packages/shared/src/constants/search.ts';
const minor = (steps: readonly number[]) => steps.map((step) => step * 100);

/**
 * The constants the search's SQL shares with TypeScript, each an immutable SQL function of the
 * value TypeScript holds (db/sql/map-cells.sql and word-search.sql call them).
 */
const SQL_CONSTANTS: SqlConstant[] = [
  { name: 'listing_price_steps', doc: `PRICE_STEPS (${SEARCH}) in minor units.`, type: 'bigint[]', values: minor(PRICE_STEPS) },
  { name: 'listing_price_slices', doc: `PRICE_SLICES (${SEARCH}) in minor units.`, type: 'bigint[]', values: minor(PRICE_SLICES) },
  { name: 'listing_size_steps', doc: `SIZE_STEPS (${SEARCH}).`, type: 'bigint[]', values: SIZE_STEPS },
  { name: 'listing_lot_steps', doc: `LOT_STEPS (${SEARCH}).`, type: 'bigint[]', values: LOT_STEPS },
  { name: 'listing_year_steps', doc: `YEAR_STEPS (${SEARCH}).`, type: 'bigint[]', values: YEAR_STEPS },
  {
    name: 'listing_feature_ids',
    doc: 'The ids of PROPERTY_FEATURES (packages/shared/src/reference/property.ts), in order.',
    type: 'text[]',
    values: PROPERTY_FEATURE_IDS,
  },
  {
    name: 'listing_map_cell_root_degrees',
    doc: `MAP_CELL_ROOT_DEGREES (${SEARCH}): a cell's side at level 0, halved at each level.`,
    type: 'integer',
    value: MAP_CELL_ROOT_DEGREES,
  },
  { name: 'listing_map_cell_levels', doc: `MAP_CELL_LEVELS (${SEARCH}).`, type: 'integer[]', values: MAP_CELL_LEVELS },
  { name: 'listing_price_sliced_level', doc: `PRICE_SLICED_LEVEL (${SEARCH}).`, type: 'integer', value: PRICE_SLICED_LEVEL },
  { name: 'listing_day_slots', doc: `DAY_SLOTS (${SEARCH}).`, type: 'integer', value: DAY_SLOTS },
  { name: 'listing_room_cap', doc: `ROOM_COUNT_CAP (${SEARCH}).`, type: 'integer', value: ROOM_COUNT_CAP },
  { name: 'listing_day_blocks', doc: `DAY_BLOCKS (${SEARCH}).`, type: 'integer[]', values: DAY_BLOCKS },
];

function literal(constant: SqlConstant): string {
  if (constant.type === 'integer') return String(constant.value);
  for (const value of constant.values)
    if (typeof value === 'string' ? !/^[a-z0-9-]+$/.test(value) : !Number.isSafeInteger(value))
      throw new Error(`${constant.name}: ${value} cannot be written as it stands`);
  return `'{${constant.values.join(',')}}'::${constant.type}`;
}

/** The text of db/sql/generated-constants.sql. */
export function generatedConstantsSql(): string {
  const header = [
    '-- Generated from the shared TypeScript constants by `npm run db:sql-constants` (apps/server/src/db/sql/sql-constants.ts).',
    '-- Do not edit: change the TypeScript, regenerate, then `npm run db:sql-migration` (docs/decisions/047-sql-source.md).',
    '-- A changed step, slice, feature, level, cell size, day count, room cap or day block also changes what the stored map cells and the',
    '-- text indexes hold: that migration must recount the cells (listing_map_cells_recount()) and, for',
    '-- price steps, rebuild listings_search_text_idx and listings_search_title_idx.',
  ].join('\n');
  const functions = SQL_CONSTANTS.map((constant) =>
    [
      `-- ${constant.doc}`,
      `CREATE OR REPLACE FUNCTION ${constant.name}() RETURNS ${constant.type} LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$`,
      `  SELECT ${literal(constant)}`,
      '$fn$;',
    ].join('\n'),
  );
  return `${[header, ...functions].join('\n\n')}\n`;
}
