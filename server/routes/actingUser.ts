// What the acting user's writes share: whether a page's owner blocked them, and the answers to
// retried requests. Who the user is comes from request.viewer and the guards (auth/guards.ts).
import type { AppContext } from '../context';

/** True when `blockerId` has blocked `userId`. */
export function isBlockedBy(ctx: AppContext, userId: number, blockerId: number): boolean {
  return !!ctx.db.prepare('SELECT 1 FROM blocks WHERE blocker_id = ? AND blocked_id = ?').get(blockerId, userId);
}

/** Remembers the answers to client request keys for a while, so a retried write is not done twice. */
export class RequestKeys<T> {
  private readonly answers = new Map<string, T>();
  constructor(private readonly capacity = 2_000) {}

  get(userId: number, key: string): T | undefined {
    return this.answers.get(`${userId}:${key}`);
  }

  set(userId: number, key: string, answer: T): void {
    if (this.answers.size >= this.capacity) {
      const oldest = this.answers.keys().next().value;
      if (oldest !== undefined) this.answers.delete(oldest);
    }
    this.answers.set(`${userId}:${key}`, answer);
  }
}
