import type { Socket } from 'socket.io-client';
import { dispatchSocketConnect, dispatchSocketEvent } from './socket-events';

let socket: Socket | null = null;
let loading: Promise<Socket> | null = null;
/** Whether the realtime connection should be open: a sign-out during the client's download wins. */
let wanted = false;

/**
 * The realtime connection (spec section 7): one socket.io client to this site's origin, sending
 * the session cookie. The client library is downloaded on first use, so visitors never load it
 * and signed-in people load it after the page has painted (issue 24's JavaScript budget).
 */
export function getSocket(): Promise<Socket> {
  loading ??= import('socket.io-client').then(({ io }) => {
    socket = io({ path: '/socket.io', withCredentials: true, autoConnect: false });
    socket.onAny((name: string, payload: unknown) => dispatchSocketEvent(name, payload));
    socket.on('connect', dispatchSocketConnect);
    return socket;
  });
  return loading;
}

/** Opens the realtime connection after signing in (a no-op while already connected). */
export function connectSocket() {
  wanted = true;
  void getSocket().then((current) => {
    if (wanted && !current.connected && !current.active) current.connect();
  });
}

/** Closes the realtime connection on signing out. */
export function disconnectSocket() {
  wanted = false;
  socket?.disconnect();
}

/**
 * Sends a client → server event (spec section 7: get_my_conversations, join_room), with an optional
 * acknowledgement callback. Sent once the connection is open (socket.io buffers it until then).
 */
export function emitSocket(name: string, payload: unknown, ack?: (reply: unknown) => void) {
  void getSocket().then((current) => {
    if (ack) current.emit(name, payload, ack);
    else current.emit(name, payload);
  });
}
