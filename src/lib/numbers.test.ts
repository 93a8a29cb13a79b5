import { describe, expect, it } from 'vitest';
import { formatCount, formatNumber } from './numbers';

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
  it('leaves counts under a thousand as they are', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(7)).toBe('7');
    expect(formatCount(999)).toBe('999');
  });

  it('writes thousands with one decimal below ten thousand, whole above', () => {
    expect(formatCount(1000)).toBe('1k');
    expect(formatCount(1234)).toBe('1.2k');
    expect(formatCount(9940)).toBe('9.9k');
    expect(formatCount(12_345)).toBe('12k');
    expect(formatCount(123_456)).toBe('123k');
  });

  it('writes millions with one decimal', () => {
    expect(formatCount(1_000_000)).toBe('1M');
    expect(formatCount(1_250_000)).toBe('1.3M');
    expect(formatCount(12_345_678)).toBe('12.3M');
  });
});
