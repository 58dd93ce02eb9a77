import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { httpClient, latestMail, signUp } from '../../../test/http-client';
import { loadConfig } from '../../config';
import { promotionCodes } from '../../db/schema/index';
import { activeMembership } from './index';
import { buyPlan, professional } from './memberships.fixtures';

const { app, db } = await createTestApp();

/** A buyer of Annual Plus and the code it earned (from the mail, as they would pass it on). */
async function boughtCode() {
  const buyer = await professional(app);
  await buyPlan(buyer.client, buyer.cardId, 'plus', 'yearly');
  const mail = await latestMail(app, buyer.email);
  const link = /\/buy-one-get-one\/([A-Z2-9]{12})/.exec(mail?.text ?? '');
  if (!link) throw new Error(`no code in ${mail?.text}`);
  return { buyer, code: link[1]! };
}

async function newUser() {
  const client = httpClient(app);
  const { account } = await signUp(client);
  return { client, accountId: account._id };
}

const redeem = (client: ReturnType<typeof httpClient>, code: string) => client.post(`/api/v1/promotions/buy-one-get-one/${code}/redeem`);

describe('buy one get one', () => {
  it('buying Annual Plus gives the buyer one code, mailed and listed; other plans give none', async () => {
    const { buyer, code } = await boughtCode();
    const mine = (await buyer.client.get('/api/v1/promotions/buy-one-get-one/mine')).json().data;
    expect(mine).toEqual([expect.objectContaining({ path: `/buy-one-get-one/${code}`, redeemed: false })]);
    const status = await app.inject({ method: 'GET', url: `/api/v1/promotions/buy-one-get-one/${code.toLowerCase()}` });
    expect(status.json().data).toMatchObject({ plan: 'plus', cycle: 'yearly', available: true });

    const other = await professional(app);
    await buyPlan(other.client, other.cardId, 'plus', 'monthly');
    expect((await other.client.get('/api/v1/promotions/buy-one-get-one/mine')).json().data).toEqual([]);
  });

  it('a new user redeems it for a free Annual Plus; the code is then used', async () => {
    const { buyer, code } = await boughtCode();
    const friend = await newUser();
    const res = await redeem(friend.client, code);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      plan: 'plus',
      cycle: 'yearly',
      status: 'active',
      promotional: true,
      autoRenew: false,
      card: null,
    });
    expect(await activeMembership(db, friend.accountId)).toMatchObject({ plan: 'plus', cycle: 'yearly' });
    const [row] = await db.select().from(promotionCodes).where(eq(promotionCodes.code, code));
    expect(row).toMatchObject({ redeemedByAccountId: friend.accountId, buyerAccountId: expect.any(String) });
    expect((await buyer.client.get('/api/v1/promotions/buy-one-get-one/mine')).json().data[0]).toMatchObject({ redeemed: true });

    const another = await newUser();
    const used = await redeem(another.client, code);
    expect(used.statusCode).toBe(409);
    expect(used.json().message).toBe('This promotion code has already been used.');
    expect(await activeMembership(db, another.accountId)).toBeUndefined();
  });

  it("anyone with an account from before the code gets 'Sorry, this promotion only applies for new users.'", async () => {
    const older = await newUser();
    const { buyer, code } = await boughtCode();
    for (const client of [older.client, buyer.client]) {
      const res = await redeem(client, code);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false, message: 'Sorry, this promotion only applies for new users.' });
    }
    // A newer account that already has a membership is not new to memberships either.
    const member = await professional(app);
    await buyPlan(member.client, member.cardId, 'basic', 'monthly');
    expect((await redeem(member.client, code)).json().message).toBe('Sorry, this promotion only applies for new users.');
    const [row] = await db.select().from(promotionCodes).where(eq(promotionCodes.code, code));
    expect(row?.redeemedAt).toBeNull();
  });

  it('of redemptions racing for one code exactly one wins', async () => {
    const { code } = await boughtCode();
    const racers = await Promise.all([newUser(), newUser(), newUser()]);
    const results = await Promise.all(racers.map((racer) => redeem(racer.client, code)));
    expect(results.map((res) => res.statusCode).sort()).toEqual([201, 409, 409]);
    const winners = await Promise.all(racers.map((racer) => activeMembership(db, racer.accountId)));
    expect(winners.filter(Boolean)).toHaveLength(1);
  });

  it('an unknown or malformed code is refused', async () => {
    const friend = await newUser();
    expect((await redeem(friend.client, 'AAAABBBBCCCC')).json().message).toBe('This promotion code is not valid.');
    expect((await redeem(friend.client, 'nope')).statusCode).toBe(400);
  });
});

describe('/register/{promo}', () => {
  it('opens professional sign-up only for a configured promo', async () => {
    const ok = (await app.inject({ method: 'GET', url: '/api/v1/promotions/register/BOGO' })).json().data;
    expect(ok).toEqual({ promo: 'bogo', valid: true, redirectTo: '/professional/register?promo=bogo' });
    const no = (await app.inject({ method: 'GET', url: '/api/v1/promotions/register/free-stuff' })).json().data;
    expect(no).toEqual({ promo: 'free-stuff', valid: false, redirectTo: '/' });
  });
  it('reads the list from REGISTER_PROMOS', () => {
    expect(loadConfig({ NODE_ENV: 'test', REGISTER_PROMOS: ' Spring-Pro, FALL ' }).registerPromos).toEqual(['spring-pro', 'fall']);
    expect(loadConfig({ NODE_ENV: 'test' }).registerPromos).toContain('bogo');
  });
});
