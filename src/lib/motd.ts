// The message of the day of the home page: a blank one is left out, and the one the user
// dismissed is remembered in a cookie, so that every request for the index tells the server
// (spec part 1 §7: motd, the last seen message's id), the server's render of home included.
import type { HomeIndex } from '../api/schemas/home';
import { readCookie, writeCookie } from './cookies';

export const SEEN_MOTD_COOKIE = 'motd-seen';
const KEPT_SECONDS = 365 * 24 * 60 * 60;

/** A message of the day without text is not shown (the rest of the index is as the schema checked it). */
export function hideBlankMotd(index: HomeIndex): HomeIndex {
  return index.motd && !index.motd.text.trim() ? { ...index, motd: null } : index;
}

/** The message id a cookie's value names, or true (none seen) for anything else. */
export function parseSeenMotd(value: string | null | undefined): number | true {
  const id = Number(value);
  return value && Number.isSafeInteger(id) && id > 0 ? id : true;
}

let seenInRender: number | true | null = null;

/** Set by the server around its render, from the viewer's cookie: the render has no document to read it from. */
export function setRenderSeenMotd(seen: number | true | null): void {
  seenInRender = seen;
}

/** The id of the message of the day the user dismissed, or true when none. */
export function seenMotd(): number | true {
  return seenInRender ?? parseSeenMotd(readCookie(SEEN_MOTD_COOKIE));
}

export function rememberSeenMotd(id: number): void {
  writeCookie(SEEN_MOTD_COOKIE, String(id), KEPT_SECONDS);
}
