// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { dateOf, monthDayText, shortDayText } from './dayText';

/** What the platform writes for the same day: the texts by hand must be the same. */
const platform = (date: Date, year: boolean) =>
  date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', ...(year ? { year: 'numeric' } : {}), timeZone: 'UTC' });

describe('the dates of a day', () => {
  it('writes every day of a leap year as the platform’s en-US short date does, in UTC', () => {
    for (let day = 0; day < 366; day++) {
      const date = new Date(Date.UTC(2024, 0, 1 + day));
      const iso = date.toISOString();
      expect(shortDayText(iso)).toBe(platform(date, true));
      expect(monthDayText(iso)).toBe(platform(date, false));
      expect(shortDayText(iso.slice(0, 10))).toBe(platform(date, true));
    }
  });

  it('reads a bare day as UTC midnight and a moment in its own offset', () => {
    expect(shortDayText('2026-11-30')).toBe('Nov 30, 2026');
    // 23:30 on Nov 30 in New York is Dec 1 in UTC.
    expect(shortDayText('2026-11-30T23:30:00-05:00')).toBe('Dec 1, 2026');
    expect(dateOf('2026-11-30')?.toISOString()).toBe('2026-11-30T00:00:00.000Z');
  });

  it('writes nothing for what is not a date', () => {
    for (const value of [null, undefined, '', 'soon', '2026-13-45', 'NaN']) {
      expect(shortDayText(value)).toBe('');
      expect(monthDayText(value)).toBe('');
      expect(dateOf(value)).toBeNull();
    }
  });
});
