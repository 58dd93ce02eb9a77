import { DAY_SLOTS } from '@app/shared/constants/search';
import { eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { listingMapDayWindow, listingMapRangeCells, listings } from '../../db/schema/index';
import type { Job } from '../../platform/jobs/jobs';
import { DAY_MS, dayNumber } from './search-filters.repo';

/**
 * The day ring (migration 0012): listing_map_range_cells' 'day' rows count the listings
 * published on each of the DAY_SLOTS days up to the window's last day W, a day d in band
 * `d mod DAY_SLOTS`, so a zoomed-out map filtered by listing date sums a run of bands per row
 * (docs/decisions/019-search.md "Range- and date-filtered zoomed-out maps"). The job keeps W
 * DAY_RING_LEAD days ahead of today; the longest date filter (60 days) stays inside the ring,
 * and a row's three arrays of DAY_SLOTS + 1 entries stay small enough to be stored inline.
 */
export { DAY_SLOTS };
/** How far ahead of today the job keeps the ring's last day, so today's listings are in it even if a run is missed. */
export const DAY_RING_LEAD = 2;

/** A run of bands `from` <= band < `to`, as boundary positions of a cumulative array. */
export type BandSpan = { from: number; to: number };

/** Listings published from `from` up to, not including, `to` (null: no end) to add (1) or take away (-1). */
export type DayCorrection = { from: Date; to: Date | null; sign: 1 | -1 };

/**
 * Published at or after `since`, as the ring sums it with last day `lastDay`: spans of whole
 * days' bands, and corrections read from the listings. The first day is cut at the nearer
 * midnight (adding the rest of the day or taking away its start); the listings after the ring's
 * last day (the job behind, or a publication dated ahead) are added; a window the ring does not
 * reach is read from the listings alone.
 */
export function splitDays(since: Date, lastDay: number): { spans: BandSpan[]; corrections: DayCorrection[] } {
  const day = dayNumber(since);
  const [midnight, nextMidnight] = [new Date(day * DAY_MS), new Date((day + 1) * DAY_MS)];
  const fromAbove = nextMidnight.getTime() - since.getTime() < since.getTime() - midnight.getTime();
  const first = fromAbove ? day + 1 : day;
  if (first > lastDay || lastDay - first >= DAY_SLOTS) return { spans: [], corrections: [{ from: since, to: null, sign: 1 }] };
  const cut: DayCorrection[] = fromAbove
    ? [{ from: since, to: nextMidnight, sign: 1 }]
    : since.getTime() > midnight.getTime()
      ? [{ from: midnight, to: since, sign: -1 }]
      : [];
  return { spans: bandSpans(first, lastDay), corrections: [...cut, { from: new Date((lastDay + 1) * DAY_MS), to: null, sign: 1 }] };
}

/** The bands of days `first` to `last` (fewer than DAY_SLOTS days): one span, or two where the ring wraps. */
function bandSpans(first: number, last: number): BandSpan[] {
  const [a, b] = [first % DAY_SLOTS, last % DAY_SLOTS];
  return a <= b
    ? [{ from: a, to: b + 1 }]
    : [
        { from: a, to: DAY_SLOTS },
        { from: 0, to: b + 1 },
      ];
}

/** A correction as a condition on the listings' publication time. */
export function publishedWithin(correction: DayCorrection): SQL[] {
  return [gte(listings.publishedAt, correction.from), ...(correction.to ? [lt(listings.publishedAt, correction.to)] : [])];
}

/** The ring's last day. */
export async function dayRingLastDay(db: DbOrTx): Promise<number> {
  const [window] = await db.select({ lastDay: listingMapDayWindow.lastDay }).from(listingMapDayWindow);
  if (!window) throw new Error('listing_map_day_window has no row');
  return window.lastDay;
}

/**
 * Moves the ring on to end at `target` (when it ends before): under an update lock on the window,
 * which listing writes share, it clears the bands of the days that come round again, then counts
 * the listings already published on the new days. A ring a whole turn behind is counted afresh.
 */
export async function advanceDayRing(tx: Tx, target: number): Promise<void> {
  const [window] = await tx.select({ lastDay: listingMapDayWindow.lastDay }).from(listingMapDayWindow).for('update');
  if (!window || window.lastDay >= target) return;
  const t = listingMapRangeCells;
  const ofDay = eq(t.dimension, 'day');
  if (target - window.lastDay >= DAY_SLOTS) {
    await tx.delete(t).where(ofDay);
  } else {
    for (let day = window.lastDay + 1; day <= target; day += 1) {
      const band = day % DAY_SLOTS;
      await tx
        .update(t)
        .set({
          listingsBelow: sql`listing_map_without_band(${t.listingsBelow}, ${band})`,
          latitudeBelow: sql`listing_map_without_band(${t.latitudeBelow}, ${band})`,
          longitudeBelow: sql`listing_map_without_band(${t.longitudeBelow}, ${band})`,
        })
        .where(sql`${ofDay} and (${t.listingsBelow}[${band + 1}] - coalesce(${t.listingsBelow}[${band}], 0)) <> 0`);
    }
    await tx.delete(t).where(sql`${ofDay} and ${t.listingsBelow}[${DAY_SLOTS}] = 0`);
  }
  await tx.update(listingMapDayWindow).set({ lastDay: target });
  const since = Math.max(window.lastDay + 1, target - DAY_SLOTS + 1) * DAY_MS;
  const newDays = `SELECT 1 AS n, * FROM listings WHERE published_at >= to_timestamp(${since / 1000}) AND published_at < to_timestamp(${((target + 1) * DAY_MS) / 1000})`;
  const result = await tx.execute<{ statement: string }>(sql`select listing_map_range_cells_statement(${newDays}, '{day}') as statement`);
  const [{ statement } = { statement: '' }] = (result as unknown as { rows: { statement: string }[] }).rows;
  await tx.execute(sql.raw(statement));
}

/** Keeps the day ring ending a couple of days ahead of today (UTC). */
export function dayRingJob(): Job {
  return {
    name: 'map-day-ring',
    everyMs: 60 * 60 * 1000,
    run: (tx) => advanceDayRing(tx, dayNumber(new Date()) + DAY_RING_LEAD),
  };
}
