import { describe, expect, it } from 'vitest';
import { absoluteDate, parseDate, relativeTime } from './relativeTime';

const NOW = Date.parse('2024-06-15T12:00:00Z');
const ago = (seconds: number) => relativeTime(NOW - seconds * 1000, NOW);
const ahead = (seconds: number) => relativeTime(NOW + seconds * 1000, NOW);

describe('relativeTime', () => {
  it("says 'just now' for 5 seconds or less, either way", () => {
    expect(ago(0)).toBe('just now');
    expect(ago(5)).toBe('just now');
    expect(ahead(5)).toBe('just now');
  });

  it('counts seconds, then minutes up to 90', () => {
    expect(ago(6)).toBe('6 seconds ago');
    expect(ago(59)).toBe('59 seconds ago');
    expect(ago(60)).toBe('1 minute ago');
    expect(ago(61 * 60)).toBe('61 minutes ago');
    expect(ago(89 * 60 + 59)).toBe('89 minutes ago');
    expect(ago(90 * 60)).toBe('1 hour ago');
  });

  it('then hours, days, weeks, months and years', () => {
    expect(ago(5 * 3600)).toBe('5 hours ago');
    expect(ago(23 * 3600)).toBe('23 hours ago');
    expect(ago(24 * 3600)).toBe('1 day ago');
    expect(ago(6 * 86400)).toBe('6 days ago');
    expect(ago(7 * 86400)).toBe('1 week ago');
    expect(ago(29 * 86400)).toBe('4 weeks ago');
    expect(ago(31 * 86400)).toBe('1 month ago');
    expect(ago(364 * 86400)).toBe('11 months ago');
    expect(ago(366 * 86400)).toBe('1 year ago');
    expect(ago(3 * 366 * 86400)).toBe('3 years ago');
  });

  it("uses 'from now' for the future", () => {
    expect(ahead(30)).toBe('30 seconds from now');
    expect(ahead(2 * 86400)).toBe('2 days from now');
  });

  it('gives nothing for an unreadable date', () => {
    expect(relativeTime(Number.NaN, NOW)).toBe('');
  });
});

describe('absoluteDate and parseDate', () => {
  it('writes English month names and a 12-hour clock', () => {
    const local = new Date(2024, 2, 5, 15, 4);
    expect(absoluteDate(local)).toBe('March 5, 2024, 3:04 PM');
    expect(absoluteDate(new Date(2023, 11, 31, 0, 30))).toBe('December 31, 2023, 12:30 AM');
    expect(absoluteDate(Number.NaN)).toBe('');
  });

  it('reads ISO dates and refuses the rest', () => {
    expect(parseDate('2024-06-15T12:00:00Z')).toBe(NOW);
    expect(parseDate('yesterday')).toBeNull();
    expect(parseDate(null)).toBeNull();
    expect(parseDate('')).toBeNull();
  });
});
