// The /whiteboard socket's payloads in both directions (spec part 2 §7 "Realtime"): the client
// emits auth {chatId, board 0, userId} (the answer is its numeric client id), commands {text,
// shift} about every 250 ms and info (the answer is the board info); the server sends snapshot
// (the picture), commands (text), nextShift (progress) and info; ours (issue 21): `refused` (the
// user may no longer draw: the text to show; the server closes the socket). The command text itself is
// checked line by line by src/lib/whiteboardCodec.ts. Both sides parse what they receive with
// these: a malformed payload is dropped.
import * as v from 'valibot';
import { MAX_COMMAND_TEXT } from '../../lib/whiteboardCodec';

export const WHITEBOARD_EVENTS = {
  auth: 'auth',
  commands: 'commands',
  info: 'info',
  snapshot: 'snapshot',
  nextShift: 'nextShift',
  refused: 'refused',
} as const;

/** The one board there is (spec: board 0). */
export const BOARD_ID = 0;

const count = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(0xffffffff));

// Client to server.
export const whiteboardAuthPayload = v.strictObject({
  chatId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  board: v.literal(BOARD_ID),
  userId: v.pipe(v.number(), v.integer(), v.minValue(1)),
});
export const commandsPayload = v.strictObject({
  /**
   * The client's id of this batch: a batch sent again after a reconnect is drawn once. Not in the
   * spec's payload (command text and shift), so a client may leave it out: its batches are drawn
   * as they come, re-sent ones again.
   */
  id: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/))),
  text: v.pipe(v.string(), v.maxLength(MAX_COMMAND_TEXT)),
  /** The shift index the artist saw while drawing the batch. */
  shift: count,
});
/** `info` takes no arguments (anything sent with it is ignored). */
export const infoRequestPayload = v.unknown();

// Server to client.
/** The auth answer: the numeric client id (spec part 2 §7), or why not. */
export const authAnswer = v.union([count, v.object({ error: v.string() })]);
/** Someone on the board; without an avatar, the client reads it from GET /api/user/{id} (spec part 2 §3, §7). */
export const boardUser = v.object({ clientId: count, userId: count, nickname: v.string(), avatar: v.optional(v.string()) });
export const boardInfo = v.object({
  shiftIndex: count,
  /** How far the board moves on a shift (the slide the client animates). */
  animShiftX: count,
  width: count,
  height: count,
  users: v.array(boardUser),
});
export const snapshotPayload = v.object({
  shiftIndex: count,
  /** The current picture as a PNG data URL. */
  image: v.pipe(v.string(), v.regex(/^data:image\/png;base64,/)),
});
/**
 * The answer to commands: drawn (with the lines refused), a batch already drawn, or not drawn with
 * why (not joined, not allowed, or too fast: then retryMs says when to send it again).
 */
export const commandsAnswer = v.union([
  v.object({ ok: v.literal(true), rejected: v.optional(count), duplicate: v.optional(v.literal(true)) }),
  v.object({ ok: v.literal(false), error: v.string(), retryMs: v.optional(count) }),
]);
/** The user may no longer draw (signed out, banned, warned, merged, deleted): the text to show. */
export const refusedPayload = v.object({ error: v.string() });
export const incomingCommands = v.pipe(v.string(), v.maxLength(MAX_COMMAND_TEXT * 4));
export const nextShiftPayload = v.object({
  shiftIndex: count,
  /** 0 to 1: how far the board is toward its next shift. */
  progress: v.pipe(v.number(), v.minValue(0), v.maxValue(1)),
});

export type BoardInfo = v.InferOutput<typeof boardInfo>;
export type BoardUser = v.InferOutput<typeof boardUser>;
export type SnapshotPayload = v.InferOutput<typeof snapshotPayload>;
export type NextShiftPayload = v.InferOutput<typeof nextShiftPayload>;
export type CommandsAnswer = v.InferOutput<typeof commandsAnswer>;
