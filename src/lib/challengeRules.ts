// Daily challenges (spec part 1 §2 "Daily Challenge page", §5, §7, §8, §9): the limits, texts and
// small rules that the screens, the server and the tests share.
import { countText } from './numbers';
import { shortDayText, utcDayOf } from './dayText';

/** Spec §9: challenges are listed 50 to a page. */
export const CHALLENGE_PAGE_SIZE = 50;
/** Search answers are one page of at most this many. */
export const CHALLENGE_SEARCH_LIMIT = 50;
export const SEARCH_QUERY_MAX = 100;
/** The challenges table's own limits (migration 3), so a suggestion can become a challenge as is. */
export const SUGGESTION_TITLE_MAX = 100;
export const SUGGESTION_DESCRIPTION_MAX = 2000;
/** Minimum grid columns on the challenge page (spec §2), on a phone too. */
export const CHALLENGE_GRID_MIN_COLUMNS = 3;
/**
 * A sketch can enter the challenges of today and of the days before it, up to this many days
 * back (the service keeps a challenge open a little after its day, for other time zones).
 */
export const CHALLENGE_OPEN_DAYS = 2;

/** Spec §8: the server's reason follows. */
export const ENTRY_FAILED_PREFIX = 'There was a problem entering this challenge: ';
/** When the server gives no reason of its own. */
export const ENTRY_FAILED_UNKNOWN = 'please try again in a bit.';
export const REMOVE_FAILED = 'Sorry, there was a problem removing the sketch from the challenge. Please try again in a bit.';
export const SUGGEST_FAILED = 'Sorry, there was an error sending your suggestion. Please try again in a bit.';
export const SUGGEST_THANKS = 'Thanks for your suggestion!';
export const NO_RESULTS = 'No results';
export const NO_ENTRIES = 'No entries yet.';
export const NO_CHALLENGES = 'No challenges yet.';
export const CHALLENGES_LOAD_FAILED = 'Sorry, the challenges could not be loaded.';

export const confirmEntryText = (title: string) => `Enter this sketch in the daily challenge "${title}"?`;
export const confirmRemoveText = (title: string) => `Remove this sketch from the daily challenge "${title}"?`;

export const entryCountText = (entries: number) => countText(entries, 'entry', 'entries');

/** The failure text of an entry: the spec's words, then the server's reason. */
export const entryFailedText = (reason: string | null) => ENTRY_FAILED_PREFIX + (reason?.trim() || ENTRY_FAILED_UNKNOWN);

/** The first day (YYYY-MM-DD) whose challenge a sketch may still enter at `nowMs`. */
export const firstOpenDay = (nowMs: number) => utcDayOf(nowMs - CHALLENGE_OPEN_DAYS * 86_400_000);

/**
 * A challenge's day for people: 'Nov 21, 2026', 'Today · Nov 23, 2026' on its day (challenges run
 * by UTC day); '' for no date. `nowMs` has no default: a screen gives the render's moment
 * (useRenderNow), or a page rendered on one day and hydrated on the next would not match.
 */
export function challengeDateText(day: string, nowMs: number): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return '';
  const text = shortDayText(day);
  if (!text) return '';
  return day === utcDayOf(nowMs) ? `Today · ${text}` : text;
}
