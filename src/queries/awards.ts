// The awards of one year as the viewer sees them (their votes are in it, so the viewer is part
// of the key). Every key starts with 'awards': a vote refreshes the year it was cast in.
import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { queryClient } from '../api/queryClient';
import { fetchAwards } from '../api/awards';
import type { Awards } from '../api/schemas/awards';

export const awardKeys = {
  all: ['awards'] as const,
  year: (year: number, preview: boolean, viewerId: number | null) => ['awards', year, preview ? 'preview' : 'live', viewerId ?? 0] as const,
};

export const awardsQuery = (year: number, preview: boolean, viewerId: number | null) =>
  queryOptions({ queryKey: awardKeys.year(year, preview, viewerId), queryFn: (): Promise<Awards> => fetchAwards(year, preview) });

/** Shows the viewer's vote in a category at once (the server's answer confirms it). */
export function setAwardVote(key: QueryKey, categoryId: number, vote: number | null): void {
  queryClient.setQueryData<Awards>(key, (awards) => {
    if (!awards) return awards;
    const update = (list: Awards['artistCategories']) => list.map((category) => (category.id === categoryId ? { ...category, vote } : category));
    return { ...awards, artistCategories: update(awards.artistCategories), sketchCategories: update(awards.sketchCategories) };
  });
}
