import type { SocketEventName, SocketEvents, SocketPayload } from '@app/shared/domain/socket-events';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { enqueue, type OutboxMessage } from '../outbox/outbox';
import type { OutboxHandler } from '../outbox/outbox-worker';
import { isRegisteredSocketEvent, type Realtime } from './realtime';

/** The outbox topic socket events travel on, so none reaches a socket before its change commits. */
export const REALTIME_TOPIC = 'realtime';

const ZRoom = z.string().min(1);
const ZRealtimeJob = z.object({ room: z.union([ZRoom, z.array(ZRoom).min(1)]), event: z.string().min(1), payload: z.unknown() });

/**
 * A socket event as an outbox message (for a transition's side effects), to one room or to
 * several at once (one message on the wire between nodes). The event must be registered and the
 * payload is checked against its schema here, so a mistake fails the service, not the delivery.
 */
export function realtimeMessage<E extends SocketEvents, K extends SocketEventName<E>>(
  events: E,
  event: K,
  room: string | readonly string[],
  payload: SocketPayload<E, K>,
): OutboxMessage {
  const schema = events[event];
  if (!schema || !isRegisteredSocketEvent(event)) {
    throw new Error(`Unknown socket event "${event}": its module must register its events with deps.realtime.registerEvents`);
  }
  return { topic: REALTIME_TOPIC, payload: { room, event, payload: schema.parse(payload) } };
}

/**
 * Queues a socket event in the caller's transaction: it is emitted after the commit (call
 * `deps.outbox.kick()` then, or `deliverNow` with the returned id), and never if the transaction
 * rolls back. Delivery is at least once.
 */
export async function enqueueRealtime<E extends SocketEvents, K extends SocketEventName<E>>(
  tx: DbOrTx,
  events: E,
  event: K,
  room: string,
  payload: SocketPayload<E, K>,
): Promise<string> {
  const message = realtimeMessage(events, event, room, payload);
  return enqueue(tx, message.topic, message.payload);
}

/** The outbox handler for REALTIME_TOPIC: emits the event (registered, checked) to its rooms on every node. */
export function realtimeHandler(realtime: Pick<Realtime, 'emitRegistered'>): OutboxHandler {
  return async (payload) => {
    const job = ZRealtimeJob.parse(payload);
    realtime.emitRegistered(job.room, job.event, job.payload);
  };
}
