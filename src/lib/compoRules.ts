// Pure rules and texts of compos (spec part 1 §2, §4, §5, §8): entry status labels, the deadline
// a compo counts down to in each state, and the countdown's words.
import type { Compo } from '../api/schemas/home';
import { countText } from './numbers';
import { deadlineText } from './deadlineText';

export const OPEN_LABEL = 'Open for entries';
export const VOTING_LABEL = 'Voting';
export const RESULTS_LABEL = 'View results';
export const NO_ENTRIES = 'No entries yet, you should make one!';
/**
 * Spec §8 says only "compo entry likewise" after the challenge's text: the challenge's wording
 * with 'compo' for 'challenge', followed by the server's reason.
 */
export const ENTER_FAILED = 'There was a problem entering this compo: ';
export const REMOVE_FAILED = 'There was a problem removing this sketch from the compo: ';
export const confirmEnter = (title: string) => `Enter this sketch in the compo "${title}"?`;
export const CONFIRM_REMOVE = 'Remove this sketch from the compo?';

/** Entry status (spec §4): -1 entered; 1 to 10 as ordinals; then top 25, 50, 100 or 250; else none. */
export function entryStatus(place: number | null | undefined): string | null {
  if (place === -1) return 'Entered';
  if (typeof place !== 'number' || !Number.isInteger(place) || place < 1) return null;
  if (place <= 10) return ordinal(place);
  for (const top of [25, 50, 100, 250]) if (place <= top) return `Top ${top}`;
  return null;
}

export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
  return `${n}${suffix}`;
}

export interface CompoDeadline {
  /** What the state says: 'Open for entries', 'Voting' or 'View results'. */
  label: string;
  /** The date counted down to, or null once the compo is closed. */
  until: string | null;
  /** What the countdown counts to, for the sentence around it. */
  what: 'Entries close' | 'Voting ends' | null;
}

/** The right deadline by state: open -> submission deadline; voting -> voting deadline; closed -> none. */
export function compoDeadline(compo: Pick<Compo, 'state' | 'endDate' | 'endVotingDate'>): CompoDeadline {
  switch (compo.state) {
    case 'open':
      return { label: OPEN_LABEL, until: compo.endDate, what: 'Entries close' };
    case 'voting':
      return { label: VOTING_LABEL, until: compo.endVotingDate, what: 'Voting ends' };
    default:
      return { label: RESULTS_LABEL, until: null, what: null };
  }
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Time left until `until`, as '3d 04:05:06' (days only when there are any), '00:00:00' once
 * it is past; null for a date that cannot be read.
 */
export function countdownText(until: string, now: number): string | null {
  const end = Date.parse(until);
  if (Number.isNaN(end)) return null;
  let seconds = Math.max(0, Math.floor((end - now) / 1000));
  const days = Math.floor(seconds / 86_400);
  seconds -= days * 86_400;
  const clock = `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
  return days > 0 ? `${days}d ${clock}` : clock;
}

/** The same time left in words for screen readers: '3 days, 4 hours, 5 minutes'. */
export function countdownWords(until: string, now: number): string | null {
  const end = Date.parse(until);
  if (Number.isNaN(end)) return null;
  const minutes = Math.max(0, Math.floor((end - now) / 60_000));
  const parts: [number, string][] = [
    [Math.floor(minutes / 1440), 'day'],
    [Math.floor((minutes % 1440) / 60), 'hour'],
    [minutes % 60, 'minute'],
  ];
  const words = parts.filter(([n]) => n > 0).map(([n, unit]) => countText(n, unit));
  return words.length ? words.join(', ') : 'less than a minute';
}

/** What a compo card says under its title: the deadline of its state (`now` as deadlineText's). */
export function cardDeadline(compo: Pick<Compo, 'state' | 'endDate' | 'endVotingDate'>, now?: number): string {
  const { what, until } = compoDeadline(compo);
  if (what && until) return `${what} ${deadlineText(until, now)}`;
  const ended = deadlineText(compo.endVotingDate, now);
  return ended ? `Ended ${ended}` : 'Ended';
}
