// The home page's data: the index answer checked field by field (bad parts are dropped and
// logged, never thrown), a refresh merged into what is shown without replacing unchanged
// items (no flicker), and the id of the message of the day the user has dismissed.
import type { Challenge, HomeIndex, HomeStats, HomeUser, MessageOfTheDay } from '../../api/schemas/home';

const SEEN_MOTD_KEY = 'motd-seen';

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);
const hasId = (value: unknown): value is { id: number } => isObject(value) && Number.isInteger(value.id);

/** A list of items with ids (anything else is dropped and logged). */
function list<T extends { id: number }>(value: unknown, what: string): T[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) {
    console.warn(`home: ${what} is not a list; ignored`);
    return [];
  }
  const kept = value.filter(hasId) as T[];
  if (kept.length !== value.length) console.warn(`home: dropped ${value.length - kept.length} malformed ${what}`);
  return kept;
}

/** The index answer, with every section present and every listed item carrying an id. */
export function cleanHomeIndex(body: unknown): HomeIndex {
  const raw = isObject(body) ? body : {};
  if (!isObject(body)) console.warn('home: the index answer is not an object');
  const user = hasId(raw.user) ? (raw.user as unknown as HomeUser) : null;
  const motd = raw.motd as MessageOfTheDay | null;
  return {
    user: user && { ...user, fans: Number(user.fans) || 0, sketches: Number(user.sketches) || 0, unread: { messages: 0, notifications: 0, replies: 0, uploads: 0, ...(isObject(user.unread) ? user.unread : {}) } },
    motd: hasId(motd) && typeof motd.text === 'string' && motd.text.trim() ? motd : null,
    birthdays: list(raw.birthdays, 'birthdays'),
    challenges: list<Challenge>(raw.challenges, 'challenges').map((c) => ({ ...c, sketches: list(c.sketches, 'challenge entries') })),
    compos: list(raw.compos, 'compos'),
    featured: list(raw.featured, 'featured sketches'),
    recent: list(raw.recent, 'recent sketches'),
    tops: list(raw.tops, 'top sketches'),
    trending: list(raw.trending, 'trending sketches'),
    following: list(raw.following, 'following sketches'),
    streams: list(raw.streams, 'streams'),
    stats: isObject(raw.stats) ? (raw.stats as unknown as HomeStats) : null,
  };
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
