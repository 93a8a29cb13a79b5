import { describe, expect, it, vi } from 'vitest';
import { cardDeadline, compoDeadline, countdownText, countdownWords, entryStatus, OPEN_LABEL, RESULTS_LABEL } from './compoRules';
import { deadlineDayText, deadlineText } from './deadlineText';
import { UPDATE_VOTE_LABEL, voteButtonLabel } from './voteLink';

const compo = (state: 'open' | 'voting' | 'closed') => ({ state, endDate: '2026-12-01T12:00:00.000Z', endVotingDate: '2026-12-08T12:00:00.000Z' });

describe('entryStatus', () => {
  it('says Entered for place -1', () => {
    expect(entryStatus(-1)).toBe('Entered');
  });

  it('shows places 1 to 10 as ordinals', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(entryStatus)).toEqual(['1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th', '9th', '10th']);
  });

  it('shows other places as top 25, 50, 100 or 250', () => {
    expect([11, 25, 26, 50, 51, 100, 101, 250].map(entryStatus)).toEqual(['Top 25', 'Top 25', 'Top 50', 'Top 50', 'Top 100', 'Top 100', 'Top 250', 'Top 250']);
  });

  it('shows nothing for no place, 0, other negatives, fractions and places over 250', () => {
    expect([null, undefined, 0, -2, 1.5, 251, Number.NaN].map(entryStatus)).toEqual([null, null, null, null, null, null, null]);
  });
});

describe('compoDeadline', () => {
  it('counts to the submission deadline while open', () => {
    expect(compoDeadline(compo('open'))).toEqual({ label: OPEN_LABEL, until: '2026-12-01T12:00:00.000Z', what: 'Entries close' });
    expect(OPEN_LABEL).toBe('Open for entries');
  });

  it('counts to the voting deadline while voting', () => {
    expect(compoDeadline(compo('voting'))).toEqual({ label: 'Voting', until: '2026-12-08T12:00:00.000Z', what: 'Voting ends' });
  });

  it('has no countdown once closed and says View results', () => {
    expect(compoDeadline(compo('closed'))).toEqual({ label: RESULTS_LABEL, until: null, what: null });
    expect(RESULTS_LABEL).toBe('View results');
  });

  it('gives each card the deadline of its state', () => {
    const now = Date.parse('2026-11-20T12:00:00.000Z');
    expect(cardDeadline(compo('open'), now)).toMatch(/^Entries close \w{3} 1 Dec, \d\d:\d\d$/);
    expect(cardDeadline(compo('voting'), now)).toMatch(/^Voting ends \w{3} 8 Dec/);
    expect(cardDeadline(compo('closed'), now)).toMatch(/^Ended \w{3} 8 Dec/);
    expect(cardDeadline({ state: 'closed', endDate: 'x', endVotingDate: 'not a date' }, now)).toBe('Ended');
  });
});

describe('deadlineText', () => {
  // Midday UTC: the same date in every zone the test may run in.
  const lastYear = '2025-12-06T12:27:00.000Z';
  const today = Date.parse('2026-12-06T12:00:00.000Z');

  it('names the year of a date in another year, after the month', () => {
    expect(deadlineText(lastYear, today)).toMatch(/^Sat 6 Dec 2025, \d\d:\d\d$/);
    expect(deadlineText('2027-01-08T12:00:00.000Z', today)).toMatch(/^Fri 8 Jan 2027, \d\d:\d\d$/);
    expect(cardDeadline({ state: 'closed', endDate: lastYear, endVotingDate: lastYear }, today)).toMatch(/^Ended Sat 6 Dec 2025, \d\d:\d\d$/);
  });

  it("gives the day alone as deadlineText writes it: the same day and month's words, the year in another year", () => {
    for (const date of ['2026-09-03T12:00:00.000Z', '2026-12-12T12:00:00.000Z', lastYear]) {
      const day = deadlineDayText(date, today);
      expect(deadlineText(date, today)).toContain(` ${day}, `);
    }
    expect(deadlineDayText('2026-12-12T12:00:00.000Z', today)).toBe('12 Dec');
    expect(deadlineDayText(lastYear, today)).toBe('6 Dec 2025');
    expect(deadlineDayText('not a date', today)).toBe('');
  });

  it('leaves the year out within the current year, and reads the clock when not given a moment', () => {
    expect(deadlineText('2026-12-12T12:00:00.000Z', today)).toMatch(/^Sat 12 Dec, \d\d:\d\d$/);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(today);
      expect(deadlineText(lastYear)).toMatch(/^Sat 6 Dec 2025, /);
      expect(deadlineText('2026-06-13T12:00:00.000Z')).toMatch(/^Sat 13 Jun, /);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the countdown', () => {
  const until = '2026-12-01T12:00:00.000Z';
  const at = (ms: number) => Date.parse(until) - ms;

  it('shows days, then hours, minutes and seconds', () => {
    expect(countdownText(until, at(((3 * 24 + 4) * 3600 + 5 * 60 + 6) * 1000))).toBe('3d 04:05:06');
    expect(countdownText(until, at(59_000))).toBe('00:00:59');
  });

  it('stops at zero and ignores an unreadable date', () => {
    expect(countdownText(until, at(-5000))).toBe('00:00:00');
    expect(countdownText('soon', 0)).toBeNull();
    expect(countdownWords('soon', 0)).toBeNull();
  });

  it('says the time left in words for screen readers', () => {
    expect(countdownWords(until, at((26 * 3600 + 60) * 1000))).toBe('1 day, 2 hours, 1 minute');
    expect(countdownWords(until, at(30_000))).toBe('less than a minute');
  });
});

it("labels the vote button 'Update your vote' once voted", () => {
  expect(voteButtonLabel(false)).toBe('Vote');
  expect(voteButtonLabel(true)).toBe(UPDATE_VOTE_LABEL);
  expect(UPDATE_VOTE_LABEL).toBe('Update your vote');
});
