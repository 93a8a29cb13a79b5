import { describe, expect, it } from 'vitest';
import { shortDate } from './HomeSections';

describe('shortDate', () => {
  it('writes a day as the platform\'s English short date does, in UTC; nothing for a bad date', () => {
    for (let month = 0; month < 12; month++) {
      const iso = `2025-${String(month + 1).padStart(2, '0')}-0${(month % 9) + 1}`;
      expect(shortDate(iso)).toBe(new Date(`${iso}T00:00:00Z`).toLocaleDateString('en', { month: 'short', day: 'numeric', timeZone: 'UTC' }));
    }
    expect(shortDate('2025-06-30T23:30:00-02:00')).toBe('Jul 1');
    expect(shortDate('2025-12-31')).toBe('Dec 31');
    expect(shortDate('soon')).toBe('');
  });
});
