// The signed-in user: /api/v2/user/me, logout, and accepting a gloperator's warning.
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { DomainOptions } from '../context';
import { actorOf, requireSignedIn } from '../auth/guards';
import { forbidden } from '../http/errors';
import { idField, parseInput } from '../http/validation';
import { activeBan, currentUser } from '../users/currentUser';
import type { OkResponse } from '../../src/api/schemas/common';
import type { MeResponse } from '../../src/api/schemas/session';

const warningAcceptBody = v.object({ userId: idField });

export async function sessionRoutes(app: FastifyInstance, { ctx }: DomainOptions): Promise<void> {
  app.get('/api/v2/user/me', async (request, reply): Promise<MeResponse> => {
    // The session decides what the page shows; never let a cache keep it.
    reply.header('Cache-Control', 'no-store');
    const { viewer } = request;
    return { user: viewer ? currentUser(ctx.db, viewer.id, ctx.clock()) : null };
  });

  app.post('/api/v2/logout', async (request, reply): Promise<OkResponse> => {
    ctx.sessions.signOut(request, reply);
    return { ok: true };
  });

  app.post('/api/v2/user/warningAccept', { preHandler: requireSignedIn() }, async (request): Promise<OkResponse> => {
    const { userId } = parseInput(warningAcceptBody, request.body, 'body');
    // Signed in, ban or not: accepting the warning is how a warned user gets back in.
    const sessionUserId = actorOf(request).id;
    if (userId !== sessionUserId) throw forbidden('You can only accept your own warning.');
    const ban = activeBan(ctx.db, sessionUserId, ctx.clock());
    // Nothing to accept (already accepted, e.g. a retried request): the outcome is the same.
    if (!ban) return { ok: true };
    if (ban.duration !== 0) {
      throw forbidden('A suspension cannot be accepted; it ends on its own date.');
    }
    ctx.db.prepare('UPDATE bans SET accepted = 1 WHERE id = ?').run(ban.id);
    return { ok: true };
  });
}
