import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { devMailbox, offerEvents, offers, refunds } from '../../db/schema/index';
import { AppError } from '../../platform/http/app-error';
import { transition } from '../../platform/state-machine/transition';
import { negotiationFixtures } from './offer-finalize.fixtures';
import { offerTestbed } from './offers.fixtures';
import { findOffer, lockOffer, offerStateOf } from './offers.repo';
import { OFFER_MACHINE } from './offers.service';

const tb = await offerTestbed();
const { app, db, seller, buyer } = tb;
const { database } = app.deps;
const { offerIn, sentOffer } = negotiationFixtures(tb);

const past = () => new Date(Date.now() - 60_000);
const future = () => new Date(Date.now() + 86_400_000);
const expire = () => app.deps.jobs.runNow('offers:expire');
const expireEvents = async (id: string) =>
  db
    .select()
    .from(offerEvents)
    .where(and(eq(offerEvents.entityId, id), eq(offerEvents.action, 'expire')));

describe('offers:expire', () => {
  it('expires offers whose window has closed, as the server, tells the parties, refunds the deposit once, and touches nothing else', async () => {
    const sent = await sentOffer();
    await db.update(offers).set({ respondBy: past() }).where(eq(offers.id, sent.id));
    const countered = await offerIn({ status: 'countered', turn: 'buyer', respondBy: past() });
    const untouched = [
      await offerIn({ status: 'sent', turn: 'seller', respondBy: future() }),
      await offerIn({ status: 'accepted', respondBy: past() }),
      await offerIn({ status: 'backup', respondBy: past() }),
      await offerIn({ status: 'draft', sentAt: null }),
    ];

    expect(await expire()).toBe(true);
    expect(await expire()).toBe(true);
    await app.deps.outbox.drain();

    for (const id of [sent.id, countered.id]) {
      expect((await findOffer(db, id))!.status).toBe('expired');
      const events = await expireEvents(id);
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({ actorId: null, actorRelation: 'system', fromStatus: expect.any(String), toStatus: 'expired' });
    }
    for (const row of untouched) expect(await findOffer(db, row.id)).toEqual(row);
    // The booking deposit paid with the sent offer comes back once, however often the job ran.
    expect(await db.select().from(refunds).where(eq(refunds.paymentId, sent.bookingPaymentId!))).toHaveLength(1);
    // Each party is told in their own language.
    const told = await db.select().from(devMailbox).where(eq(devMailbox.template, 'offer-moved'));
    expect(told.map((mail) => [mail.to, mail.locale])).toEqual(
      expect.arrayContaining([
        [seller.email, 'zh-Hant'],
        [buyer.email, 'es'],
      ]),
    );
  });

  it('an answer written before the sweep wins: the answered offer is not expired', async () => {
    const offer = await offerIn({ status: 'sent', turn: 'seller', respondBy: past() });
    await db.transaction((tx) =>
      transition(tx, OFFER_MACHINE, {
        id: offer.id,
        from: offerStateOf(offer),
        action: 'counter',
        actor: { id: seller.id, relation: 'seller' },
        set: { respondBy: future() },
      }),
    );
    await expire();
    expect((await findOffer(db, offer.id))!).toMatchObject({ status: 'countered', turn: 'buyer' });
  });

  it('the sweep wins over an answer that comes after it: the late answer is refused with 409', async () => {
    const offer = await offerIn({ status: 'sent', turn: 'seller', respondBy: past() });
    await expire();
    const late = db.transaction((tx) =>
      transition(tx, OFFER_MACHINE, {
        id: offer.id,
        from: offerStateOf(offer),
        action: 'accept',
        actor: { id: seller.id, relation: 'seller' },
      }),
    );
    await expect(late).rejects.toSatisfy((err) => err instanceof AppError && err.code === 'STATE_CHANGED');
    expect((await findOffer(db, offer.id))!.status).toBe('expired');
    expect(await expireEvents(offer.id)).toHaveLength(1);
  });

  it.runIf(database.kind === 'postgres')(
    'two nodes at once: an answer holding the offer while the sweep runs is skipped, then wins',
    async () => {
      const offer = await offerIn({ status: 'sent', turn: 'seller', respondBy: past() });
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let locked!: () => void;
      const lockTaken = new Promise<void>((resolve) => (locked = resolve));
      const answer = db.transaction(async (tx) => {
        const row = (await lockOffer(tx, offer.id))!;
        locked();
        await held;
        return transition(tx, OFFER_MACHINE, {
          id: row.id,
          from: offerStateOf(row),
          action: 'counter',
          actor: { id: seller.id, relation: 'seller' },
          set: { respondBy: future() },
        });
      });
      await lockTaken;
      expect(await expire()).toBe(true);
      release();
      await answer;
      await expire();
      expect((await findOffer(db, offer.id))!.status).toBe('countered');
      expect(await expireEvents(offer.id)).toHaveLength(0);
    },
  );
});
