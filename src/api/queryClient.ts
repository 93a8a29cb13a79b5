// The app's one cache of server reads: TanStack Query's QueryClient (README "The data layer").
// Query definitions live per domain in src/queries/; loaders fill this cache before a page shows,
// screens read it with the library's hooks, and writes are mutations. It is here, in the api
// layer, because the session store (a sign-out forgets everything) and the navigation core (a
// reload refreshes everything) reach it too.
import { QueryClient } from '@tanstack/react-query';
import { registerReset } from '../lib/testReset';

/** The spec's cache time of a GET answer (part 2 §7): an answer is fresh for 5 s. */
export const STALE_MS = 5_000;
/** A read nobody shows is forgotten after this long, so memory stays bounded. */
export const GC_MS = 5 * 60_000;

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: STALE_MS,
      gcTime: GC_MS,
      // client.ts retries a failed request itself (once, after 250 ms; spec part 2 §7); a second
      // layer of retries would make a broken page wait seconds for its error.
      retry: false,
      // Requests go out whatever navigator.onLine says: a page load that fails shows its error
      // page and Retry (spec part 1 §8) instead of waiting silently for a network event. Coming
      // back online still refreshes what is stale (onlineManager, src/app/shell/queryFreshness.ts).
      networkMode: 'always',
      // Said outright: with networkMode 'always' the library turns refetch on reconnect off by
      // default, and a page back online would keep showing what it read before it went offline.
      refetchOnReconnect: true,
    },
    mutations: { retry: false, networkMode: 'always' },
  },
});

registerReset(() => queryClient.clear());
