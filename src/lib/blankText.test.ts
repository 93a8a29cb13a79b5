import { describe, expect, it } from 'vitest';
import { isBlankText } from './blankText';

describe('isBlankText', () => {
  it('is true of empty, spaced and invisible-only texts', () => {
    for (const text of ['', '   ', '\n\t', '\u200b', ' \u200b\u200c\u200d ', '\u2060\ufeff', '\u3164', '\u115f\u1160', '\uffa0', '\u2800\u2800', '\u034f', '\u200e\u200f', '\ufe0f', '\u180e', '\u17b4\u17b5', '\u{E0020}\u{E0041}', '\u00ad']) {
      expect(isBlankText(text)).toBe(true);
    }
  });

  it('is false of any visible character, invisible ones around it too', () => {
    for (const text of ['a', ' . ', '\u200bhi\u200b', '👩\u200d🎨', 'ก\u200bข', '\u2067שלום\u2069']) expect(isBlankText(text)).toBe(false);
  });
});
