// The site's dates of a day, in UTC ('Mar 1, 2024', 'Mar 1'): a day is the same day for every
// reader, and the server's render and the browser's hydration write the same text. Written by
// hand as the platform's en-US short date writes them: toLocaleDateString with options builds a
// new formatter on every call (about 0.15 ms on the server, a profile's render spent 0.3 ms on
// two), and building one costs about 10 ms on a slow phone in a page's first render.

import { MONTH_NAMES } from './relativeTime';

/** The UTC day (YYYY-MM-DD) of a time: challenges run by UTC day. */
export const utcDayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A day ('2024-03-01', read as UTC midnight) or an ISO moment as a Date; null when it is neither. */
export function dateOf(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'Mar 1, 2024' (UTC); '' when `value` is not a date. */
export function shortDayText(value: string | null | undefined): string {
  const date = dateOf(value);
  return date ? `${monthDay(date)}, ${date.getUTCFullYear()}` : '';
}

/** 'Mar 1' (UTC, no year); '' when `value` is not a date. */
export function monthDayText(value: string | null | undefined): string {
  const date = dateOf(value);
  return date ? monthDay(date) : '';
}

/** The en-US short month is the name's first three letters ('Sep', 'May'). */
const monthDay = (date: Date) => `${MONTH_NAMES[date.getUTCMonth()]!.slice(0, 3)} ${date.getUTCDate()}`;
