import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import { createClient } from 'redis';
import { Server } from 'socket.io';

export type Realtime = {
  io: Server;
  /** Emits to every socket in a room on every node (rooms: `user:<id>`, `conversation:<id>`). */
  toRoom(room: string, event: string, payload: unknown): void;
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
  return {
    io,
    toRoom(room, event, payload) {
      io.to(room).emit(event, payload);
    },
    async close() {
      // Not io.close(): that would also close the HTTP server, which Fastify owns.
      io.disconnectSockets(true);
      io.engine.close();
      await Promise.all(redisClients.map((client) => client.quit().catch(() => undefined)));
    },
  };
}
