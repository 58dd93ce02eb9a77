import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { httpClient, linkIn, signUp, signUpVerified, type HttpClient } from '../../../test/http-client';
import { accounts, devMailbox, savedSearches } from '../../db/schema/index';
import { seedListing } from '../../seed/factories';
import { ALERT_LOOKBACK_MS, SAVED_SEARCH_ALERT_JOB } from './saved-searches.jobs';

const { app, db } = await createTestApp();
const publicUrl = app.deps.config.publicUrl;
const HOUR = 3_600_000;

/** Statements the app has sent to the database so far (its client's query calls). */
let queries = 0;
const client = (db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
const query = client.query.bind(client);
client.query = (...args: unknown[]) => {
  queries += 1;
  return query(...args);
};

type Person = { client: HttpClient; email: string; id: string };

async function person(profile: { locale?: string; preferredLanguage?: string } = {}): Promise<Person> {
  const client = httpClient(app);
  const { email } = await signUpVerified(app, client);
  const id = (await client.get('/api/v1/account')).json().data._id as string;
  if (Object.keys(profile).length) await db.update(accounts).set(profile).where(eq(accounts.id, id));
  return { client, email, id };
}

async function saveSearch(who: Person, body: Record<string, unknown>): Promise<string> {
  const res = await who.client.post('/api/v1/saved-searches', body);
  expect(res.statusCode).toBe(201);
  return res.json().data._id as string;
}

/** A public listing published just now whose title holds `word` (each test searches its own word). */
const publish = (word: string, overrides: Parameters<typeof seedListing>[1] = {}) =>
  seedListing(db, { title: `Bright ${word} cottage`, description: 'Freshly painted.', publishedAt: new Date(), ...overrides });

const runAlerts = async () => {
  expect(await app.deps.jobs.runNow(SAVED_SEARCH_ALERT_JOB)).toBe(true);
  await app.deps.outbox.drain();
};

const mailsTo = (email: string) =>
  db
    .select()
    .from(devMailbox)
    .where(and(eq(devMailbox.to, email), eq(devMailbox.template, 'saved-search-alerts')));

describe('saved-search alerts', () => {
  it('sends one digest per person covering all their searches with new matches, with links', async () => {
    const ana = await person();
    const quokka = await saveSearch(ana, { name: 'Quokka homes', criteria: { searchThis: 'quokka' }, alerts: 'instant' });
    await saveSearch(ana, { name: 'Wombat homes', criteria: { searchThis: 'wombat' }, alerts: 'instant' });
    await saveSearch(ana, { name: 'Nothing new', criteria: { searchThis: 'platypus' }, alerts: 'instant' });
    const a = await publish('quokka');
    const b = await publish('wombat');
    await runAlerts();
    const mails = await mailsTo(ana.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe('Saved search alert: 2 new listings');
    expect(mail.text).toContain('Quokka homes');
    expect(mail.text).toContain('Wombat homes');
    expect(mail.text).not.toContain('Nothing new');
    expect(mail.text).toContain(`${publicUrl}/listings/${a.id}`);
    expect(mail.text).toContain(`${publicUrl}/listings/${b.id}`);
    expect(mail.text).toContain(`${publicUrl}/results?searchThis=quokka`);
    expect(mail.html).toContain(`href="${publicUrl}/listings/${a.id}"`);
    const [row] = await db.select().from(savedSearches).where(eq(savedSearches.id, quokka));
    expect(row?.lastAlertAt).toBeInstanceOf(Date);
  });

  it('never mails the same listing twice for the same search, even when checks overlap', async () => {
    const bo = await person();
    const id = await saveSearch(bo, { criteria: { searchThis: 'capybara' }, alerts: 'instant' });
    await publish('capybara');
    await runAlerts();
    await runAlerts();
    expect(await mailsTo(bo.email)).toHaveLength(1);
    // A check that looks back over the last one (as each does, for late commits) still finds nothing new.
    const [row] = await db.select().from(savedSearches).where(eq(savedSearches.id, id));
    await db
      .update(savedSearches)
      .set({ alertsCheckedAt: new Date(row!.alertsCheckedAt.getTime() - ALERT_LOOKBACK_MS + 1000) })
      .where(eq(savedSearches.id, id));
    await runAlerts();
    expect(await mailsTo(bo.email)).toHaveLength(1);
    // A newer listing is mailed, alone.
    const next = await publish('capybara');
    await runAlerts();
    const mails = await mailsTo(bo.email);
    expect(mails).toHaveLength(2);
    expect(mails.find((m) => m.text.includes(next.id))?.subject).toBe('Saved search alert: 1 new listing');
  });

  it('mails only public listings that match, published after the search was saved', async () => {
    const cy = await person();
    await publish('narwhal', { publishedAt: new Date(Date.now() - 2 * HOUR) });
    await saveSearch(cy, { criteria: { searchThis: 'narwhal', priceMax: 500_000 }, alerts: 'instant' });
    await publish('narwhal', { priceMinor: 90_000_000 });
    await publish('narwhal', { status: 'draft', complete: false, publishedAt: new Date() });
    await runAlerts();
    expect(await mailsTo(cy.email)).toHaveLength(0);
    const match = await publish('narwhal', { priceMinor: 40_000_000 });
    await runAlerts();
    const mails = await mailsTo(cy.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(match.id);
  });

  it('daily searches are checked at most once a day; instant ones on every run', async () => {
    const di = await person();
    const daily = await saveSearch(di, { name: 'Daily axolotl', criteria: { searchThis: 'axolotl' }, alerts: 'daily' });
    await publish('axolotl');
    await runAlerts();
    expect(await mailsTo(di.email)).toHaveLength(0);
    // A day later the daily check runs and mails what came in since.
    await db
      .update(savedSearches)
      .set({ alertsCheckedAt: new Date(Date.now() - 25 * HOUR), createdAt: new Date(Date.now() - 26 * HOUR) })
      .where(eq(savedSearches.id, daily));
    await runAlerts();
    expect(await mailsTo(di.email)).toHaveLength(1);
    await publish('axolotl');
    await runAlerts();
    expect(await mailsTo(di.email)).toHaveLength(1);
  });

  it('searches with alerts off are never mailed', async () => {
    const ed = await person();
    await saveSearch(ed, { criteria: { searchThis: 'pangolin' }, alerts: 'off' });
    await publish('pangolin');
    await runAlerts();
    expect(await mailsTo(ed.email)).toHaveLength(0);
  });

  it("writes in the person's language", async () => {
    const es = await person({ preferredLanguage: 'es' });
    const zh = await person({ locale: 'zh-Hant' });
    await saveSearch(es, { criteria: { searchThis: 'tapir' }, alerts: 'instant' });
    await saveSearch(zh, { criteria: { searchThis: 'tapir' }, alerts: 'instant' });
    await publish('tapir');
    await runAlerts();
    const [spanish] = await mailsTo(es.email);
    const [chinese] = await mailsTo(zh.email);
    expect(spanish?.subject).toBe('Alerta de búsqueda guardada: 1 anuncio nuevo');
    expect(spanish?.text).toContain('Dejar de recibir alertas de esta búsqueda');
    // US dollars keep the spec's format in every language.
    expect(spanish?.text).toMatch(/\$[\d,]+\.\d{2} · /);
    expect(chinese?.subject).toBe('已儲存搜尋通知：1 筆新刊登');
    expect(chinese?.locale).toBe('zh-Hant');
  });

  it("the mail's unsubscribe link turns that search's alerts off without signing in", async () => {
    const fy = await person();
    const id = await saveSearch(fy, { name: 'Gerenuk', criteria: { searchThis: 'gerenuk' }, alerts: 'instant' });
    const other = await saveSearch(fy, { name: 'Other', criteria: { searchThis: 'gerenuk' }, alerts: 'instant' });
    await publish('gerenuk');
    await runAlerts();
    const [mail] = await mailsTo(fy.email);
    const links = [...(mail?.text ?? '').matchAll(/\/email\/preferences\?token=([^\s)]+)/g)].map((m) => decodeURIComponent(m[1] ?? ''));
    expect(links).toHaveLength(2);
    expect(linkIn(mail?.text, `${publicUrl}/email/preferences?token=`)).toBeTruthy();
    const visitor = httpClient(app);
    // The newest search comes first in the digest.
    const res = await visitor.post('/api/v1/saved-searches/unsubscribe', { token: links[1] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ _id: id, name: 'Gerenuk', alerts: 'off' });
    const list = (await fy.client.get('/api/v1/saved-searches')).json().data as { _id: string; alerts: string }[];
    expect(list.find((s) => s._id === id)?.alerts).toBe('off');
    expect(list.find((s) => s._id === other)?.alerts).toBe('instant');
    // Again: still fine (the link may be clicked twice).
    expect((await visitor.post('/api/v1/saved-searches/unsubscribe', { token: links[1] })).statusCode).toBe(200);
  });

  it('a bad or forged unsubscribe token is a clear 400', async () => {
    const gu = await person();
    const id = await saveSearch(gu, { criteria: { searchThis: 'dugong' } });
    const visitor = httpClient(app);
    for (const token of ['nonsense', `v1.${id}.forged-signature`, `v1.${crypto.randomUUID()}.x`]) {
      const res = await visitor.post('/api/v1/saved-searches/unsubscribe', { token });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('This unsubscribe link is not valid. Manage your alerts from your saved searches instead.');
    }
  });

  it('the list counts matches published since the owner last opened the search; opening resets it', async () => {
    const ho = await person();
    const id = await saveSearch(ho, { criteria: { searchThis: 'ocelot' }, alerts: 'off' });
    await publish('ocelot');
    await publish('ocelot');
    const newMatches = async () =>
      ((await ho.client.get('/api/v1/saved-searches')).json().data as { _id: string; newMatches: number }[]).find((s) => s._id === id)
        ?.newMatches;
    expect(await newMatches()).toBe(2);
    expect((await ho.client.post(`/api/v1/saved-searches/${id}/seen`)).statusCode).toBe(200);
    expect(await newMatches()).toBe(0);
  });

  it("the list counts every search's new matches in one statement, however many searches there are", async () => {
    const ivy = await person();
    const none = await saveSearch(ivy, { criteria: { searchThis: 'aardwolf' }, alerts: 'off' });
    const one = await saveSearch(ivy, { criteria: { searchThis: 'binturong' }, alerts: 'off' });
    const three = await saveSearch(ivy, { criteria: { searchThis: 'civet' }, alerts: 'off' });
    const cheap = await saveSearch(ivy, { criteria: { searchThis: 'civet', priceMax: 200_000 }, alerts: 'off' });
    await publish('binturong');
    await publish('civet', { priceMinor: 150_000_00 });
    await publish('civet', { priceMinor: 350_000_00 });
    await publish('civet', { priceMinor: 950_000_00 });
    const counted = async (who: Person) => {
      const before = queries;
      const list = (await who.client.get('/api/v1/saved-searches')).json().data as { _id: string; newMatches: number }[];
      return { statements: queries - before, counts: Object.fromEntries(list.map((s) => [s._id, s.newMatches])) };
    };
    const four = await counted(ivy);
    expect(four.counts).toEqual({ [none]: 0, [one]: 1, [three]: 3, [cheap]: 1 });
    // The same list with one search takes as many statements as with four: no count per search.
    const jay = await person();
    const only = await saveSearch(jay, { criteria: { searchThis: 'civet' }, alerts: 'off' });
    const single = await counted(jay);
    expect(single.counts).toEqual({ [only]: 0 });
    expect(four.statements).toBe(single.statements);
  });

  it('two runs at once (two nodes) still mail once: the advisory lock and the alerted record', async () => {
    const jo = await person();
    await saveSearch(jo, { criteria: { searchThis: 'kinkajou' }, alerts: 'instant' });
    await publish('kinkajou');
    await Promise.all([app.deps.jobs.runNow(SAVED_SEARCH_ALERT_JOB), app.deps.jobs.runNow(SAVED_SEARCH_ALERT_JOB)]);
    await app.deps.outbox.drain();
    expect(await mailsTo(jo.email)).toHaveLength(1);
  });

  it('unverified addresses get no alert mail', async () => {
    const client = httpClient(app);
    const { email } = await signUp(client);
    expect((await client.post('/api/v1/saved-searches', { criteria: { searchThis: 'margay' }, alerts: 'instant' })).statusCode).toBe(201);
    await publish('margay');
    await runAlerts();
    expect(await mailsTo(email)).toHaveLength(0);
  });

  it('a search whose stored filters no longer read sends nothing rather than matching too much', async () => {
    const ka = await person();
    const id = await saveSearch(ka, { name: 'Old filters', criteria: { searchThis: 'jerboa', priceMax: 100_000 }, alerts: 'instant' });
    await db
      .update(savedSearches)
      .set({ criteria: { searchThis: 'jerboa', priceMax: 'cheap', retiredFilter: true } as never })
      .where(eq(savedSearches.id, id));
    await publish('jerboa', { priceMinor: 90_000_000 });
    await runAlerts();
    expect(await mailsTo(ka.email)).toHaveLength(0);
    const listed = (await ka.client.get('/api/v1/saved-searches')).json().data as { _id: string; criteria: unknown }[];
    expect(listed.find((s) => s._id === id)?.criteria).toEqual({ searchThis: 'jerboa' });
  });
});
