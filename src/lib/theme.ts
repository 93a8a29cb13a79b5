// Theme names, their storage, and the native app's hex codes (spec part 1 §4). The hex codes
// are wire values of the host bridge, so the bridge owns them (bridge/names.ts).
import { THEME_HEX } from '../../bridge/names';

export type ThemeName = keyof typeof THEME_HEX;
export const THEMES = Object.keys(THEME_HEX) as readonly ThemeName[];
/** What the page shows: a stored theme, or the purple-and-orange default when nothing is stored. */
export type AppliedTheme = ThemeName | 'default';

export const THEME_STORAGE_KEY = 'theme';

/**
 * On <html>, set by the server for a signed-in user who saved a theme in Edit profile
 * (server/http/savedTheme.ts): a browser with no choice of its own opens in it.
 */
export const SAVED_THEME_ATTRIBUTE = 'data-saved-theme';

export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

/** The native app sends exactly one of three hex codes (with or without '#'); anything else is rejected. */
export function themeFromHex(value: unknown): ThemeName | null {
  if (typeof value !== 'string') return null;
  const hex = value.trim().replace(/^#/, '').toLowerCase();
  return THEMES.find((theme) => THEME_HEX[theme] === hex) ?? null;
}

export function hexOfTheme(theme: ThemeName): string {
  return THEME_HEX[theme];
}

/** A theme named by a launch parameter: a theme name or one of the app's hex codes. */
export function parseThemeParam(value: string | null | undefined): ThemeName | null {
  if (!value) return null;
  return isThemeName(value) ? value : themeFromHex(value);
}

/**
 * The theme of the launch parameter (?theme=, as the app opens the page), for the load it opened:
 * a reload of that address or a return to it by Back or Forward keeps what was chosen since (in
 * the menu, or by the host's push), which the parameter, still in the address, would overwrite.
 */
export function launchTheme(search: string, navigationType: string | undefined): ThemeName | null {
  if (navigationType === 'reload' || navigationType === 'back_forward') return null;
  return parseThemeParam(new URLSearchParams(search).get('theme'));
}

/**
 * The theme a page opens with: the launch parameter's, else this browser's own choice (the menu's
 * pick or the app's push), else the one the signed-in user saved in their profile, else the default.
 */
export function openingTheme(launched: ThemeName | null, stored: ThemeName | null, saved: string | null): AppliedTheme {
  return launched ?? stored ?? (isThemeName(saved) ? saved : 'default');
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
