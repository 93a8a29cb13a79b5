// Relative-time wording of the toolkit (spec part 2 §9): 'just now' for 5 seconds or less,
// then seconds, minutes (up to 90), hours, days, weeks, months and years, each with 'ago' or
// 'from now'; a tap shows the absolute date with English month names.
import { countText } from './numbers';

export const JUST_NOW_SECONDS = 5;
const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const MONTH = 30.44 * DAY;
const YEAR = 365.25 * DAY;

export const MONTH_NAMES = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
] as const;

const unit = (count: number, name: string) => countText(count, name);

/** The phrase for `date` seen at `now` (both in ms, or dates): '3 minutes ago', '2 days from now'. */
export function relativeTime(date: number | Date, now: number | Date = Date.now()): string {
  const diffMs = +now - +date;
  if (!Number.isFinite(diffMs)) return '';
  const seconds = Math.abs(diffMs) / 1000;
  if (seconds <= JUST_NOW_SECONDS) return 'just now';
  let amount: string;
  if (seconds < MINUTE) amount = unit(Math.floor(seconds), 'second');
  else if (seconds < 90 * MINUTE) amount = unit(Math.floor(seconds / MINUTE), 'minute');
  else if (seconds < DAY) amount = unit(Math.max(1, Math.floor(seconds / HOUR)), 'hour');
  else if (seconds < WEEK) amount = unit(Math.floor(seconds / DAY), 'day');
  else if (seconds < MONTH) amount = unit(Math.floor(seconds / WEEK), 'week');
  else if (seconds < YEAR) amount = unit(Math.min(11, Math.floor(seconds / MONTH)), 'month');
  else amount = unit(Math.floor(seconds / YEAR), 'year');
  return diffMs >= 0 ? `${amount} ago` : `${amount} from now`;
}

/** The absolute date in English, in the viewer's time zone: 'March 5, 2024, 3:04 PM'. */
export function absoluteDate(date: number | Date): string {
  const d = new Date(date);
  if (Number.isNaN(d.getTime())) return '';
  const hours = d.getHours();
  const minutes = String(d.getMinutes()).padStart(2, '0');
  const clock = `${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
  return `${MONTH_NAMES[d.getMonth()]} ${d.getDate()}, ${d.getFullYear()}, ${clock}`;
}

/** A date from the server (ISO text) as ms, or null when it cannot be read. */
export function parseDate(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const ms = typeof value === 'number' ? value : Date.parse(value);
  return Number.isFinite(ms) ? ms : null;
}
