import { describe, expect, it } from 'vitest';
import { parsePositiveId } from './ids';

describe('parsePositiveId', () => {
  it('takes positive whole numbers in plain digits', () => {
    expect(parsePositiveId('42')).toBe(42);
    expect(parsePositiveId('007')).toBe(7);
    expect(parsePositiveId('999999999999')).toBe(999_999_999_999);
  });

  it('refuses zero, signs, exponents, fractions, spaces and other text', () => {
    for (const text of ['0', '000', '-1', '+1', '1e3', '1.5', ' 12', '12 ', '4x', '12abc', '']) {
      expect(parsePositiveId(text)).toBeNull();
    }
    expect(parsePositiveId(null)).toBeNull();
    expect(parsePositiveId(undefined)).toBeNull();
  });

  it('refuses more digits than allowed, and allows more when asked', () => {
    expect(parsePositiveId('1234567890123')).toBeNull();
    expect(parsePositiveId('1234567890123', 15)).toBe(1_234_567_890_123);
    expect(parsePositiveId('9999999999999999', 16)).toBeNull(); // beyond a safe integer
  });
});
