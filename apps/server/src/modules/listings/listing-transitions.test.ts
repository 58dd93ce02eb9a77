import { LISTING_STATUSES } from '@app/shared/listings/listing.schema';
import {
  LISTING_ACTIONS,
  LISTING_RELATIONS,
  listingRule,
  type TListingRelation,
  type TListingState,
} from '@app/shared/listings/listing-transitions';
import { desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { httpClient, signUpVerified } from '../../../test/http-client';
import { completeDraft, payListing } from '../../../test/listing-fixtures';
import { listingEvents, listings } from '../../db/schema/index';
import { seedAccount, seedListing } from '../../seed/factories';
import { AppError } from '../../platform/http/app-error';
import { moveListing } from './listing-lifecycle.service';

const { app, db } = await createTestApp();

const DAY = 86_400_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Every state a listing can be in: each status, paid or not, hidden or not.
const STATES: TListingState[] = LISTING_STATUSES.flatMap((status) =>
  [false, true].flatMap((complete) => [false, true].map((hidden) => ({ status, complete, hidden }))),
);
const describeState = (s: TListingState) => `${s.status}${s.complete ? '' : ', unpaid'}${s.hidden ? ', hidden' : ''}`;

/** Thrown to undo a tried transition, so one listing serves every action and actor of its state. */
class Undo extends Error {}

/** Tries a transition in a transaction that is rolled back; says what happened. */
async function tryTransition(
  id: string,
  action: (typeof LISTING_ACTIONS)[number],
  actor: { id: string | null; relation: TListingRelation },
) {
  let outcome:
    | { allowed: true; status: string | undefined; event: typeof listingEvents.$inferSelect | undefined }
    | { allowed: false; code: string }
    | undefined;
  await db
    .transaction(async (tx) => {
      const [row] = await tx.select().from(listings).where(eq(listings.id, id));
      if (!row) throw new Error('listing missing');
      try {
        const changed = await moveListing(tx, row, action, actor, { reason: 'because' });
        const [event] = await tx
          .select()
          .from(listingEvents)
          .where(eq(listingEvents.entityId, id))
          .orderBy(desc(listingEvents.at))
          .limit(1);
        outcome = { allowed: true, status: changed?.status, event };
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        outcome = { allowed: false, code: err.code };
      }
      throw new Undo();
    })
    .catch((err: unknown) => {
      if (!(err instanceof Undo)) throw err;
    });
  if (!outcome) throw new Error('no outcome');
  return outcome;
}

const owner = await seedAccount(db);
const admin = await seedAccount(db, { isAdmin: true });
const stranger = await seedAccount(db);
const actorIds: Record<TListingRelation, string | null> = { owner: owner.id, admin: admin.id, other: stranger.id, system: null };

describe('the listing transition table, applied', () => {
  it.each(STATES.map((state) => [describeState(state), state] as const))(
    '%s: every action by every actor is allowed or refused exactly as the table says',
    async (_name, state) => {
      const listing = await seedListing(db, { ownerId: owner.id, ...state, expiresAt: new Date(Date.now() + 30 * DAY) });
      for (const action of LISTING_ACTIONS) {
        for (const relation of LISTING_RELATIONS) {
          const rule = listingRule(relation, action, state);
          const outcome = await tryTransition(listing.id, action, { id: actorIds[relation], relation });
          const label = `${action} by ${relation}`;
          if (!rule) {
            expect(outcome, label).toEqual({ allowed: false, code: 'ACTION_NOT_AVAILABLE' });
            continue;
          }
          expect(outcome.allowed, label).toBe(true);
          if (!outcome.allowed) continue;
          const to = rule.to[0];
          expect(outcome.status ?? 'removed', label).toBe(to);
          expect(outcome.event, label).toMatchObject({
            action,
            actorId: actorIds[relation],
            actorRelation: relation,
            fromStatus: state.status,
            toStatus: to,
            reason: 'because',
          });
        }
      }
      const [after] = await db.select().from(listings).where(eq(listings.id, listing.id));
      expect(after).toMatchObject(state);
    },
  );
});

async function liveListing() {
  const client = httpClient(app);
  await signUpVerified(app, client);
  const id = (await client.post('/api/v1/properties', await completeDraft(app, client))).json().data._id as string;
  expect((await payListing(client, id)).statusCode).toBe(200);
  return { client, id };
}

describe('owner actions over HTTP follow the table', () => {
  const menu = ['move-to-drafts', 'move-to-listings', 'hide', 'unhide'] as const;
  const states = STATES.filter((state) => state.complete);

  it.each(states.map((state) => [describeState(state), state] as const))(
    '%s: the owner gets 409 for what the table refuses, anyone else 404',
    async (_name, state) => {
      const { client, id } = await liveListing();
      const stranger = httpClient(app);
      await signUpVerified(app, stranger);
      for (const action of menu) {
        await db.update(listings).set(state).where(eq(listings.id, id));
        const res = await client.post(`/api/v1/properties/${id}/actions`, { action });
        if (listingRule('owner', action, state)) {
          expect(res.statusCode, action).toBe(200);
        } else {
          expect(res.statusCode, action).toBe(409);
          expect(res.json(), action).toMatchObject({ success: false, message: 'This action is not available in its current state.' });
        }
        expect((await stranger.post(`/api/v1/properties/${id}/actions`, { action })).statusCode, action).toBe(404);
      }
    },
  );
});

// A stand-in deal source as offers and orders will be: rows that reference the listing
// (their foreign key locks it FOR KEY SHARE while a deal is opened), counted through the
// open-deal registry. The counter can be held open to line a race up.
await db.execute(
  sql`create table test_deals (id uuid primary key default gen_random_uuid(), listing_id uuid not null references listings(id) on delete cascade)`,
);
let hold: Promise<void> = Promise.resolve();
let counting: () => void = () => undefined;
app.deps.listingDeals.register('offers', async (tx, listingId) => {
  counting();
  await hold;
  const result = await tx.execute(sql`select count(*)::int as n from test_deals where listing_id = ${listingId}`);
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
});
const openDeal = (listingId: string) => db.transaction((tx) => tx.execute(sql`insert into test_deals (listing_id) values (${listingId})`));
const dealsOf = async (listingId: string) =>
  Number(
    (
      (await db.execute(sql`select count(*)::int as n from test_deals where listing_id = ${listingId}`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]?.n,
  );

describe('Remove under concurrency', () => {
  it('lets exactly one of two concurrent removes win; the other gets 409', async () => {
    const { client, id } = await liveListing();
    const results = await Promise.all([client.delete(`/api/v1/properties/${id}`), client.delete(`/api/v1/properties/${id}`)]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const lost = results.find((res) => res.statusCode === 409);
    expect(lost?.json()).toMatchObject({
      success: false,
      code: 'STATE_CHANGED',
      message: 'This was just changed by someone else. Reload to see where it stands now.',
    });
    expect(await db.select().from(listings).where(eq(listings.id, id))).toEqual([]);
    const events = await db.select().from(listingEvents).where(eq(listingEvents.entityId, id));
    expect(events.filter((event) => event.action === 'remove')).toHaveLength(1);
  });

  it('cannot lose a deal opened while the remove is under way: the remove counts it, or the deal fails on the removed listing', async () => {
    // The deal comes first: its transaction is open when the remove starts.
    const first = await liveListing();
    let release!: () => void;
    let inserted!: () => void;
    const dealInserted = new Promise<void>((resolve) => (inserted = resolve));
    const gate = new Promise<void>((resolve) => (release = resolve));
    const deal = db.transaction(async (tx) => {
      await tx.execute(sql`insert into test_deals (listing_id) values (${first.id})`);
      inserted();
      await gate;
    });
    await dealInserted;
    const removal = first.client.delete(`/api/v1/properties/${first.id}`);
    await sleep(100);
    release();
    await deal;
    const refused = await removal;
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This listing still has open offers or orders. Cancel them before removing it.');
    expect(await dealsOf(first.id)).toBe(1);

    // The remove comes first: it has locked the listing and is counting when the deal is opened.
    const second = await liveListing();
    const counted = new Promise<void>((resolve) => (counting = resolve));
    let open!: () => void;
    hold = new Promise<void>((resolve) => (open = resolve));
    const removing = second.client.delete(`/api/v1/properties/${second.id}`);
    await counted;
    const late = openDeal(second.id).then(
      () => 'opened',
      (err: unknown) => String((err as { cause?: { code?: string }; code?: string }).cause?.code ?? (err as { code?: string }).code),
    );
    await sleep(100);
    open();
    expect((await removing).statusCode).toBe(200);
    // 23503: foreign key violation. The deal is refused, not left pointing at nothing.
    expect(await late).toBe('23503');
    expect(await dealsOf(second.id)).toBe(0);
    hold = Promise.resolve();
    counting = () => undefined;
  });
});

describe("a listing's history", () => {
  it('records every change with who made it and why, and the overview shows it newest first', async () => {
    const { client, id } = await liveListing();
    for (const action of ['hide', 'unhide', 'move-to-drafts', 'move-to-listings']) {
      expect((await client.post(`/api/v1/properties/${id}/actions`, { action })).statusCode, action).toBe(200);
    }
    expect((await payListing(client, id, 3)).statusCode).toBe(200);
    await db
      .update(listings)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(listings.id, id));
    await app.deps.jobs.runNow('listing-expiry');

    const { history } = (await client.get(`/api/v1/properties/${id}/overview`)).json().data;
    const seen = history.map(
      (e: { action: string; by: string; from: string; to: string; reason: string | null; termMonths: number | null }) => [
        e.action,
        e.by,
        e.from,
        e.to,
        e.reason ?? e.termMonths,
      ],
    );
    expect(seen).toEqual([
      ['expire', 'system', 'active', 'expired', 'plan-ended'],
      ['extend', 'owner', 'active', 'active', 3],
      ['move-to-listings', 'owner', 'draft', 'active', null],
      ['move-to-drafts', 'owner', 'active', 'draft', null],
      ['unhide', 'owner', 'active', 'active', null],
      ['hide', 'owner', 'active', 'active', null],
      ['publish', 'owner', 'draft', 'active', 6],
    ]);
    const owner = (await client.get('/api/v1/account')).json().data._id;
    const events = await db.select().from(listingEvents).where(eq(listingEvents.entityId, id));
    expect(events.filter((e) => e.actorRelation === 'owner').every((e) => e.actorId === owner)).toBe(true);
    expect(events.find((e) => e.action === 'expire')).toMatchObject({ actorId: null, reason: 'plan-ended' });
  });
});

describe('the sweeps, as transitions by the server', () => {
  it('releases a pending listing once its escrow company registers, and archives one expired for 90 days, each with its reason', async () => {
    const client = httpClient(app);
    await signUpVerified(app, client);
    const contacts = [
      {
        kind: 'escrow-company' as const,
        companyName: 'Lone Star Escrow',
        officerName: 'Dana Ruiz',
        phone: '5125550100',
        email: 'escrow-sweep@example.com',
      },
    ];
    const pending = (await client.post('/api/v1/properties', await completeDraft(app, client, { contacts }))).json().data._id as string;
    await payListing(client, pending);
    const ended = await seedListing(db, { ownerId: owner.id, status: 'expired', expiresAt: new Date(Date.now() - 91 * DAY) });

    await app.deps.jobs.runNow('listing-expiry');
    expect((await db.select().from(listings).where(eq(listings.id, pending)))[0]?.status).toBe('pending');
    await signUpVerified(app, httpClient(app), { email: 'escrow-sweep@example.com' });
    await app.deps.jobs.runNow('listing-expiry');

    expect((await db.select().from(listings).where(eq(listings.id, pending)))[0]?.status).toBe('active');
    expect((await db.select().from(listings).where(eq(listings.id, ended.id)))[0]?.status).toBe('archived');
    const eventsOf = (id: string) => db.select().from(listingEvents).where(eq(listingEvents.entityId, id)).orderBy(desc(listingEvents.at));
    expect((await eventsOf(pending))[0]).toMatchObject({
      action: 'release',
      actorId: null,
      actorRelation: 'system',
      fromStatus: 'pending',
      toStatus: 'active',
      reason: 'companies-registered',
    });
    expect(await eventsOf(ended.id)).toEqual([
      expect.objectContaining({
        action: 'archive',
        actorRelation: 'system',
        fromStatus: 'expired',
        toStatus: 'archived',
        reason: 'expired-long-ago',
      }),
    ]);
  });
});
