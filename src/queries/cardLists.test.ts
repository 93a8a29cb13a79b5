import { partialMatchKey, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryClient } from '../api/queryClient';
import { albumSketchesList } from './albums';
import { CARD_LIST_ROOTS, cardListsChanged } from './cardLists';
import { challengeQuery } from './challenges';
import { compoEntriesList } from './compos';
import { searchSketchList } from './discover';
import { galleryList } from './galleries';
import { homeIndexQuery } from './home';
import { homeKeys } from './homeKeys';
import { uploadsDef } from './messages';
import { likesListDef, profileKeys, profileQuery } from './profile';
import { sketchKeys } from './sketches';

/** The key of every read that shows sketch cards, from the modules that define them. */
const CARD_LISTS: QueryKey[] = [
  galleryList({ kind: 'recent' }, 'recent', null).queryKey,
  galleryList({ kind: 'user', user: '7' }, 'recent', 1).queryKey,
  galleryList({ kind: 'group', id: 3 }, 'recent', 1).queryKey,
  homeIndexQuery().queryKey,
  homeKeys.recents('following', 1),
  profileQuery('7').queryKey,
  likesListDef(7).queryKey,
  albumSketchesList(7, 2).queryKey,
  searchSketchList('sketches', 'dragon', 'recent', null).queryKey,
  compoEntriesList('first-light-2026', 'recent').queryKey,
  challengeQuery(12).queryKey,
  uploadsDef(1).queryKey,
];

const under = (key: QueryKey) => CARD_LIST_ROOTS.some((root) => partialMatchKey(key, root));

describe('the lists of sketch cards', () => {
  it('each have their key under one of the roots a change of the cards marks', () => {
    expect(CARD_LISTS.filter((key) => !under(key))).toEqual([]);
  });

  it('are marked stale by a change of what the cards show, and nothing else is', () => {
    for (const key of CARD_LISTS) queryClient.setQueryData(key, { shown: true });
    const others: QueryKey[] = [sketchKeys.one(5), profileKeys.fans('fans', 7), ['compos', 'info', 'first-light-2026']];
    for (const key of others) queryClient.setQueryData(key, { shown: true });
    cardListsChanged();
    expect(CARD_LISTS.filter((key) => !queryClient.getQueryState(key)?.isInvalidated)).toEqual([]);
    expect(others.filter((key) => queryClient.getQueryState(key)?.isInvalidated)).toEqual([]);
  });
});
