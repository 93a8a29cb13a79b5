// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { readCookie } from './cookies';
import { parseViewport, rememberViewport, VIEWPORT_COOKIE } from './viewportCookie';

describe('the window size the server renders for', () => {
  it('reads a width and a height in CSS pixels, and nothing that is not a window', () => {
    expect(parseViewport('1280x800')).toEqual({ width: 1280, height: 800 });
    expect(parseViewport('412x823')).toEqual({ width: 412, height: 823 });
    for (const bad of [undefined, null, '', '1280', '1280x', 'x800', '99x800', '1280x99', '5000x800', '1280.5x800', '-1280x800', '1280x800x2', ' 1280x800', 'abcxdef']) {
      expect(parseViewport(bad)).toBeNull();
    }
  });

  it('remembers the window, rounded, and writes the cookie only when it changed', () => {
    rememberViewport({ innerWidth: 1279.6, innerHeight: 800 });
    expect(readCookie(VIEWPORT_COOKIE)).toBe('1280x800');
    const written = document.cookie;
    rememberViewport({ innerWidth: 1280, innerHeight: 800 });
    expect(document.cookie).toBe(written);
    rememberViewport({ innerWidth: 390, innerHeight: 844 });
    expect(readCookie(VIEWPORT_COOKIE)).toBe('390x844');
    // A window too small or too large to be one is not remembered.
    rememberViewport({ innerWidth: 0, innerHeight: 0 });
    expect(readCookie(VIEWPORT_COOKIE)).toBe('390x844');
  });
});
