// The browser window's size, remembered in a cookie so that the server renders the next landing
// page for it (issue 22): without it the server lays out for a phone (SERVER_VIEWPORT), and a
// desktop window jumps to its own layout once the app hydrates (the gallery's columns, the sketch
// page's side panel: a layout shift of up to 0.7). A first visit has no cookie and gets the phone
// layout, as before. The app writes the cookie as it starts and after the window is resized.
import { readCookie, writeCookie } from './cookies';

export const VIEWPORT_COOKIE = 'viewport';
const KEPT_SECONDS = 30 * 24 * 60 * 60;
/** A window size the server lays out for, in CSS pixels: anything outside is not a window. */
const SIDE = { min: 200, max: 4000 } as const;

export interface Viewport {
  width: number;
  height: number;
}

const side = (text: string) => {
  const value = Number(text);
  return Number.isInteger(value) && value >= SIDE.min && value <= SIDE.max ? value : null;
};

/** The size a cookie's value names ('1280x800'), or null for anything else. */
export function parseViewport(value: string | null | undefined): Viewport | null {
  const match = /^(\d{3,4})x(\d{3,4})$/.exec(value ?? '');
  if (!match) return null;
  const width = side(match[1]!);
  const height = side(match[2]!);
  return width !== null && height !== null ? { width, height } : null;
}

export const viewportText = ({ width, height }: Viewport) => `${width}x${height}`;

/** Remembers the window's size now (rounded to whole pixels), when it is not the one remembered. */
export function rememberViewport(window: Pick<Window, 'innerWidth' | 'innerHeight'>): void {
  const now = parseViewport(`${Math.round(window.innerWidth)}x${Math.round(window.innerHeight)}`);
  if (now && readCookie(VIEWPORT_COOKIE) !== viewportText(now)) writeCookie(VIEWPORT_COOKIE, viewportText(now), KEPT_SECONDS);
}

/** Remembers the window's size now and half a second after each resize. */
export function followViewport(target: Window = window): void {
  rememberViewport(target);
  let timer: ReturnType<typeof setTimeout> | undefined;
  target.addEventListener('resize', () => {
    clearTimeout(timer);
    timer = setTimeout(() => rememberViewport(target), 500);
  });
}
