// Development and test helpers under /api/dev/ (registered only when devTools is on): mint
// the tokens a real platform or host app would produce, start a session as any user without the
// identity page, re-issue a warning, read back analytics events, and show the group admin's
// lists empty:
//   POST /api/dev/signIn {userId}                 (the end-to-end tests' sign-in, test/e2e/pages/shell.ts)
//   POST /api/dev/groupAdmin {empty: true|false}  (server/entities/groupAdminEmpty.ts)
import { signToken } from '../auth/tokens';
import type { DomainApp, DomainOptions } from '../context';
import { latestAnalytics } from '../data/analytics';
import { insertDevWarning, pendingWarningId } from '../data/moderation';
import { notFound } from '../http/errors';
import { DevAnalyticsQuery, DevAppleTokenQuery, DevGroupAdminBody, DevHostTokenQuery, DevSignInBody, DevWarnBody } from '../../src/api/schemas/dev';
import { setGroupAdminListsEmpty } from '../entities/groupAdminEmpty';
import { DEMO_FACTS } from '../seed/demoAccounts';
import { currentUser, findUser } from '../users/currentUser';
import type { DevAnalyticsResponse, DevAppleTokenResponse, DevHostTokenResponse, StoredAnalyticsEvent } from '../../src/api/schemas/analytics';
import type { OkResponse } from '../../src/api/schemas/common';
import type { MeResponse } from '../../src/api/schemas/session';

export async function devToolRoutes(app: DomainApp, { ctx }: DomainOptions): Promise<void> {
  const nowSeconds = () => Math.floor(ctx.clock() / 1000);

  app.get('/api/dev/appleToken', { schema: { querystring: DevAppleTokenQuery } }, async (request): Promise<DevAppleTokenResponse> => {
    const { sub } = request.query;
    return { identityToken: signToken(ctx.secret, 'apple', { sub, iat: nowSeconds() }) };
  });

  app.get('/api/dev/hostToken', { schema: { querystring: DevHostTokenQuery } }, async (request): Promise<DevHostTokenResponse> => {
    const { userId } = request.query;
    return { token: signToken(ctx.secret, 'host', { sub: userId, iat: nowSeconds() }) };
  });

  // What POST /auth/login does for the identity page's form, as a JSON call (with the CSRF token,
  // as every POST): the session starts (a new sid and a new CSRF token) and the answer says who is
  // signed in now. The end-to-end tests sign in this way; the page itself keeps its own tests.
  app.post('/api/dev/signIn', { schema: { body: DevSignInBody } }, async (request, reply): Promise<MeResponse> => {
    const { userId } = request.body;
    if (!findUser(ctx.db, userId)) throw notFound(`User ${userId} does not exist.`);
    ctx.sessions.signIn(request, reply, userId);
    return { user: currentUser(ctx.db, userId, ctx.clock()), moderator: null };
  });

  // End-to-end runs share one server across browsers; each run re-issues the warning it accepts.
  app.post('/api/dev/warn', { schema: { body: DevWarnBody } }, async (request): Promise<OkResponse> => {
    const { userId, reason } = request.body;
    if (!findUser(ctx.db, userId)) throw notFound(`User ${userId} does not exist.`);
    if (pendingWarningId(ctx.db, userId) === undefined) {
      insertDevWarning(ctx.db, userId, new Date(ctx.clock()).toISOString(), reason ?? DEMO_FACTS.warningReason);
    }
    return { ok: true };
  });

  // The empty state of every group admin list, to see and to test; {empty: false} shows them again.
  app.post('/api/dev/groupAdmin', { schema: { body: DevGroupAdminBody } }, async (request): Promise<OkResponse> => {
    const { empty } = request.body;
    setGroupAdminListsEmpty(ctx.db, empty);
    return { ok: true };
  });

  app.get('/api/dev/analytics', { schema: { querystring: DevAnalyticsQuery } }, async (request, reply): Promise<DevAnalyticsResponse> => {
    const { kind, limit = 50 } = request.query;
    reply.header('Cache-Control', 'no-store');
    const rows = latestAnalytics(ctx.db, kind || null, limit);
    const events = rows.map(
      (row): StoredAnalyticsEvent => ({
        id: row.id,
        kind: row.kind,
        path: row.path,
        ...(row.message !== null && { message: row.message }),
        ...(row.stack !== null && { stack: row.stack }),
        ua: row.ua,
        at: row.at,
      }),
    );
    return { events };
  });
}
