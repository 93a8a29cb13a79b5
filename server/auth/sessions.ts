// Server-side sessions behind the HttpOnly `sid` cookie. Only a hash of the cookie value is
// stored, so a copy of the database does not hand out live sessions.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { issueCsrfToken } from '../http/csrf';

export const SESSION_COOKIE = 'sid';
export const SESSION_DAYS = 30;
const DAY_MS = 86_400_000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export class SessionStore {
  private readonly resolved = new WeakMap<FastifyRequest, number | null>();

  constructor(
    private readonly db: Db,
    private readonly clock: () => number,
  ) {}

  /** Creates a session for the user and returns the cookie value. */
  create(userId: number): string {
    const now = this.clock();
    const token = randomBytes(32).toString('base64url');
    this.db.prepare('DELETE FROM sessions WHERE expires < ?').run(new Date(now).toISOString());
    this.db
      .prepare('INSERT INTO sessions (token_hash, user_id, created, expires) VALUES (?, ?, ?, ?)')
      .run(hashToken(token), userId, new Date(now).toISOString(), new Date(now + SESSION_DAYS * DAY_MS).toISOString());
    return token;
  }

  userIdFor(token: string | undefined): number | null {
    if (!token || token.length > 100) return null;
    const row = this.db
      .prepare('SELECT user_id FROM sessions WHERE token_hash = ? AND expires > ?')
      .get(hashToken(token), new Date(this.clock()).toISOString()) as { user_id: number } | undefined;
    return row?.user_id ?? null;
  }

  destroy(token: string | undefined): void {
    if (token) this.db.prepare('DELETE FROM sessions WHERE token_hash = ?').run(hashToken(token));
  }

  /** The signed-in user's id for this request (looked up once per request). */
  userId(request: FastifyRequest): number | null {
    if (!this.resolved.has(request)) this.resolved.set(request, this.userIdFor(request.cookies[SESSION_COOKIE]));
    return this.resolved.get(request) ?? null;
  }

  /**
   * Signs the request's client in as `userId`: every sign-in path comes here. The session it had
   * ends and the new one has a new id (no fixation), and the CSRF token is replaced too.
   */
  signIn(request: FastifyRequest, reply: FastifyReply, userId: number): void {
    this.destroy(request.cookies[SESSION_COOKIE]);
    const token = this.create(userId);
    this.resolved.set(request, userId);
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
