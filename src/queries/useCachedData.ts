// A query's data as the cache holds it, read without becoming one of the query's observers. In
// TanStack Query an observer's options become the query's own (QueryObserver.setOptions), so a
// reader that only wants the data (`queryFn: skipToken`) took the fetch away from the query's real
// reader: every later refetch of it failed ("Missing queryFn") and kept the old data.
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';

export function useCachedData<T>(queryKey: QueryKey): T | undefined {
  const client = useQueryClient();
  const subscribe = useCallback((onChange: () => void) => client.getQueryCache().subscribe(onChange), [client]);
  const read = () => client.getQueryData<T>(queryKey);
  return useSyncExternalStore(subscribe, read, read);
}
