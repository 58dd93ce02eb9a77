import { sql } from 'drizzle-orm';
import { check, date, doublePrecision, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** Euro reference rates as the feed published them: units of `currency` per euro on `day`. */
export const fxRates = pgTable(
  'fx_rates',
  {
    currency: text().notNull(),
    day: date({ mode: 'string' }).notNull(),
    ratePerEur: doublePrecision().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.day, table.currency] }),
    check('fx_rates_currency_code', sql`${table.currency} ~ '^[A-Z]{3}$'`),
    check('fx_rates_rate_positive', sql`${table.ratePerEur} > 0`),
  ],
);
