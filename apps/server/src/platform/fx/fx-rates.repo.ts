import { REFERENCE_RATES, type TRateTable } from '@app/shared/domain/reference-rates';
import { eq, max } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { fxRates } from '../../db/schema';
import type { EuroRates } from './ecb-feed';

/** Stores a day's rates; a day already stored is left as it is. Resolves how many rows were added. */
export async function storeEuroRates(db: DbOrTx, { day, perEur }: EuroRates): Promise<number> {
  const rows = Object.entries(perEur).map(([currency, ratePerEur]) => ({ currency, day, ratePerEur }));
  const added = await db.insert(fxRates).values(rows).onConflictDoNothing().returning({ currency: fxRates.currency });
  return added.length;
}

/** The newest stored day, or null when nothing was fetched yet. */
export async function newestRateDay(db: DbOrTx): Promise<string | null> {
  const [row] = await db.select({ day: max(fxRates.day) }).from(fxRates);
  return row?.day ?? null;
}

/** The rates conversions use: the newest stored day's, or the offline reference table. */
export async function currentRates(db: DbOrTx): Promise<TRateTable> {
  const day = await newestRateDay(db);
  if (!day) return REFERENCE_RATES;
  const rows = await db.select({ currency: fxRates.currency, ratePerEur: fxRates.ratePerEur }).from(fxRates).where(eq(fxRates.day, day));
  return { day, source: 'ecb', base: 'EUR', rates: { EUR: 1, ...Object.fromEntries(rows.map((row) => [row.currency, row.ratePerEur])) } };
}
