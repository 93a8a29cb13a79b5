// The stream socket's wire format (spec part 2 §7: events connect, audio, frame, auth with chat
// id, stream and userId; "details beyond that are not shown", so `end` is ours: the stream has
// ended, viewers stop waiting for pictures). The reference server parses every incoming payload with these schemas
// and so does the client: a malformed one is dropped on either side.
import * as v from 'valibot';
import { AUDIO_SAMPLE_RATE, STREAM_SETTINGS } from '../../lib/streamRules';

export const STREAM_NAMESPACE = '/streams';

/** Event names are data (DESIGN.md). `connect` is socket.io's own: the client re-authenticates on it. */
export const STREAM_EVENTS = { connect: 'connect', auth: 'auth', frame: 'frame', audio: 'audio', end: 'end' } as const;

/** Largest frame image accepted (a JPEG of the canvas). */
export const MAX_FRAME_BYTES = 400_000;
/** Largest audio chunk: `duration` seconds at 24 kbps, with room to spare. */
export const MAX_AUDIO_BYTES = ((STREAM_SETTINGS.audioKbps * 1000) / 8) * STREAM_SETTINGS.duration * 2;

const id = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(Number.MAX_SAFE_INTEGER));
const seq = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(Number.MAX_SAFE_INTEGER));
const side = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(4096));

/** Binary data as either side receives it: a Buffer (a Uint8Array) on node, an ArrayBuffer in the browser. */
const bytes = (max: number) =>
  v.custom<Uint8Array | ArrayBuffer>(
    (data) => (data instanceof Uint8Array || data instanceof ArrayBuffer) && data.byteLength > 0 && data.byteLength <= max,
    `Expected 1 to ${max} bytes of binary data`,
  );

/** auth {chatId, stream, userId}: join a stream as the signed-in user of the handshake. */
export const StreamAuthSchema = v.strictObject({
  chatId: v.pipe(v.string(), v.maxLength(64)),
  stream: id,
  userId: id,
});
export type StreamAuth = v.InferOutput<typeof StreamAuthSchema>;

/** The answer to auth. */
export const StreamAuthReplySchema = v.variant('ok', [
  v.object({ ok: v.literal(true), stream: id, role: v.picklist(['viewer', 'streamer']) }),
  v.object({ ok: v.literal(false), error: v.picklist(['not_logged_in', 'wrong_user', 'not_live', 'suspended']) }),
]);
export type StreamAuthReply = v.InferOutput<typeof StreamAuthReplySchema>;

/** frame: one picture of the canvas (server to viewers; the streaming app to the server). */
export const StreamFrameSchema = v.strictObject({
  stream: id,
  seq,
  width: side,
  height: side,
  mime: v.picklist(['image/jpeg', 'image/png']),
  data: bytes(MAX_FRAME_BYTES),
});
export type StreamFrame = v.InferOutput<typeof StreamFrameSchema>;

/** audio: `duration` seconds of unsigned 8-bit mono samples at `sampleRate` (24 kbps). */
export const StreamAudioSchema = v.strictObject({
  stream: id,
  seq,
  sampleRate: v.literal(AUDIO_SAMPLE_RATE),
  data: bytes(MAX_AUDIO_BYTES),
});
export type StreamAudio = v.InferOutput<typeof StreamAudioSchema>;

/** end {stream}: the artist's app stops its stream (to the server); the stream has ended (to its viewers). */
export const StreamEndSchema = v.strictObject({ stream: id });
export type StreamEnd = v.InferOutput<typeof StreamEndSchema>;
