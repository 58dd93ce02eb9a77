import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { httpClient, signUpVerified } from '../../../test/http-client';
import { memberships } from '../../db/schema/index';
import { appraisalInput, inspectionInput, mediaInput, seedMember, verifyAs } from './services.fixtures';
import { findServiceEvents } from './services.repo';
import type { TServiceKindId } from '@app/shared/reference/orders';

const { app, db } = await createTestApp();

/** A verified, paying professional of the kind's profession, serving Austin ZIPs. */
async function provider(kind: TServiceKindId, options: { verified?: boolean; member?: boolean; serves?: string[] } = {}) {
  const client = httpClient(app);
  const { account } = await signUpVerified(app, client);
  if (options.verified ?? true) await verifyAs(db, account._id, kind);
  if (options.member ?? true) await seedMember(db, account._id, options.serves ?? ['78701']);
  return { client, id: account._id as string };
}

const MESSAGE_APPRAISAL = 'Please completely fill out at least one of the appraisal type and select the property size.';

describe('appraisal services', () => {
  it('a verified appraiser with a membership prices a size range, and reads it back with getAll', async () => {
    const me = await provider('appraisal');
    const res = await me.client.post('/api/v1/appraisalServices', appraisalInput('1500-2999'));
    expect(res.statusCode).toBe(201);
    const service = res.json().data;
    expect(service).toMatchObject({
      sizeRange: '1500-2999',
      professionalId: me.id,
      types: { desktop: { price: { amount: 9_000, currency: 'USD' }, leadTime: 2 }, full: null },
    });
    const list = (await me.client.get('/api/v1/appraisalServices?getAll=true')).json().data;
    expect(list.map((s: { _id: string }) => s._id)).toEqual([service._id]);
    expect((await findServiceEvents(db, service._id)).map((e) => e.action)).toEqual(['set-up']);
  });

  it("refuses a service without a complete type or a size with the spec's message, never a 500", async () => {
    const me = await provider('appraisal');
    const noType = await me.client.post('/api/v1/appraisalServices', { sizeRange: 'under-1500', currency: 'USD', types: { full: null } });
    expect(noType.statusCode).toBe(400);
    // The house envelope for a form with mistakes, the spec's words on the field.
    expect(noType.json()).toMatchObject({ success: false, code: 'INVALID_INPUTS', fields: { types: MESSAGE_APPRAISAL } });
    const halfType = await me.client.post('/api/v1/appraisalServices', {
      sizeRange: 'under-1500',
      currency: 'USD',
      types: { full: { price: 40_000 } },
    });
    expect(halfType.statusCode).toBe(400);
    const noSize = await me.client.post('/api/v1/appraisalServices', { currency: 'USD', types: { full: { price: 40_000, leadTime: 3 } } });
    expect(noSize.json()).toMatchObject({ success: false, fields: { sizeRange: MESSAGE_APPRAISAL } });
  });

  it("refuses a price under the catalogue minimum with 'The minimum price for this service is {price}', in the service's currency", async () => {
    const me = await provider('appraisal');
    const low = await me.client.post('/api/v1/appraisalServices', {
      sizeRange: 'under-1500',
      currency: 'USD',
      types: { full: { price: 29_999, leadTime: 5 } },
    });
    expect(low.statusCode).toBe(400);
    expect(low.json()).toMatchObject({
      success: false,
      code: 'SERVICE_BELOW_MIN_PRICE',
      message: 'The minimum price for this service is $300.00',
      fields: { 'types.full.price': 'The minimum price for this service is $300.00' },
    });
    const atMinimum = await me.client.post('/api/v1/appraisalServices', {
      sizeRange: 'under-1500',
      currency: 'USD',
      types: { full: { price: 30_000, leadTime: 5 } },
    });
    expect(atMinimum.statusCode).toBe(201);
    const yen = await me.client.post('/api/v1/appraisalServices', {
      sizeRange: '5000-plus',
      currency: 'JPY',
      types: { desktop: { price: 5_000, leadTime: 1 } },
    });
    expect(yen.statusCode).toBe(400);
    expect(yen.json().message).toMatch(/^The minimum price for this service is ¥[\d,]+$/);
  });

  it('PUT saves a list (changes and additions, all or none) and replies with an array', async () => {
    const me = await provider('appraisal');
    const first = (await me.client.post('/api/v1/appraisalServices', appraisalInput('under-1500'))).json().data;
    const changed = { ...appraisalInput('under-1500'), _id: first._id, types: { full: { price: 35_000, leadTime: 6 } } };
    const res = await me.client.put('/api/v1/appraisalServices', [changed, appraisalInput('3000-4999')]);
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { _id: string; sizeRange: string; types: Record<string, unknown> }[];
    expect(data.map((s) => s.sizeRange)).toEqual(['under-1500', '3000-4999']);
    expect(data[0]!.types).toMatchObject({ desktop: null, full: { price: { amount: 35_000 }, leadTime: 6 } });

    // One price too low: nothing in the list is saved.
    const refused = await me.client.put('/api/v1/appraisalServices', [
      { ...changed, types: { full: { price: 50_000, leadTime: 6 } } },
      { ...appraisalInput('5000-plus'), types: { desktop: { price: 100, leadTime: 1 } } },
    ]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ '1.types.desktop.price': 'The minimum price for this service is $75.00' });
    const after = (await me.client.get('/api/v1/appraisalServices?getAll=true')).json().data;
    expect(after).toHaveLength(2);
    expect(after[0].types.full.price.amount).toBe(35_000);
  });

  it('one service per size range: a second one is refused with 409', async () => {
    const me = await provider('appraisal');
    await me.client.post('/api/v1/appraisalServices', appraisalInput('under-1500'));
    const again = await me.client.post('/api/v1/appraisalServices', appraisalInput('under-1500'));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, code: 'SERVICE_ALREADY_OFFERED' });
  });

  it('removes one by id and several by a body of ids, only the provider’s own, all or none', async () => {
    const me = await provider('appraisal');
    const ids: string[] = [];
    for (const size of ['under-1500', '1500-2999', '3000-4999'] as const)
      ids.push((await me.client.post('/api/v1/appraisalServices', appraisalInput(size))).json().data._id);
    const other = await provider('appraisal');
    const theirs = (await other.client.post('/api/v1/appraisalServices', appraisalInput())).json().data._id as string;

    expect((await me.client.delete(`/api/v1/appraisalServices/${theirs}`)).statusCode).toBe(404);
    const mixed = await me.client.delete('/api/v1/appraisalServices', [ids[1], theirs]);
    expect(mixed.statusCode).toBe(404);
    expect((await me.client.get('/api/v1/appraisalServices?getAll=true')).json().data).toHaveLength(3);

    expect((await me.client.delete(`/api/v1/appraisalServices/${ids[0]}`)).json().data).toEqual({ removed: [ids[0]] });
    const both = await me.client.delete('/api/v1/appraisalServices', [ids[1], ids[2]]);
    expect(both.json().data.removed.sort()).toEqual([ids[1], ids[2]].sort());
    expect((await me.client.get('/api/v1/appraisalServices?getAll=true')).json().data).toEqual([]);
    expect((await other.client.get('/api/v1/appraisalServices?getAll=true')).json().data).toHaveLength(1);
    expect((await findServiceEvents(db, ids[0]!)).map((e) => e.toStatus)).toEqual(['offered', 'removed']);
  });

  it('another professional cannot change yours: PUT naming your service is 404 and changes nothing', async () => {
    const me = await provider('appraisal');
    const mine = (await me.client.post('/api/v1/appraisalServices', appraisalInput())).json().data;
    const other = await provider('appraisal');
    const res = await other.client.put('/api/v1/appraisalServices', [
      { ...appraisalInput(), _id: mine._id, types: { full: { price: 99_000, leadTime: 9 } } },
    ]);
    expect(res.statusCode).toBe(404);
    expect((await me.client.get('/api/v1/appraisalServices?getAll=true')).json().data).toEqual([mine]);
  });
});

describe('who may set up services', () => {
  it("refuses an appraiser not yet verified with 'Verify your account to access this feature'", async () => {
    const me = await provider('appraisal', { verified: false });
    const res = await me.client.post('/api/v1/appraisalServices', appraisalInput());
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, message: 'Verify your account to access this feature' });
  });

  it('refuses a verified appraiser without a membership, and one whose membership expired', async () => {
    const unpaid = await provider('appraisal', { member: false });
    const res = await unpaid.client.post('/api/v1/appraisalServices', appraisalInput());
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'MEMBERSHIP_REQUIRED' });

    const lapsed = await provider('appraisal');
    await lapsed.client.post('/api/v1/appraisalServices', appraisalInput());
    await db.update(memberships).set({ status: 'expired' }).where(eq(memberships.accountId, lapsed.id));
    expect((await lapsed.client.put('/api/v1/appraisalServices', [appraisalInput('5000-plus')])).statusCode).toBe(403);
    // Not offered now: the plain list is empty, getAll still shows it (to edit or remove).
    expect((await lapsed.client.get('/api/v1/appraisalServices')).json().data).toEqual([]);
    expect((await lapsed.client.get('/api/v1/appraisalServices?getAll=true')).json().data).toHaveLength(1);
  });

  it('refuses the wrong profession: an inspector cannot set up appraisal or media services', async () => {
    const inspector = await provider('inspection');
    expect((await inspector.client.post('/api/v1/appraisalServices', appraisalInput())).statusCode).toBe(403);
    expect((await inspector.client.post('/api/v1/mediaServices', mediaInput())).statusCode).toBe(403);
    expect((await inspector.client.post('/api/v1/inspectionServices', inspectionInput())).statusCode).toBe(201);
  });
});

describe('inspection services', () => {
  it('prices the items with lead times; PUT replaces an item’s terms and replies with the list', async () => {
    const me = await provider('inspection');
    const put = await me.client.put('/api/v1/inspectionServices', [inspectionInput('general-inspection'), inspectionInput('radon-gas')]);
    expect(put.statusCode).toBe(200);
    expect(put.json().data.map((s: { item: string }) => s.item)).toEqual(['general-inspection', 'radon-gas']);
    const again = await me.client.put('/api/v1/inspectionServices', [{ ...inspectionInput('radon-gas'), price: 12_500, leadTime: 1 }]);
    const radon = again.json().data.find((s: { item: string }) => s.item === 'radon-gas');
    expect(radon).toMatchObject({ price: { amount: 12_500, currency: 'USD' }, leadTime: 1 });
    expect(again.json().data).toHaveLength(2);
  });

  it('refuses an item under its minimum, naming the list position', async () => {
    const me = await provider('inspection');
    const res = await me.client.put('/api/v1/inspectionServices', [
      inspectionInput('mold-safe'),
      { ...inspectionInput('lead-paint'), price: 9_999 },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'The minimum price for this service is $100.00',
      fields: { '1.price': expect.any(String) },
    });
    expect((await me.client.get('/api/v1/inspectionServices?getAll=true')).json().data).toEqual([]);
  });
});

describe('media services', () => {
  it('a media specialist offers a service, reads it by id, changes it; others get 404', async () => {
    const me = await provider('media');
    const created = await me.client.post('/api/v1/mediaServices', mediaInput('virtual-staging'));
    expect(created.statusCode).toBe(201);
    const id = created.json().data._id as string;
    expect((await me.client.get(`/api/v1/mediaServices/${id}`)).json().data).toMatchObject({ service: 'virtual-staging', timeFrame: 5 });
    const changed = await me.client.put(`/api/v1/mediaServices/${id}`, { ...mediaInput('virtual-staging'), price: 7_500, timeFrame: 2 });
    expect(changed.json().data).toMatchObject({ price: { amount: 7_500 }, timeFrame: 2 });
    expect((await me.client.post('/api/v1/mediaServices', mediaInput('virtual-staging'))).statusCode).toBe(409);

    const other = await provider('media');
    expect((await other.client.get(`/api/v1/mediaServices/${id}`)).statusCode).toBe(404);
    expect((await other.client.put(`/api/v1/mediaServices/${id}`, mediaInput('virtual-staging'))).statusCode).toBe(404);
    expect((await other.client.delete(`/api/v1/mediaServices/${id}`)).statusCode).toBe(404);
    expect((await me.client.get('/api/v1/mediaServices')).json().data).toHaveLength(1);
  });

  it('refuses a media price under its minimum on the price field', async () => {
    const me = await provider('media');
    const res = await me.client.post('/api/v1/mediaServices', { ...mediaInput('media-hosting'), price: 2_000 });
    expect(res.json()).toMatchObject({ success: false, fields: { price: 'The minimum price for this service is $25.00' } });
  });
});

describe('what a professional offers where', () => {
  it('shows the services in a postal code they serve, refuses one they do not, and shows nothing of non-members', async () => {
    const me = await provider('appraisal', { serves: ['78701', '78702'] });
    await me.client.post('/api/v1/appraisalServices', appraisalInput());
    const visitor = httpClient(app);
    const here = await visitor.get(`/api/v1/professionalServices/${me.id}?country=US&postalCode=78702`);
    expect(here.statusCode).toBe(200);
    expect(here.json().data).toMatchObject({ professionalId: me.id, inspection: [], media: [] });
    expect(here.json().data.appraisal).toHaveLength(1);
    expect((await visitor.get(`/api/v1/professionalServices/${me.id}`)).json().data.appraisal).toHaveLength(1);

    const elsewhere = await visitor.get(`/api/v1/professionalServices/${me.id}?country=US&postalCode=10001`);
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toMatchObject({ success: false, message: 'Outside of service area' });

    await db.update(memberships).set({ status: 'expired' }).where(eq(memberships.accountId, me.id));
    expect((await visitor.get(`/api/v1/professionalServices/${me.id}?postalCode=78701`)).json().data.appraisal).toEqual([]);
  });
});
