// Whether a media query matches, kept up to date: for layouts that differ in structure, not only
// in style (CSS alone cannot move a part into another column and keep the reading order).
import { useSyncExternalStore } from 'react';

const list = (query: string) => (typeof window === 'undefined' || !window.matchMedia ? null : window.matchMedia(query));

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (changed) => {
      const media = list(query);
      media?.addEventListener('change', changed);
      return () => media?.removeEventListener('change', changed);
    },
    () => list(query)?.matches ?? false,
    () => false,
  );
}
