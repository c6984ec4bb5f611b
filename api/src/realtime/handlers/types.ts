import type { Socket } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents, SocketData } from '@conf/common';

export type AppSocket = Socket<ClientToServerEvents, ServerToClientEvents, object, SocketData>;
