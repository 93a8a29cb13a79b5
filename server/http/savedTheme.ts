// The theme a signed-in user saved in Edit profile, named on the page's <html> for boot.js, which
// opens the page in it when this browser has no theme of its own (src/lib/theme.ts openingTheme).
// In the HTML, not read later from the session: the theme applies before the first paint.
import { isThemeName, SAVED_THEME_ATTRIBUTE } from '../../src/lib/theme';
import { withHtmlAttribute } from './htmlTag';

/** `html` with the saved theme on <html>; unchanged when there is none (a visitor, a user who never chose). */
export function withSavedTheme(html: string, theme: string | null | undefined): string {
  return isThemeName(theme) ? withHtmlAttribute(html, SAVED_THEME_ATTRIBUTE, theme) : html;
}
