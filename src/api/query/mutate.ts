// A write through the query layer: the optimistic change shows at once, a failure puts the
// cached value back, and success invalidates what the write changed.
import type { QueryKey } from './queryCache';
import { queryCache } from './client';

export interface Mutation<R, T> {
  /** The request to the server. */
  send: () => Promise<R>;
  /** The entry to change at once, and how (undefined: leave it). */
  optimistic?: { key: QueryKey; update: (old: T | undefined) => T | undefined };
  /** Keys (prefixes) to refetch after success. */
  invalidates?: readonly QueryKey[];
}

export async function mutate<R, T = unknown>({ send, optimistic, invalidates = [] }: Mutation<R, T>): Promise<R> {
  const before = optimistic ? queryCache.setData<T>(optimistic.key, optimistic.update) : undefined;
  let result: R;
  try {
    result = await send();
  } catch (error) {
    if (optimistic) queryCache.setData<T>(optimistic.key, before);
    throw error;
  }
  await Promise.all(invalidates.map((key) => queryCache.invalidate(key)));
  return result;
}
