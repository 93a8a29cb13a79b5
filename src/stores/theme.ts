// The theme store: light, gray or dark, or the purple-and-orange default when nothing is stored.
// Themes are CSS custom properties keyed on <html data-theme>: a change sets the attribute at
// once, so the very next frame shows the new colours, and React learns the theme name only after
// that paint (a re-render of the few parts that show it, e.g. the picker's pressed entry). A
// theme the app pushes stops there: the page keeps its state. The user's own choice also rebuilds
// the page (spec part 1 §4) by bumping `generation`, the shell's key, after the paint too, so the
// rebuild never holds back the repaint.
import { create } from 'zustand';
import { applyThemeToDocument, readStoredTheme, storeTheme, type AppliedTheme, type ThemeName } from '../lib/theme';
import { registerReset } from '../lib/testReset';

interface ThemeState {
  theme: AppliedTheme;
  generation: number;
  /** The user's choice: saved, repainted at once, the page rebuilt after the paint. */
  setTheme: (theme: ThemeName) => void;
  /** The app's push: saved and repainted at once; nothing remounts. */
  followTheme: (theme: ThemeName) => void;
}

/** What <html data-theme> shows: boot.js set it before first paint, and changes set it first. */
function shownTheme(): AppliedTheme {
  const applied = document.documentElement.dataset.theme;
  if (applied === 'light' || applied === 'gray' || applied === 'dark' || applied === 'default') return applied;
  return readStoredTheme(globalThis.localStorage) ?? 'default';
}

/** After the next paint: a frame callback runs before it, a task queued from there after it. */
function afterPaint(run: () => void): void {
  requestAnimationFrame(() => setTimeout(run, 0));
}

/** A change shown but not yet in the store; whether it asks for a rebuild. */
let pending: { rebuild: boolean } | null = null;
registerReset(() => void (pending = null)); // a test's change must not land in the next test

export const useTheme = create<ThemeState>()((set) => {
  const change = (theme: ThemeName, rebuild: boolean) => {
    storeTheme(globalThis.localStorage, theme);
    if (shownTheme() === theme) return; // idempotent: the same theme twice repaints and rebuilds nothing
    applyThemeToDocument(document, theme);
    if (pending) return void (pending.rebuild ||= rebuild); // one update for every change in a frame
    const mine = (pending = { rebuild });
    afterPaint(() => {
      if (pending !== mine) return;
      pending = null;
      set((state) => ({ theme: shownTheme(), generation: state.generation + (mine.rebuild ? 1 : 0) }));
    });
  };
  return {
    theme: typeof document === 'undefined' ? 'default' : shownTheme(),
    generation: 0,
    setTheme: (theme) => change(theme, true),
    followTheme: (theme) => change(theme, false),
  };
});
