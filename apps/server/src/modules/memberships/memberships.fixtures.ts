import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { httpClient, signUpVerified, type HttpClient } from '../../../test/http-client';
import { payCheckout, saveTestCard } from '../../../test/payment-fixtures';
import { memberships } from '../../db/schema/index';

/** A verified person with a saved card (a test number: 4242 succeeds, 4000 0000 0000 0341 saves and then always declines). */
export async function professional(app: FastifyInstance, cardNumber = '4242 4242 4242 4242') {
  const client = httpClient(app);
  const { email, account } = await signUpVerified(app, client);
  const cardId = await saveTestCard(client, cardNumber);
  return { client, email, accountId: account._id, cardId };
}

/** Opens a membership-plan checkout; the raw response. */
export function openPlanCheckout(client: HttpClient, plan: string, cycle: string) {
  return client.post('/api/v1/checkouts', { product: { kind: 'membership-plan', ref: 'new', options: { plan, cycle } } });
}

/** Buys a plan with the saved card through the wallet's checkout; the payment result. */
export async function buyPlan(client: HttpClient, cardId: string, plan: string, cycle: string) {
  const open = await openPlanCheckout(client, plan, cycle);
  if (open.statusCode !== 201) throw new Error(`checkout failed: ${open.statusCode} ${open.body}`);
  const paid = await payCheckout(client, open.json().data._id, { cardId });
  if (paid.statusCode !== 200) throw new Error(`payment failed: ${paid.statusCode} ${paid.body}`);
  return paid.json().data;
}

/** Moves a membership's dates (tests travel in time by rewriting them). */
export async function setMembershipDates(app: FastifyInstance, accountId: string, set: Partial<typeof memberships.$inferInsert>) {
  await app.deps.database.db.update(memberships).set(set).where(eq(memberships.accountId, accountId));
}
