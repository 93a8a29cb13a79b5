// Development sign-in: GET /auth/login lists accounts, POST /auth/login starts a session and
// sends the browser back to a same-site path (never to another origin). It is part of the
// development surface (config.ts): while that is off, the page says that sign-in is not
// available here and the form's POST does not exist.
import type { DomainApp, DomainOptions } from '../context';
import { signInChoices } from '../data/accounts';
import { notFound, sendError } from '../http/errors';
import { wantsJson } from '../http/negotiation';
import { SERVER_PAGE_CSS_PATH } from '../http/serverPage';
import { DevLoginBody, DevLoginQuery } from '../../src/api/schemas/dev';
import { ANONYMOUS_ACCOUNT, DEMO_ACCOUNTS, DEMO_FACTS } from '../seed/demoAccounts';
import { NEW_MEMBER_NICKNAME } from '../seed/seedNewMember';
import { findUser } from '../users/currentUser';
import { LOGIN_CSS, renderLoginPage, renderSignInOffPage, SIGN_IN_OFF_NOTICE } from './devLoginPage';
import { safeReturnTo } from '../http/returnTo';

const OTHER_USERS_LISTED = 12;


export async function devLoginRoutes(app: DomainApp, { ctx }: DomainOptions): Promise<void> {
  // Prepared once: the page lists them on every load.
  const choices = signInChoices(ctx.db);

  // Served whether the surface is on or not: the sign-in-off page and the stand-ins of the site's
  // other parts (routes/otherSiteParts.ts) link it too.
  app.get(SERVER_PAGE_CSS_PATH, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('Cache-Control', 'no-cache').send(LOGIN_CSS),
  );

  if (!ctx.devTools) {
    app.get('/auth/login', { schema: { querystring: DevLoginQuery } }, async (request, reply) => {
      const { returnTo } = request.query;
      if (wantsJson(request.headers.accept, request.query)) return sendError(reply, 404, 'sign_in_off', SIGN_IN_OFF_NOTICE);
      return reply.code(404).type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(renderSignInOffPage(safeReturnTo(returnTo)));
    });
    return;
  }

  app.get('/auth/login', { schema: { querystring: DevLoginQuery } }, async (request, reply) => {
    const { returnTo } = request.query;
    const html = renderLoginPage({
      returnTo: safeReturnTo(returnTo),
      csrfToken: request.csrfToken,
      demoAccounts: DEMO_ACCOUNTS,
      otherUsers: choices.otherUsers(DEMO_FACTS.firstOtherUserId, OTHER_USERS_LISTED),
      // The seed's new member by name: the quiet-user query loses her as soon as anyone fans or
      // hearts her, and she is the account the README sends people to for the empty lists. Data
      // without her (another seed) gets whoever nobody has noticed yet.
      quietUser: choices.userNamed(NEW_MEMBER_NICKNAME) ?? choices.quietUser(DEMO_FACTS.firstOtherUserId, ANONYMOUS_ACCOUNT.nickname) ?? null,
      // The account the whiteboard refuses by its nickname (it is quiet too, but listed on its own).
      anonymousUser: choices.userNamed(ANONYMOUS_ACCOUNT.nickname) ?? null,
      signedInAs: request.viewer?.nickname ?? null,
    });
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(html);
  });

  app.post('/auth/login', { schema: { body: DevLoginBody } }, async (request, reply) => {
    const { userId, returnTo } = request.body;
    if (!findUser(ctx.db, userId)) throw notFound(`User ${userId} does not exist.`);
    ctx.sessions.signIn(request, reply, userId);
    return reply.redirect(safeReturnTo(returnTo), 303);
  });
}
