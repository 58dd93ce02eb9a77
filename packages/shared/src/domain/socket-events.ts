import type { z } from 'zod';

/**
 * A feature's server → client socket events: event name → payload schema. Declared in
 * `packages/shared/src/<feature>/<feature>.events.ts`, so the server checks what it emits and
 * the web knows what it receives, from one source.
 */
export type SocketEvents = Readonly<Record<string, z.ZodType>>;

/** Declares a feature's socket events (keeps the literal names for typed emits). */
export function defineSocketEvents<const E extends SocketEvents>(events: E): E {
  return events;
}

/** An event's name in a feature's set. */
export type SocketEventName<E extends SocketEvents> = keyof E & string;

/** What an emitter passes for an event (the schema's input). */
export type SocketPayload<E extends SocketEvents, K extends SocketEventName<E>> = z.input<E[K]>;

/** The room every socket of a signed-in account joins. */
export const userRoom = (accountId: string) => `user:${accountId}`;

/** The room a conversation's open sockets join (`join_room`). */
export const conversationRoom = (conversationId: string) => `conversation:${conversationId}`;
