// Daily challenges: the list (an endless list, 50 a page), one challenge, and what a change of
// entries makes stale. Every key starts with 'challenges', so an entry refreshes them all.
import { fetchChallenge, fetchChallengePage } from '../api/challenges';
import type { InfiniteDef, QueryDef } from '../api/query';
import { queryCache } from '../api/query';
import type { Challenge, ChallengeSummary } from '../api/schemas/challenges';
import { homeKeys } from './homeKeys';
import { sketchKeys } from './sketches';

export const challengeKeys = {
  all: ['challenges'] as const,
  list: ['challenges', 'list'] as const,
  one: (id: number) => ['challenges', 'one', id] as const,
};

export const challengeListDef = (): InfiniteDef<ChallengeSummary> => ({
  key: challengeKeys.list,
  fetchPage: async (cursor, signal) => {
    const page = typeof cursor === 'number' ? cursor : 1;
    const result = await fetchChallengePage(page, signal);
    return { items: result.challenges, next: result.more ? page + 1 : null };
  },
});

export const challengeQuery = (id: number): QueryDef<Challenge> => ({
  key: challengeKeys.one(id),
  fetch: (signal) => fetchChallenge(id, signal),
});

/** After a sketch entered a challenge or left it: the sketch, the challenges (entry counts) and the home page's challenges. */
export function invalidateAfterEntryChange(sketchId: number): Promise<unknown> {
  return Promise.all([queryCache.invalidate(sketchKeys.one(sketchId)), queryCache.invalidate(challengeKeys.all), queryCache.invalidate(homeKeys.all)]);
}
