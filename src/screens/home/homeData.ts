// The home page's data: the index answer checked field by field (bad parts are dropped and
// logged, never thrown), and the id of the message of the day the user has dismissed.
import type { Challenge, HomeIndex, HomeStats, HomeUser, MessageOfTheDay } from '../../api/types';

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
