// The home page's data (the index answer is checked by its schema where it enters): a refresh
// merged into what is shown without replacing unchanged items (no flicker), and the id of the
// message of the day the user has dismissed.
import type { HomeIndex } from '../../api/schemas/home';

const SEEN_MOTD_KEY = 'motd-seen';

/** A message of the day without text is not shown (the rest of the index is as the schema checked it). */
export function hideBlankMotd(index: HomeIndex): HomeIndex {
  return index.motd && !index.motd.text.trim() ? { ...index, motd: null } : index;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fresh list in its order, reusing the shown object for every item that did not change,
 * and the shown list itself when nothing changed: React then leaves those cards alone.
 */
export function mergeById<T extends { id: number }>(shown: readonly T[], fresh: readonly T[]): T[] {
  const byId = new Map(shown.map((item) => [item.id, item]));
  const merged = fresh.map((item) => {
    const old = byId.get(item.id);
    return old && same(old, item) ? old : item;
  });
  return merged.length === shown.length && merged.every((item, i) => item === shown[i]) ? (shown as T[]) : merged;
}

/** A refreshed index merged into the shown one. */
export function mergeHomeIndex(shown: HomeIndex, fresh: HomeIndex): HomeIndex {
  const keep = <T,>(a: T, b: T) => (same(a, b) ? a : b);
  return {
    user: keep(shown.user, fresh.user),
    // A message dismissed meanwhile stays dismissed; the server sends null for one already seen.
    motd: keep(shown.motd, fresh.motd),
    birthdays: mergeById(shown.birthdays, fresh.birthdays),
    challenges: mergeById(shown.challenges, fresh.challenges),
    compos: mergeById(shown.compos, fresh.compos),
    featured: mergeById(shown.featured, fresh.featured),
    recent: mergeById(shown.recent, fresh.recent),
    tops: mergeById(shown.tops, fresh.tops),
    trending: mergeById(shown.trending, fresh.trending),
    following: mergeById(shown.following, fresh.following),
    streams: mergeById(shown.streams, fresh.streams),
    stats: keep(shown.stats, fresh.stats),
  };
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
