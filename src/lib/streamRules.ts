// Live streams (spec part 2 "Live streams", §4, §8, §9): the texts, the constants and the small
// rules both the client and the reference server use.
import { countText, formatNumber } from './numbers';

export const STREAM_LOGIN_TO_WATCH = 'You must be logged in to watch a live stream.';
export const STREAM_LOGIN_TO_START = 'You must be logged in to start a live stream.';
export const NO_LIVE_STREAMS = 'Nobody is streaming right now. Come back later, or start a live stream yourself.';
export const STREAMS_LOAD_FAILED = 'Sorry, the live streams could not be loaded. Please try again in a bit.';
export const STREAM_ENDED = 'This live stream has ended.';
export const CLICK_TO_START_AUDIO = 'Click to start audio';

/** The announce banner of a stream shows this long (spec §4, §9). */
export const ANNOUNCE_BANNER_MS = 10_000;

/**
 * The stream settings of spec §9, as the app sends them: `rate` is the seconds between captured
 * frames, `realtimeAudio` whether audio goes out live, `duration` the seconds of audio per chunk,
 * `audioKbps` the audio bit rate (8-bit samples at 3000 Hz are exactly 24 kbps).
 */
export const STREAM_SETTINGS = { rate: 0.1, realtimeAudio: true, duration: 2, audioKbps: 24 } as const;
export const AUDIO_SAMPLE_RATE = (STREAM_SETTINGS.audioKbps * 1000) / 8;
export const AUDIO_CHUNK_SAMPLES = AUDIO_SAMPLE_RATE * STREAM_SETTINGS.duration;

/** Page size of GET /api/v2/streams. */
export const STREAMS_PAGE_SIZE = 50;

/** Streams from a device held sideways (orientation 3 or 4) send their preview rotated (spec: "rotate by orientation in 3/4"). */
export function previewRotation(orientation: number): number {
  return orientation === 3 ? 90 : orientation === 4 ? -90 : 0;
}

/**
 * The shape of the live picture: the canvas, sw x sh, upright. Only the preview image comes as
 * the device held it, which is why it (and nothing else) turns by orientation.
 */
export function displaySize(stream: { sw: number; sh: number }): { width: number; height: number } {
  return { width: stream.sw, height: stream.sh };
}

/** "1 view", "1,234 views". */
export function viewsText(views: number): string {
  return countText(views, 'view');
}

/** "1 watching" / "12 watching". */
export function watchingText(viewers: number): string {
  return `${formatNumber(viewers)} watching`;
}

/** The announce banner: who is live, and what they draw. */
export function announceText(stream: { userNickname: string; title: string }): string {
  return stream.title ? `${stream.userNickname} is live: ${stream.title}` : `${stream.userNickname} is live`;
}
