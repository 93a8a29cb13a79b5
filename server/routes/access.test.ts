// @vitest-environment node
// The role matrix: which routes need a user and which refuse whom. The guards are route
// preHandlers (auth/guards.ts) and the app records each route's guard, so this file checks
// the declarations against the table below and then asks every guarded route as a visitor,
// as a banned and a warned user, and as the wrong role.
import { describe, expect, it } from 'vitest';
import type { IconFlag } from '../../src/api/schemas/session';
import type { RouteAccess } from '../auth/guards';
import { demoAccountByRole } from '../seed/demoAccounts';
import type { TestClient } from '../testing/testApp';
import { useTestApp } from '../testing/useTestApp';
import { STATS_MESSAGES } from './stats';

type Access = 'actor' | 'signedIn' | `role:${IconFlag}`;

/** Every route that needs a user, with the guard it must declare. */
const GUARDED: Record<string, Access> = {
  'POST /api/v2/user/warningAccept': 'signedIn',
  'GET /activity/:id': 'signedIn',
  'GET /api/v2/user/groups_recents': 'signedIn',
  'GET /api/v2/user/recommendations': 'signedIn',
  'GET /album/sketch': 'signedIn',
  'GET /api/v2/sketchStats/:id': 'signedIn',
  'GET /api/v2/stats': 'signedIn',
  'GET /img/sketch/:id/full.png': 'signedIn',
  'POST /album/create': 'actor',
  'POST /album/edit': 'actor',
  'POST /album/add': 'actor',
  'POST /album/remove': 'actor',
  'POST /album/delete': 'actor',
  'GET /api/v2/upload/sketch': 'actor',
  'POST /api/v2/upload/sketch': 'actor',
  'GET /sketch/:id/edit': 'actor',
  'POST /sketch/:id/edit': 'actor',
  'POST /api/v2/sketch/:id': 'actor',
  'POST /sketch/:id/report': 'actor',
  'POST /heart': 'actor',
  'POST /rate': 'actor',
  'POST /api/v2/user/setAvatar': 'actor',
  'POST /api/v2/user/setCover': 'actor',
  'POST /comment': 'actor',
  'POST /api/v2/report/comment': 'actor',
  'POST /api/fan': 'actor',
  'POST /api/unfan': 'actor',
  'POST /api/v2/user/block': 'actor',
  'POST /api/v2/user/unblock': 'actor',
  'GET /api/v2/user/blocked': 'actor',
  'POST /api/v2/content/createImage': 'role:m',
  'POST /api/v2/content/createCoOpSketch': 'role:m',
};

/** Routes whose 401 has its own text; the others say the general one. */
const VISITOR_MESSAGES: Record<string, string> = {
  'GET /api/v2/sketchStats/:id': STATS_MESSAGES.notLoggedIn,
  'GET /api/v2/stats': STATS_MESSAGES.notLoggedIn,
};

/** POSTs anyone may send, and why; any other POST must declare a guard. */
const PUBLIC_POSTS: Record<string, string> = {
  'POST /api/v2/logout': 'ending no session is still a success',
  'POST /api/v2/authAppleId': 'signs in',
  'POST /api/v2/auth/hostToken': 'signs in',
  'POST /auth/login': 'signs in (development page)',
  'POST /api/analytics': 'page views and errors of visitors too',
  'POST /api/v2/index': 'the home page, a read sent as POST',
  'POST /api/v2/group': 'a group gallery, a read sent as POST',
  'POST /api/dev/warn': 'development tools, absent in production',
};

const t = useTestApp();
const visitor = t.client();
const artist = t.client(demoAccountByRole('artist').id);
const gloperator = t.client(demoAccountByRole('gloperator').id);
const warned = t.client(demoAccountByRole('warned').id);
const banned = t.client(demoAccountByRole('banned').id);

const accessName = (access: RouteAccess | null): Access | null =>
  access === null ? null : access.kind === 'role' ? `role:${access.flag}` : access.kind;
const declared = () => Object.fromEntries(t.app.guardedRoutes.map((route) => [`${route.method} ${route.url}`, accessName(route.access)]));
const guardedRoutes = Object.entries(GUARDED).map(([route, access]) => {
  const [method, pattern] = route.split(' ') as ['GET' | 'POST', string];
  // Any id will do: the guard answers before the route looks at its input.
  return { route, access, method, url: pattern.replace(/:\w+/g, '1') };
});

function ask(client: TestClient, method: 'GET' | 'POST', url: string) {
  return method === 'GET' ? client.get(url) : client.post(url, {});
}

describe('route guards', () => {
  it('are declared by every route that needs a user, as the table says', () => {
    const routes = declared();
    const guarded = Object.fromEntries(Object.entries(routes).filter(([, access]) => access !== null));
    expect(guarded).toEqual(GUARDED);
  });

  it('are declared by every POST except the public ones', () => {
    const unguardedPosts = Object.entries(declared())
      .filter(([route, access]) => route.startsWith('POST ') && access === null)
      .map(([route]) => route);
    expect(unguardedPosts.sort()).toEqual(Object.keys(PUBLIC_POSTS).sort());
  });
});

describe.each(guardedRoutes)('$route', ({ route, method, url, access }) => {
  it('asks a visitor to log in (401), before looking at the input', async () => {
    const response = await ask(visitor, method, url);
    expect(response.statusCode).toBe(401);
    const message = VISITOR_MESSAGES[route] ?? 'You must be logged in to do this.';
    expect(response.json()).toEqual({ error: 'not_logged_in', message });
  });

  if (access === 'actor') {
    it('refuses a suspended user and one with an unaccepted warning (403)', async () => {
      expect((await ask(banned, method, url)).json()).toEqual({ error: 'forbidden', message: 'Your account is suspended.' });
      const response = await ask(warned, method, url);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: 'forbidden', message: 'Please read and accept the warning on your account first.' });
    });
  }

  if (access === 'role:m') {
    it('refuses a user without the gloperator flag (403) and lets a gloperator through to the input check', async () => {
      const refused = await ask(artist, method, url);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ error: 'forbidden', message: expect.stringMatching(/^Only gloperators can /) });
      // Past the guard, the empty body is the route's own 400.
      expect((await ask(gloperator, method, url)).statusCode).toBe(400);
    });
  }
});
