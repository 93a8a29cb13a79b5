// Daily challenges: the list (an endless list, 50 a page), one challenge, and what a change of
// entries makes stale. Every key starts with 'challenges', so an entry refreshes them all.
import { queryOptions } from '@tanstack/react-query';
import { queryClient } from '../api/queryClient';
import { endlessList, type Page } from './endlessList';
import { fetchChallenge, fetchChallengePage, searchChallenges } from '../api/challenges';
import type { Challenge, ChallengeSummary } from '../api/schemas/challenges';
import { homeKeys } from './homeKeys';
import { sketchKeys } from './sketches';

export const challengeKeys = {
  all: ['challenges'] as const,
  list: ['challenges', 'list'] as const,
  one: (id: number) => ['challenges', 'one', id] as const,
  search: (query: string) => ['challenges', 'search', query] as const,
};

export const challengeListDef = () =>
  endlessList(challengeKeys.list, async (cursor): Promise<Page<ChallengeSummary>> => {
    const page = typeof cursor === 'number' ? cursor : 1;
    const result = await fetchChallengePage(page);
    return { items: result.challenges, next: result.more ? page + 1 : null };
  });

export const challengeQuery = (id: number) =>
  queryOptions({ queryKey: challengeKeys.one(id), queryFn: (): Promise<Challenge> => fetchChallenge(id) });

/** The challenges matching a search (spec part 1 §5): a read, though the server takes it as a POST. */
export const challengeSearchQuery = (query: string) =>
  queryOptions({ queryKey: challengeKeys.search(query), queryFn: async (): Promise<ChallengeSummary[]> => (await searchChallenges(query)).challenges });

/** After a sketch entered a challenge or left it: the sketch, the challenges (entry counts) and the home page's challenges. */
export function invalidateAfterEntryChange(sketchId: number): Promise<unknown> {
  return Promise.all([queryClient.invalidateQueries({ queryKey: sketchKeys.one(sketchId) }), queryClient.invalidateQueries({ queryKey: challengeKeys.all }), queryClient.invalidateQueries({ queryKey: homeKeys.all })]);
}
