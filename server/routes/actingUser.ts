// Who is asking: the viewer of a read (may be a visitor) and the actor of a write (must be
// signed in and not under a ban or an unaccepted warning: those users see only the ban page).
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { forbidden, unauthorized } from '../http/errors';
import { activeBan, findUser, type UserRow } from '../users/currentUser';

/** The users row with the columns the sketch actions read. */
export type ActorRow = UserRow & { hearts_available: number; stars_available: number; cover_sketch_id: number | null };

/** The row of the signed-in user, or null for a visitor. */
export function viewerOf(ctx: AppContext, request: FastifyRequest): ActorRow | null {
  const id = ctx.sessions.userId(request);
  return id === null ? null : (findUser(ctx.db, id) as ActorRow | null);
}

/** The signed-in user allowed to act; 401 for a visitor, 403 under a ban or warning. */
export function requireActor(ctx: AppContext, request: FastifyRequest): ActorRow {
  const user = viewerOf(ctx, request);
  if (!user) throw unauthorized();
  const ban = activeBan(ctx.db, user.id, ctx.clock());
  if (ban) {
    throw forbidden(
      ban.duration === 0 ? 'Please read and accept the warning on your account first.' : 'Your account is suspended.',
    );
  }
  return user;
}

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
