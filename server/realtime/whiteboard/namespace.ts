// The /whiteboard namespace (spec part 2 §7): auth {chatId, board 0, userId} answers the client's
// numeric id; commands {id, text, shift} are drawn on the server's board and sent on to the
// others as text starting with `cs {client} {shift}`; info answers the board info (to a socket on
// the board only; any other is told why, as for its commands). A newcomer gets
// the snapshot; every second the room hears nextShift (progress), and when the time is up the
// board shifts (an `fo` line for everyone). Malformed payloads and lines are dropped without
// touching anyone else (server/realtime/payload.ts, src/lib/whiteboardCodec.ts).
// Several processes (README "Several processes"): a batch goes to the other processes' clients
// through the adapter, and to the other processes' boards by serverSideEmit, so every process
// draws every batch and a newcomer's snapshot is the same wherever it connects. The first process
// whose time is up shifts and tells the others, which shift to the same index (once: an index
// already reached is not shifted again) and restart their wait; each process sends the `fo` line
// and the progress to its own clients only, so nobody gets them twice. The user list of info is
// gathered from every process.
// Who may draw is read again for every batch (socketViewer.ts) and idle sockets are looked at
// within a second (access.ts): a ban, warning, logout, merge or deleted account gets `refused`
// with the text and the socket is closed. A batch that is not drawn is answered with why; one
// over the per-user limit (services.ts) with when to send it again.
import type { Namespace, Server, Socket } from 'socket.io';
import type { AppContext } from '../../context';
import { avatarUrl } from '../../entities/urls';
import { tellOtherProcesses } from '../cluster';
import { onPayload } from '../payload';
import type { RealtimeServices } from '../services';
import { refusalText, socketViewer, type SocketViewer } from '../socketViewer';
import { LIMIT_TEXTS } from '../../../src/lib/limitTexts';
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
import { whiteboardAccess, WHITEBOARD_LOGIN_REQUIRED, WHITEBOARD_NO_ACCESS, WHITEBOARD_NOT_JOINED, WHITEBOARD_SHIFT_AHEAD } from '../../../src/lib/whiteboardRules';
import type { WhiteboardState } from './boardState';
import { whiteboardFor } from './boards';

export const WHITEBOARD_NAMESPACE = '/whiteboard';
const ROOM = `board:${BOARD_ID}`;
/** The progress is told this often (ms). */
const TICK_MS = 1000;
/** Batch ids remembered per user, to draw a batch re-sent after a reconnect only once. */
const REMEMBERED_BATCHES = 256;
/** Between the processes (serverSideEmit): a batch one of them accepted, and a shift. */
const RELAYED_BATCH = 'whiteboard-batch';
const SHIFTED = 'whiteboard-shifted';
/** A relayed batch is one client payload at most (the commands payload's own limit is smaller). */
const MAX_RELAYED_CHARS = 1_000_000;

export { WHITEBOARD_LOGIN_REQUIRED, WHITEBOARD_NO_ACCESS };

/**
 * Who may draw (spec part 2 §6): a signed-in user with a chat id who is not 'Anonymous', under
 * no ban or warning (told with the ban page's text) and not merged away.
 */
function refusal(viewer: SocketViewer | null, chatId: string, userId: number): string | null {
  const refused = refusalText(viewer, WHITEBOARD_LOGIN_REQUIRED);
  if (refused || !viewer) return refused ?? WHITEBOARD_LOGIN_REQUIRED;
  const { user } = viewer;
  if (user.id !== userId || user.chat_id !== chatId) return WHITEBOARD_NO_ACCESS;
  if (whiteboardAccess({ nickname: user.nickname, chatId: user.chat_id }) !== 'allowed') return WHITEBOARD_NO_ACCESS;
  return null;
}

export interface WhiteboardNamespaceOptions {
  board?: WhiteboardState;
  tickMs?: number;
}

export function registerWhiteboardNamespace(io: Server, ctx: AppContext, services: RealtimeServices, options: WhiteboardNamespaceOptions = {}): Namespace {
  const board = options.board ?? whiteboardFor(ctx);
  const nsp = io.of(WHITEBOARD_NAMESPACE);
  /** This process's users (socket id to user), for stopping the ticker. */
  const users = new Map<string, BoardUser>();
  const seenBatches = new Map<number, string[]>();
  // Client ids start at a random place so two processes sharing rooms rarely hand out the same.
  let nextClientId = Math.floor(Math.random() * 0x7fff) * 0x100 + 1;
  let ticker: ReturnType<typeof setInterval> | null = null;

  /** This process's clients in the room (the fo lines and the progress are told per process). */
  const localRoom = () => (nsp as Namespace).local.to(ROOM);

  /** The board info, with the users of every process (each socket carries its user in its data). */
  const info = async (): Promise<BoardInfo> => {
    const everyone = new Map<string, BoardUser>();
    for (const remote of await nsp.in(ROOM).fetchSockets()) {
      const user = (remote.data as { boardUser?: BoardUser }).boardUser;
      if (user) everyone.set(remote.id, user);
    }
    return { shiftIndex: board.shiftIndex, animShiftX: SHIFT_X, width: WHITEBOARD_WIDTH, height: WHITEBOARD_HEIGHT, users: [...everyone.values()] };
  };
  const tellInfo = async () => {
    nsp.to(ROOM).emit(WHITEBOARD_EVENTS.info, await info());
  };

  const tick = () => {
    const fo = board.shiftIfDue();
    if (fo) {
      localRoom().emit(WHITEBOARD_EVENTS.commands, fo);
      tellOtherProcesses(nsp, SHIFTED, board.shiftIndex);
    }
    localRoom().emit(WHITEBOARD_EVENTS.nextShift, { shiftIndex: board.shiftIndex, progress: board.progress() });
  };

  // The other processes' batches and shifts (only sent when there are other processes).
  nsp.on(RELAYED_BATCH, (text: unknown) => {
    if (typeof text === 'string' && text.length <= MAX_RELAYED_CHARS) board.applyRelayed(text);
  });
  nsp.on(SHIFTED, (index: unknown) => {
    if (typeof index !== 'number' || !Number.isInteger(index)) return;
    for (const fo of board.followShift(index)) localRoom().emit(WHITEBOARD_EVENTS.commands, fo);
  });
  const startTicker = () => {
    if (ticker) return;
    ticker = setInterval(tick, options.tickMs ?? TICK_MS);
    ticker.unref?.();
  };
  services.onClose(() => {
    if (ticker) clearInterval(ticker);
    ticker = null;
  });
  const stopTickerIfEmpty = () => {
    if (users.size > 0 || !ticker) return;
    clearInterval(ticker);
    ticker = null;
  };

  nsp.on('connection', (socket: Socket) => {
    let clientId: number | null = null;
    let userId = 0;
    let chatId = '';

    /** The user may no longer draw: told why, and the socket is closed. */
    const revoke = (text: string) => {
      services.access.unwatch(socket);
      socket.emit(WHITEBOARD_EVENTS.refused, { error: text });
      socket.disconnect();
    };

    onPayload(socket, WHITEBOARD_EVENTS.auth, whiteboardAuthPayload, async (payload, ack) => {
      const viewer = socketViewer(ctx, socket);
      const refused = refusal(viewer, payload.chatId, payload.userId);
      if (refused || !viewer) {
        ack?.({ error: refused ?? WHITEBOARD_NO_ACCESS });
        // On the board before: it leaves now, not at the next sweep.
        if (clientId !== null) revoke(refused ?? WHITEBOARD_NO_ACCESS);
        return;
      }
      chatId = payload.chatId;
      if (clientId === null) {
        clientId = nextClientId;
        nextClientId = (nextClientId % 0xfffffe) + 1;
      }
      userId = viewer.user.id;
      const user: BoardUser = { clientId, userId, nickname: viewer.user.nickname, avatar: avatarUrl(viewer.user.id, viewer.user.avatar_sketch_id) };
      users.set(socket.id, user);
      (socket.data as { boardUser?: BoardUser }).boardUser = user;
      await socket.join(ROOM);
      ack?.(clientId);
      socket.emit(WHITEBOARD_EVENTS.snapshot, { shiftIndex: board.shiftIndex, image: board.snapshotDataUrl() });
      socket.emit(WHITEBOARD_EVENTS.nextShift, { shiftIndex: board.shiftIndex, progress: board.progress() });
      startTicker();
      services.access.watch(socket, {
        allowed: (now) => refusal(now, chatId, userId) === null,
        revoke: (now) => revoke(refusal(now, chatId, userId) ?? WHITEBOARD_NO_ACCESS),
      });
      await tellInfo();
    });

    /** Not on the board (never authenticated, or refused): why, as the answer to an action. */
    const notJoined = () => ({ ok: false, error: refusalText(socketViewer(ctx, socket), WHITEBOARD_LOGIN_REQUIRED) ?? WHITEBOARD_NOT_JOINED });

    onPayload(socket, WHITEBOARD_EVENTS.commands, commandsPayload, async (payload, ack) => {
      if (clientId === null) {
        ack?.(notJoined());
        return;
      }
      if (payload.shift > board.shiftIndex) {
        ack?.({ ok: false, error: WHITEBOARD_SHIFT_AHEAD });
        return;
      }
      const batchId = payload.id;
      const drawn = () => batchId !== undefined && (seenBatches.get(userId)?.includes(batchId) ?? false);
      if (drawn()) {
        ack?.({ ok: true, duplicate: true });
        return;
      }
      // Read now, for this batch: a ban or logout since the auth stops the drawing here.
      const refused = refusal(socketViewer(ctx, socket), chatId, userId);
      if (refused) {
        ack?.({ ok: false, error: refused });
        revoke(refused);
        return;
      }
      const wait = await services.take(socket, 'whiteboard', userId);
      if (wait > 0) {
        ack?.({ ok: false, error: LIMIT_TEXTS.whiteboard, retryMs: wait });
        return;
      }
      // The same batch (re-sent) may have been drawn while this one waited for the limiter.
      if (drawn()) {
        ack?.({ ok: true, duplicate: true });
        return;
      }
      if (batchId !== undefined) {
        const seen = seenBatches.get(userId) ?? [];
        seen.push(batchId);
        if (seen.length > REMEMBERED_BATCHES) seen.shift();
        seenBatches.set(userId, seen);
      }
      const accepted = board.accept(clientId, payload.shift, payload.text);
      if (accepted.text) {
        // The other processes' boards first: both go out through the adapter's one connection, in
        // order, so a client elsewhere that has seen this batch finds it drawn on its process's
        // board too (a newcomer joining there gets it in the snapshot).
        tellOtherProcesses(nsp, RELAYED_BATCH, accepted.text);
        socket.to(ROOM).emit(WHITEBOARD_EVENTS.commands, accepted.text);
      }
      ack?.({ ok: true, rejected: accepted.rejected });
    });

    onPayload(socket, WHITEBOARD_EVENTS.info, infoRequestPayload, async (_payload, ack) => {
      // The user list (ids, nicknames) is for those on the board only (spec part 2 §6: a visitor
      // has the preview only).
      if (clientId === null) {
        ack?.(notJoined());
        return;
      }
      ack?.(await info());
    });

    socket.on('disconnect', () => {
      if (!users.delete(socket.id)) return;
      stopTickerIfEmpty();
      tellInfo().catch(() => undefined);
    });
  });

  return nsp;
}
