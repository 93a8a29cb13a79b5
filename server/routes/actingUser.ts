// What the routes share about the user asking: the viewer as the feeds filter for it, whether a
// page's owner blocked them. Who the user is comes from
// request.viewer and the guards (auth/viewer.ts, auth/guards.ts).
import type { AppContext } from '../context';
import { isBlockedBy as blockedBy } from '../data/follows';
import type { FeedViewer } from '../feeds/cards';
import type { ActorRow } from '../users/currentUser';

/** True when `blockerId` has blocked `userId`. */
export function isBlockedBy(ctx: AppContext, userId: number, blockerId: number): boolean {
  return blockedBy(ctx.db, userId, blockerId);
}

/** The viewer as the feeds filter for it (mature content, blocks). */
export function feedViewerOf(viewer: ActorRow): FeedViewer;
export function feedViewerOf(viewer: ActorRow | null): FeedViewer | null;
export function feedViewerOf(viewer: ActorRow | null): FeedViewer | null {
  return viewer ? { id: viewer.id, mature: viewer.mature === 1 } : null;
}
