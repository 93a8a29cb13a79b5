// The reads that show sketch cards. Every card shows its sketch's hearts, rules and comments, and
// its featured star, from the list's own read: a write that changes one of them on the sketch
// page leaves every list of cards showing the old one until the list is read again.
import type { QueryKey } from '@tanstack/react-query';
import { queryClient } from '../api/queryClient';
import { homeKeys } from './homeKeys';

/**
 * The key roots of the reads that hold sketch cards: the galleries (galleries.ts: a profile's,
 * a group's and a tag's sketches among them), home's sections and tabs, a profile's newest
 * sketches and its Likes (profile.ts), an album's sketches (albums.ts), the sketch search
 * (discover.ts), a compo's entries (compos.ts), a daily challenge's entries (challenges.ts) and
 * the uploads of the activity (messages.ts). Written out, not imported: those modules' fetchers
 * would come into the chunks of the sketch page's writes with their keys (cardLists.test.ts
 * holds each list's key to a root).
 */
export const CARD_LIST_ROOTS: readonly QueryKey[] = [
  ['gallery'],
  homeKeys.all,
  ['profile', 'one'],
  ['profile', 'likes'],
  ['albums', 'sketches'],
  ['search'],
  ['compos', 'entries'],
  ['challenges', 'one'],
  ['activity', 'uploads'],
];

/**
 * After a write that changes what a card shows of a sketch (a heart, a rating, a comment, a
 * feature): every list of cards is marked stale, and read again where it shows next (Back to a
 * gallery). None is read now: the write was made on the sketch page, where no list of cards is.
 */
export function cardListsChanged(): void {
  for (const queryKey of CARD_LIST_ROOTS) void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
}
