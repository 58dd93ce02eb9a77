import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { httpClient, signUpVerified } from '../../../test/http-client';
import { clientAs, seedRoleAccount } from '../../../test/role-fixtures';
import { memberships, serviceAreas } from '../../db/schema/index';
import { fillProfile } from './professionals.fixtures';

const { app, db } = await createTestApp();
const admin = await clientAs(app, await seedRoleAccount(db, 'admin'));

/** A running Plus membership and service postal codes, as the memberships module stores them. */
async function member(accountId: string, codes: string[]) {
  const now = new Date();
  await db.insert(memberships).values({
    accountId,
    plan: 'plus',
    cycle: 'yearly',
    status: 'active',
    startedAt: now,
    currentPeriodStart: now,
    currentPeriodEnd: new Date(now.getTime() + 365 * 86_400_000),
    promotional: true,
  });
  if (codes.length) await db.insert(serviceAreas).values(codes.map((postalCode) => ({ accountId, country: 'US', postalCode })));
}

type Options = { profession?: string; languages?: string[]; status?: 'verified' | 'submitted'; member?: boolean; serves?: string[] };

/** A professional through the API: signed up, both steps, submitted and (unless told otherwise) approved by an admin. */
async function professional(options: Options = {}) {
  const client = httpClient(app);
  const { account } = await signUpVerified(app, client);
  await fillProfile(app, client, {
    profession: (options.profession ?? 'appraiser') as never,
    spokenLanguages: (options.languages ?? ['en']) as never,
  });
  await client.post('/api/v1/professionals/me/submit');
  if ((options.status ?? 'verified') === 'verified')
    expect((await admin.post(`/api/v1/professionals/${account._id}/approve`)).statusCode).toBe(200);
  if (options.member ?? true) await member(account._id, options.serves ?? []);
  return { client, id: account._id };
}

async function search(query: string) {
  const res = await httpClient(app).get(`/api/v1/searchProfessional?${query}`);
  expect(res.statusCode).toBe(200);
  return res.json().data as { results: { _id: string; servesArea: boolean }[]; total: number };
}
const ids = (result: { results: { _id: string }[] }) => result.results.map((card) => card._id);

const austin = await professional({ serves: ['78701', '78702'], languages: ['en', 'es'] });
const elsewhere = await professional({ serves: ['10001'] });
const waiting = await professional({ status: 'submitted', serves: ['78701'] });
const unpaid = await professional({ member: false, serves: ['78701'] });
const turnedOff = await professional({ serves: ['78701'] });
await turnedOff.client.delete(`/api/v1/account/professional/${turnedOff.id}`);
const inspector = await professional({ profession: 'inspector', serves: ['78701'], languages: ['yue'] });

describe('searchProfessional', () => {
  it('lists only verified professionals with a running membership, never unverified, unpaid or turned-off ones', async () => {
    const found = ids(await search('profession=appraiser&pageSize=50'));
    expect(found).toEqual(expect.arrayContaining([austin.id, elsewhere.id]));
    for (const hidden of [waiting.id, unpaid.id, turnedOff.id, inspector.id]) expect(found).not.toContain(hidden);
  });

  it('puts those serving the postal code first, and reads a place through the gazetteer', async () => {
    const byCode = await search('profession=appraiser&postalCode=78701&pageSize=50');
    expect(ids(byCode).slice(0, 1)).toEqual([austin.id]);
    expect(byCode.results.find((card) => card._id === elsewhere.id)?.servesArea).toBe(false);
    const byPlace = await search(`profession=appraiser&place=${encodeURIComponent('Austin, TX')}&pageSize=50`);
    expect(byPlace.results[0]).toMatchObject({ _id: austin.id, servesArea: true });
    const inNewYork = await search('profession=appraiser&postalCode=10001&pageSize=50');
    expect(ids(inNewYork)[0]).toBe(elsewhere.id);
  });

  it('filters by profession and spoken language, and pages', async () => {
    expect(ids(await search('language=yue'))).toEqual([inspector.id]);
    expect(ids(await search('profession=appraiser&language=es'))).toEqual([austin.id]);
    const first = await search('profession=appraiser&postalCode=78701&pageSize=1&page=1');
    const second = await search('profession=appraiser&postalCode=78701&pageSize=1&page=2');
    expect(first.total).toBe(second.total);
    expect(first.total).toBeGreaterThanOrEqual(2);
    expect(ids(first)).toEqual([austin.id]);
    expect(ids(second)).not.toContain(austin.id);
    expect((await httpClient(app).get('/api/v1/searchProfessional?profession=astronaut')).json()).toMatchObject({ success: false });
  });
});

describe('the public profile', () => {
  it("shows a listed professional, with 'Outside of service area' for a postal code they do not serve", async () => {
    const profile = (await httpClient(app).get(`/api/v1/professionals/${austin.id}`)).json().data;
    expect(profile).toMatchObject({
      _id: austin.id,
      profession: 'appraiser',
      company: { name: 'Lin Appraisals', city: 'Austin', country: 'us' },
      credentials: [
        { name: 'MAI', verified: true },
        { name: 'SRA', verified: true },
      ],
      serviceAreas: ['78701', '78702'],
      servesZipCode: null,
      notice: null,
    });
    expect(JSON.stringify(profile)).not.toContain('D1234567');
    expect((await httpClient(app).get(`/api/v1/professionals/${austin.id}?zipCode=78702`)).json().data).toMatchObject({
      servesZipCode: true,
      notice: null,
    });
    expect((await httpClient(app).get(`/api/v1/professionals/${austin.id}?zipCode=90210`)).json().data).toMatchObject({
      servesZipCode: false,
      notice: 'Outside of service area',
    });
  });

  it('is not found for professionals the directory does not list', async () => {
    for (const hidden of [waiting.id, unpaid.id, turnedOff.id]) {
      expect((await httpClient(app).get(`/api/v1/professionals/${hidden}`)).statusCode).toBe(404);
    }
  });
});
