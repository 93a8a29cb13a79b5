// The tabs of the switchable recents area of the home page: each loads its own call
import { sitePaths } from '../../lib/paths/site';
// (recentsFetch.ts, loaded when a tab is first chosen), and its full list is a gallery ("More").

export type RecentsTab = 'recent' | 'hearts' | 'featured' | 'trending' | 'following' | 'groups' | 'recommended';

export interface RecentsTabInfo {
  id: RecentsTab;
  label: string;
  /** The gallery with the whole list. */
  href: string;
  /** Only for a signed-in user (lists of their follows, groups and taste). */
  signedIn: boolean;
  /** Sketches only of people the user follows (the client filters again, spec part 1 §5). */
  followedOnly?: boolean;
}

export const RECENTS_TABS: readonly RecentsTabInfo[] = [
  { id: 'recent', label: 'All recents', href: sitePaths.gallery({ kind: 'recent' }), signedIn: false },
  { id: 'hearts', label: 'Recent hearts', href: sitePaths.gallery({ kind: 'hearts' }), signedIn: false },
  { id: 'featured', label: 'Featured', href: sitePaths.gallery({ kind: 'featured' }), signedIn: false },
  { id: 'trending', label: 'Trending', href: sitePaths.gallery({ kind: 'trending' }), signedIn: false },
  { id: 'following', label: 'Following', href: sitePaths.gallery({ kind: 'friends' }), signedIn: true, followedOnly: true },
  { id: 'groups', label: 'Your groups', href: sitePaths.gallery({ kind: 'groups' }), signedIn: true },
  { id: 'recommended', label: 'Recommended', href: sitePaths.gallery({ kind: 'recommended' }), signedIn: true },
];

export const isRecentsTab = (value: unknown): value is RecentsTab => RECENTS_TABS.some((tab) => tab.id === value);
