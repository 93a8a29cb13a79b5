// A change of the viewer's relation to another user (fan, unfan, block, unblock), wherever it is
// made (a profile, the fan button of a sketch page, the compose page's Unblock): the viewer's own
// lists follow it, and what it makes stale is said once, here, so a change made on one screen shows
// on the others. Apart from profile.ts because the sketch page's fan button is part of that page's
// first load, which must not take the profile's reads with it.
import { queryClient } from '../api/queryClient';
import { useSession } from '../stores/session';
import { sketchKeys } from './sketches';

/** A change of the viewer's relation to another user. */
export type RelationChange = 'fan' | 'unfan' | 'block' | 'unblock';

export interface RelationWrite {
  userId: number;
  change: RelationChange;
}

export const without = (list: readonly number[], id: number) => list.filter((x) => x !== id);
export const withId = (list: readonly number[], id: number) => (list.includes(id) ? [...list] : [...list, id]);

/** The signed-in user's following and blocks lists (which every list filters by), once the server agreed. */
export function updateViewer({ userId, change }: RelationWrite): void {
  const { user, setUser } = useSession.getState();
  if (!user) return;
  const next =
    change === 'fan' ? { following: withId(user.following, userId) }
    : change === 'unfan' ? { following: without(user.following, userId) }
    : change === 'block' ? { blocks: withId(user.blocks, userId), following: without(user.following, userId) }
    : { blocks: without(user.blocks, userId) };
  setUser({ ...user, ...next });
}

/**
 * After a fan, unfan, block or unblock: the profiles (the fan button and count, the fan lists;
 * profileKeys.all of profile.ts), the blocks, the artists' directory and search, and the sketch
 * pages, each of which says whether the viewer is a fan of its artist. The sketch pages are only
 * marked stale: none is on screen but the one whose fan button made the change, which shows the
 * server's answer already; the others are read again when they show next (Back to one).
 */
export function invalidateAfterRelationChange(): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['profile'] }),
    queryClient.invalidateQueries({ queryKey: ['blocked'] }),
    queryClient.invalidateQueries({ queryKey: ['directory'] }),
    queryClient.invalidateQueries({ queryKey: ['artistSearch'] }),
    queryClient.invalidateQueries({ queryKey: sketchKeys.all, refetchType: 'none' }),
  ]);
}

/**
 * A relation change the server agreed to, made where the screen shows it from the server's answer
 * or only once it is read again: the viewer's lists follow, and everything showing relations is
 * marked stale.
 */
export function relationChanged(relation: RelationWrite): Promise<unknown> {
  updateViewer(relation);
  return invalidateAfterRelationChange();
}
