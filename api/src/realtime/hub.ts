import type { Server } from 'socket.io';
import { SOCKET_ROOMS, type SocketEventName } from '@conf/common';

/**
 * The one way services reach connected clients. A service commits its transaction first, then
 * calls `toUser` or `toAdmins`; the Socket.IO server (and, with REDIS_URL, its Redis adapter)
 * carries the event to every instance. Before a socket server is attached there is nobody to
 * deliver to, and an emit does nothing.
 */
export class RealtimeHub {
  private io: Server | null = null;

  attach(io: Server) {
    this.io = io;
  }

  get server(): Server | null {
    return this.io;
  }

  toUser(userId: number, event: SocketEventName, payload: unknown) {
    this.io?.to(SOCKET_ROOMS.user(userId)).emit(event, payload);
  }

  toAdmins(event: SocketEventName, payload: unknown) {
    this.io?.to(SOCKET_ROOMS.admins).emit(event, payload);
  }
}
