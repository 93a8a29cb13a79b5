import { describe, expect, it } from 'vitest';
import { countNoun, countText, formatCount, formatNumber } from './numbers';

describe('formatNumber', () => {
  it('groups thousands with commas and keeps fractions and signs', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(1234)).toBe('1,234');
    expect(formatNumber(18_420)).toBe('18,420');
    expect(formatNumber(-1_234_567)).toBe('-1,234,567');
    expect(formatNumber(1234.5)).toBe('1,234.5');
    expect(formatNumber(0.1 + 0.2)).toBe('0.30000000000000004');
  });

  it('shows 0 for what is not a number', () => {
    expect(formatNumber(Number.NaN)).toBe('0');
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('0');
  });
});

describe('formatCount', () => {
  // Under a thousand as is; thousands with one decimal below ten thousand, whole above; millions with one decimal.
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1k'],
    [1234, '1.2k'],
    [9940, '9.9k'],
    [12_345, '12k'],
    [123_456, '123k'],
    [1_000_000, '1M'],
    [1_250_000, '1.3M'],
    [12_345_678, '12.3M'],
  ])('writes %d as %s', (count, text) => {
    expect(formatCount(count)).toBe(text);
  });
});

describe('the written forms are the platform formatter`s', () => {
  // numbers.ts writes whole numbers itself (no Intl on a page's first load); Intl is the oracle.
  const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 20 });
  const compactFine = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
  const compactWhole = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 0 });
  const intlCount = (n: number) => (n >= 10_000 && n < 1_000_000 ? compactWhole : compactFine).format(n).replace('K', 'k');

  // Every edge of rounding and of units, powers of ten either side, and a seeded spread.
  const edges = [0, 1, 9, 10, 99, 100, 999, 1000, 1001, 1049, 1050, 1051, 1099, 9949, 9950, 9999, 10_000, 10_499, 10_500,
    99_499, 99_500, 999_499, 999_500, 999_949, 999_950, 999_999, 1_000_000, 1_049_999, 1_050_000, 999_949_999,
    999_950_000, 1e9, 1_234_567_890, 999_950_000_000, 1e12, 999_949_999_999_999, 999_950_000_000_000, 1e15 - 1];
  let seed = 7;
  const random = () => ((seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647);
  const spread = Array.from({ length: 4000 }, (_, i) => Math.floor(random() * 10 ** (1 + (i % 15))));
  const wholes = [...edges, ...spread, ...edges.map((n) => Math.max(0, n - 1)), ...edges.map((n) => n + 1)];

  it('formatNumber writes every whole number as Intl does, signs included', () => {
    for (const n of [...wholes, ...wholes.map((w) => -w), Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER]) {
      expect(formatNumber(n), String(n)).toBe(grouped.format(n));
    }
  });

  it('formatNumber hands fractions, -0 and unsafe integers to Intl', () => {
    for (const n of [-0, 0.5, -1234.25, 1e-7, 2 ** 60, 1e21, 123_456.789]) expect(formatNumber(n), String(n)).toBe(grouped.format(n));
  });

  it('formatCount writes every whole count as Intl does', () => {
    for (const n of wholes) expect(formatCount(n), String(n)).toBe(intlCount(n));
  });

  it('formatCount hands fractions, negatives and counts past a thousand trillion to Intl', () => {
    for (const n of [0.5, 1234.56, -1500, -12, 1e15, 3.2e16]) expect(formatCount(n), String(n)).toBe(intlCount(n));
  });
});

describe('countText and countNoun', () => {
  it('say one thing for exactly one and the plural for every other count, 0 included', () => {
    expect(countText(1, 'heart')).toBe('1 heart');
    expect(countText(0, 'heart')).toBe('0 hearts');
    expect(countText(2, 'comment')).toBe('2 comments');
    expect(countText(18_420, 'glop')).toBe('18,420 glops');
    expect(countText(1, 'entry', 'entries')).toBe('1 entry');
    expect(countText(3, 'sketch', 'sketches')).toBe('3 sketches');
    expect(countNoun(1, 'view')).toBe('view');
    expect(countNoun(1.5, 'view')).toBe('views');
  });
});
