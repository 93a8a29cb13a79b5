// What the routes share about the user asking: whether a page's owner blocked them. Who the user is comes from
// request.viewer and the guards (auth/viewer.ts, auth/guards.ts).
import type { AppContext } from '../context';
import { isBlockedBy as blockedBy } from '../data/follows';

/** True when `blockerId` has blocked `userId`. */
export function isBlockedBy(ctx: AppContext, userId: number, blockerId: number): boolean {
  return blockedBy(ctx.db, userId, blockerId);
}
