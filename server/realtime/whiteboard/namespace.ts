// The /whiteboard namespace (spec part 2 §7): auth {chatId, board 0, userId} answers the client's
// numeric id; commands {id, text, shift} are drawn on the server's board and sent on to the
// others as text starting with `cs {client} {shift}`; info answers the board info. A newcomer gets
// the snapshot; every second the room hears nextShift (progress), and when the time is up the
// board shifts (an `fo` line for everyone). Malformed payloads and lines are dropped without
// touching anyone else (server/realtime/payload.ts, src/lib/whiteboardCodec.ts).
import type { Namespace, Server, Socket } from 'socket.io';
import type { AppContext } from '../../context';
import { avatarUrl } from '../../entities/urls';
import { onPayload } from '../payload';
import { socketViewer } from '../socketViewer';
import { SHIFT_X } from '../../../src/lib/whiteboardBoard';
import { WHITEBOARD_HEIGHT, WHITEBOARD_WIDTH } from '../../../src/lib/whiteboardCodec';
import {
  BOARD_ID,
  commandsPayload,
  infoRequestPayload,
  whiteboardAuthPayload,
  WHITEBOARD_EVENTS,
  type BoardInfo,
  type BoardUser,
} from '../../../src/realtime/whiteboard/schemas';
import { whiteboardAccess, WHITEBOARD_LOGIN_REQUIRED, WHITEBOARD_NO_ACCESS } from '../../../src/lib/whiteboardRules';
import type { WhiteboardState } from './boardState';
import { whiteboardFor } from './boards';

export const WHITEBOARD_NAMESPACE = '/whiteboard';
const ROOM = `board:${BOARD_ID}`;
/** The progress is told this often (ms). */
const TICK_MS = 1000;
/** Batch ids remembered per user, to draw a batch re-sent after a reconnect only once. */
const REMEMBERED_BATCHES = 256;

export { WHITEBOARD_LOGIN_REQUIRED, WHITEBOARD_NO_ACCESS };

/** Who may draw (spec part 2 §6): a signed-in user with a chat id who is not 'Anonymous' and not suspended. */
function refusal(viewer: ReturnType<typeof socketViewer>, chatId: string, userId: number): string | null {
  if (!viewer) return WHITEBOARD_LOGIN_REQUIRED;
  const { user } = viewer;
  if (user.id !== userId || user.chat_id !== chatId || viewer.suspended) return WHITEBOARD_NO_ACCESS;
  if (whiteboardAccess({ nickname: user.nickname, chatId: user.chat_id }) !== 'allowed') return WHITEBOARD_NO_ACCESS;
  return null;
}

export interface WhiteboardNamespaceOptions {
  board?: WhiteboardState;
  tickMs?: number;
}

export function registerWhiteboardNamespace(io: Server, ctx: AppContext, options: WhiteboardNamespaceOptions = {}): Namespace {
  const board = options.board ?? whiteboardFor(ctx);
  const nsp = io.of(WHITEBOARD_NAMESPACE);
  const users = new Map<string, BoardUser>();
  const seenBatches = new Map<number, string[]>();
  // Client ids start at a random place so two processes sharing rooms rarely hand out the same.
  let nextClientId = Math.floor(Math.random() * 0x7fff) * 0x100 + 1;
  let ticker: ReturnType<typeof setInterval> | null = null;

  const info = (): BoardInfo => ({
    shiftIndex: board.shiftIndex,
    animShiftX: SHIFT_X,
    width: WHITEBOARD_WIDTH,
    height: WHITEBOARD_HEIGHT,
    users: [...users.values()],
  });

  const tick = () => {
    const fo = board.shiftIfDue();
    if (fo) nsp.to(ROOM).emit(WHITEBOARD_EVENTS.commands, fo);
    nsp.to(ROOM).emit(WHITEBOARD_EVENTS.nextShift, { shiftIndex: board.shiftIndex, progress: board.progress() });
  };
  const startTicker = () => {
    if (ticker) return;
    ticker = setInterval(tick, options.tickMs ?? TICK_MS);
    ticker.unref?.();
  };
  const stopTickerIfEmpty = () => {
    if (users.size > 0 || !ticker) return;
    clearInterval(ticker);
    ticker = null;
  };

  nsp.on('connection', (socket: Socket) => {
    let clientId: number | null = null;
    let userId = 0;

    onPayload(socket, WHITEBOARD_EVENTS.auth, whiteboardAuthPayload, async (payload, ack) => {
      const viewer = socketViewer(ctx, socket);
      const refused = refusal(viewer, payload.chatId, payload.userId);
      if (refused || !viewer) {
        ack?.({ error: refused ?? WHITEBOARD_NO_ACCESS });
        return;
      }
      if (clientId === null) {
        clientId = nextClientId;
        nextClientId = (nextClientId % 0xfffffe) + 1;
      }
      userId = viewer.user.id;
      users.set(socket.id, { clientId, userId, nickname: viewer.user.nickname, avatar: avatarUrl(viewer.user.id, viewer.user.avatar_sketch_id) });
      await socket.join(ROOM);
      ack?.({ clientId });
      socket.emit(WHITEBOARD_EVENTS.snapshot, { shiftIndex: board.shiftIndex, image: board.snapshotDataUrl() });
      socket.emit(WHITEBOARD_EVENTS.nextShift, { shiftIndex: board.shiftIndex, progress: board.progress() });
      nsp.to(ROOM).emit(WHITEBOARD_EVENTS.info, info());
      startTicker();
    });

    onPayload(socket, WHITEBOARD_EVENTS.commands, commandsPayload, (payload, ack) => {
      if (clientId === null) return;
      const seen = seenBatches.get(userId) ?? [];
      if (seen.includes(payload.id)) {
        ack?.({ ok: true, duplicate: true });
        return;
      }
      seen.push(payload.id);
      if (seen.length > REMEMBERED_BATCHES) seen.shift();
      seenBatches.set(userId, seen);
      const accepted = board.accept(clientId, payload.shift, payload.text);
      if (accepted.text) socket.to(ROOM).emit(WHITEBOARD_EVENTS.commands, accepted.text);
      ack?.({ ok: true, rejected: accepted.rejected });
    });

    onPayload(socket, WHITEBOARD_EVENTS.info, infoRequestPayload, (_payload, ack) => {
      ack?.(info());
    });

    socket.on('disconnect', () => {
      if (!users.delete(socket.id)) return;
      nsp.to(ROOM).emit(WHITEBOARD_EVENTS.info, info());
      stopTickerIfEmpty();
    });
  });

  return nsp;
}
