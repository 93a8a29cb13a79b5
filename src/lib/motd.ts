// The message of the day of the home page: a blank one is left out, and the one the user
// dismissed is remembered (the server is told, so it stops sending it).
import type { HomeIndex } from '../api/schemas/home';

const SEEN_MOTD_KEY = 'motd-seen';

/** A message of the day without text is not shown (the rest of the index is as the schema checked it). */
export function hideBlankMotd(index: HomeIndex): HomeIndex {
  return index.motd && !index.motd.text.trim() ? { ...index, motd: null } : index;
}

/** The id of the message of the day the user dismissed, or true when none. */
export function seenMotd(): number | true {
  try {
    const value = Number(localStorage.getItem(SEEN_MOTD_KEY));
    return Number.isInteger(value) && value > 0 ? value : true;
  } catch {
    return true;
  }
}

export function rememberSeenMotd(id: number): void {
  try {
    localStorage.setItem(SEEN_MOTD_KEY, String(id));
  } catch {
    /* storage unavailable: the message shows again next time */
  }
}
