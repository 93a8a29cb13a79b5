// Rules of uploading and editing a sketch (spec part 1 §7-§9), shared by the client (checked
// before sending) and the server (enforced again).
import { cutText } from './cutText';
import { formatNumber } from './numbers';

/** Spec §9: upload max 16777216 bytes. */
export const UPLOAD_MAX_BYTES = 16_777_216;
/** Spec §9: max resolution 4000 (pixels, on either side). */
export const UPLOAD_MAX_SIDE = 4000;
export const UPLOAD_TYPES = ['image/png', 'image/jpeg'] as const;
// Limits the spec leaves open; generous enough for real titles and descriptions.
export const SKETCH_TITLE_MAX = 100;
export const SKETCH_DESCRIPTION_MAX = 2000;
export const TAG_MAX_LENGTH = 32;
export const TAGS_MAX = 10;
export const VIDEO_URL_MAX = 500;
export const ANGLES = [0, 90, 180, 270] as const;
export type Angle = (typeof ANGLES)[number];
export const FORMATS = ['jpg', 'png'] as const;
export type SketchFormat = (typeof FORMATS)[number];

/**
 * Whether a sketch's violation takes its pictures down: shown then to its artist and the
 * moderators alone (the sketch page, the picture routes). 'notsketch' only leaves the sketch out
 * of galleries; its page still shows it (its notice says so).
 */
export const takesPicturesDown = (violation: string | null): boolean => violation === 'copyright' || violation === 'inappropriate';

/** Spec §8 "Sketch edit fails" (exact, with the three dots). */
export const SKETCH_EDIT_ERROR = 'Sorry there was an error updating your sketch information...';

const MB = 1024 * 1024;

/** A message when a file is too large for an upload, else null. */
export function uploadSizeProblem(bytes: number): string | null {
  if (bytes <= 0) return 'That file is empty. Please choose a PNG or JPEG image.';
  // In bytes on both sides: a file one byte over would read "16.0 MB" against a limit of "16 MB".
  if (bytes > UPLOAD_MAX_BYTES) {
    return `That image is ${formatNumber(bytes)} bytes; the largest upload is ${formatNumber(UPLOAD_MAX_BYTES)} bytes (${UPLOAD_MAX_BYTES / MB} MB).`;
  }
  return null;
}

/** A message when an image is too large in pixels, else null. */
export function uploadResolutionProblem(width: number, height: number): string | null {
  if (!(width > 0 && height > 0)) return 'That image could not be read. Please choose a PNG or JPEG image.';
  if (width > UPLOAD_MAX_SIDE || height > UPLOAD_MAX_SIDE) {
    return `That image is ${formatNumber(width)} × ${formatNumber(height)} pixels; the largest is ${formatNumber(UPLOAD_MAX_SIDE)} pixels on either side.`;
  }
  return null;
}

export function uploadTypeProblem(type: string): string | null {
  return (UPLOAD_TYPES as readonly string[]).includes(type) ? null : 'Only PNG and JPEG images can be uploaded.';
}

/**
 * A tag as stored: in one form (NFKC, so 'é' typed as e + accent is the tag 'é' typed at once, and
 * full-width 'ＡＲＴ' is 'art'), lower case (Turkish 'İ' as 'i'), without '#', spaces become
 * dashes; letters with their marks (Devanagari's vowel signs, an accent that has no composed
 * form), digits, '-' and '_' stay, other characters are dropped, and so are the dashes left at
 * either end ('👩‍👩‍👧 family' is 'family', not '-family').
 */
export function normalizeTag(typed: string): string {
  const tag = typed
    .normalize('NFKC')
    .trim()
    .toLowerCase()
    .replace(/i\u0307/g, 'i')
    .replace(/^#+/, '')
    .replace(/\s+/g, '-')
    .replace(/[^\p{L}\p{M}\p{N}_-]/gu, '')
    .replace(/^\p{M}+/u, '')
    .replace(/^-+|-+$/g, '');
  return cutText(tag, TAG_MAX_LENGTH).replace(/-+$/, '');
}

/**
 * Tags typed as text (separated by commas, as the form says: "test tag" is one tag, stored as
 * test-tag) or given as a list: normalised, unique, in order.
 */
export function parseTags(input: string | readonly string[]): string[] {
  const parts = typeof input === 'string' ? input.split(',') : input;
  const tags: string[] = [];
  for (const part of parts) {
    const tag = normalizeTag(part);
    if (tag && !tags.includes(tag)) tags.push(tag);
  }
  return tags;
}

/** A time-lapse video link: an http(s) address of reasonable length, or empty for none. */
/**
 * A video link as it is kept: the parsed address (spaces, quotes and angle brackets
 * percent-encoded, the single quote too, which the URL standard leaves in a path), so a link made
 * of it holds only an address; '' for no video, null for what is not a web address.
 */
export function videoAddress(text: string): string | null {
  const value = text.trim();
  if (value === '') return '';
  try {
    const url = new URL(value);
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !url.hostname.includes('.')) return null;
    return url.href.replaceAll("'", '%27');
  } catch {
    return null;
  }
}

/**
 * What is wrong with a video link as typed, or null: not a web address, or longer than
 * VIDEO_URL_MAX as it is kept (a letter such as 'é' is kept as six characters, '%C3%A9'), which
 * both the form and the server check, so a link the server keeps always opens the form again.
 */
export function videoProblem(text: string): string | null {
  const kept = videoAddress(text);
  if (kept === null) return 'The video must be a web address, such as https://…';
  return kept.length > VIDEO_URL_MAX ? `The video address is too long: at most ${formatNumber(VIDEO_URL_MAX)} characters, written as a web address.` : null;
}

/**
 * A sketch file made from the picture (spec part 1 §6 "synthesize a sketch file", a patron
 * feature): for a sketch that has none (uploaded as an image), so the app can open it.
 */
export const SYNTHESIZE_TEXTS = {
  button: 'Synthesize sketch file',
  patronOnly: 'Synthesizing a sketch file is a patron feature.',
  done: 'The sketch file is ready: open it in the app.',
  failed: 'Sorry there was an error making the sketch file.',
} as const;
