import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { httpClient, signUpVerified } from '../../../test/http-client';
import { accounts, memberships } from '../../db/schema/index';
import { appraisalInput, inspectionInput, seedMember, verifyAs } from './services.fixtures';
import type { TServiceKindId } from '@app/shared/reference/orders';

const { app, db } = await createTestApp();

/** A professional of the kind's profession serving some postal codes (this file's own codes, so other files' providers stay out). */
async function provider(kind: TServiceKindId, lastName: string, options: { verified?: boolean; member?: boolean; serves?: string[] } = {}) {
  const client = httpClient(app);
  const { account } = await signUpVerified(app, client);
  await db.update(accounts).set({ lastName }).where(eq(accounts.id, account._id));
  await verifyAs(db, account._id, kind);
  await seedMember(db, account._id, options.serves ?? ['73301']);
  return { client, id: account._id as string };
}

const providersIn = (query: string) => httpClient(app).get(`/api/v1/professionalServices?${query}`);

describe('GET /professionalServices?kind&country&postalCode: who offers a kind of service in a postal code', () => {
  it('lists the appraisers serving the code with their prices, by name; not those elsewhere, lapsed or without appraisal services', async () => {
    const zed = await provider('appraisal', 'Zimmer', { serves: ['73344'] });
    await zed.client.post('/api/v1/appraisalServices', appraisalInput('1500-2999'));
    const abe = await provider('appraisal', 'Abbott', { serves: ['73344', '73345'] });
    await abe.client.post('/api/v1/appraisalServices', appraisalInput('under-1500'));
    const elsewhere = await provider('appraisal', 'Elsewhere', { serves: ['73399'] });
    await elsewhere.client.post('/api/v1/appraisalServices', appraisalInput());
    const lapsed = await provider('appraisal', 'Lapsed', { serves: ['73344'] });
    await lapsed.client.post('/api/v1/appraisalServices', appraisalInput());
    await db.update(memberships).set({ status: 'expired' }).where(eq(memberships.accountId, lapsed.id));
    const inspector = await provider('inspection', 'Inspector', { serves: ['73344'] });
    await inspector.client.post('/api/v1/inspectionServices', inspectionInput());

    const res = await providersIn('kind=appraisal&country=US&postalCode=73344');
    expect(res.statusCode).toBe(200);
    const providers = res.json().data;
    expect(providers.map((p: { name: { lastName: string } }) => p.name.lastName)).toEqual(['Abbott', 'Zimmer']);
    expect(providers[0]).toMatchObject({
      professionalId: abe.id,
      inspection: [],
      media: [],
      appraisal: [{ sizeRange: 'under-1500', types: { 'drive-by': { price: { amount: 18_000, currency: 'USD' }, leadTime: 4 } } }],
    });

    const inspectors = (await providersIn('kind=inspection&postalCode=73344')).json().data;
    expect(inspectors).toHaveLength(1);
    expect(inspectors[0]).toMatchObject({
      professionalId: inspector.id,
      appraisal: [],
      inspection: [{ item: 'general-inspection', leadTime: 3 }],
    });
  });

  it('leaves out a provider whose verification is for another profession', async () => {
    const me = await provider('appraisal', 'Switched', { serves: ['73355'] });
    await me.client.post('/api/v1/appraisalServices', appraisalInput());
    expect((await providersIn('kind=appraisal&postalCode=73355')).json().data).toHaveLength(1);
    await verifyAs(db, me.id, 'media');
    expect((await providersIn('kind=appraisal&postalCode=73355')).json().data).toEqual([]);
  });

  it('answers an empty list for a code nobody serves, and refuses a missing code or kind in the envelope, never a 500', async () => {
    expect((await providersIn('kind=inspection&postalCode=00001')).json()).toEqual({ success: true, data: [] });
    const noCode = await providersIn('kind=appraisal');
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json()).toMatchObject({ success: false, fields: { postalCode: 'Postal code (zip) required.' } });
    const badKind = await providersIn('kind=plumbing&postalCode=73344');
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json()).toMatchObject({ success: false });
    expect(typeof badKind.json().message).toBe('string');
  });
});
