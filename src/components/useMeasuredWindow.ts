// The part of a long list near the viewport, and (for an endless list) the next page asked for as
// the end comes near: every windowed list and grid is built on it (EndlessGrid, the posts of a
// conversation). A row's height is known only once it has been in the page (a post or a group
// request is as tall as its text), so rows not yet seen count as their estimate, and the rows
// above and below the rendered ones become padding of their (measured or estimated) height: the
// scrollbar, the place on the page and the memory stay right whatever the list's length. A wrong
// estimate never overlaps rows (they are in normal flow); it only moves what is below a little.
// Rows stay in normal flow, so Tab moves through them in order (the next one is always within
// the overscan, and the browser scrolls it in). Each rendered row (or each cell of a grid row)
// carries `data-row-key` with its row's key, so the list can measure it.
import { initialViewport, useHydrated } from '../lib/useHydrated';
import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { registerReset } from '../lib/testReset';
import { whenIdle } from '../lib/idleQueue';

export interface MeasuredWindowOptions {
  /** The rows' keys, in order (a row keeps its measured height when rows are added around it). */
  keys: readonly string[];
  /** Height of a row not yet measured, gap included: one for all, or each row's own (a feed's image proportions). */
  estimate: number | ((row: number) => number);
  /** Space between rows (the list's gap), added to each measured height. */
  gap: number;
  /** Pixels kept rendered beyond each edge of the viewport. */
  overscan: number;
  /**
   * Up to this many rows the list is not windowed: all are rendered (a short list costs little,
   * and a find in the page, or a tall row pushing the next out of the window, then never hides one).
   */
  windowAbove: number;
  /**
   * Where measured heights outlive the list (a module-level map of the screen's): a list that
   * comes back (back navigation) starts with its rows' real heights, so the saved scroll position
   * lands on the same rows.
   */
  memory?: Map<string, number>;
  /** An endless list: the next page is asked for once the viewport nears its end. */
  endless?: EndlessOptions;
}

export interface EndlessOptions {
  /** How many rows before the last one the next page is asked for. */
  loadAhead: number;
  hasMore: boolean;
  loading: boolean;
  /** A failed load stops the asking until the user retries. */
  failed: boolean;
  onLoadMore: () => void;
}

export interface WindowSlice {
  /** The first and last row to render (last < first: none). */
  first: number;
  last: number;
  /** Padding before and after the rendered rows: the rows that are not. */
  before: number;
  after: number;
}

export interface MeasuredWindow extends WindowSlice {
  /** The list's element: its top is where the first row starts, its children are the rows. */
  attachList: (element: HTMLElement | null) => void;
}

/** More remembered heights than this and a list's memory starts afresh. */
const MEMORY_MAX = 5000;
const memories = new Map<string, Map<string, number>>();
registerReset(() => memories.clear());

/** The remembered heights of the list called `list` (its test id), for `memory`. */
export function listMemory(list: string): Map<string, number> {
  let memory = memories.get(list);
  if (!memory || memory.size > MEMORY_MAX) {
    memory = new Map();
    memories.set(list, memory);
  }
  return memory;
}

/** First and last rows overlapping [from, to) of the list, and the space before and after them. */
export function windowOf(heights: readonly number[], from: number, to: number): WindowSlice {
  let top = 0;
  let first = -1;
  let last = -1;
  let before = 0;
  let through = 0;
  for (let index = 0; index < heights.length; index++) {
    const bottom = top + heights[index]!;
    if (first < 0 && bottom > from) {
      first = index;
      before = top;
    }
    if (first >= 0 && top < to) {
      last = index;
      through = bottom;
    }
    top = bottom;
  }
  if (first < 0 || last < first) return { first: 0, last: -1, before: top, after: 0 };
  return { first, last, before, after: top - through };
}

/** The part of the viewport, widened by `overscan`, in the list's own coordinates. */
interface View {
  from: number;
  to: number;
}

export function useMeasuredWindow({ keys, estimate, gap, overscan, windowAbove, memory, endless }: MeasuredWindowOptions): MeasuredWindow {
  const [list, setList] = useState<HTMLElement | null>(null);
  const [measured, setMeasured] = useState<ReadonlyMap<string, number>>(() => new Map(memory));
  const hydrated = useHydrated();
  const [view, setView] = useState<View>(() => ({ from: -overscan, to: overscan + initialViewport(hydrated).height }));

  // Where the viewport is over the list, on every scroll and resize.
  useLayoutEffect(() => {
    if (!list) return;
    const update = () => {
      const top = list.getBoundingClientRect().top;
      const next = { from: -top - overscan, to: -top + window.innerHeight + overscan };
      setView((current) => (current.from === next.from && current.to === next.to ? current : next));
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [list, overscan]);

  // The rendered rows' heights, after each render and whenever the list changes size (a row's
  // text wraps anew, an image arrives).
  useLayoutEffect(() => {
    if (!list) return;
    const measure = () =>
      setMeasured((current) => {
        // A row's cells may differ in height (a feed's cards sit at the top of their row): the row is its tallest.
        const rows = new Map<string, number>();
        for (const child of list.children) {
          const key = (child as HTMLElement).dataset.rowKey;
          const height = child.getBoundingClientRect().height + gap;
          if (key !== undefined && height > gap) rows.set(key, Math.max(height, rows.get(key) ?? 0));
        }
        let next: Map<string, number> | null = null;
        for (const [key, height] of rows) {
          if (current.get(key) === height) continue;
          next ??= new Map(current);
          next.set(key, height);
          memory?.set(key, height);
        }
        return next ?? current;
      });
    measure();
    // Where there is no ResizeObserver (old engines, tests), a row's first measure stands.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    return () => observer.disconnect();
  });

  const heights = useMemo(() => keys.map((key, row) => measured.get(key) ?? (typeof estimate === 'number' ? estimate : estimate(row))), [keys, measured, estimate]);
  const slice = useMemo(() => windowOf(heights, view.from, view.to), [heights, view]);

  // The next page once the rows over the viewport (and its overscan) come within loadAhead of the
  // end, whether or not a short list renders all its rows.
  const { loadAhead = 0, hasMore = false, loading = false, failed = false, onLoadMore } = endless ?? {};
  const nearEnd = slice.last >= keys.length - loadAhead;
  useEffect(() => {
    if (!hasMore || loading || failed || !nearEnd || !onLoadMore) return undefined;
    // In an idle moment, not at once: on a page's first render the next page's request and its
    // pictures would compete with the page's own first pictures for the network (the largest
    // paint). The scroll-ahead rows leave time for it.
    return whenIdle(() => {
      onLoadMore();
      return true;
    });
  }, [nearEnd, keys.length, hasMore, loading, failed, onLoadMore]);

  if (keys.length <= windowAbove) return { first: 0, last: keys.length - 1, before: 0, after: 0, attachList: setList };
  return { ...slice, attachList: setList };
}
