// What the routes share about the user asking: the viewer as the feeds filter for it, whether a
// page's owner blocked them, and the answers to retried requests. Who the user is comes from
// request.viewer and the guards (auth/viewer.ts, auth/guards.ts).
import type { AppContext } from '../context';
import { isBlockedBy as blockedBy } from '../data/follows';
import type { FeedViewer } from '../feeds/cards';
import type { ActorRow } from '../users/currentUser';

/** True when `blockerId` has blocked `userId`. */
export function isBlockedBy(ctx: AppContext, userId: number, blockerId: number): boolean {
  return blockedBy(ctx.db, userId, blockerId);
}

/** Remembers the answers to client request keys for a while, so a retried write is not done twice. */
export class RequestKeys<T> {
  private readonly answers = new Map<string, T>();
  /** Writes still running, by key: a retry that comes meanwhile waits for the same answer. */
  private readonly running = new Map<string, Promise<T>>();
  constructor(private readonly capacity = 2_000) {}

  /**
   * `write`'s answer, done once per key: a retried request (the same key, e.g. a browser sending
   * a POST again after its connection dropped before the answer came) gets the first one's answer,
   * also while that one is still running; a write that fails keeps nothing, so it may be tried
   * again. Without a key, every request writes.
   */
  async once(userId: number, key: string | undefined, write: () => T | Promise<T>): Promise<T> {
    if (key === undefined) return write();
    const id = `${userId}:${key}`;
    const kept = this.answers.get(id) ?? this.running.get(id);
    if (kept !== undefined) return kept;
    const answer = (async () => write())();
    this.running.set(id, answer);
    try {
      const value = await answer;
      this.keep(id, value);
      return value;
    } finally {
      this.running.delete(id);
    }
  }

  /** Keeps an answer, the oldest one going when `capacity` are kept. */
  private keep(id: string, answer: T): void {
    if (this.answers.size >= this.capacity) {
      const oldest = this.answers.keys().next().value;
      if (oldest !== undefined) this.answers.delete(oldest);
    }
    this.answers.set(id, answer);
  }
}

/** The viewer as the feeds filter for it (mature content, blocks). */
export function feedViewerOf(viewer: ActorRow): FeedViewer;
export function feedViewerOf(viewer: ActorRow | null): FeedViewer | null;
export function feedViewerOf(viewer: ActorRow | null): FeedViewer | null {
  return viewer ? { id: viewer.id, mature: viewer.mature === 1 } : null;
}
