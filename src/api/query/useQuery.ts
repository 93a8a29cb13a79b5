// React's view of the query layer: a component follows a key and re-renders when its entry
// changes; a stale entry is fetched again when a component starts following it.
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { hashKey, type QueryDef, type QueryState } from './queryCache';
import { queryCache } from './client';

const NOTHING: QueryDef<never> = { key: ['<disabled>'], fetch: () => new Promise<never>(() => {}) };
const ignore = () => {};

export interface QueryResult<T> extends QueryState<T> {
  /** Fetches again now, whatever the fresh time. */
  refetch: () => Promise<T>;
}

export interface QueryOptions {
  /** Fetch a stale entry when the component starts following it (default true). */
  refreshOnMount?: boolean;
}

/** Follows `def` (null: nothing yet, e.g. while an id is unknown). */
export function useQuery<T>(def: QueryDef<T> | null, { refreshOnMount = true }: QueryOptions = {}): QueryResult<T> {
  const target = (def ?? NOTHING) as QueryDef<T>;
  const hash = hashKey(target.key);
  const defRef = useRef(target);
  // eslint-disable-next-line react-hooks/refs -- the latest definition, read only by callbacks and effects, never to render
  defRef.current = target;
  const enabled = def !== null;

  const subscribe = useCallback(
    (onChange: () => void) => (enabled ? queryCache.subscribe(defRef.current as QueryDef<unknown>, onChange) : ignore),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key's hash names the entry
    [hash, enabled],
  );
  const getSnapshot = () => (enabled ? queryCache.getState<T>(target.key) : queryCache.getState<T>(NOTHING.key));
  const state = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);

  const refreshRef = useRef(refreshOnMount);
  useEffect(() => {
    if (!enabled) return;
    const kept = !refreshRef.current && queryCache.getData(defRef.current.key) !== undefined;
    if (!kept && queryCache.isStale(defRef.current.key)) queryCache.fetch(defRef.current).catch(ignore);
  }, [hash, enabled]);

  const refetch = useCallback(() => queryCache.fetch(defRef.current, { force: true }), []);
  return { ...state, refetch };
}

/**
 * The data of a query the screen's loader already fetched (so it is there on the first render).
 * Should the entry be gone, the component suspends until it is back, and a failure with no data
 * goes to the page's error boundary.
 */
export function useLoadedQuery<T>(def: QueryDef<T>): T {
  const state = useQuery(def);
  if (state.data !== undefined) return state.data;
  if (state.status === 'error') throw state.error;
  // Suspend until it is back; the request starts after this render (an update of the cache
  // during a render would update other components in the middle of it).
  throw Promise.resolve().then(() => queryCache.fetch(def));
}
