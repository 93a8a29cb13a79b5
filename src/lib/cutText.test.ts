import { describe, expect, it } from 'vitest';
import { cutText } from './cutText';

describe('cutText', () => {
  it('keeps a text within the limit as it is, and cuts a longer one to the limit', () => {
    expect(cutText('short', 10)).toBe('short');
    expect(cutText('abcdef', 4)).toBe('abcd');
  });

  it("never splits what a reader sees as one character: a pair, a flag, a family, a skin tone, an accent", () => {
    expect(cutText('a🦊', 2)).toBe('a');
    expect(cutText(`${'x'.repeat(57)}🇯🇵 flag`, 59)).toBe('x'.repeat(57));
    expect(cutText(`${'y'.repeat(55)}👩🏽‍👩🏽‍👧🏽 family`, 59)).toBe('y'.repeat(55));
    expect(cutText('👍🏽👍🏽', 3)).toBe('');
    expect(cutText('👍🏽👍🏽', 6)).toBe('👍🏽');
    expect(cutText('cafe\u0301s', 4)).toBe('caf');
    expect(cutText('cafe\u0301s', 5)).toBe('cafe\u0301');
  });
});
