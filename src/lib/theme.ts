// Theme names, their storage, and the native app's hex codes (spec part 1 §4).
export const THEMES = ['light', 'gray', 'dark'] as const;
export type ThemeName = (typeof THEMES)[number];
/** What the page shows: a stored theme, or the purple-and-orange default when nothing is stored. */
export type AppliedTheme = ThemeName | 'default';

export const THEME_STORAGE_KEY = 'theme';

const HEX_TO_THEME: Readonly<Record<string, ThemeName>> = Object.freeze({
  f2f2f3: 'light',
  '4d5052': 'gray',
  '161616': 'dark',
});

export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

/** The native app sends exactly one of three hex codes (with or without '#'); anything else is rejected. */
export function themeFromHex(value: unknown): ThemeName | null {
  if (typeof value !== 'string') return null;
  const hex = value.trim().replace(/^#/, '').toLowerCase();
  return HEX_TO_THEME[hex] ?? null;
}

export function hexOfTheme(theme: ThemeName): string {
  return Object.keys(HEX_TO_THEME).find((hex) => HEX_TO_THEME[hex] === theme)!;
}

/** A theme named by a launch parameter: a theme name or one of the app's hex codes. */
export function parseThemeParam(value: string | null | undefined): ThemeName | null {
  if (!value) return null;
  return isThemeName(value) ? value : themeFromHex(value);
}

export function readStoredTheme(storage: Pick<Storage, 'getItem'> | undefined): ThemeName | null {
  try {
    const value = storage?.getItem(THEME_STORAGE_KEY);
    return isThemeName(value) ? value : null;
  } catch {
    return null; // storage can be disabled (private mode, sandboxed WebView)
  }
}

export function storeTheme(storage: Pick<Storage, 'setItem'> | undefined, theme: ThemeName): void {
  try {
    storage?.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    /* storage unavailable: the theme still applies for this visit */
  }
}

export function applyThemeToDocument(doc: Document, theme: AppliedTheme): void {
  doc.documentElement.dataset.theme = theme;
}
