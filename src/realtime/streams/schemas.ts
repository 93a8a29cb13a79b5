// The stream socket's wire format (spec part 2 §7: events connect, audio, frame, auth with chat
// id, stream and userId; "details beyond that are not shown", so `end` is ours: the stream has
// ended, viewers stop waiting for pictures). Ours too (issue 21): `refused` (the user may no longer
// watch or stream: the code and the text to show; the server closes the socket) and `limited` (the
// artist's app sends frames faster than allowed: the extra ones are dropped). A frame's bytes must
// be the image type it declares (PNG or JPEG signature). The reference server parses every incoming
// payload with these schemas and so does the client: a malformed one is dropped on either side.
import * as v from 'valibot';
import { imageTypeOf } from '../../lib/imageHeader';
import { AUDIO_SAMPLE_RATE, STREAM_SETTINGS } from '../../lib/streamRules';

export const STREAM_NAMESPACE = '/streams';

/** Event names are data (DESIGN.md). `connect` is socket.io's own: the client re-authenticates on it. */
export const STREAM_EVENTS = { connect: 'connect', auth: 'auth', frame: 'frame', audio: 'audio', end: 'end', refused: 'refused', limited: 'limited' } as const;

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

const refusalCode = v.picklist(['not_logged_in', 'wrong_user', 'not_live', 'suspended', 'warned', 'merged']);

/** The answer to auth. */
export const StreamAuthReplySchema = v.variant('ok', [
  v.object({ ok: v.literal(true), stream: id, role: v.picklist(['viewer', 'streamer']) }),
  v.object({ ok: v.literal(false), error: refusalCode, message: v.optional(v.string()) }),
]);
export type StreamAuthReply = v.InferOutput<typeof StreamAuthReplySchema>;

/** refused: the user may no longer watch or stream (signed out, banned, warned, merged, deleted). */
export const StreamRefusedSchema = v.object({ error: refusalCode, message: v.string() });

/** limited: the artist's app sends faster than allowed; frames until `retryMs` from now are dropped. */
export const StreamLimitedSchema = v.object({ message: v.string(), retryMs: seq });

const IMAGE_TYPES = { 'image/jpeg': 'jpg', 'image/png': 'png' } as const;
/** The first bytes, where the signature is (without copying a Buffer's pool). */
const head = (data: Uint8Array | ArrayBuffer) => (data instanceof Uint8Array ? data.subarray(0, 8) : new Uint8Array(data, 0, Math.min(data.byteLength, 8)));

/** frame: one picture of the canvas (server to viewers; the streaming app to the server), of the type it says. */
export const StreamFrameSchema = v.pipe(
  v.strictObject({
    stream: id,
    seq,
    width: side,
    height: side,
    mime: v.picklist(['image/jpeg', 'image/png']),
    data: bytes(MAX_FRAME_BYTES),
  }),
  v.check((frame) => imageTypeOf(head(frame.data)) === IMAGE_TYPES[frame.mime], 'Expected the image type the frame declares'),
);
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
