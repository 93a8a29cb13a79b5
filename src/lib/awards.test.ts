import { describe, expect, it } from 'vitest';
import { AWARD_SUMMARIES, summaryOfYear } from './awardSummaries';
import { AWARDS_YEARS, DEFAULT_AWARDS_YEAR, hasVotePreview, isAwardsYear, parseAwardsYear } from './awards';
import { eventPaths } from './paths/events';

describe('the awards years', () => {
  it('offers 2011 to 2022, newest first, and defaults to 2022', () => {
    expect(AWARDS_YEARS).toEqual([2022, 2021, 2020, 2019, 2018, 2017, 2016, 2015, 2014, 2013, 2012, 2011]);
    expect(DEFAULT_AWARDS_YEAR).toBe(2022);
    expect(isAwardsYear(2011)).toBe(true);
    expect(isAwardsYear(2010)).toBe(false);
    expect(isAwardsYear(2021.5)).toBe(false);
  });

  it.each([
    ['2015', 2015],
    ['2011', 2011],
    ['2022', 2022],
    [' 2012 ', 2012],
  ])('reads the year %j as %i', (raw, year) => {
    expect(parseAwardsYear(raw)).toBe(year);
  });

  it.each(['', 'abc', '2015abc', '2015.5', '-2015', '1e3', '²⁰¹⁵', null, undefined])('defaults to 2022 for %j, which is not a number', (raw) => {
    expect(parseAwardsYear(raw)).toBe(2022);
  });

  it.each(['2010', '2023', '0', '1999', '999999'])('defaults to 2022 for the number %j outside the offered years', (raw) => {
    expect(parseAwardsYear(raw)).toBe(2022);
  });

  it('turns the voting preview on with the vote_preview flag (any value but 0 or false)', () => {
    expect(hasVotePreview('?vote_preview')).toBe(true);
    expect(hasVotePreview('?vote_preview=1')).toBe(true);
    expect(hasVotePreview('?a=b&vote_preview=yes')).toBe(true);
    expect(hasVotePreview('')).toBe(false);
    expect(hasVotePreview('?vote_preview=0')).toBe(false);
    expect(hasVotePreview('?vote_preview=false')).toBe(false);
    expect(hasVotePreview('?mode=suggestions')).toBe(false);
  });

  it('builds the addresses, keeping the preview flag', () => {
    expect(eventPaths.awards()).toBe('/awards');
    expect(eventPaths.awards(2015)).toBe('/awards/2015');
    expect(eventPaths.awards(2015, true)).toBe('/awards/2015?vote_preview=1');
  });
});

describe('the static summaries', () => {
  it('has one summary per offered year, each with a video link', () => {
    expect(AWARD_SUMMARIES.map((summary) => summary.year).sort()).toEqual([...AWARDS_YEARS].sort());
    for (const summary of AWARD_SUMMARIES) {
      expect(summary.video.url).toMatch(/^https:\/\//);
      expect(summary.headline.length).toBeGreaterThan(0);
    }
  });

  it('lists winners per category for the closed years (2022 is being voted on)', () => {
    for (const year of AWARDS_YEARS.filter((y) => y !== 2022)) {
      const winners = summaryOfYear(year)?.winners ?? [];
      expect(winners.length).toBeGreaterThanOrEqual(4);
      expect(new Set(winners.map((w) => w.category)).size).toBe(winners.length);
      for (const winner of winners) expect(winner.kind === 'sketch').toBe(winner.sketch !== undefined);
    }
    expect(summaryOfYear(2022)?.winners).toEqual([]);
    expect(summaryOfYear(2030)).toBeNull();
  });
});
