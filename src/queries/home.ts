// The home page's reads: the index (every section at once, refreshed every minute while shown)
// and the recents tabs (each its own call). Everything under ['home'] is refreshed together.
import { fetchHomeIndex } from '../api/home';
import type { QueryDef } from '../api/query';
import type { HomeIndex } from '../api/schemas/home';
import { hideBlankMotd, seenMotd } from '../lib/motd';
import { homeKeys } from './homeKeys';


/** The index; the message of the day the user dismissed is read at each fetch, so it stays dismissed. */
export const homeIndexQuery = (): QueryDef<HomeIndex> => ({
  key: homeKeys.index,
  fetch: async (signal) => hideBlankMotd(await fetchHomeIndex(seenMotd(), signal)),
});
