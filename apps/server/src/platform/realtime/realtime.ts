import { createAdapter } from '@socket.io/redis-adapter';
import type { SocketEventName, SocketEvents, SocketPayload } from '@app/shared/domain/socket-events';
import type { FastifyInstance } from 'fastify';
import { createClient } from 'redis';
import { Server } from 'socket.io';
import type { z } from 'zod';

/**
 * Every socket event name some app in this process registered (one app per process in
 * production): queueing any other is a programming error that fails its caller.
 */
const registeredEvents = new Set<string>();

/** Whether some app in this process registered this socket event. */
export function isRegisteredSocketEvent(event: string): boolean {
  return registeredEvents.has(event);
}

export type Realtime = {
  io: Server;
  /**
   * Registers a feature's server → client events (its `<feature>.events.ts`); the realtime
   * outbox topic delivers only registered events. A name registered twice is an error.
   */
  registerEvents(events: SocketEvents): void;
  /**
   * Emits now to every socket in a room on every node (rooms: `userRoom(id)`,
   * `conversationRoom(id)`), the payload checked against the event's schema. Only for answers
   * to a socket's own request; a change is announced after its commit with `enqueueRealtime`.
   */
  emit<E extends SocketEvents, K extends SocketEventName<E>>(events: E, event: K, room: string, payload: SocketPayload<E, K>): void;
  /** Emits a registered event by name, checked against its schema, to a room or several (the realtime topic's handler). */
  emitRegistered(room: string | readonly string[], event: string, payload: unknown): void;
  close(): Promise<void>;
};

/**
 * socket.io on the app's own HTTP server at /socket.io. With a Redis URL the Redis adapter
 * fans events out across nodes; without one, a single node is its own fan-out.
 * Modules add their handshake checks and handlers on `io`.
 */
export async function createRealtime(
  app: FastifyInstance,
  redisUrl: string | undefined,
  authenticate: (cookieHeader: string | undefined) => Promise<string | undefined>,
): Promise<Realtime> {
  const io = new Server(app.server, { path: '/socket.io', serveClient: false });
  // The handshake carries the session cookie: signed-in sockets join their own room.
  io.use((socket, next) => {
    authenticate(socket.handshake.headers.cookie)
      .then((accountId) => {
        socket.data.accountId = accountId;
        if (accountId) void socket.join(`user:${accountId}`);
        next();
      })
      .catch((err: unknown) => next(err instanceof Error ? err : new Error('handshake failed')));
  });
  const redisClients: ReturnType<typeof createClient>[] = [];
  if (redisUrl) {
    const pub = createClient({ url: redisUrl });
    const sub = pub.duplicate();
    pub.on('error', (err) => app.log.error({ err }, 'redis publisher error'));
    sub.on('error', (err) => app.log.error({ err }, 'redis subscriber error'));
    await Promise.all([pub.connect(), sub.connect()]);
    redisClients.push(pub, sub);
    io.adapter(createAdapter(pub, sub));
  }
  const registered = new Map<string, z.ZodType>();
  return {
    io,
    registerEvents(events) {
      for (const [event, schema] of Object.entries(events)) {
        if (registered.has(event)) throw new Error(`socket event "${event}" registered twice`);
        registered.set(event, schema);
        registeredEvents.add(event);
      }
    },
    emit(events, event, room, payload) {
      const schema = events[event];
      if (!schema) throw new Error(`Unknown socket event "${event}"`);
      io.to(room).emit(event, schema.parse(payload));
    },
    emitRegistered(room, event, payload) {
      const schema = registered.get(event);
      if (!schema) throw new Error(`Unknown socket event "${event}": register its feature's events with deps.realtime.registerEvents`);
      io.to(typeof room === 'string' ? room : [...room]).emit(event, schema.parse(payload));
    },
    async close() {
      // Not io.close(): that would also close the HTTP server, which Fastify owns.
      io.disconnectSockets(true);
      io.engine.close();
      await Promise.all(redisClients.map((client) => client.quit().catch(() => undefined)));
    },
  };
}
