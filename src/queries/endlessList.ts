// Endless lists on TanStack Query's infinite queries. A list is defined once per resource with
// `endlessList(key, fetchPage)`: a page is `{ items, next }` (`next` null at the end; a page
// may carry more, e.g. a gallery's name on its first page). The library keeps every loaded
// page, so a list that is left and come back to (back button, another tab) shows what was
// loaded at the same length, and an invalidation refetches every loaded page, so a moderator on
// page 2 stays on page 2 after an approve. `useEndlessList` hands screens the flat shape they
// render (`items` and the list's state, `hasMore`, `loadMore`, `retry`: a ListState that list
// components take whole); `loadEndlessList` is a loader's part.
import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { queryClient, STALE_MS } from '../api/queryClient';
import type { ListState } from '../lib/listState';

export type Cursor = string | number | null;

export interface Page<T> {
  items: T[];
  /** Cursor or page number of the next page; null at the end. */
  next: Cursor;
}

export type ListData<P> = InfiniteData<P, Cursor>;

const nextCursor = (page: Page<unknown>): Cursor | undefined => (page.next === null || page.items.length === 0 ? undefined : page.next);

/**
 * The query options of an endless list: its key, and the page at a cursor (null: the first).
 * Like every query here it does not take the library's abort signal: a page read that its
 * screen left still lands in the cache for the next visit, and a screen mounted twice (React's
 * StrictMode) shares the one request instead of cancelling it and asking again.
 */
export function endlessList<P extends Page<unknown>>(key: QueryKey, fetchPage: (cursor: Cursor) => Promise<P>, { reorders = false }: ListOptions = {}) {
  return infiniteQueryOptions<P, Error, ListData<P>, QueryKey, Cursor>({
    queryKey: key,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: null,
    getNextPageParam: nextCursor,
    meta: { reorders },
  });
}

export interface ListOptions {
  /**
   * The list is ordered by its items' latest activity (message topics by their latest reply): an
   * item moves to the top. One that moves while the reader is on it would come after the pages
   * loaded and before the next: when a next page repeats an item shown already, the loaded pages
   * are read again (useEndlessList), so it shows at the top.
   */
  reorders?: boolean;
}

/** The options of a list whose pages are `P`. */
export type EndlessList<P extends Page<unknown>> = ReturnType<typeof endlessList<P>>;
/** The type of a list's items. */
export type ItemOf<P> = P extends Page<infer T> ? T : never;

const idOf = (item: unknown) => (item as { id?: unknown } | null)?.id;

/** Every item of the loaded pages in order; an item a later page repeats (the list moved) shows once. */
export function listItems<T>(data: ListData<Page<T>> | undefined): T[] {
  if (!data) return [];
  if (data.pages.length === 1) return data.pages[0]!.items;
  const seen = new Set<unknown>();
  const items: T[] = [];
  for (const page of data.pages) {
    for (const item of page.items) {
      const id = idOf(item);
      if (id !== undefined && seen.has(id)) continue;
      if (id !== undefined) seen.add(id);
      items.push(item);
    }
  }
  return items;
}

/** Whether the last page loaded repeats an item of an earlier one: the list moved down under the reader. */
function lastPageRepeats(data: ListData<Page<unknown>>): boolean {
  const last = data.pages.at(-1);
  if (!last || data.pages.length < 2) return false;
  const earlier = new Set(data.pages.slice(0, -1).flatMap((page) => page.items.map(idOf)));
  return last.items.some((item) => idOf(item) !== undefined && earlier.has(idOf(item)));
}

/** Only the first page of a list's cached data (a list visited anew starts at its top). */
function firstPageOnly<D extends InfiniteData<unknown, unknown>>(data: D | undefined): D | undefined {
  return data && data.pages.length > 1 ? { ...data, pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data;
}

/**
 * A loader's part of a list: its first page in the cache before the page shows. A page reached
 * by back or forward shows the list as it was left (its length is what the saved scroll
 * position needs; the hook refreshes every loaded page in the background when they are stale);
 * a page visited anew starts from the first page, fresh.
 */
export async function loadEndlessList<P extends Page<unknown>>(list: EndlessList<P>, { restored = false }: { restored?: boolean } = {}): Promise<ListData<P>> {
  const query = queryClient.getQueryCache().find<P, Error, ListData<P>>({ queryKey: list.queryKey, exact: true });
  const cached = query?.state.data;
  if (cached && restored) return cached;
  const stale = query !== undefined && cached !== undefined && (query.state.isInvalidated || query.isStaleByTime(STALE_MS));
  // Cut to the first page, which is then read again (the cut itself must not count as fresh).
  if (stale) queryClient.setQueryData(list.queryKey, firstPageOnly);
  return queryClient.fetchInfiniteQuery(stale ? { ...list, staleTime: 0 } : list) as Promise<ListData<P>>;
}

/** A list on screen: its items, and where it stands (a ListState, which a list component takes as is). */
export interface EndlessListView<P extends Page<unknown>, T = ItemOf<P>> extends ListState {
  /** The loaded pages (the first page may tell more than its items). */
  data: ListData<P> | undefined;
  items: T[];
  /** The last failure; loading more stops until `retry` is called. */
  error: unknown;
  /** Loads again what failed: the first page, or the next. */
  retry: () => void;
}

/** A list on screen (null: none yet, e.g. while a search has no words). */
export function useEndlessList<P extends Page<unknown>>(list: EndlessList<P> | null): EndlessListView<P> {
  const query = useInfiniteQuery({ ...(list ?? endlessList<P>(['<disabled>'], () => new Promise<never>(() => {}))), enabled: list !== null });
  const { data, hasNextPage, isFetching, isFetchingNextPage, isFetchNextPageError, fetchNextPage, refetch } = query;
  const items = useMemo(() => listItems(data as ListData<Page<ItemOf<P>>> | undefined), [data]);
  const firstError = data === undefined && query.isError ? query.error : null;
  const nextError = isFetchNextPageError ? query.error : null;
  const reorders = list?.meta?.reorders === true;
  const loadMore = useCallback(() => {
    // One request at a time, and after a failure only retry loads again (a broken server is not asked in a loop).
    if (!hasNextPage || isFetching || isFetchNextPageError) return;
    void fetchNextPage({ cancelRefetch: false }).then((result) => {
      if (reorders && result.data && lastPageRepeats(result.data as ListData<Page<unknown>>)) void refetch();
    });
  }, [hasNextPage, isFetching, isFetchNextPageError, fetchNextPage, reorders, refetch]);
  const retry = useCallback(() => {
    if (data === undefined) void refetch();
    else void fetchNextPage({ cancelRefetch: false });
  }, [data, refetch, fetchNextPage]);
  return {
    data,
    items,
    hasMore: data ? hasNextPage : firstError === null,
    loading: isFetchingNextPage || (data === undefined && isFetching),
    error: nextError ?? firstError,
    loadMore,
    retry,
  };
}
