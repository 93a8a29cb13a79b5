// Endless lists through the query layer: the entry of a list's key holds every item loaded so far
// and the cursor of the next page, so a list that is left and come back to (back button, another
// tab) shows what was loaded, at the same length, and scroll can be put back.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { hashKey, type QueryDef, type QueryKey } from './queryCache';
import { queryCache } from './client';
import { useQuery } from './useQuery';

export type Cursor = string | number | null;

export interface Page<T> {
  items: T[];
  /** Cursor or page number of the next page; null at the end. */
  next: Cursor;
}

/** What the cache keeps of a list: what the first page told besides its items, and every item so far. */
export type ListData<T, P extends Page<T> = Page<T>> = P & { done: boolean };

export interface InfiniteDef<T, P extends Page<T> = Page<T>> {
  key: QueryKey;
  /** The page at a cursor (null: the first). */
  fetchPage: (cursor: Cursor, signal: AbortSignal) => Promise<P>;
}

export interface InfiniteList<T> {
  items: T[];
  hasMore: boolean;
  loading: boolean;
  /** The last failure; loading more stops until `retry` is called. */
  error: unknown;
  loadMore: () => void;
  /** Clears the failure and loads again. */
  retry: () => void;
}

const idOf = (item: unknown) => (item as { id?: unknown } | null)?.id;
const EMPTY_ITEMS: never[] = [];

const isLast = (page: Page<unknown>) => page.next === null || page.items.length === 0;

export const toListData = <T, P extends Page<T>>(page: P): ListData<T, P> => ({ ...page, done: isLast(page) });

/** The query of a list's first page (a loader fetches it so the list shows complete). */
export function firstPageQuery<T, P extends Page<T> = Page<T>>(def: InfiniteDef<T, P>): QueryDef<ListData<T, P>> {
  return { key: def.key, fetch: (signal) => def.fetchPage(null, signal).then((page) => toListData<T, P>(page)) };
}

/** `list` with the next page appended (items already listed are not repeated). */
export function appendPage<T, P extends Page<T>>(list: ListData<T, P>, page: Page<T>): ListData<T, P> {
  const seen = new Set(list.items.map(idOf));
  const items = [...list.items, ...page.items.filter((item) => !seen.has(idOf(item)))];
  return { ...list, items, next: page.next, done: isLast(page) };
}

/**
 * @param keepOnMount true when the page is shown again by back or forward: the list stays as
 *   it was (its length is what the saved scroll position needs) instead of starting afresh
 */
export function useInfiniteQuery<T, P extends Page<T> = Page<T>>(def: InfiniteDef<T, P>, { keepOnMount = false } = {}): InfiniteList<T> & { data: ListData<T, P> | undefined } {
  const hash = hashKey(def.key);
  const defRef = useRef(def);
  /* eslint-disable react-hooks/refs -- the latest definition, read only by callbacks and effects, never to render */
  defRef.current = def;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- one list per key; the latest fetchPage is read through defRef
  const first = useMemo(() => firstPageQuery<T, P>({ key: def.key, fetchPage: (c, s) => defRef.current.fetchPage(c, s) }), [hash]);
  /* eslint-enable react-hooks/refs */
  const query = useQuery(first, { refreshOnMount: !keepOnMount });
  const data = query.data;
  const [more, setMore] = useState<{ loading: boolean; error: unknown }>({ loading: false, error: null });
  const inFlight = useRef<AbortController | null>(null);
  const failed = useRef(false);

  // Another list, or leaving: the request for more of the old one is cancelled.
  useEffect(
    () => () => {
      inFlight.current?.abort();
      inFlight.current = null;
      failed.current = false;
      setMore({ loading: false, error: null });
    },
    [first],
  );

  const loadMore = useCallback(() => {
    const { key, fetchPage } = defRef.current;
    const current = queryCache.getData<ListData<T, P>>(key);
    // After a failure only `retry` loads again, so a broken server is not asked in a loop.
    if (!current || current.done || inFlight.current || failed.current) return;
    const controller = new AbortController();
    inFlight.current = controller;
    setMore({ loading: true, error: null });
    fetchPage(current.next, controller.signal)
      .then((page) => {
        // A refresh of the first page meanwhile started the list afresh: this page no longer follows.
        if (controller.signal.aborted || queryCache.getData(key) !== current) return;
        queryCache.setData<ListData<T, P>>(key, appendPage(current, page));
      })
      .then(
        () => !controller.signal.aborted && setMore({ loading: false, error: null }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          failed.current = true;
          setMore({ loading: false, error: error ?? new Error('Loading failed') });
        },
      )
      .finally(() => {
        if (inFlight.current === controller) inFlight.current = null;
      });
  }, []);

  const retry = useCallback(() => {
    failed.current = false;
    setMore({ loading: false, error: null });
    if (queryCache.getData(defRef.current.key) === undefined) void queryCache.fetch(first, { force: true }).catch(() => {});
    else loadMore();
  }, [first, loadMore]);

  const firstError = data === undefined && query.status === 'error' ? query.error : null;
  return {
    data,
    items: data?.items ?? EMPTY_ITEMS,
    hasMore: data ? !data.done : firstError === null,
    loading: more.loading || (data === undefined && query.fetching),
    error: more.error ?? firstError,
    loadMore,
    retry,
  };
}
