// Compos: the list (pages of 50), one compo's info, its entries (by recent or by place) and the
// viewer's ballot. Every key starts with 'compos', so a vote or an entry refreshes them all.
import { queryOptions, useMutation } from '@tanstack/react-query';
import { queryClient } from '../api/queryClient';
import { endlessList, type Page } from './endlessList';
import { fetchBallot, fetchCompoEntries, fetchCompoInfo, fetchCompos, sendVotes } from '../api/compos';
import type { Ballot, Compo, CompoInfo, SetVote } from '../api/schemas/compos';
import type { SketchCard } from '../api/schemas/sketchCards';
import { homeKeys } from './homeKeys';
import { sketchKeys } from './sketches';

export type EntryOrder = 'recent' | 'place';

export const compoKeys = {
  all: ['compos'] as const,
  list: ['compos', 'list'] as const,
  infos: ['compos', 'info'] as const,
  info: (name: string) => ['compos', 'info', name.toLowerCase()] as const,
  entries: (key: string, sort: EntryOrder) => ['compos', 'entries', key.toLowerCase(), sort] as const,
  ballot: (compoId: number) => ['compos', 'ballot', compoId] as const,
};

const pageNumber = (cursor: string | number | null) => (typeof cursor === 'number' ? cursor : Number(cursor) || 1);

export const compoList = () =>
  endlessList(compoKeys.list, async (cursor): Promise<Page<Compo>> => {
    const page = await fetchCompos(pageNumber(cursor));
    return { items: page.compos, next: page.next };
  });

export const compoInfoQuery = (name: string) =>
  queryOptions({ queryKey: compoKeys.info(name), queryFn: (): Promise<CompoInfo> => fetchCompoInfo(name) });

/** While a compo is open its entries show newest first; afterwards by place (spec part 1 §2). */
export const entryOrderOf = (compo: Pick<Compo, 'state'>): EntryOrder => (compo.state === 'open' ? 'recent' : 'place');

export const compoEntriesList = (key: string, sort: EntryOrder) =>
  endlessList(compoKeys.entries(key, sort), async (cursor): Promise<Page<SketchCard>> => {
    const page = await fetchCompoEntries(key, pageNumber(cursor), sort);
    return { items: page.sketches, next: page.next };
  });

export const ballotQuery = (compoId: number) =>
  queryOptions({ queryKey: compoKeys.ballot(compoId), queryFn: (): Promise<Ballot> => fetchBallot(compoId) });

/**
 * After a sketch entered a compo or left it, or the server refused either: the sketch (its compo
 * and the compos it may still enter), the compos (their entries and counts) and home's compos.
 */
export function invalidateAfterCompoEntryChange(sketchId: number): Promise<unknown> {
  return Promise.all([queryClient.invalidateQueries({ queryKey: sketchKeys.one(sketchId), exact: true }), queryClient.invalidateQueries({ queryKey: compoKeys.all }), queryClient.invalidateQueries({ queryKey: homeKeys.all })]);
}

/** Sends the viewer's ballot of a compo (`key` is its key name); it stores or replaces their vote, so every compo read is refreshed. */
export function useSendVotes() {
  return useMutation({
    mutationFn: ({ key, votes }: { key: string; votes: SetVote[] }) => sendVotes(key, votes),
    // Not awaited: the thanks shows at once, the compo's 'Update your vote' follows.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: compoKeys.all }),
  });
}
