import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { httpClient } from '../../../test/http-client';
import { clientAs, seedRoleAccount } from '../../../test/role-fixtures';
import { orderReviews, serviceOrders } from '../../db/schema/index';
import { seedAccount } from '../../seed/factories';
import { directoryProfessional } from '../professionals/directory.fixtures';
import { ADDRESS } from './orders.fixtures';

const { app, db } = await createTestApp();
const admin = await clientAs(app, await seedRoleAccount(db, 'admin'));

/** A completed order of this professional's, reviewed with these stars (written as the order flow leaves it). */
async function reviewed(professionalId: string, stars: number) {
  const customer = await seedAccount(db, { emailVerifiedAt: new Date() });
  const [order] = await db
    .insert(serviceOrders)
    .values({
      kind: 'appraisal',
      customerAccountId: customer.id,
      providerAccountId: professionalId,
      address: ADDRESS,
      lines: [],
      priceMinor: 20_000,
      currency: 'USD',
      paymentId: crypto.randomUUID(),
      status: 'completed',
    })
    .returning();
  await db
    .insert(orderReviews)
    .values({ orderId: order!.id, professionalAccountId: professionalId, customerAccountId: customer.id, stars, text: 'Fine.' });
}

describe("reviews on the professional's profile and in the directory", () => {
  it('shows the rating and count on the profile, and ranks the better rated first among those serving the code', async () => {
    const unrated = await directoryProfessional(app, db, admin, { serves: ['78701'] });
    const good = await directoryProfessional(app, db, admin, { serves: ['78701'] });
    const fair = await directoryProfessional(app, db, admin, { serves: ['78701'] });
    await reviewed(good.id, 5);
    await reviewed(good.id, 4);
    await reviewed(fair.id, 3);

    const profile = (await httpClient(app).get(`/api/v1/professionals/${good.id}`)).json().data;
    expect(profile).toMatchObject({ rating: 4.5, reviewCount: 2 });
    const search = (await httpClient(app).get('/api/v1/searchProfessional?profession=appraiser&postalCode=78701')).json().data as {
      results: { _id: string; rating: number | null; reviewCount: number }[];
    };
    expect(search.results.map((card) => card._id)).toEqual([good.id, fair.id, unrated.id]);
    expect(search.results[2]).toMatchObject({ rating: null, reviewCount: 0 });
  });
});
