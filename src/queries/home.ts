// The home page's reads: the index (every section at once, refreshed every minute while shown)
// and the recents tabs (each its own call). Everything under ['home'] is refreshed together.
import { fetchHomeIndex } from '../api/home';
import type { QueryDef } from '../api/query';
import type { HomeIndex } from '../api/types';
// eslint-disable-next-line boundaries/dependencies -- temporary: the response schemas (issue 7) replace this checker
import { cleanHomeIndex, seenMotd } from '../screens/home/homeData'; // MERGE: the schema parse replaces cleanHomeIndex

export const homeKeys = {
  all: ['home'] as const,
  index: ['home', 'index'] as const,
  recents: (tab: string, userId: number | null) => ['home', 'recents', tab, userId] as const,
};

/** The index; the message of the day the user dismissed is read at each fetch, so it stays dismissed. */
export const homeIndexQuery = (): QueryDef<HomeIndex> => ({
  key: homeKeys.index,
  fetch: async (signal) => cleanHomeIndex(await fetchHomeIndex(seenMotd(), signal)),
});
