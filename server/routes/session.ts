// The signed-in user: /api/v2/user/me, logout, a gloperator's way back from acting as another
// user, and accepting a gloperator's warning.
//   GET  /api/v2/user/me              -> {user, moderator}  (moderator: the gloperator acting as the user, or null)
//   POST /api/v2/logout               -> {ok, user}         (a gloperator acting as someone is back in their own account; else signed out)
//   POST /api/v2/user/impersonateEnd  -> {user, moderator: null}  (the gloperator back in their own account; 409 for a session of one's own)
import type { FastifyRequest } from 'fastify';
import type { DomainApp, DomainOptions } from '../context';
import { acceptWarning, logModeration } from '../data/moderation';
import { actorOf, requireSignedIn } from '../auth/guards';
import { forbidden, HttpError } from '../http/errors';
import { EmptyBody } from '../../src/api/schemas/requestFields';
import { actingModerator, activeBan, currentUser } from '../users/currentUser';
import { UserIdBody } from '../../src/api/schemas/users';
import { ImpersonateEndBody, type LogoutResponse, type MeResponse } from '../../src/api/schemas/session';
import type { OkResponse } from '../../src/api/schemas/common';

export const NOT_ACTING = 'You are not acting as another user.';

export async function sessionRoutes(app: DomainApp, { ctx }: DomainOptions): Promise<void> {
  app.get('/api/v2/user/me', async (request, reply): Promise<MeResponse> => {
    // The session decides what the page shows; never let a cache keep it.
    reply.header('Cache-Control', 'no-store');
    const { viewer } = request;
    if (!viewer) return { user: null, moderator: null };
    return { user: currentUser(ctx.db, viewer.id, ctx.clock()), moderator: actingModerator(ctx.db, ctx.sessions.moderatorId(request)) };
  });

  /** The gloperator acting as this request's user, if that account still exists. */
  const actingFor = (request: FastifyRequest) => actingModerator(ctx.db, ctx.sessions.moderatorId(request));

  app.post('/api/v2/logout', { schema: { body: EmptyBody } }, async (request, reply): Promise<LogoutResponse> => {
    // A gloperator acting as someone logs out of that account into their own.
    const moderator = request.viewer ? actingFor(request) : null;
    if (moderator) {
      ctx.sessions.signIn(request, reply, moderator.id);
      return { ok: true, user: currentUser(ctx.db, moderator.id, ctx.clock()) };
    }
    ctx.sessions.signOut(request, reply);
    return { ok: true, user: null };
  });

  app.post('/api/v2/user/impersonateEnd', { schema: { body: ImpersonateEndBody }, preHandler: requireSignedIn() }, async (request, reply): Promise<MeResponse> => {
    const moderator = actingFor(request);
    if (!moderator) throw new HttpError(409, 'not_acting', NOT_ACTING);
    ctx.sessions.signIn(request, reply, moderator.id);
    logModeration(ctx.db, { moderatorId: moderator.id, action: 'impersonateEnd', userId: actorOf(request).id, sketchId: null, details: '', date: new Date(ctx.clock()).toISOString() });
    return { user: currentUser(ctx.db, moderator.id, ctx.clock()), moderator: null };
  });

  app.post('/api/v2/user/warningAccept', { schema: { body: UserIdBody }, preHandler: requireSignedIn() }, async (request): Promise<OkResponse> => {
    const { userId } = request.body;
    // Signed in, ban or not: accepting the warning is how a warned user gets back in.
    const sessionUserId = actorOf(request).id;
    if (userId !== sessionUserId) throw forbidden('You can only accept your own warning.');
    const ban = activeBan(ctx.db, sessionUserId, ctx.clock());
    // Nothing to accept (already accepted, e.g. a retried request): the outcome is the same.
    if (!ban) return { ok: true };
    if (ban.duration !== 0) {
      throw forbidden('A suspension cannot be accepted; it ends on its own date.');
    }
    acceptWarning(ctx.db, ban.id);
    return { ok: true };
  });
}
