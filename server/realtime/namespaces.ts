// The socket.io namespaces of the reference server. Each realtime feature adds ONE line here and
// keeps its code in its own folder (server/realtime/<feature>/).
import type { Server } from 'socket.io';
import type { AppContext } from '../context';
import type { RealtimeServices } from './services';
import { registerChatNamespace } from './chat/namespace';
import { registerStreamNamespace } from './streams/namespace';
import { registerWhiteboardNamespace } from './whiteboard/namespace';

export type NamespaceRegistration = (io: Server, ctx: AppContext, services: RealtimeServices) => void;

export const NAMESPACES: readonly NamespaceRegistration[] = [
  registerChatNamespace,
  registerStreamNamespace,
  registerWhiteboardNamespace,
];
