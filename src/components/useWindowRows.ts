// The rows of a fixed-row-height list that are near the window's viewport: the part of a window
// virtualizer SketchGrid needs (every row has the same height, the page scrolls the window), in a
// few lines instead of a 11 KB gzip library in the first load of every gallery.
import { useLayoutEffect, useState } from 'react';

export interface WindowRow {
  index: number;
  /** Top of the row in document coordinates (the list's top plus the rows above it). */
  start: number;
}

export interface WindowRowsOptions {
  count: number;
  rowHeight: number;
  /** Distance of the list's top from the top of the document. */
  top: number;
  /** Rows kept beyond each edge of the viewport. */
  overscan: number;
  /** False until the page has put its scroll position back. */
  enabled: boolean;
}

/** First and last row index overlapping the viewport widened by `overscan` rows, or null for none. */
export function visibleRowRange(scrollY: number, viewportHeight: number, o: Omit<WindowRowsOptions, 'enabled'>): [number, number] | null {
  if (o.count <= 0 || o.rowHeight <= 0) return null;
  const first = Math.floor((scrollY - o.top) / o.rowHeight) - o.overscan;
  const last = Math.ceil((scrollY + viewportHeight - o.top) / o.rowHeight) - 1 + o.overscan;
  const from = Math.max(0, first);
  const to = Math.min(o.count - 1, last);
  return from <= to ? [from, to] : null;
}

/** The rows to render; re-renders only when the range of rows changes (scroll, resize, new rows). */
export function useWindowRows({ count, rowHeight, top, overscan, enabled }: WindowRowsOptions): WindowRow[] {
  const [range, setRange] = useState<[number, number] | null>(null);
  useLayoutEffect(() => {
    if (!enabled) return;
    const update = () => {
      const next = visibleRowRange(window.scrollY, window.innerHeight, { count, rowHeight, top, overscan });
      setRange((current) => (current?.[0] === next?.[0] && current?.[1] === next?.[1] ? current : next));
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [enabled, count, rowHeight, top, overscan]);
  if (!enabled || !range) return [];
  const rows: WindowRow[] = [];
  for (let index = range[0]; index <= Math.min(range[1], count - 1); index++) rows.push({ index, start: top + index * rowHeight });
  return rows;
}
