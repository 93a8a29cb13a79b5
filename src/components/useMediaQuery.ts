// Whether a media query matches, kept up to date: for layouts that differ in structure, not only
// in style (CSS alone cannot move a part into another column and keep the reading order).
import { useSyncExternalStore } from 'react';
import { initialViewport } from '../lib/useHydrated';

const list = (query: string) => (typeof window === 'undefined' || !window.matchMedia ? null : window.matchMedia(query));

const WIDTH_FEATURE = /^\((min|max)-width:\s*(\d+(?:\.\d+)?)px\)$/;

/**
 * Whether `query` matches the window the server renders for (lib/useHydrated.ts: the viewer's,
 * from their cookie, or a phone's), as the server's render and the hydration that follows it
 * answer it, so a layout chosen by width is the same in the markup and in the app. Only widths
 * are known there: a query on anything else (hover, a pointer) does not match, as on a phone.
 */
export function matchesRenderedWindow(query: string): boolean {
  const { width } = initialViewport(false);
  return query.split(/\s+and\s+/).every((part) => {
    const feature = WIDTH_FEATURE.exec(part.trim());
    if (!feature) return false;
    const bound = Number(feature[2]);
    return feature[1] === 'min' ? width >= bound : width <= bound;
  });
}

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (changed) => {
      const media = list(query);
      media?.addEventListener('change', changed);
      return () => media?.removeEventListener('change', changed);
    },
    () => list(query)?.matches ?? false,
    () => matchesRenderedWindow(query),
  );
}
