import { orderProduct, type TOrder, type TPlaceOrder } from '@app/shared/orders/orders.schema';
import type { TServiceKindId } from '@app/shared/reference/orders';
import { SERVICE_PROFESSIONS } from '@app/shared/services/service-terms';
import type { FastifyInstance } from 'fastify';
import type { HttpClient } from '../../../test/http-client';
import { payCheckout } from '../../../test/payment-fixtures';
import { appraisalServices, inspectionServices, mediaServices, serviceAreas } from '../../db/schema/index';
import { TINY_PDF, upload } from '../media/media.fixtures';
import { buyPlan, professional } from '../memberships/memberships.fixtures';
import { seedProfessionalProfile } from '../professionals/professionals.fixtures';

/** The Austin ZIP the providers serve. */
export const SERVED_ZIP = '78701';
export const ADDRESS = { street: '100 Congress Ave', city: 'Austin', state: 'TX', postalCode: SERVED_ZIP, country: 'US' };

/**
 * A verified provider of a kind with a running membership serving SERVED_ZIP and priced services:
 * appraisal Drive-by $200 in 5 days for 1,500–2,999 sq ft; inspection General $300 in 3 days and
 * Radon Gas $120 in 2; media Aerial $200 in 4 days and VR $180 in 6.
 */
export async function provider(app: FastifyInstance, kind: TServiceKindId) {
  const db = app.deps.database.db;
  const pro = await professional(app);
  await seedProfessionalProfile(db, pro.accountId, { status: 'verified', profession: SERVICE_PROFESSIONS[kind] });
  await buyPlan(pro.client, pro.cardId, 'basic', 'monthly');
  await db.insert(serviceAreas).values({ accountId: pro.accountId, country: 'US', postalCode: SERVED_ZIP });
  const accountId = pro.accountId;
  if (kind === 'appraisal')
    await db
      .insert(appraisalServices)
      .values({ accountId, sizeRange: '1500-2999', currency: 'USD', driveByPrice: 20_000, driveByLeadTime: 5 });
  if (kind === 'inspection')
    await db.insert(inspectionServices).values([
      { accountId, item: 'general-inspection', currency: 'USD', price: 30_000, leadTime: 3 },
      { accountId, item: 'radon-gas', currency: 'USD', price: 12_000, leadTime: 2 },
    ]);
  if (kind === 'media')
    await db.insert(mediaServices).values([
      { accountId, service: 'aerial', currency: 'USD', price: 20_000, timeFrame: 4 },
      { accountId, service: 'vr', currency: 'USD', price: 18_000, timeFrame: 6 },
    ]);
  return pro;
}

/** What each kind orders from the fixture provider at ADDRESS. */
export function orderFor(kind: TServiceKindId, professionalId: string): TPlaceOrder {
  const base = { professionalId, address: ADDRESS };
  if (kind === 'appraisal') return { ...base, kind, appraisalType: 'drive-by', sizeRange: '1500-2999' };
  if (kind === 'inspection') return { ...base, kind, items: ['general-inspection', 'radon-gas'] };
  return { ...base, kind, services: ['aerial', 'vr'] };
}

/** Opens the order's checkout and pays it with the customer's saved card; the placed order. */
export async function placeOrder(customer: { client: HttpClient; cardId: string }, order: TPlaceOrder): Promise<TOrder> {
  const open = await customer.client.post('/api/v1/checkouts', { product: orderProduct(order) });
  if (open.statusCode !== 201) throw new Error(`order checkout failed: ${open.statusCode} ${open.body}`);
  const paid = await payCheckout(customer.client, open.json().data._id, { cardId: customer.cardId });
  if (paid.statusCode !== 200) throw new Error(`order payment failed: ${paid.statusCode} ${paid.body}`);
  const mine = (await customer.client.get('/api/v1/orders/mine')).json().data as TOrder[];
  return mine[0]!;
}

/** The provider's private PDF, to deliver. */
export async function reportFile(app: FastifyInstance, client: HttpClient): Promise<string> {
  const res = await upload(app, client, { name: 'report.pdf', type: 'application/pdf', bytes: TINY_PDF, access: 'private' });
  if (res.statusCode !== 201 && res.statusCode !== 200) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return res.json().data._id as string;
}

/** The PATCH path of an order's kind. */
export function orderPath(order: Pick<TOrder, '_id' | 'serviceType'>): string {
  const base = { appraisal: 'appraisalOrders', inspection: 'inspectionOrders', media: 'mediaOrders' }[order.serviceType];
  return `/api/v1/${base}/${order._id}`;
}
