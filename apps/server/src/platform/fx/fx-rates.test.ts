import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { approximate, convertMinor, REFERENCE_RATES } from '@app/shared/domain/reference-rates';
import { asc } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { fxRates } from '../../db/schema';
import { currentRates } from './fx-rates.repo';
import { FX_REFRESH_JOB, ratesAreStale } from './fx-refresh';

const fixture = (day: string) => readFileSync(new URL(`./fixtures/eurofxref-${day}.xml`, import.meta.url), 'utf8');

/** The feed: a real HTTP server on 127.0.0.1 answering whatever the test sets. */
let answer = { status: 503, body: 'Service Unavailable' };
let requests = 0;
const feed = createServer((_request, response) => {
  requests++;
  response.writeHead(answer.status, { 'content-type': 'text/xml' }).end(answer.body);
});
await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => feed.close(() => resolve())));
const fxUrl = `http://127.0.0.1:${(feed.address() as AddressInfo).port}/stats/eurofxref/eurofxref-daily.xml`;

const { app, db, logs } = await createTestApp({ fxUrl });

const storedRows = () => db.select().from(fxRates).orderBy(asc(fxRates.day), asc(fxRates.currency));
const servedRates = async () => (await app.inject({ method: 'GET', url: '/api/v1/exchange-rates' })).json().data;
const warnings = () => logs.filter((line) => line.level === 40 && String(line.msg).startsWith('exchange rates could not be refreshed'));
async function until(condition: () => boolean) {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 25));
  expect(condition()).toBe(true);
}

describe('exchange rates from the ECB feed', () => {
  it('asks the feed at start-up when nothing is stored; while it fails, the offline table answers', async () => {
    await app.ready();
    await until(() => warnings().length === 1);
    expect(requests).toBe(1);
    expect(await storedRows()).toEqual([]);
    expect(await servedRates()).toEqual(REFERENCE_RATES);
    expect(await currentRates(db)).toEqual(REFERENCE_RATES);
  });

  it('stores every currency of the feed with its day, and converts at those rates', async () => {
    answer = { status: 200, body: fixture('2026-11-24') };
    expect(await app.deps.jobs.runNow(FX_REFRESH_JOB)).toBe(true);
    const rows = await storedRows();
    expect(rows).toHaveLength(30);
    expect(new Set(rows.map((row) => row.day))).toEqual(new Set(['2026-11-24']));
    expect(rows.find((row) => row.currency === 'ISK')).toEqual({ currency: 'ISK', day: '2026-11-24', ratePerEur: 147.2 });

    const served = await servedRates();
    expect(served).toMatchObject({ day: '2026-11-24', source: 'ecb', base: 'EUR' });
    expect(Object.keys(served.rates)).toHaveLength(31);
    expect(served.rates).toMatchObject({ EUR: 1, USD: 1.1587, JPY: 181.32, BRL: 6.194, ZAR: 20.0218 });
    // 100,000.00 USD at 1.1587 per euro.
    expect(convertMinor(await currentRates(db), 100_000_00, 'USD', 'EUR')).toBe(86_303_62);
    expect(convertMinor(served, 1_158_70, 'USD', 'JPY')).toBe(181_320);
  });

  it('a second refresh of the same day changes nothing', async () => {
    const before = await storedRows();
    answer = { status: 200, body: fixture('2026-11-24').replace("rate='1.1587'", "rate='9.9999'") };
    expect(await app.deps.jobs.runNow(FX_REFRESH_JOB)).toBe(true);
    expect(await storedRows()).toEqual(before);
    expect((await servedRates()).rates.USD).toBe(1.1587);
  });

  it.each([
    ['a server error', { status: 500, body: 'Internal Server Error' }],
    ['a truncated document', { status: 200, body: fixture('2026-11-25').slice(0, 700) }],
    ['an HTML page', { status: 200, body: '<!doctype html><html><body>Maintenance</body></html>' }],
    ['a rate that is not a number', { status: 200, body: fixture('2026-11-25').replace("rate='1.1600'", "rate='N/A'") }],
    ['no rates', { status: 200, body: fixture('2026-11-25').replace(/<Cube currency=[^>]*\/>/g, '') }],
  ])('keeps the stored rates and warns when the feed gives %s', async (_name, failing) => {
    const before = await storedRows();
    const warned = warnings().length;
    answer = failing;
    expect(await app.deps.jobs.runNow(FX_REFRESH_JOB)).toBe(true);
    expect(warnings()).toHaveLength(warned + 1);
    expect(await storedRows()).toEqual(before);
    expect(await servedRates()).toMatchObject({ day: '2026-11-24', source: 'ecb' });
  });

  it('moves to the next day when the feed publishes it, keeping the earlier day', async () => {
    answer = { status: 200, body: fixture('2026-11-25') };
    expect(await app.deps.jobs.runNow(FX_REFRESH_JOB)).toBe(true);
    const rows = await storedRows();
    expect(rows).toHaveLength(60);
    const served = await servedRates();
    expect(served).toMatchObject({ day: '2026-11-25', source: 'ecb' });
    expect(served.rates.USD).toBe(1.16);
    expect(convertMinor(served, 116_00, 'USD', 'EUR')).toBe(100_00);
    // The ECB publishes no TWD: that conversion is at the offline table and says its day.
    expect(approximate(await currentRates(db), 1_00, 'USD', 'TWD')).toEqual({ amount: 30_60, rates: REFERENCE_RATES });
    expect(approximate(await currentRates(db), 116_00, 'USD', 'EUR')?.rates.day).toBe('2026-11-25');
  });

  it('counts the stored rates stale once they are more than a day old', async () => {
    expect(await ratesAreStale(db, new Date('2026-11-26T09:00:00Z'))).toBe(false);
    expect(await ratesAreStale(db, new Date('2026-11-26T23:59:00Z'))).toBe(false);
    expect(await ratesAreStale(db, new Date('2026-11-27T00:01:00Z'))).toBe(true);
  });

  it('refuses rows that are not a currency code or a positive rate', async () => {
    await expect(db.insert(fxRates).values({ currency: 'usd', day: '2026-11-25', ratePerEur: 1 })).rejects.toThrow();
    await expect(db.insert(fxRates).values({ currency: 'XAU', day: '2026-11-25', ratePerEur: 0 })).rejects.toThrow();
  });
});
