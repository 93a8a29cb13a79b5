// The awards of one year as the viewer sees them (their votes are in it, so the viewer is part
// of the key). Every key starts with 'awards': a vote refreshes the year it was cast in.
import { queryOptions, useMutation, useMutationState } from '@tanstack/react-query';
import { queryClient } from '../api/queryClient';
import { fetchAwards, voteAward } from '../api/awards';
import type { Awards } from '../api/schemas/awards';
import { optimisticKey, optimisticWrite } from './optimistic';

export const awardKeys = {
  all: ['awards'] as const,
  year: (year: number, preview: boolean, viewerId: number | null) => ['awards', year, preview ? 'preview' : 'live', viewerId ?? 0] as const,
};

export const awardsQuery = (year: number, preview: boolean, viewerId: number | null) =>
  queryOptions({ queryKey: awardKeys.year(year, preview, viewerId), queryFn: (): Promise<Awards> => fetchAwards(year, preview) });

/** A vote in a category: `obj` the candidate, null to take the vote back; `previous` the vote it replaces. */
export interface AwardVote {
  categoryId: number;
  obj: number | null;
  previous: number | null;
}

/** The awards with a category's vote set to `vote` where it is `from` (a change made meanwhile stays). */
function withVote(awards: Awards, categoryId: number, from: number | null | undefined, vote: number | null): Awards {
  const update = (list: Awards['artistCategories']) =>
    list.map((category) => (category.id === categoryId && (from === undefined || category.vote === from) ? { ...category, vote } : category));
  return { ...awards, artistCategories: update(awards.artistCategories), sketchCategories: update(awards.sketchCategories) };
}

/**
 * Votes in the awards of a year (spec part 1 §4): the choice shows at once, the server's answer
 * confirms it; `onRefused` runs for every vote the server refuses, after its change is taken back.
 */
export function useAwardVote(year: number, preview: boolean, viewerId: number | null, onRefused: (error: Error, vote: AwardVote) => void) {
  const write = optimisticWrite<Awards, AwardVote>(awardKeys.year(year, preview, viewerId), {
    apply: (awards, { categoryId, obj }) => withVote(awards, categoryId, undefined, obj),
    revert: (awards, { categoryId, obj, previous }) => withVote(awards, categoryId, obj, previous),
  });
  return useMutation({
    mutationFn: ({ categoryId, obj }: AwardVote) => voteAward({ cat: categoryId, obj, ...(preview ? { vp: true } : {}) }),
    ...write,
    // The year's other reads (live or preview, another viewer) read it again when next shown; the
    // one on screen is read again once its last vote settles.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: awardKeys.all, refetchType: 'none' }),
    onError: (error, vote) => {
      write.onError(error, vote);
      onRefused(error, vote);
    },
  });
}

/** The categories whose vote is still being sent (each takes one vote at a time). */
export function usePendingAwardVotes(year: number, preview: boolean, viewerId: number | null): number[] {
  return useMutationState({
    filters: { mutationKey: optimisticKey(awardKeys.year(year, preview, viewerId)), status: 'pending' },
    select: (mutation) => (mutation.state.variables as AwardVote).categoryId,
  });
}
