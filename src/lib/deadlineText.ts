// A compo's deadline as people read it (spec part 1 §2, §4): a moment, not a day, so written in
// the reader's zone and in the words of the browser's Intl, neither of which the server knows
// (WebKit's format differs from Node's): by the browser, once a server-rendered page is hydrated.
// The compo page, the compos' cards and home's compo cards share these, so a deadline is the same
// day in the same words everywhere. A module of its own: home takes it without the compo rules.
import { renderClockNow } from './renderClock';

const deadlineFormat = () =>
  new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

/**
 * A deadline's parts in the reader's zone, with the year after the month when it is not the
 * current year's (a compo that ended last December did not end this one); null for an
 * unreadable date.
 */
function deadlineParts(date: string, now: number): Intl.DateTimeFormatPart[] | null {
  const ms = Date.parse(date);
  if (Number.isNaN(ms)) return null;
  const parts = deadlineFormat().formatToParts(ms);
  const year = new Date(ms).getFullYear();
  if (year === new Date(now).getFullYear()) return parts;
  // Asking Intl for the year too changes the whole format ('Sat, 6 Dec 2025, 20:27'): the
  // year goes into the same parts instead.
  return parts.map((part) => (part.type === 'month' ? { ...part, value: `${part.value} ${year}` } : part));
}

const joined = (parts: Intl.DateTimeFormatPart[]) => parts.map((part) => part.value).join('');

/**
 * A deadline as a short date and time in the reader's zone: 'Wed 3 Dec, 14:00', 'Sat 6 Dec
 * 2025, 20:27' in another year; '' for an unreadable date. `now` is the render's moment by
 * default, so a server-rendered card hydrates with the year the server wrote.
 */
export function deadlineText(date: string, now: number = renderClockNow()): string {
  const parts = deadlineParts(date, now);
  return parts ? joined(parts) : '';
}

/**
 * The day of a deadline alone, where a card has no room for the rest: '3 Dec', '6 Dec 2025'.
 * Cut from deadlineText's parts, so it is the same day in the same words ('Sept' where the
 * browser writes it so) as the compo's page, in the reader's zone too: a text for the browser to
 * write once hydrated, as the countdown's date.
 */
export function deadlineDayText(date: string, now: number = renderClockNow()): string {
  const parts = deadlineParts(date, now);
  if (!parts) return '';
  const ends = [parts.findIndex((part) => part.type === 'day'), parts.findIndex((part) => part.type === 'month')];
  return joined(parts.slice(Math.min(...ends), Math.max(...ends) + 1));
}
