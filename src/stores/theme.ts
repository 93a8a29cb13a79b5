// The theme store: light, gray or dark, or the purple-and-orange default when nothing is stored.
// Themes are CSS custom properties keyed on <html data-theme>, so a change repaints at once;
// the page is also rebuilt (spec part 1 §4) by bumping `generation`, which the shell uses as a key.
import { create } from 'zustand';
import {
  applyThemeToDocument,
  readStoredTheme,
  storeTheme,
  type AppliedTheme,
  type ThemeName,
} from '../lib/theme';

interface ThemeState {
  theme: AppliedTheme;
  generation: number;
  setTheme: (theme: ThemeName) => void;
}

function initialTheme(): AppliedTheme {
  if (typeof document === 'undefined') return 'default';
  // boot.js applied the theme before first paint; it is the source of truth at start.
  const applied = document.documentElement.dataset.theme;
  if (applied === 'light' || applied === 'gray' || applied === 'dark' || applied === 'default') return applied;
  return readStoredTheme(globalThis.localStorage) ?? 'default';
}

export const useTheme = create<ThemeState>()((set, get) => ({
  theme: initialTheme(),
  generation: 0,
  setTheme: (theme) => {
    storeTheme(globalThis.localStorage, theme);
    if (get().theme === theme) return; // idempotent: the same push twice rebuilds nothing
    applyThemeToDocument(document, theme);
    set((state) => ({ theme, generation: state.generation + 1 }));
  },
}));
