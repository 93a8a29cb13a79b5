// Paged lists that load more as the user scrolls. What was loaded is kept per history entry
// (in memory), so back navigation returns to the same list at the same place.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigation } from '../app/navigation';

export type Cursor = string | number | null;

export interface Page<T> {
  items: T[];
  /** Cursor or page number of the next page; null at the end. */
  next: Cursor;
}

interface Snapshot<T> {
  items: T[];
  next: Cursor;
  done: boolean;
}

const MAX_CACHED_LISTS = 24;
const cache = new Map<string, Snapshot<unknown>>();

function remember(key: string, snapshot: Snapshot<unknown>) {
  cache.delete(key);
  cache.set(key, snapshot);
  while (cache.size > MAX_CACHED_LISTS) cache.delete(cache.keys().next().value!);
}

export function clearListCacheForTests() {
  cache.clear();
}

export interface InfiniteList<T> {
  items: T[];
  hasMore: boolean;
  loading: boolean;
  error: unknown;
  loadMore: () => void;
}

/**
 * @param listKey names the list within the page (e.g. 'gallery:featured:grid')
 * @param fetchPage loads the page at a cursor (null for the first)
 * @param first the first page when the screen's loader already fetched it
 */
export function useInfiniteList<T>(
  listKey: string,
  fetchPage: (cursor: Cursor, signal: AbortSignal) => Promise<Page<T>>,
  first?: Page<T>,
): InfiniteList<T> {
  const entryKey = useNavigation((s) => s.page?.entryKey ?? 'none');
  const key = `${entryKey}:${listKey}`;
  const [state, setState] = useState<Snapshot<T>>(
    () =>
      (cache.get(key) as Snapshot<T> | undefined) ??
      (first ? { items: first.items, next: first.next, done: first.next === null } : { items: [], next: null, done: false }),
  );
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const inFlight = useRef<AbortController | null>(null);
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;

  useEffect(() => {
    remember(key, state as Snapshot<unknown>);
  }, [key, state]);

  useEffect(() => () => inFlight.current?.abort(), []);

  const loadMore = useCallback(() => {
    if (inFlight.current || state.done) return;
    const controller = new AbortController();
    inFlight.current = controller;
    setLoading(true);
    setError(null);
    fetchRef
      .current(state.items.length === 0 ? null : state.next, controller.signal)
      .then((page) => {
        if (controller.signal.aborted) return;
        setState((s) => {
          const seen = new Set(s.items.map((item) => (item as { id?: unknown }).id));
          const fresh = page.items.filter((item) => !seen.has((item as { id?: unknown }).id));
          return { items: [...s.items, ...fresh], next: page.next, done: page.next === null || page.items.length === 0 };
        });
      })
      .catch((e: unknown) => {
        if (!controller.signal.aborted) setError(e);
      })
      .finally(() => {
        if (inFlight.current === controller) inFlight.current = null;
        setLoading(false);
      });
  }, [state]);

  useEffect(() => {
    if (state.items.length === 0 && !state.done) loadMore();
  }, [state.items.length, state.done, loadMore]);

  return { items: state.items, hasMore: !state.done, loading, error, loadMore };
}
