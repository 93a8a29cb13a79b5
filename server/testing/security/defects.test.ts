// @vitest-environment node
// The server defects that testing from outside found (issue 8, "Server defects found"), one
// block each. Every test here failed before its fix.
import { connect } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { signToken } from '../../auth/tokens';
import { configFromEnv, isLoopbackHost, parseTrustProxy } from '../../config';
import { FORBIDDEN_KEY_MESSAGE, NOT_AN_OBJECT_MESSAGE } from '../../http/bodies';
import { SECURITY_HEADERS } from '../../http/security';
import { FULL_PNG_OWNER_ONLY } from '../../routes/images';
import { badAddressPage } from '../../http/errors';
import { escapeHtml } from '../../http/serverPage';
import { SIGN_IN_OFF_NOTICE, STAND_IN_NOTICE } from '../../dev/devLoginPage';
import { demoAccountByRole } from '../../seed/demoAccounts';
import { BROWSER_ACCEPT, createTestApp, TEST_NOW, TestClient } from '../testApp';
import { useTestApp } from '../useTestApp';
import { expectShape } from '../expectShape';
import { ErrorBodySchema } from '../../../src/api/schemas/common';

const t = useTestApp();
const gus = demoAccountByRole('gloperator');
const ada = t.client(demoAccountByRole('artist').id);
const moderator = t.client(gus.id);

/** The answer is the JSON error shape and carries every security header a normal answer has. */
function expectErrorWithHeaders(response: LightMyRequestResponse, status: number): void {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expectShape(ErrorBodySchema, response.json());
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(response.headers[name], name).toBe(value);
}

describe('a warned or banned gloperator has no moderator tools', () => {
  const createImage = (client: TestClient, title: string) =>
    client.post('/api/v2/content/createImage', { sketchId: 1, path: t.one<{ path: string }>('SELECT path FROM brush_categories LIMIT 1').path, title });
  const sharedImages = () => t.one<{ n: number }>('SELECT count(*) AS n FROM shared_images').n;

  it('refuses createImage and createCoOpSketch while the warning is unaccepted, and allows them once it is accepted', async () => {
    t.write('INSERT INTO bans (user_id, duration, date_start, reason, offenses, accepted) VALUES (?, 0, ?, ?, 1, 0)', gus.id, new Date(TEST_NOW).toISOString(), 'test');
    const before = sharedImages();
    const refused = await createImage(moderator, 'While warned');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'account_restricted', message: 'Please read and accept the warning on your account first.' });
    const coop = await moderator.post('/api/v2/content/createCoOpSketch', { sketchId: 2, path: 'x', title: 'While warned' });
    expect(coop.statusCode).toBe(403);
    expect(sharedImages()).toBe(before);

    expect((await moderator.post('/api/v2/user/warningAccept', { userId: gus.id })).statusCode).toBe(200);
    expect((await createImage(moderator, 'After accepting')).statusCode).toBe(200);
    expect(sharedImages()).toBe(before + 1);
  });

  it('refuses them during a suspension', async () => {
    t.write(
      'INSERT INTO bans (user_id, duration, date_start, date_end, reason, offenses, accepted) VALUES (?, 24, ?, ?, ?, 2, 0)',
      gus.id,
      new Date(TEST_NOW).toISOString(),
      new Date(TEST_NOW + 86_400_000).toISOString(),
      'test',
    );
    const refused = await createImage(moderator, 'While suspended');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'account_restricted', message: 'Your account is suspended.' });
    t.write('DELETE FROM bans WHERE user_id = ?', gus.id);
  });
});

describe('the full-size PNG is the owner\'s download only', () => {
  it('answers 401 to a visitor and 403 to another user, in the JSON error shape', async () => {
    const sketch = t.one<{ id: number; userId: number }>('SELECT id, user_id AS userId FROM sketches WHERE user_id <> 1 ORDER BY id LIMIT 1');
    const visitor = await new TestClient(t.app).get(`/img/sketch/${sketch.id}/full.png`, { accept: 'image/png' });
    expectErrorWithHeaders(visitor, 401);
    const other = await ada.get(`/img/sketch/${sketch.id}/full.png`, { accept: 'image/png' });
    expectErrorWithHeaders(other, 403);
    expect(other.json()).toEqual({ error: 'forbidden', message: FULL_PNG_OWNER_ONLY });
    const owner = await (await t.clientAs(sketch.userId)).get(`/img/sketch/${sketch.id}/full.png`, { accept: 'image/png' });
    expect(owner.statusCode).toBe(200);
    expect(owner.headers['cache-control']).toMatch(/^private/);
  });
});

describe('a JSON body must be an object', () => {
  const rawPost = async (client: TestClient, url: string, payload: string) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { accept: 'application/json', 'content-type': 'application/json', cookie: client.jar.header(), 'x-csrf-token': await client.primeCsrf() },
      payload,
    });
  const adaSketch = () => t.one<{ id: number; title: string }>('SELECT id, title FROM sketches WHERE user_id = 1 ORDER BY id LIMIT 1');

  it.each([
    ['an empty array', '[]'],
    ['50,000 nested arrays', '['.repeat(50_000) + ']'.repeat(50_000)],
    ['null', 'null'],
    ['a string', '"title"'],
    ['a number', '7'],
  ])('refuses %s with 400 before the route runs', async (_name, payload) => {
    const sketch = adaSketch();
    for (const url of [`/sketch/${sketch.id}/edit`, '/api/v2/index', '/comment', '/api/v2/group']) {
      const response = await rawPost(ada, url, payload);
      expectErrorWithHeaders(response, 400);
      expect(response.json()).toEqual({ error: 'bad_request', message: NOT_AN_OBJECT_MESSAGE });
    }
    expect(adaSketch().title).toBe(sketch.title);
  });

  it('refuses __proto__ and constructor keys, and still takes an object', async () => {
    for (const payload of ['{"__proto__": {"admin": true}}', '{"constructor": {"prototype": {"admin": true}}}']) {
      const response = await rawPost(ada, '/api/v2/index', payload);
      expectErrorWithHeaders(response, 400);
      expect(response.json().message).toBe(FORBIDDEN_KEY_MESSAGE);
    }
    expect((await rawPost(ada, '/api/v2/index', '{}')).statusCode).toBe(200);
  });
});

describe("the framework's errors have the error shape and the security headers", () => {
  it('for a malformed percent-encoding in the path', async () => {
    const pageAsJson = { url: '/gallery/%ff', accept: 'application/json' };
    for (const { url, accept } of [pageAsJson, { url: '/api/comments/%E0%A4%A?type=sketch', accept: BROWSER_ACCEPT }, { url: '/img/sketch/%/200.jpg', accept: BROWSER_ACCEPT }]) {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept } });
      expectErrorWithHeaders(response, 400);
      expect(response.json().error).toBe('bad_url');
      // The answer does not repeat the address.
      expect(response.body).not.toContain('%');
    }
  });

  it('for a malformed percent-encoding in a page a browser opens: a page with the reason and a link home', async () => {
    for (const url of ['/gallery/%ff', '/tag/%E0%A4', '/user/%zz/albums?x=1']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept: BROWSER_ACCEPT } });
      expect(response.statusCode, url).toBe(400);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-store');
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(response.headers[name], name).toBe(value);
      expect(response.body).toBe(badAddressPage('The address is not valid (a malformed percent-encoding).'));
      expect(response.body).toContain('<a href="/">Go to the home page</a>');
      expect(response.body).not.toContain('%');
    }
  });

  it('for 404, 415, 413 and an unreadable JSON body', async () => {
    const token = await ada.primeCsrf();
    const post = (headers: Record<string, string>, payload: string) =>
      t.app.inject({ method: 'POST', url: '/api/v2/index', headers: { cookie: ada.jar.header(), 'x-csrf-token': token, ...headers }, payload });
    expectErrorWithHeaders(await t.app.inject({ method: 'GET', url: '/api/no/such/route', headers: { accept: 'application/json' } }), 404);
    expectErrorWithHeaders(await post({ 'content-type': 'application/xml' }, '<index/>'), 415);
    expectErrorWithHeaders(await post({ 'content-type': 'application/json' }, JSON.stringify({ motd: 'x'.repeat(1_100_000) })), 413);
    expectErrorWithHeaders(await post({ 'content-type': 'application/json' }, '{"recent": 1,'), 400);
  });

  it('for a request Node cannot read, answered on the socket', async () => {
    const server = await createTestApp();
    try {
      await server.app.listen({ host: '127.0.0.1', port: 0 });
      const address = server.app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const raw = (request: string) =>
        new Promise<string>((resolve, reject) => {
          const socket = connect(port, '127.0.0.1', () => socket.end(request));
          let answer = '';
          socket.on('data', (chunk) => (answer += chunk.toString()));
          socket.on('end', () => resolve(answer));
          socket.on('error', reject);
        });
      for (const [request, status] of [
        ['NOT A REQUEST\r\n\r\n', 400],
        [`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
      ] as const) {
        const answer = await raw(request);
        const [head = '', body = ''] = answer.split('\r\n\r\n');
        expect(head.split('\r\n')[0]).toMatch(new RegExp(`^HTTP/1.1 ${status} `));
        for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(head).toContain(`${name}: ${value}`);
        expectShape(ErrorBodySchema, JSON.parse(body));
      }
    } finally {
      await server.close();
    }
  });
});

describe('SERVER_RENDER', () => {
  it('renders the landing pages on the server unless it says off, and refuses a value it does not know instead of reading it as off', () => {
    expect([configFromEnv({}), configFromEnv({ SERVER_RENDER: 'on' }), configFromEnv({ SERVER_RENDER: 'off' })].map((c) => c.serverRender)).toEqual([true, true, false]);
    for (const bad of ['1', 'true', 'OFF', 'no']) expect(() => configFromEnv({ SERVER_RENDER: bad }), bad).toThrow(/SERVER_RENDER must be on or off/);
  });
});

describe('PUBLIC_ORIGIN', () => {
  it('takes an http or https origin and refuses anything with a path, a query, credentials or another scheme', () => {
    expect(configFromEnv({}).publicOrigin).toBeNull();
    expect(configFromEnv({ PUBLIC_ORIGIN: 'https://sketchery.app' }).publicOrigin).toBe('https://sketchery.app');
    expect(configFromEnv({ PUBLIC_ORIGIN: 'https://sketchery.app/' }).publicOrigin).toBe('https://sketchery.app');
    expect(configFromEnv({ PUBLIC_ORIGIN: 'http://10.0.0.5:8080' }).publicOrigin).toBe('http://10.0.0.5:8080');
    for (const bad of ['sketchery.app', 'ftp://sketchery.app', 'https://sketchery.app/x', 'https://a@sketchery.app', 'https://sketchery.app?x=1', 'javascript:alert(1)']) {
      expect(() => configFromEnv({ PUBLIC_ORIGIN: bad }), bad).toThrow(/PUBLIC_ORIGIN/);
    }
  });
});

describe('the development surface', () => {
  it('is on by default only on loopback, and on elsewhere only when asked, with a warning', () => {
    expect(configFromEnv({})).toMatchObject({ host: '127.0.0.1', devTools: true, devToolsWarning: null });
    for (const host of ['localhost', '::1', '[::1]', '127.0.0.2']) expect(configFromEnv({ HOST: host }).devTools).toBe(true);
    for (const host of ['0.0.0.0', '::', '192.168.1.20', 'sketchery.example']) {
      expect(configFromEnv({ HOST: host })).toMatchObject({ devTools: false, devToolsWarning: null });
      const on = configFromEnv({ HOST: host, DEV_TOOLS: '1' });
      expect(on.devTools).toBe(true);
      expect(on.devToolsWarning).toContain(`listens on ${host}`);
    }
    expect(configFromEnv({ DEV_TOOLS: '0' }).devTools).toBe(false);
    expect(() => configFromEnv({ DEV_TOOLS: 'maybe' })).toThrow(/DEV_TOOLS/);
    expect(isLoopbackHost('::ffff:127.0.0.1')).toBe(true);
    expect(isLoopbackHost('128.0.0.1')).toBe(false);
  });

  it('when off, has no /api/dev routes, no sign-in form, and a sign-in page that says why', async () => {
    const off = await createTestApp({ devTools: false });
    try {
      const visitor = new TestClient(off.app);
      expect((await visitor.post('/api/dev/warn', { userId: 1 })).statusCode).toBe(404);
      expect((await visitor.get('/api/dev/hostToken?userId=4')).statusCode).toBe(404);
      expect((await visitor.get('/api/dev/analytics')).statusCode).toBe(404);
      const csrf = await visitor.primeCsrf();
      expect((await visitor.postForm('/auth/login', { userId: '4', csrf })).statusCode).toBe(404);
      expect(visitor.jar.get('sid')).toBeUndefined();
      const page = await visitor.get('/auth/login', { accept: BROWSER_ACCEPT });
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain(escapeHtml(SIGN_IN_OFF_NOTICE));
      expect(page.body).not.toContain('data-user-id');
      const json = await visitor.get('/auth/login');
      expect(expectShape(ErrorBodySchema, json.json()).error).toBe('sign_in_off');
      const csp = await off.app.inject({ method: 'GET', url: '/?csp=off', headers: { accept: BROWSER_ACCEPT } });
      expect(csp.headers['content-security-policy']).toBeTruthy();
    } finally {
      await off.close();
    }
  });

  it('when on, the sign-in page says plainly that it stands in for the identity provider', async () => {
    const page = await new TestClient(t.app).get('/auth/login', { accept: BROWSER_ACCEPT });
    expect(page.body).toContain('data-testid="stand-in-notice"');
    expect(page.body).toContain('This page stands in for the real identity provider.');
    expect(STAND_IN_NOTICE).toMatch(/anyone who can reach this server can sign in here as any account/);
  });
});

describe('cookies behind a TLS proxy, and the CSRF token at sign-in', () => {
  it('reads TRUST_PROXY', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('127.0.0.1, 10.0.0.0/8')).toEqual(['127.0.0.1', '10.0.0.0/8']);
    expect(() => parseTrustProxy('proxy.example')).toThrow(/TRUST_PROXY/);
    expect(configFromEnv({ TRUST_PROXY: '127.0.0.1' }).trustProxy).toEqual(['127.0.0.1']);
  });

  const signInCookies = async (trustProxy: boolean) => {
    const app = await createTestApp({ trustProxy });
    try {
      const first = await app.app.inject({ method: 'GET', url: '/api/v2/user/me', headers: { 'x-forwarded-proto': 'https' } });
      const csrf = first.cookies.find((cookie) => cookie.name === 'csrf')!;
      const login = await app.app.inject({
        method: 'POST',
        url: '/auth/login',
        headers: { 'x-forwarded-proto': 'https', 'content-type': 'application/x-www-form-urlencoded', cookie: `csrf=${csrf.value}` },
        payload: `userId=1&csrf=${csrf.value}`,
      });
      return [first.cookies, login.cookies].flat() as { name: string; secure?: boolean }[];
    } finally {
      await app.close();
    }
  };

  it('sets Secure on the session and CSRF cookies behind a trusted proxy that says https', async () => {
    const trusted = await signInCookies(true);
    expect(trusted.map((cookie) => cookie.name).sort()).toEqual(['csrf', 'csrf', 'sid']);
    for (const cookie of trusted) expect(cookie.secure, cookie.name).toBe(true);
    // Without trusting the proxy, anyone could claim https; the cookies stay as the connection is.
    for (const cookie of await signInCookies(false)) expect(cookie.secure, cookie.name).toBeFalsy();
  });

  it('replaces the CSRF token at every sign-in path, and the old token stops working', async () => {
    const apple = signToken(t.app.ctx.secret, 'apple', { sub: demoAccountByRole('patron').appleSub, iat: Math.floor(TEST_NOW / 1000) });
    const host = signToken(t.app.ctx.secret, 'host', { sub: demoAccountByRole('patron').id, iat: Math.floor(TEST_NOW / 1000) });
    const paths: [string, (client: TestClient) => Promise<LightMyRequestResponse>][] = [
      ['dev login', async (client) => client.postForm('/auth/login', { userId: '2', csrf: await client.primeCsrf() })],
      ['platform sign-in', (client) => client.post('/api/v2/authAppleId', { identityToken: apple })],
      ['host token', (client) => client.post('/api/v2/auth/hostToken', { token: host })],
    ];
    for (const [name, signIn] of paths) {
      const client = new TestClient(t.app);
      const before = await client.primeCsrf();
      expect((await signIn(client)).statusCode, name).toBeLessThan(400);
      const after = client.jar.get('csrf');
      expect(after, name).toBeTruthy();
      expect(after, name).not.toBe(before);
      expect((await client.post('/api/v2/index', {}, { csrf: before })).statusCode, name).toBe(403);
      expect((await client.post('/api/v2/index', {})).statusCode, name).toBe(200);
    }
  });
});
