import { io, type Socket } from 'socket.io-client';
import { SOCKET_PATH, type ClientToServerEvents, type ServerToClientEvents } from '@conf/common';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * A real socket.io-client connected to `url`; resolves once connected, rejects with the server's
 * connect_error. Only the websocket transport, as a browser normally ends up with.
 */
export function connectSocket(
  url: string,
  options: {
    auth?: Record<string, unknown>;
    headers?: Record<string, string>;
    query?: Record<string, string>;
    /** Runs before connecting: events sent right at connection reach listeners added here. */
    before?: (socket: ClientSocket) => void;
  } = {},
): Promise<ClientSocket> {
  const socket: ClientSocket = io(url, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: options.auth ?? {},
    extraHeaders: options.headers,
    query: options.query,
    autoConnect: false,
  });
  options.before?.(socket);
  socket.connect();
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => {
      socket.close();
      reject(err);
    });
  });
}

type Payload<E extends keyof ServerToClientEvents> = Parameters<ServerToClientEvents[E]>[0];

/** The next `event` on `socket` that `match` accepts, or a rejection after `ms`. */
export function nextEvent<E extends keyof ServerToClientEvents>(
  socket: ClientSocket,
  event: E,
  match: (payload: Payload<E>) => boolean = () => true,
  ms = 5_000,
): Promise<Payload<E>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.offAny(listener);
      reject(new Error(`no ${event} within ${ms} ms`));
    }, ms);
    const listener = (name: string, payload: Payload<E>) => {
      if (name !== event || !match(payload)) return;
      clearTimeout(timer);
      socket.offAny(listener);
      resolve(payload);
    };
    socket.onAny(listener);
  });
}

/** Records every event a socket receives, to prove later that some never arrived. */
export function recordEvents(socket: ClientSocket): { name: string; payload: unknown }[] {
  const seen: { name: string; payload: unknown }[] = [];
  socket.onAny((name: string, payload: unknown) => seen.push({ name, payload }));
  return seen;
}
