// The home page's reads: the index (every section at once, refreshed every minute while shown)
// and the recents tabs (each its own call). Everything under ['home'] is refreshed together.
import { queryOptions } from '@tanstack/react-query';
import { fetchHomeIndex } from '../api/home';
import type { HomeIndex } from '../api/schemas/home';
import { hideBlankMotd, seenMotd } from '../lib/motd';
import { homeKeys } from './homeKeys';


/** The index; the message of the day the user dismissed is read at each fetch, so it stays dismissed. */
export const homeIndexQuery = () =>
  queryOptions({ queryKey: homeKeys.index, queryFn: async (): Promise<HomeIndex> => hideBlankMotd(await fetchHomeIndex(seenMotd())) });
