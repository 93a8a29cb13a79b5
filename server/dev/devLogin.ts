// Development sign-in: GET /auth/login lists accounts, POST /auth/login starts a session and
// sends the browser back to a same-site path (never to another origin). It is part of the
// development surface (config.ts): while that is off, the page says that sign-in is not
// available here and the form's POST does not exist.
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { DomainOptions } from '../context';
import { notFound, sendError } from '../http/errors';
import { wantsJson } from '../http/negotiation';
import { SERVER_PAGE_CSS_PATH } from '../http/serverPage';
import { parseInput } from '../http/validation';
import { idField } from '../../src/api/schemas/requestFields';
import { ANONYMOUS_ACCOUNT, DEMO_ACCOUNTS, DEMO_FACTS } from '../seed/demoAccounts';
import { findUser } from '../users/currentUser';
import { LOGIN_CSS, renderLoginPage, renderSignInOffPage, SIGN_IN_OFF_NOTICE } from './devLoginPage';

const OTHER_USERS_LISTED = 12;

/** A relative path on this site: one leading '/', no scheme, host, backslash or control characters. */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return '/';
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return '/';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this check refuses
  if (/[\u0000-\u001f\u007f\s]/.test(value)) return '/';
  return value;
}

const loginQuery = v.object({ returnTo: v.optional(v.unknown()) });
const loginBody = v.object({ userId: idField, returnTo: v.optional(v.unknown()) });

export async function devLoginRoutes(app: FastifyInstance, { ctx }: DomainOptions): Promise<void> {
  const otherUsers = ctx.db.prepare(`
    SELECT id, nickname, glops FROM users u
    WHERE id >= ? AND NOT EXISTS (SELECT 1 FROM bans b WHERE b.user_id = u.id AND b.accepted = 0)
    ORDER BY glops DESC, id LIMIT ?`);
  // Someone nobody has noticed yet: no fans, no hearts, thumbs-up or comments from others on
  // their sketches or profile, no messages. Signing in as them shows the activity lists, the
  // messages and the fans list as a new member sees them: empty.
  const quietUser = ctx.db.prepare(`
    SELECT id, nickname, glops FROM users u
    WHERE id >= ? AND nickname <> ? AND NOT EXISTS (SELECT 1 FROM bans b WHERE b.user_id = u.id)
      AND NOT EXISTS (SELECT 1 FROM follows f WHERE f.artist_id = u.id)
      AND NOT EXISTS (SELECT 1 FROM hearts h JOIN sketches s ON s.id = h.sketch_id WHERE s.user_id = u.id AND h.giver_id <> u.id)
      AND NOT EXISTS (SELECT 1 FROM ratings r JOIN sketches s ON s.id = r.sketch_id WHERE s.user_id = u.id AND r.user_id <> u.id)
      AND NOT EXISTS (SELECT 1 FROM comments c JOIN sketches s ON c.target_type = 'sketch' AND s.id = c.target_id WHERE s.user_id = u.id AND c.user_id <> u.id)
      AND NOT EXISTS (SELECT 1 FROM comments c WHERE c.target_type = 'profile' AND c.target_id = u.id AND c.user_id <> u.id)
      AND NOT EXISTS (SELECT 1 FROM message_topics t WHERE t.from_id = u.id OR t.to_id = u.id)
    ORDER BY id LIMIT 1`);
  // The account the whiteboard refuses by its nickname (it is quiet too, but listed on its own).
  const anonymousUser = ctx.db.prepare('SELECT id, nickname FROM users WHERE nickname = ? ORDER BY id LIMIT 1');

  // Served whether the surface is on or not: the sign-in-off page and the stand-ins of the site's
  // other parts (routes/otherSiteParts.ts) link it too.
  app.get(SERVER_PAGE_CSS_PATH, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('Cache-Control', 'no-cache').send(LOGIN_CSS),
  );

  if (!ctx.devTools) {
    app.get('/auth/login', async (request, reply) => {
      const { returnTo } = parseInput(loginQuery, request.query, 'query');
      if (wantsJson(request.headers.accept, request.query)) return sendError(reply, 404, 'sign_in_off', SIGN_IN_OFF_NOTICE);
      return reply.code(404).type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(renderSignInOffPage(safeReturnTo(returnTo)));
    });
    return;
  }

  app.get('/auth/login', async (request, reply) => {
    const { returnTo } = parseInput(loginQuery, request.query, 'query');
    const html = renderLoginPage({
      returnTo: safeReturnTo(returnTo),
      csrfToken: request.csrfToken,
      demoAccounts: DEMO_ACCOUNTS,
      otherUsers: otherUsers.all(DEMO_FACTS.firstOtherUserId, OTHER_USERS_LISTED) as {
        id: number;
        nickname: string;
        glops: number;
      }[],
      quietUser: (quietUser.get(DEMO_FACTS.firstOtherUserId, ANONYMOUS_ACCOUNT.nickname) as { id: number; nickname: string; glops: number } | undefined) ?? null,
      anonymousUser: (anonymousUser.get(ANONYMOUS_ACCOUNT.nickname) as { id: number; nickname: string } | undefined) ?? null,
      signedInAs: request.viewer?.nickname ?? null,
    });
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(html);
  });

  app.post('/auth/login', async (request, reply) => {
    const { userId, returnTo } = parseInput(loginBody, request.body, 'body');
    if (!findUser(ctx.db, userId)) throw notFound(`User ${userId} does not exist.`);
    ctx.sessions.signIn(request, reply, userId);
    return reply.redirect(safeReturnTo(returnTo), 303);
  });
}
