import { describe, expect, it } from 'vitest';
import { challengeDateText, entryCountText, entryFailedText, firstOpenDay } from './challengeRules';

const NOW = Date.parse('2026-11-23T10:00:00Z');

describe('challenge rules', () => {
  it('writes a challenge day, Today on its day, nothing for a bad date', () => {
    expect(challengeDateText('2026-11-21', NOW)).toBe('Nov 21, 2026');
    expect(challengeDateText('2026-11-23', NOW)).toBe('Today · Nov 23, 2026');
    expect(challengeDateText('yesterday', NOW)).toBe('');
    expect(challengeDateText('2026-13-45', NOW)).toBe('');
  });

  it('counts entries in words', () => {
    expect([0, 1, 2, 1234].map(entryCountText)).toEqual(['0 entries', '1 entry', '2 entries', '1,234 entries']);
  });

  it("puts the server's reason after 'There was a problem entering this challenge: '", () => {
    expect(entryFailedText('Closed.')).toBe('There was a problem entering this challenge: Closed.');
    expect(entryFailedText(null)).toBe('There was a problem entering this challenge: please try again in a bit.');
    expect(entryFailedText('  ')).toBe('There was a problem entering this challenge: please try again in a bit.');
  });

  it('keeps a challenge open for entries two days after its day', () => {
    expect(firstOpenDay(NOW)).toBe('2026-11-21');
  });
});
