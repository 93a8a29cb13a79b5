// The reader's text size: what 1rem is on this page (16 px unless they chose another in their
// browser or system). Boxes measured in pixels for a windowed list (a row's fixed height) grow
// with it, so larger text is not cut.

/** The browser's default text size, at which the designs' pixel sizes hold. */
export const DEFAULT_TEXT_PX = 16;

/** 1rem in pixels now; the default where there is no document (the server's render). */
export function remPixels(): number {
  if (typeof document === 'undefined') return DEFAULT_TEXT_PX;
  const size = Number.parseFloat(getComputedStyle(document.documentElement).fontSize);
  return Number.isFinite(size) && size > 0 ? size : DEFAULT_TEXT_PX;
}

/** `px` as designed at the default text size, scaled to the reader's when that is larger (never smaller). */
export function scaledToText(px: number, rem = remPixels()): number {
  return Math.max(px, Math.ceil((px * rem) / DEFAULT_TEXT_PX));
}
