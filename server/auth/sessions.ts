// Server-side sessions behind the HttpOnly `sid` cookie. Only a hash of the cookie value is
// stored, so a copy of the database does not hand out live sessions. A session a gloperator made
// with "Impersonate" also records that gloperator (`moderator_id`): the page says whom they act
// as, and going back (or logging out) signs the client in as the gloperator again.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { deleteSession, findSession, insertSession, pruneSessions } from '../data/sessions';
import { issueCsrfToken } from '../http/csrf';

export const SESSION_COOKIE = 'sid';
export const SESSION_DAYS = 30;
const DAY_MS = 86_400_000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A live session: its user, and the gloperator acting as that user (null for the user's own). */
export interface SessionRow {
  userId: number;
  moderatorId: number | null;
}

export class SessionStore {
  private readonly resolved = new WeakMap<FastifyRequest, SessionRow | null>();

  constructor(
    private readonly db: Db,
    private readonly clock: () => number,
  ) {}

  /** Creates a session for the user (made by `moderatorId` acting as them, if given) and returns the cookie value. */
  create(userId: number, moderatorId: number | null = null): string {
    const now = this.clock();
    const token = randomBytes(32).toString('base64url');
    pruneSessions(this.db, new Date(now).toISOString());
    insertSession(this.db, {
      token_hash: hashToken(token),
      user_id: userId,
      moderator_id: moderatorId,
      created: new Date(now).toISOString(),
      expires: new Date(now + SESSION_DAYS * DAY_MS).toISOString(),
    });
    return token;
  }

  sessionFor(token: string | undefined): SessionRow | null {
    if (!token || token.length > 100) return null;
    const row = findSession(this.db, hashToken(token), new Date(this.clock()).toISOString());
    return row ? { userId: row.user_id, moderatorId: row.moderator_id } : null;
  }

  userIdFor(token: string | undefined): number | null {
    return this.sessionFor(token)?.userId ?? null;
  }

  destroy(token: string | undefined): void {
    if (token) deleteSession(this.db, hashToken(token));
  }

  private session(request: FastifyRequest): SessionRow | null {
    if (!this.resolved.has(request)) this.resolved.set(request, this.sessionFor(request.cookies[SESSION_COOKIE]));
    return this.resolved.get(request) ?? null;
  }

  /** The signed-in user's id for this request (looked up once per request). */
  userId(request: FastifyRequest): number | null {
    return this.session(request)?.userId ?? null;
  }

  /** The gloperator acting as the signed-in user in this request's session, or null. */
  moderatorId(request: FastifyRequest): number | null {
    return this.session(request)?.moderatorId ?? null;
  }

  /**
   * Signs the request's client in as `userId` (with `moderatorId` acting as them: Impersonate):
   * every sign-in path comes here. The session it had ends and the new one has a new id (no
   * fixation), and the CSRF token is replaced too.
   */
  signIn(request: FastifyRequest, reply: FastifyReply, userId: number, moderatorId: number | null = null): void {
    this.destroy(request.cookies[SESSION_COOKIE]);
    const token = this.create(userId, moderatorId);
    this.resolved.set(request, { userId, moderatorId });
    issueCsrfToken(request, reply);
    reply.setCookie(SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: request.protocol === 'https',
      maxAge: SESSION_DAYS * 86_400,
    });
  }

  signOut(request: FastifyRequest, reply: FastifyReply): void {
    this.destroy(request.cookies[SESSION_COOKIE]);
    this.resolved.set(request, null);
    reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', path: '/' });
  }
}
