import { describe, expect, it } from 'vitest';
import { hexOfTheme, launchTheme, openingTheme, parseThemeParam, readStoredTheme, storeTheme, themeFromHex } from './theme';

describe('theme hex codes of the native app', () => {
  it('maps exactly the three codes, with or without # and in any case', () => {
    expect(themeFromHex('f2f2f3')).toBe('light');
    expect(themeFromHex('#4D5052')).toBe('gray');
    expect(themeFromHex('161616')).toBe('dark');
  });
  it('rejects anything else', () => {
    for (const bad of ['ffffff', '', 'dark', '16161', '1616166', null, 42, {}, undefined]) {
      expect(themeFromHex(bad)).toBeNull();
    }
  });
  it('round-trips names and hex codes', () => {
    expect(hexOfTheme('light')).toBe('f2f2f3');
    expect(hexOfTheme('gray')).toBe('4d5052');
    expect(hexOfTheme('dark')).toBe('161616');
  });
  it('accepts a theme name or a hex code as a launch parameter', () => {
    expect(parseThemeParam('gray')).toBe('gray');
    expect(parseThemeParam('161616')).toBe('dark');
    expect(parseThemeParam('purple')).toBeNull();
    expect(parseThemeParam(null)).toBeNull();
  });
});

describe('stored theme', () => {
  const memory = () => {
    const map = new Map<string, string>();
    return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
  };
  it('stores and reads a theme', () => {
    const storage = memory();
    expect(readStoredTheme(storage)).toBeNull();
    storeTheme(storage, 'gray');
    expect(readStoredTheme(storage)).toBe('gray');
  });
  it('ignores a stored value that is not a theme', () => {
    const storage = memory();
    storage.setItem('theme', 'neon');
    expect(readStoredTheme(storage)).toBeNull();
  });
  it('survives a storage that throws', () => {
    const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); } };
    expect(readStoredTheme(broken)).toBeNull();
    expect(() => storeTheme(broken, 'dark')).not.toThrow();
  });
});

describe('the launch parameter', () => {
  it('applies on the load the app or a link opened, not on a reload or a return by Back or Forward', () => {
    expect(launchTheme('?theme=161616&aid=1', 'navigate')).toBe('dark');
    expect(launchTheme('?theme=gray', undefined)).toBe('gray');
    // The menu's choice or the host's push since then is what the page shows again.
    expect(launchTheme('?theme=161616&aid=1', 'reload')).toBeNull();
    expect(launchTheme('?theme=dark', 'back_forward')).toBeNull();
    expect(launchTheme('?aid=1', 'navigate')).toBeNull();
  });
});

describe('openingTheme', () => {
  it("takes the launch parameter's, then this browser's choice, then the profile's saved theme, then the default", () => {
    expect(openingTheme('gray', 'light', 'dark')).toBe('gray');
    expect(openingTheme(null, 'light', 'dark')).toBe('light');
    expect(openingTheme(null, null, 'dark')).toBe('dark');
    expect(openingTheme(null, null, null)).toBe('default');
  });

  it('ignores a saved value that is no theme', () => {
    expect(openingTheme(null, null, 'purple')).toBe('default');
    expect(openingTheme(null, null, '')).toBe('default');
  });
});
