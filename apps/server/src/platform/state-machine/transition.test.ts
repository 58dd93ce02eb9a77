import { randomUUID } from 'node:crypto';
import type { TransitionRule } from '@app/shared/domain/state-machine';
import { eq, sql } from 'drizzle-orm';
import { boolean, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database';
import { outbox } from '../../db/schema/index';
import { stateEventsTable } from '../../db/schema/state-events';
import { AppError } from '../http/app-error';
import { markTopicHandled } from '../outbox/outbox';
import { transition, type Machine } from './transition';

const database = await createTestDatabase();
afterAll(() => database.close());
const { db } = database;

// A door, the smallest capability with states: closed <-> open, locked by its owner with a reason.
const doors = pgTable('test_doors', { id: uuid().primaryKey(), status: text().notNull(), painted: boolean().notNull().default(false) });
const doorEvents = stateEventsTable('test_door_events');
await db.execute(sql`create table test_doors (id uuid primary key, status text not null, painted boolean not null default false)`);
await db.execute(sql`create table test_door_events (id uuid primary key default gen_random_uuid(), entity_id uuid not null, actor_id uuid, actor_relation text not null,
  action text not null, from_status text not null, to_status text not null, reason text, data jsonb, at timestamptz not null default now())`);

type S = 'closed' | 'open' | 'locked' | 'removed';
type A = 'open' | 'close' | 'lock' | 'paint' | 'remove';
type R = 'owner' | 'guest' | 'system';
type F = { painted: boolean };
const rules: TransitionRule<S, A, R, F>[] = [
  { action: 'open', from: 'closed', to: ['open'], who: ['owner', 'guest'] },
  { action: 'close', from: 'open', to: ['closed'], who: ['owner', 'guest', 'system'] },
  { action: 'lock', from: 'closed', to: ['locked'], who: ['owner'], reason: true },
  { action: 'paint', from: 'closed', to: ['closed'], who: ['owner'], when: { painted: false }, set: { painted: true } },
  { action: 'remove', from: 'closed', to: ['removed'], who: ['owner'] },
];
const machine: Machine<S, A, R, F> & { table: typeof doors } = { table: doors, events: doorEvents, rules };
const owner = { id: randomUUID(), relation: 'owner' as const };

async function door(status: S = 'closed') {
  const id = randomUUID();
  await db.insert(doors).values({ id, status });
  return id;
}
const statusOf = async (id: string) => (await db.select().from(doors).where(eq(doors.id, id)))[0]?.status;
const eventsOf = (id: string) => db.select().from(doorEvents).where(eq(doorEvents.entityId, id));
const closed = { status: 'closed' as const, painted: false };

async function refusal(work: Promise<unknown>) {
  const error = await work.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('transition()', () => {
  it('moves the row, appends an event with the actor, reason and data, and queues the side effects, in one transaction', async () => {
    const id = await door();
    const topic = `door-${id}`;
    markTopicHandled(topic);
    const row = await db.transaction((tx) =>
      transition(tx, machine, {
        id,
        from: closed,
        action: 'lock',
        actor: owner,
        reason: ' Going away ',
        data: { days: 3 },
        effects: [{ topic, payload: { id } }],
      }),
    );
    expect(row).toMatchObject({ id, status: 'locked' });
    expect(await eventsOf(id)).toEqual([
      expect.objectContaining({
        actorId: owner.id,
        actorRelation: 'owner',
        action: 'lock',
        fromStatus: 'closed',
        toStatus: 'locked',
        reason: 'Going away',
        data: { days: 3 },
      }),
    ]);
    expect(await db.select({ payload: outbox.payload }).from(outbox).where(eq(outbox.topic, topic))).toEqual([{ payload: { id } }]);
  });

  it('refuses what the table does not allow with 409, changing nothing', async () => {
    const id = await door('open');
    const notFromHere = await refusal(
      db.transaction((tx) =>
        transition(tx, machine, { id, from: { status: 'open', painted: false }, action: 'lock', actor: owner, reason: 'x' }),
      ),
    );
    expect(notFromHere).toMatchObject({
      code: 'ACTION_NOT_AVAILABLE',
      status: 409,
      message: 'This action is not available in its current state.',
    });
    const notForGuests = await refusal(
      db.transaction((tx) =>
        transition(tx, machine, { id, from: closed, action: 'lock', actor: { id: null, relation: 'guest' }, reason: 'x' }),
      ),
    );
    expect(notForGuests.code).toBe('ACTION_NOT_AVAILABLE');
    expect(await statusOf(id)).toBe('open');
    expect(await eventsOf(id)).toEqual([]);
  });

  it('asks for a reason where the rule requires one', async () => {
    const id = await door();
    const error = await refusal(
      db.transaction((tx) => transition(tx, machine, { id, from: closed, action: 'lock', actor: owner, reason: '  ' })),
    );
    expect(error).toMatchObject({ code: 'REASON_REQUIRED', status: 400 });
    expect(await statusOf(id)).toBe('closed');
  });

  it('fails with 409 STATE_CHANGED when the row is no longer in the state the actor saw', async () => {
    const id = await door('open');
    const error = await refusal(db.transaction((tx) => transition(tx, machine, { id, from: closed, action: 'open', actor: owner })));
    expect(error).toMatchObject({
      code: 'STATE_CHANGED',
      status: 409,
      message: 'This was just changed by someone else. Reload to see where it stands now.',
    });
    expect(await eventsOf(id)).toEqual([]);
  });

  it('lets exactly one of two concurrent transitions of the same row win', async () => {
    const id = await door();
    const attempt = (relation: R) =>
      db.transaction((tx) => transition(tx, machine, { id, from: closed, action: 'open', actor: { id: null, relation } }));
    const results = await Promise.allSettled([attempt('owner'), attempt('guest')]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const [lost] = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(lost?.reason).toMatchObject({ code: 'STATE_CHANGED', status: 409 });
    expect(await eventsOf(id)).toHaveLength(1);
  });

  it('checks and sets the flags a rule names, so a flag change races like a status change', async () => {
    const id = await door();
    const paint = () => db.transaction((tx) => transition(tx, machine, { id, from: closed, action: 'paint', actor: owner }));
    expect(await paint()).toMatchObject({ status: 'closed', painted: true });
    expect((await refusal(paint())).code).toBe('STATE_CHANGED');
    expect(
      (
        await refusal(
          db.transaction((tx) => transition(tx, machine, { id, from: { status: 'closed', painted: true }, action: 'paint', actor: owner })),
        )
      ).code,
    ).toBe('ACTION_NOT_AVAILABLE');
  });

  it('deletes the row for a removal and keeps its event', async () => {
    const id = await door();
    expect(await db.transaction((tx) => transition(tx, machine, { id, from: closed, action: 'remove', actor: owner }))).toBeUndefined();
    expect(await statusOf(id)).toBeUndefined();
    expect(await eventsOf(id)).toEqual([expect.objectContaining({ action: 'remove', fromStatus: 'closed', toStatus: 'removed' })]);
  });

  it('rolls the event and the side effects back with the caller when its transaction fails later', async () => {
    const id = await door();
    markTopicHandled(`door-${id}`);
    await expect(
      db.transaction(async (tx) => {
        await transition(tx, machine, { id, from: closed, action: 'open', actor: owner, effects: [{ topic: `door-${id}`, payload: {} }] });
        throw new Error('later step failed');
      }),
    ).rejects.toThrow('later step failed');
    expect(await statusOf(id)).toBe('closed');
    expect(await eventsOf(id)).toEqual([]);
    expect(
      await db
        .select()
        .from(outbox)
        .where(eq(outbox.topic, `door-${id}`)),
    ).toEqual([]);
  });
});
