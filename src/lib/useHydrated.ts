// False in the server's render and while the client hydrates it, true from the next render on:
// for what only the browser knows (the viewer's time zone, the window), which the server's markup
// must leave out so that hydration finds exactly what the server wrote.
import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}

/**
 * The viewport the server renders for, not knowing the visitor's: a phone's (Lighthouse's is
 * 412 × 823), the device most pages are first opened on. A wider window lays out anew right
 * after hydration, as it does on a resize.
 */
export const SERVER_VIEWPORT = { width: 412, height: 823 } as const;

let renderedFor: { width: number; height: number } | null = null;

/**
 * The window the server renders for when it knows the viewer's (their cookie, lib/viewportCookie.ts):
 * set by the server around its render, and by the app from the page's state before it hydrates,
 * so both lay out alike. Null: SERVER_VIEWPORT.
 */
export function setRenderViewport(viewport: { width: number; height: number } | null): void {
  renderedFor = viewport;
}

/** The window's size; on the server and while hydrating (`hydrated` false), the one rendered for. */
export function initialViewport(hydrated: boolean): { width: number; height: number } {
  return hydrated && typeof window !== 'undefined' ? { width: window.innerWidth, height: window.innerHeight } : (renderedFor ?? SERVER_VIEWPORT);
}
