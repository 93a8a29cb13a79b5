// Platform sign-in (the identity token of the host's sign-in, POST /api/v2/authAppleId) and
// the host app's auth push (a short-lived token signed by the app, POST /api/v2/auth/hostToken).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { verifyToken, type TokenPurpose, type VerifyResult } from '../auth/tokens';
import type { AppContext, DomainApp, DomainOptions } from '../context';
import { userExists, userIdOfAppleId } from '../data/users';
import { badRequest, HttpError } from '../http/errors';
import { currentUser } from '../users/currentUser';
import { AuthAppleIdBody, HostTokenBody, type MeResponse } from '../../src/api/schemas/session';

/** Identity tokens are accepted for 5 minutes after they are issued. */
export const APPLE_TOKEN_MAX_AGE_SECONDS = 300;
/** Host auth tokens are single-purpose hand-offs and live only one minute. */
export const HOST_TOKEN_MAX_AGE_SECONDS = 60;

function verified(ctx: AppContext, purpose: TokenPurpose, token: string, maxAge: number): Extract<VerifyResult, { ok: true }> {
  const result = verifyToken(ctx.secret, purpose, token, Math.floor(ctx.clock() / 1000), maxAge);
  if (result.ok) return result;
  if (result.reason === 'malformed') throw badRequest('The token is malformed.');
  throw new HttpError(
    401,
    'invalid_token',
    result.reason === 'expired' ? 'The token has expired. Sign in again.' : 'The token signature is not valid.',
  );
}

function signInAndDescribe(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, userId: number): MeResponse {
  ctx.sessions.signIn(request, reply, userId);
  return { user: currentUser(ctx.db, userId, ctx.clock()), moderator: null };
}

export async function platformAuthRoutes(app: DomainApp, { ctx }: DomainOptions): Promise<void> {
  app.post('/api/v2/authAppleId', { schema: { body: AuthAppleIdBody } }, async (request, reply): Promise<MeResponse> => {
    const { identityToken } = request.body;
    const { payload } = verified(ctx, 'apple', identityToken, APPLE_TOKEN_MAX_AGE_SECONDS);
    const userId = userIdOfAppleId(ctx.db, String(payload.sub));
    if (userId === undefined) throw new HttpError(404, 'no_account', 'No account exists for this Apple ID');
    return signInAndDescribe(ctx, request, reply, userId);
  });

  app.post('/api/v2/auth/hostToken', { schema: { body: HostTokenBody } }, async (request, reply): Promise<MeResponse> => {
    const { token } = request.body;
    const { payload } = verified(ctx, 'host', token, HOST_TOKEN_MAX_AGE_SECONDS);
    const userId = Number(payload.sub);
    if (!Number.isSafeInteger(userId) || userId < 1 || !userExists(ctx.db, userId)) {
      throw new HttpError(401, 'invalid_token', 'The token names no known user.');
    }
    // The app sends its sign-in with every page load (the hello answer, bridge/PROTOCOL.md: a push
    // equal to the current state does nothing). For the user this session has already, it stays:
    // a new session would end it and its CSRF token, and every read and write still on its way
    // with them would be refused.
    if (ctx.sessions.userId(request) === userId && ctx.sessions.moderatorId(request) === null) {
      return { user: currentUser(ctx.db, userId, ctx.clock()), moderator: null };
    }
    return signInAndDescribe(ctx, request, reply, userId);
  });
}
