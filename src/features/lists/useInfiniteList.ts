// Paged lists that load more as the user scrolls. What was loaded is kept per history entry
// (in memory), so back navigation returns to the same list at the same place.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigation } from '../../app/navigation';

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
  /** The last failure; loading more stops until `retry` is called. */
  error: unknown;
  loadMore: () => void;
  /** Clears the failure and loads the next page again. */
  retry: () => void;
}

const idOf = (item: unknown) => (item as { id?: unknown } | null)?.id;

/**
 * @param listKey names the list within the page (e.g. 'gallery:featured'); a new key starts
 *   another list (or the one remembered under that key)
 * @param fetchPage loads the page at a cursor (null for the first)
 * @param first the first page of `listKey` when the screen's loader already fetched it
 */
export function useInfiniteList<T>(
  listKey: string,
  fetchPage: (cursor: Cursor, signal: AbortSignal) => Promise<Page<T>>,
  first?: Page<T>,
): InfiniteList<T> {
  const entryKey = useNavigation((s) => s.page?.entryKey ?? 'none');
  const key = `${entryKey}:${listKey}`;
  const initial = (forKey: string): Snapshot<T> =>
    (cache.get(forKey) as Snapshot<T> | undefined) ??
    (first ? { items: first.items, next: first.next, done: first.next === null } : { items: [], next: null, done: false });
  const [current, setCurrent] = useState(() => ({ key, snapshot: initial(key) }));
  // Another list: show what is remembered for it (or nothing) right away, in this same render.
  if (current.key !== key) setCurrent({ key, snapshot: initial(key) });
  const state = current.key === key ? current.snapshot : initial(key);

  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const errorRef = useRef<unknown>(null);
  const inFlight = useRef<AbortController | null>(null);
  const fetchRef = useRef(fetchPage);
  // eslint-disable-next-line react-hooks/refs -- the latest fetcher for scroll-time loads; the keyed query layer of issue 7 replaces this loading code
  fetchRef.current = fetchPage;

  useEffect(() => {
    remember(key, state as Snapshot<unknown>);
  }, [key, state]);

  // Leaving the list (or switching to another) cancels its request.
  useEffect(
    () => () => {
      inFlight.current?.abort();
      inFlight.current = null;
      errorRef.current = null;
      setError(null);
      setLoading(false);
    },
    [key],
  );

  const loadMore = useCallback(() => {
    // After a failure only `retry` loads again, so a broken server is not asked in a loop.
    if (inFlight.current || state.done || errorRef.current) return;
    const controller = new AbortController();
    inFlight.current = controller;
    setLoading(true);
    fetchRef
      .current(state.items.length === 0 ? null : state.next, controller.signal)
      .then((page) => {
        if (controller.signal.aborted) return;
        setCurrent((c) => {
          if (c.key !== key) return c;
          const seen = new Set(c.snapshot.items.map(idOf));
          const fresh = page.items.filter((item) => !seen.has(idOf(item)));
          const items = [...c.snapshot.items, ...fresh];
          return { key, snapshot: { items, next: page.next, done: page.next === null || page.items.length === 0 } };
        });
      })
      .catch((e: unknown) => {
        if (controller.signal.aborted) return;
        errorRef.current = e ?? new Error('Loading failed');
        setError(errorRef.current);
      })
      .finally(() => {
        if (inFlight.current !== controller) return;
        inFlight.current = null;
        setLoading(false);
      });
  }, [state, key]);

  const loadMoreRef = useRef(loadMore);
  // eslint-disable-next-line react-hooks/refs -- the latest loadMore for retry; the keyed query layer of issue 7 replaces this loading code
  loadMoreRef.current = loadMore;
  const retry = useCallback(() => {
    errorRef.current = null;
    setError(null);
    loadMoreRef.current();
  }, []);

  useEffect(() => {
    if (state.items.length === 0 && !state.done && !error) loadMore();
  }, [state.items.length, state.done, error, loadMore]);

  return { items: state.items, hasMore: !state.done, loading, error, loadMore, retry };
}
