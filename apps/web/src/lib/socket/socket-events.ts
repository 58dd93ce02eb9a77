import type { SocketEventName, SocketEvents } from '@app/shared/domain/socket-events';
import type { z } from 'zod';

type Listener = (payload: unknown) => void;

const listeners = new Map<string, Set<Listener>>();

/**
 * Listens to one server → client socket event of a feature's set; the payload reaches the handler
 * only once parsed with the event's shared schema (a malformed one is dropped). Returns the
 * unsubscribe function. Listening does not open the connection: signing in does.
 */
export function onSocketEvent<E extends SocketEvents, K extends SocketEventName<E>>(
  events: E,
  name: K,
  handler: (payload: z.output<E[K]>) => void,
): () => void {
  const listener: Listener = (payload) => {
    const parsed = events[name]!.safeParse(payload);
    if (parsed.success) handler(parsed.data as z.output<E[K]>);
  };
  let set = listeners.get(name);
  if (!set) listeners.set(name, (set = new Set()));
  set.add(listener);
  return () => {
    set.delete(listener);
  };
}

/** Hands an event that arrived on the socket to its listeners (the socket client calls it for every event; tests call it directly). */
export function dispatchSocketEvent(name: string, payload?: unknown) {
  for (const listener of listeners.get(name) ?? []) listener(payload);
}

const connectListeners = new Set<() => void>();

/**
 * Runs `handler` each time the realtime connection (re)opens, so a feature can ask again for what
 * it may have missed while it was down. Returns the unsubscribe function.
 */
export function onSocketConnect(handler: () => void): () => void {
  connectListeners.add(handler);
  return () => {
    connectListeners.delete(handler);
  };
}

/** Tells the connect listeners the connection (re)opened (the socket client calls it; tests call it directly). */
export function dispatchSocketConnect() {
  for (const listener of connectListeners) listener();
}
