import type { Server } from 'socket.io';
import {
  SOCKET_ROOMS,
  type ClientToServerEvents,
  type OnlineUser,
  type ServerToClientEvents,
  type SocketData,
} from '@conf/common';
import type { Presence } from './presence.js';

export type SocketServer = Server<ClientToServerEvents, ServerToClientEvents, object, SocketData>;
type EventName = keyof ServerToClientEvents;
type Payload<E extends EventName> = Parameters<ServerToClientEvents[E]>[0];

/**
 * The one way services reach connected clients. A service commits its transaction first, then
 * calls `toUser` or `toAdmins`; the Socket.IO server (and, with REDIS_URL, its Redis adapter)
 * carries the event to every instance. Before a socket server is attached there is nobody to
 * deliver to, and an emit does nothing.
 */
export class RealtimeHub {
  private io: SocketServer | null = null;
  private presence: Presence | null = null;
  private ping: (() => Promise<unknown>) | null = null;

  /** `ping` reaches the Redis server the events cross instances through (readiness probe). */
  attach(
    io: SocketServer | null,
    presence: Presence | null = null,
    ping: (() => Promise<unknown>) | null = null,
  ) {
    this.io = io;
    this.presence = presence;
    this.ping = ping;
  }

  /** Rejects while Redis cannot be reached; resolves at once when there is no Redis. */
  async pingRedis(): Promise<void> {
    await this.ping?.();
  }

  /** Users with an open socket on any instance; nobody before the socket server is attached. */
  async onlineUsers(): Promise<OnlineUser[]> {
    return (await this.presence?.list()) ?? [];
  }

  get server(): SocketServer | null {
    return this.io;
  }

  /**
   * Closes every socket of a user on every instance: for logout and password reset, which revoke
   * the tokens those sockets were opened with.
   */
  disconnectUser(userId: number) {
    this.io?.in(SOCKET_ROOMS.user(userId)).disconnectSockets(true);
  }

  toUser<E extends EventName>(userId: number, event: E, payload: Payload<E>) {
    this.emit(SOCKET_ROOMS.user(userId), event, payload);
  }

  toAdmins<E extends EventName>(event: E, payload: Payload<E>) {
    this.emit(SOCKET_ROOMS.admins, event, payload);
  }

  private emit<E extends EventName>(room: string, event: E, payload: Payload<E>) {
    const args = [payload] as Parameters<ServerToClientEvents[E]>;
    this.io?.to(room).emit(event, ...args);
  }
}
