// The stream socket (spec part 2 §7: events connect, audio, frame, auth {chatId, stream, userId}).
// A signed-in user authenticates on every (re)connect and joins the stream's room; the server
// sends the room the frames and audio of the stream. The stream's own artist may send frames and
// audio (the drawing app does, through the same events); the server passes them to the room
// through the adapter, so viewers on another process get them too. Streams nobody sends for are
// played by a simulated streamer (simulatedStreamer.ts) on each process that has viewers of
// them, to that process's viewers only (emit with `local`), so no frame arrives twice.
// A stream ends when its artist's app sends `end` (the stream is marked ended) or when it is no
// longer live in the data (the development switch ends them all; each process's simulation sees
// it at its next frame): each process then tells its own viewers `end {stream}` once and stops
// simulating, and the viewers stop waiting for pictures.
// Who may watch or stream is read again for every frame and audio chunk the artist sends
// (socketViewer.ts), and idle sockets are looked at within a second (access.ts): a ban, warning,
// logout, merge or deleted account gets `refused` (code and text) and the socket is closed. The
// artist's frames and audio are limited per user (services.ts): the extra ones are dropped and
// the app is told `limited` once per wait. A frame must be the image type it declares (schema).
import type { Namespace, Server, Socket } from 'socket.io';
import type { AppContext } from '../../context';
import { findStream, liveStreamOwner } from '../../entities/streams';
import { addViewer, claimAnnouncement, endStream, releaseWatchersOf, removeViewer } from '../../data/streams';
import { tellOtherProcesses } from '../cluster';
import { onPayload } from '../payload';
import type { RealtimeServices } from '../services';
import { refusalText, socketViewer, type SocketViewer } from '../socketViewer';
import { LIMIT_TEXTS } from '../../../src/lib/limitTexts';
import { STREAM_LOGIN_TO_WATCH, announceText } from '../../../src/lib/streamRules';
import { NOT_LOGGED_IN } from '../../../src/api/schemas/common';
import { SimulatedStreamer } from './simulatedStreamer';
import { announceStream } from '../chat/namespace';
import {
  STREAM_EVENTS,
  STREAM_NAMESPACE,
  StreamAudioSchema,
  StreamAuthSchema,
  StreamEndSchema,
  StreamFrameSchema,
  type StreamAuthReply,
} from '../../../src/realtime/streams/schemas';

type Refusal = Extract<StreamAuthReply, { ok: false }>['error'];

/** Why the viewer may not watch or stream now (the code the page maps to a text), or null. */
function refusalOf(viewer: SocketViewer | null): Refusal | null {
  if (!viewer) return NOT_LOGGED_IN;
  if (viewer.ban) return viewer.ban.duration === 0 ? 'warned' : 'suspended';
  return viewer.merged ? 'merged' : null;
}

/** How long a stream whose artist sent a frame is left to the artist before the simulation takes over again. */
const BROADCAST_HOLD_MS = 10_000;

interface Joined {
  stream: number;
  role: 'viewer' | 'streamer';
  userId: number;
}

interface StreamRoom {
  viewers: Set<string>;
  /** The sockets each watching user has here: a user in two tabs is one watching. */
  watchers: Map<number, number>;
  simulator: SimulatedStreamer | null;
  /** When the artist last sent a frame or audio (then the simulation stays quiet). */
  lastBroadcast: number;
  /** This process's viewers have been told the stream ended. */
  ended: boolean;
}

export const streamRoom = (id: number) => `stream:${id}`;
/** Between the processes (serverSideEmit): an artist sends this stream. */
const BROADCASTING = 'stream-broadcasting';
/** Between the processes: an artist ended this stream. */
const ENDED = 'stream-ended';

export function registerStreamNamespace(io: Server, ctx: AppContext, services: RealtimeServices): void {
  // Started again after a crash: the viewers it counted then are not watching (none is connected).
  releaseWatchersOf(ctx.db, services.processName);
  const nsp = io.of(STREAM_NAMESPACE);
  const rooms = new Map<number, StreamRoom>();
  const joined = new WeakMap<Socket, Joined>();

  const roomOf = (id: number): StreamRoom => {
    let room = rooms.get(id);
    if (!room) {
      room = { viewers: new Set(), watchers: new Map(), simulator: null, lastBroadcast: 0, ended: false };
      rooms.set(id, room);
    }
    return room;
  };

  /** The stream's artist sends it now: the simulation of it stays quiet for a while. */
  const broadcasting = (stream: number, at: number) => {
    const room = rooms.get(stream);
    if (room) room.lastBroadcast = at;
  };
  nsp.on(BROADCASTING, (stream: unknown) => {
    if (typeof stream === 'number') broadcasting(stream, ctx.clock());
  });

  /** The stream is over: this process's viewers hear it once, and its simulation stops. */
  const ended = (stream: number) => {
    const room = rooms.get(stream);
    if (!room || room.ended) return;
    room.ended = true;
    room.simulator?.stop();
    (nsp as Namespace).local.to(streamRoom(stream)).emit(STREAM_EVENTS.end, { stream });
  };
  nsp.on(ENDED, (stream: unknown) => {
    if (typeof stream === 'number') ended(stream);
  });

  const simulate = (id: number, room: StreamRoom) => {
    if (room.simulator?.running) return;
    const found = findStream(ctx.db, id);
    if (!found?.live) return;
    // Put back on the air (the development switch): a later end is told again.
    room.ended = false;
    const local = (nsp as Namespace).local.to(streamRoom(id));
    room.simulator = new SimulatedStreamer(found.stream, {
      frame: (frame) => {
        // Ended meanwhile (the development switch, or another process's artist): say so and stop.
        if (liveStreamOwner(ctx.db, id) === null) return ended(id);
        if (ctx.clock() - room.lastBroadcast > BROADCAST_HOLD_MS) local.emit(STREAM_EVENTS.frame, frame);
      },
      audio: (audio) => {
        if (ctx.clock() - room.lastBroadcast > BROADCAST_HOLD_MS) local.emit(STREAM_EVENTS.audio, audio);
      },
    });
    room.simulator.start();
  };

  const leave = (socket: Socket) => {
    const was = joined.get(socket);
    if (!was) return;
    joined.delete(socket);
    void socket.leave(streamRoom(was.stream));
    const room = rooms.get(was.stream);
    if (!room || !room.viewers.delete(socket.id)) return;
    // The artist watching their own stream is not one of its views; a user watching in another
    // tab still watches.
    if (was.role === 'viewer') {
      const sockets = (room.watchers.get(was.userId) ?? 1) - 1;
      if (sockets > 0) room.watchers.set(was.userId, sockets);
      else {
        room.watchers.delete(was.userId);
        removeViewer(ctx.db, was.stream, was.userId, services.processName);
      }
    }
    if (room.viewers.size === 0) {
      room.simulator?.stop();
      rooms.delete(was.stream);
    }
  };

  nsp.on('connection', (socket) => {
    /** The user may no longer watch or stream: told why (code and text), and the socket is closed. */
    const revoke = (viewer: SocketViewer | null) => {
      services.access.unwatch(socket);
      const error = refusalOf(viewer) ?? 'wrong_user';
      socket.emit(STREAM_EVENTS.refused, { error, message: refusalText(viewer, STREAM_LOGIN_TO_WATCH) ?? '' });
      leave(socket);
      socket.disconnect();
    };

    onPayload(socket, STREAM_EVENTS.auth, StreamAuthSchema, (auth, ack) => {
      const answer = (reply: StreamAuthReply) => ack?.(reply);
      const viewer = socketViewer(ctx, socket);
      const refused = refusalOf(viewer);
      if (refused || !viewer) {
        answer({ ok: false, error: refused ?? NOT_LOGGED_IN, message: refusalText(viewer, STREAM_LOGIN_TO_WATCH) ?? '' });
        // Watching before: it stops now, not at the next sweep.
        if (joined.has(socket)) revoke(viewer);
        return;
      }
      if (viewer.user.id !== auth.userId || (viewer.user.chat_id ?? '') !== auth.chatId) return answer({ ok: false, error: 'wrong_user' });
      const owner = liveStreamOwner(ctx.db, auth.stream);
      if (owner === null) return answer({ ok: false, error: 'not_live' });
      const role = owner === viewer.user.id ? 'streamer' : 'viewer';
      const before = joined.get(socket);
      if (before?.stream !== auth.stream) {
        leave(socket);
        void socket.join(streamRoom(auth.stream));
        joined.set(socket, { stream: auth.stream, role, userId: viewer.user.id });
        const room = roomOf(auth.stream);
        room.viewers.add(socket.id);
        if (role === 'viewer') {
          const sockets = (room.watchers.get(viewer.user.id) ?? 0) + 1;
          room.watchers.set(viewer.user.id, sockets);
          // Counted once per user watching now, and once per user ever (data/streams.ts).
          if (sockets === 1) addViewer(ctx.db, auth.stream, viewer.user.id, services.processName);
        }
        simulate(auth.stream, room);
        // The artist going live is announced in the chat (its banner shows for 10 s there).
        // Once per going live, across reconnects, restarts and processes (claimAnnouncement).
        if (role === 'streamer' && claimAnnouncement(ctx.db, auth.stream)) {
          const found = findStream(ctx.db, auth.stream);
          if (found) announceStream(io, ctx, announceText(found.stream));
        }
        // The picture now, not in half a second.
        const latest = room.simulator?.latest;
        if (latest) socket.emit(STREAM_EVENTS.frame, latest);
      }
      services.access.watch(socket, { allowed: (now) => refusalOf(now) === null && now?.user.id === auth.userId, revoke });
      answer({ ok: true, stream: auth.stream, role });
    });

    // The artist's own app sends the stream: only the owner, only into the stream they joined,
    // while they may (read now), within their limit. The other processes hear of it too (once a
    // second at most), so their simulations go quiet.
    let toldOthers = 0;
    let toldLimited = 0;
    const fromStreamer = async (stream: number, action: 'stream' | 'audio'): Promise<boolean> => {
      const was = joined.get(socket);
      if (was?.role !== 'streamer' || was.stream !== stream) return false;
      const viewer = socketViewer(ctx, socket);
      if (refusalOf(viewer) !== null) {
        revoke(viewer);
        return false;
      }
      const wait = await services.take(socket, action, viewer?.user.id ?? 0);
      if (wait > 0) {
        if (ctx.clock() >= toldLimited) socket.emit(STREAM_EVENTS.limited, { message: LIMIT_TEXTS.stream, retryMs: wait });
        toldLimited = ctx.clock() + wait;
        return false;
      }
      const now = ctx.clock();
      broadcasting(stream, now);
      if (now - toldOthers >= 1000) {
        toldOthers = now;
        tellOtherProcesses(nsp, BROADCASTING, stream);
      }
      return true;
    };
    onPayload(socket, STREAM_EVENTS.frame, StreamFrameSchema, async (frame) => {
      if (await fromStreamer(frame.stream, 'stream')) socket.to(streamRoom(frame.stream)).emit(STREAM_EVENTS.frame, frame);
    });
    onPayload(socket, STREAM_EVENTS.audio, StreamAudioSchema, async (audio) => {
      if (await fromStreamer(audio.stream, 'audio')) socket.to(streamRoom(audio.stream)).emit(STREAM_EVENTS.audio, audio);
    });

    // The artist's app stops the stream: it ends for good, on every process.
    onPayload(socket, STREAM_EVENTS.end, StreamEndSchema, (end, ack) => {
      const was = joined.get(socket);
      if (was?.role !== 'streamer' || was.stream !== end.stream) return ack?.({ ok: false });
      endStream(ctx.db, end.stream, new Date(ctx.clock()).toISOString());
      ended(end.stream);
      tellOtherProcesses(nsp, ENDED, end.stream);
      ack?.({ ok: true });
    });

    socket.on('disconnect', () => leave(socket));
  });
}
