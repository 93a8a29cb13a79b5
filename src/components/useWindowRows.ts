// The rows of a list that are near the window's viewport: the part of a window virtualizer
// SketchGrid needs (the page scrolls the window; each row's top is known up front), in a few
// lines instead of a 11 KB gzip library in the first load of every gallery. Rows may differ in
// height (the large list's images keep their proportions), so rows are found by binary search.
import { useLayoutEffect, useState } from 'react';

export interface WindowRow {
  index: number;
  /** Top of the row in document coordinates (the list's top plus the rows above it). */
  start: number;
}

export interface WindowRowsOptions {
  /** Where each row starts inside the list, and the list's height last: one more entry than rows. */
  tops: readonly number[];
  /** Distance of the list's top from the top of the document. */
  top: number;
  /** Rows kept beyond each edge of the viewport. */
  overscan: number;
  /** False until the page has put its scroll position back. */
  enabled: boolean;
}

/** How many rows start before `y` (at or before it when `orAt`). */
function rowsBefore(tops: readonly number[], y: number, orAt: boolean): number {
  let lo = 0;
  let hi = tops.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (tops[mid]! < y || (orAt && tops[mid] === y)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** First and last row index overlapping the viewport widened by `overscan` rows, or null for none. */
export function visibleRowRange(scrollY: number, viewportHeight: number, o: Omit<WindowRowsOptions, 'enabled'>): [number, number] | null {
  const count = o.tops.length - 1;
  const height = o.tops[count] ?? 0;
  const from = scrollY - o.top;
  const to = from + viewportHeight;
  if (height <= 0 || from >= height || to <= 0) return null;
  const first = Math.max(0, rowsBefore(o.tops, from, true) - 1 - o.overscan);
  const last = Math.min(count - 1, rowsBefore(o.tops, to, false) - 1 + o.overscan);
  return first <= last ? [first, last] : null;
}

/** The rows to render; re-renders only when the range of rows changes (scroll, resize, new rows). */
export function useWindowRows({ tops, top, overscan, enabled }: WindowRowsOptions): WindowRow[] {
  const [range, setRange] = useState<[number, number] | null>(null);
  useLayoutEffect(() => {
    if (!enabled) return;
    const update = () => {
      const next = visibleRowRange(window.scrollY, window.innerHeight, { tops, top, overscan });
      setRange((current) => (current?.[0] === next?.[0] && current?.[1] === next?.[1] ? current : next));
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [enabled, tops, top, overscan]);
  if (!enabled || !range) return [];
  const rows: WindowRow[] = [];
  for (let index = range[0]; index <= Math.min(range[1], tops.length - 2); index++) rows.push({ index, start: top + tops[index]! });
  return rows;
}
