import { MAX_SAVED_SEARCHES } from '@app/shared/search/saved-search.schema';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { encodePassword } from '@app/shared/accounts/password-transport';
import { httpClient, signUp, signUpVerified, type HttpClient } from '../../../test/http-client';
import { savedSearches } from '../../db/schema/index';

const { app, db } = await createTestApp();
const austin = { searchThis: 'Austin, TX', beds: '2', priceMax: 500_000 } as const;

async function signedIn(): Promise<HttpClient> {
  const client = httpClient(app);
  await signUpVerified(app, client);
  return client;
}

const save = (client: HttpClient, body: unknown) => client.post('/api/v1/saved-searches', body);

describe('saving a search', () => {
  it('returns data._id (spec) and names it from the criteria when no name is given', async () => {
    const client = await signedIn();
    const res = await save(client, { criteria: austin });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      _id: expect.any(String),
      name: 'Austin, TX · 2+ beds · under $500,000',
      alerts: 'daily',
      criteria: austin,
      lastAlertAt: null,
    });
  });

  it('numbers a repeated default name instead of refusing it', async () => {
    const client = await signedIn();
    await save(client, { criteria: austin });
    expect((await save(client, { criteria: austin })).json().data.name).toBe('Austin, TX · 2+ beds · under $500,000 (2)');
  });

  it("refuses a name the person already uses with 'You already have a saved search with this name.'", async () => {
    const client = await signedIn();
    await save(client, { name: 'Weekend homes', criteria: austin });
    const again = await save(client, { name: 'Weekend homes', criteria: { searchThis: 'Dallas, TX' } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      message: 'You already have a saved search with this name.',
      fields: { name: 'You already have a saved search with this name.' },
    });
  });

  it('validates the body with the shared messages', async () => {
    const client = await signedIn();
    const blank = await save(client, { name: '   ', criteria: austin });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toMatchObject({ name: 'This field is required.' });
    const long = await save(client, { name: 'x'.repeat(81), criteria: austin });
    expect(long.json().fields).toMatchObject({ name: 'At most 80 characters' });
    const range = await save(client, { criteria: { priceMin: 500_000, priceMax: 100_000 } });
    expect(range.json().fields).toMatchObject({ 'criteria.priceMax': 'The minimum cannot be more than the maximum.' });
    const alerts = await save(client, { criteria: austin, alerts: 'hourly' });
    expect(alerts.json().fields).toMatchObject({ alerts: 'Invalid Input' });
  });

  it(`keeps at most ${MAX_SAVED_SEARCHES} per person, with a clear message`, async () => {
    const client = await signedIn();
    const me = (await client.get('/api/v1/account')).json().data._id as string;
    await db.insert(savedSearches).values(
      Array.from({ length: MAX_SAVED_SEARCHES }, (_, i) => ({
        accountId: me,
        name: `Search ${i}`,
        criteria: { searchThis: `Town ${i}` },
      })),
    );
    const over = await save(client, { criteria: austin });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(`You can keep up to ${MAX_SAVED_SEARCHES} saved searches. Delete one to save another.`);
  });

  it('two saves at once cannot both pass the limit', async () => {
    const client = await signedIn();
    const me = (await client.get('/api/v1/account')).json().data._id as string;
    await db
      .insert(savedSearches)
      .values(Array.from({ length: MAX_SAVED_SEARCHES - 1 }, (_, i) => ({ accountId: me, name: `Search ${i}`, criteria: {} })));
    const replies = await Promise.all([save(client, { name: 'One', criteria: austin }), save(client, { name: 'Two', criteria: austin })]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('needs a signed-in person; an unverified account may save (like saved listings)', async () => {
    expect((await save(httpClient(app), { criteria: austin })).statusCode).toBe(401);
    const unverified = httpClient(app);
    await signUp(unverified);
    expect((await save(unverified, { criteria: austin })).statusCode).toBe(201);
  });
});

describe('listing, renaming and deleting', () => {
  it('lists newest first, and the account payload carries the ids (spec: savedSearches)', async () => {
    const client = await signedIn();
    const first = (await save(client, { name: 'First', criteria: austin })).json().data._id;
    const second = (await save(client, { name: 'Second', criteria: { searchThis: 'Dallas, TX' } })).json().data._id;
    const list = (await client.get('/api/v1/saved-searches')).json().data;
    expect(list.map((s: { name: string }) => s.name)).toEqual(['Second', 'First']);
    expect(list[0]).toMatchObject({ newMatches: 0 });
    expect((await client.get('/api/v1/account')).json().data.savedSearches).toEqual([second, first]);
  });

  it('POST multi (spec: body listOfSaved) returns only the caller’s own among the ids', async () => {
    const client = await signedIn();
    const other = await signedIn();
    const mine = (await save(client, { name: 'Mine', criteria: austin })).json().data._id;
    const theirs = (await save(other, { name: 'Theirs', criteria: austin })).json().data._id;
    const res = await client.post('/api/v1/saved-searches/multi', { listOfSaved: [mine, theirs] });
    expect(res.json().data.map((s: { _id: string }) => s._id)).toEqual([mine]);
  });

  it('renames and changes the alert frequency', async () => {
    const client = await signedIn();
    const id = (await save(client, { criteria: austin })).json().data._id;
    const res = await client.put(`/api/v1/saved-searches/${id}`, { name: 'Austin starter homes', alerts: 'instant' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Austin starter homes', alerts: 'instant' });
    expect((await client.put(`/api/v1/saved-searches/${id}`, {})).statusCode).toBe(400);
  });

  it('deletes by the spec’s body and by path', async () => {
    const client = await signedIn();
    const a = (await save(client, { name: 'A', criteria: austin })).json().data._id;
    const b = (await save(client, { name: 'B', criteria: austin })).json().data._id;
    expect((await client.delete('/api/v1/saved-searches', { id: a })).json()).toEqual({ success: true, data: { done: true } });
    expect((await client.delete(`/api/v1/saved-searches/${b}`)).statusCode).toBe(200);
    expect((await client.get('/api/v1/saved-searches')).json().data).toEqual([]);
    expect((await client.get('/api/v1/account')).json().data.savedSearches).toEqual([]);
  });

  it("another person cannot see, rename or delete someone's saved search: 404", async () => {
    const owner = await signedIn();
    const stranger = await signedIn();
    const id = (await save(owner, { name: 'Private', criteria: austin })).json().data._id;
    expect((await stranger.get('/api/v1/saved-searches')).json().data).toEqual([]);
    expect((await stranger.put(`/api/v1/saved-searches/${id}`, { name: 'Mine now' })).statusCode).toBe(404);
    expect((await stranger.post(`/api/v1/saved-searches/${id}/seen`)).statusCode).toBe(404);
    expect((await stranger.delete('/api/v1/saved-searches', { id })).statusCode).toBe(404);
    expect((await stranger.delete(`/api/v1/saved-searches/${id}`)).statusCode).toBe(404);
    expect((await owner.get('/api/v1/saved-searches')).json().data).toMatchObject([{ _id: id, name: 'Private' }]);
  });

  it('the same name may be used by two different people', async () => {
    expect((await save(await signedIn(), { name: 'Dream home', criteria: austin })).statusCode).toBe(201);
    expect((await save(await signedIn(), { name: 'Dream home', criteria: austin })).statusCode).toBe(201);
  });

  it('deleting the account deletes its saved searches', async () => {
    const client = httpClient(app);
    const { email, password } = await signUpVerified(app, client);
    const id = (await save(client, { criteria: austin })).json().data._id;
    expect((await client.delete('/api/v1/account', { confirmEmail: email, password: encodePassword(password) })).statusCode).toBe(200);
    expect(await db.select().from(savedSearches).where(eq(savedSearches.id, id))).toEqual([]);
  });
});
