// The signed-in user: /api/v2/user/me, logout, and accepting a gloperator's warning.
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { OkResponse } from '../../src/api/schemas/common';
import type { MeResponse } from '../../src/api/schemas/session';
import type { AppContext } from '../context';
import { forbidden, unauthorized } from '../http/errors';
import { idField, parseInput } from '../http/validation';
import { activeBan, currentUser } from '../users/currentUser';

const warningAcceptBody = v.object({ userId: idField });

export function registerSessionRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/v2/user/me', async (request, reply): Promise<MeResponse> => {
    // The session decides what the page shows; never let a cache keep it.
    reply.header('Cache-Control', 'no-store');
    const userId = ctx.sessions.userId(request);
    return { user: userId === null ? null : currentUser(ctx.db, userId, ctx.clock()) };
  });

  app.post('/api/v2/logout', async (request, reply): Promise<OkResponse> => {
    ctx.sessions.signOut(request, reply);
    return { ok: true };
  });

  app.post('/api/v2/user/warningAccept', async (request): Promise<OkResponse> => {
    const { userId } = parseInput(warningAcceptBody, request.body, 'body');
    const sessionUserId = ctx.sessions.userId(request);
    if (sessionUserId === null) throw unauthorized();
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
