import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { httpClient, signUpVerified } from '../../../test/http-client';
import { clientAs, seedRoleAccount } from '../../../test/role-fixtures';
import { directoryProfessional, type DirectoryProfessionalOptions } from './directory.fixtures';

const { app, db } = await createTestApp();
const admin = await clientAs(app, await seedRoleAccount(db, 'admin'));

const professional = (options: DirectoryProfessionalOptions = {}) => directoryProfessional(app, db, admin, options);

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
      serviceAreas: [
        { country: 'US', postalCode: '78701' },
        { country: 'US', postalCode: '78702' },
      ],
      servesZipCode: null,
      notice: null,
      contactEmail: null,
    });
    expect(JSON.stringify(profile)).not.toContain('D1234567');
    // Signed-in visitors get the email the Contact action writes to.
    const reader = httpClient(app);
    await signUpVerified(app, reader);
    expect((await reader.get(`/api/v1/professionals/${austin.id}`)).json().data.contactEmail).toMatch(/@/);
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

describe('the profile and directory pages for link previews and search engines', () => {
  it('describes a listed appraiser as a ProfessionalService with its address, the postal codes served and the languages spoken', async () => {
    const meta = await app.deps.pageMeta.resolve(`/professional/${austin.id}/90210`);
    expect(meta).toMatchObject({
      title: expect.stringContaining('Appraiser · Lin Appraisals | Terranest'),
      url: expect.stringMatching(new RegExp(`/professional/${austin.id}$`)),
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'ProfessionalService',
        address: { '@type': 'PostalAddress', addressLocality: 'Austin', addressCountry: 'US' },
        areaServed: [
          { '@type': 'Place', address: { postalCode: '78701', addressCountry: 'US' } },
          { '@type': 'Place', address: { postalCode: '78702', addressCountry: 'US' } },
        ],
        knowsLanguage: ['en', 'es'],
      },
    });
    expect(meta?.description).toContain('Appraiser at Lin Appraisals');
    expect(JSON.stringify(meta)).not.toContain('D1234567');
  });

  it('names agents and brokers RealEstateAgent, and gives nothing for a professional the directory does not list', async () => {
    const agent = await professional({ profession: 'agent', serves: ['78701'] });
    expect((await app.deps.pageMeta.resolve(`/professional/${agent.id}`))?.jsonLd).toMatchObject({ '@type': 'RealEstateAgent' });
    for (const hidden of [waiting.id, unpaid.id, turnedOff.id])
      expect(await app.deps.pageMeta.resolve(`/professional/${hidden}`)).toBeUndefined();
    expect(await app.deps.pageMeta.resolve('/professional/register')).toBeUndefined();
  });

  it('titles the directory by profession', async () => {
    expect((await app.deps.pageMeta.resolve('/find-professional'))?.title).toBe('Find a professional | Terranest');
    expect((await app.deps.pageMeta.resolve('/find-professional/escrow-officer'))?.title).toBe(
      'Find a professional: Escrow Officer | Terranest',
    );
    expect(await app.deps.pageMeta.resolve('/find-professional/astronaut')).toBeUndefined();
  });
});
