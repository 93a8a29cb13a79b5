// Visibility filters of spec part 1 §5 and part 2 §6, applied to every list the client shows.
import type { Comment } from '../api/schemas/comments';
import type { CurrentUser } from '../api/schemas/session';
import type { SketchCard } from '../api/schemas/sketchCards';

type Viewer = Pick<CurrentUser, 'id' | 'mature' | 'blocks' | 'following'> | null;

export interface SketchFilterOptions {
  /** Some lists show only sketches of people the viewer follows. */
  followedOnly?: boolean;
}

/**
 * Mature sketches are hidden from users not marked mature (and from visitors); blocked users'
 * sketches are hidden, except the viewer's own; optionally only followed users' sketches stay.
 */
export function visibleSketches<T extends Pick<SketchCard, 'userId' | 'mature'>>(
  sketches: readonly T[],
  viewer: Viewer,
  options: SketchFilterOptions = {},
): T[] {
  const blocked = new Set(viewer?.blocks ?? []);
  const following = new Set(viewer?.following ?? []);
  return sketches.filter((s) => {
    const own = viewer !== null && s.userId === viewer.id;
    // The viewer's own mature sketch is theirs to see, as the server lists it (feeds/cards.ts visibleTo).
    if (!own && s.mature && !viewer?.mature) return false;
    if (!own && s.userId !== undefined && blocked.has(s.userId)) return false;
    if (options.followedOnly && !own && (s.userId === undefined || !following.has(s.userId))) return false;
    return true;
  });
}

/** Blocked users, and the viewer's own entry, are hidden from lists of users. */
export function visibleUsers<T extends { id: number }>(users: readonly T[], viewer: Viewer): T[] {
  const blocked = new Set(viewer?.blocks ?? []);
  return users.filter((u) => !blocked.has(u.id) && u.id !== viewer?.id);
}

/** A chat line by a user the viewer blocks is hidden; announcements (no user) and the viewer's own stay. */
export function visibleChatLines<T extends { userId: number | null }>(lines: readonly T[], viewer: Viewer): readonly T[] {
  if (!viewer?.blocks.length) return lines;
  const blocked = new Set(viewer.blocks);
  return lines.filter((line) => line.userId === null || !blocked.has(line.userId));
}

/** A comment by a blocked user is hidden unless the viewer owns the page. */
export function visibleComments<T extends Pick<Comment, 'userId'>>(comments: readonly T[], viewer: Viewer, pageOwnerId: number | null): T[] {
  if (!viewer || viewer.id === pageOwnerId) return [...comments];
  const blocked = new Set(viewer.blocks);
  return comments.filter((c) => !blocked.has(c.userId));
}

/** Birthday lists are sorted by glops, descending (spec part 1 §5), whatever order they came in. */
export function byGlopsDescending<T extends { glops?: number | null }>(users: readonly T[]): T[] {
  return [...users].sort((a, b) => (b.glops ?? 0) - (a.glops ?? 0));
}
