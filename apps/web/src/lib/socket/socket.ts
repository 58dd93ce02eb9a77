import { io, type Socket } from 'socket.io-client';

let socket: Socket | null = null;

/**
 * The realtime connection (spec section 7): one socket.io client to this site's origin, sending
 * the session cookie. Created on first use; it connects only while someone is signed in.
 */
export function getSocket(): Socket {
  socket ??= io({ path: '/socket.io', withCredentials: true, autoConnect: false });
  return socket;
}

/** Opens the realtime connection after signing in (a no-op while already connected). */
export function connectSocket() {
  const current = getSocket();
  if (!current.connected && !current.active) current.connect();
}

/** Closes the realtime connection on signing out. */
export function disconnectSocket() {
  socket?.disconnect();
}
