// Putting server data into the app's query cache as a screen's loader leaves it, so a component
// test renders the screen as it shows after its page load (fresh for the spec's 5 s: nothing is
// fetched again at once).
import type { QueryKey } from '@tanstack/react-query';
import { queryClient } from '../../src/api/queryClient';
import type { Cursor, ListData, Page } from '../../src/queries/endlessList';

/** A read's answer in the cache. */
export function seedQuery<T>(key: QueryKey, data: T): void {
  queryClient.setQueryData(key, data);
}

/** An endless list's loaded pages in the cache (the first page's cursor is null, the next ones' whatever pages say). */
export function seedList<P extends Page<unknown>>(key: QueryKey, ...pages: P[]): void {
  queryClient.setQueryData<ListData<P>>(key, listData(...pages));
}

/** The cached shape of a list of these pages. */
export function listData<P extends Page<unknown>>(...pages: P[]): ListData<P> {
  const pageParams: Cursor[] = pages.map((_, index) => (index === 0 ? null : pages[index - 1]!.next));
  return { pages, pageParams };
}

/** One page of an endless list as its definition reads it (cursor null: the first page). */
export function readPage<P extends Page<unknown>>(list: { queryKey: QueryKey; queryFn?: unknown }, cursor: Cursor): Promise<P> {
  const read = list.queryFn as (context: { pageParam: Cursor; queryKey: QueryKey; signal: AbortSignal; direction: 'forward'; meta: undefined; client: typeof queryClient }) => Promise<P>;
  return read({ pageParam: cursor, queryKey: list.queryKey, signal: new AbortController().signal, direction: 'forward', meta: undefined, client: queryClient });
}
