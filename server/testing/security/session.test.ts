// @vitest-environment node
// Sessions: the cookies' flags, logout ending the session on the server, a session id that
// does not survive sign-in (no fixation), and the session's end after its lifetime.
import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE, SESSION_DAYS } from '../../auth/sessions';
import { CSRF_COOKIE } from '../../http/csrf';
import { createTestApp, TestClient } from '../testApp';
import { useTestApp } from '../useTestApp';
import { expectShape } from '../expectShape';
import { MeResponseSchema } from '../../../src/api/schemas/session';

const t = useTestApp();

interface Cookie {
  name: string;
  value: string;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: string;
  path?: string;
  maxAge?: number;
}

const cookiesOf = (response: { cookies: unknown[] }) => response.cookies as Cookie[];
const meOf = async (client: TestClient) => expectShape(MeResponseSchema, (await client.get('/api/v2/user/me')).json()).user?.id ?? null;
const sessionsOf = (userId: number) => t.one<{ n: number }>('SELECT count(*) AS n FROM sessions WHERE user_id = ?', userId).n;

async function signInResponse(client: TestClient, userId: number) {
  const csrf = await client.primeCsrf();
  return client.postForm('/auth/login', { userId: String(userId), csrf });
}

describe('cookie flags', () => {
  it('the session cookie is HttpOnly, SameSite=Lax, site-wide, for the session lifetime; the CSRF cookie is readable by the page', async () => {
    const client = new TestClient(t.app);
    const first = await client.get('/api/v2/user/me');
    const csrf = cookiesOf(first).find((cookie) => cookie.name === CSRF_COOKIE)!;
    expect(csrf).toMatchObject({ sameSite: 'Lax', path: '/' });
    // The page echoes it in a header, so it must not be HttpOnly.
    expect(csrf.httpOnly).toBeFalsy();
    expect(csrf.value).toMatch(/^[\w-]{32}$/);
    const signIn = await signInResponse(client, 1);
    const sid = cookiesOf(signIn).find((cookie) => cookie.name === SESSION_COOKIE)!;
    expect(sid).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: SESSION_DAYS * 86_400 });
    expect(sid.value).toMatch(/^[\w-]{43}$/);
    // Plain http (the test's connection): no Secure, or the browser would drop the cookie.
    expect(sid.secure).toBeFalsy();
  });

  it('both cookies are Secure over https, here through a trusted TLS proxy', async () => {
    const app = await createTestApp({ trustProxy: ['127.0.0.1'] });
    try {
      const headers = { 'x-forwarded-proto': 'https' };
      const first = await app.app.inject({ method: 'GET', url: '/api/v2/user/me', headers });
      const csrf = cookiesOf(first).find((cookie) => cookie.name === CSRF_COOKIE)!;
      expect(csrf.secure).toBe(true);
      const login = await app.app.inject({
        method: 'POST',
        url: '/auth/login',
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded', cookie: `${CSRF_COOKIE}=${csrf.value}` },
        payload: `userId=1&csrf=${csrf.value}`,
      });
      expect(cookiesOf(login).find((cookie) => cookie.name === SESSION_COOKIE)?.secure).toBe(true);
      // A proxy address that is not trusted cannot claim https.
      const untrusted = await app.app.inject({ method: 'GET', url: '/api/v2/user/me', headers, remoteAddress: '203.0.113.9' });
      expect(cookiesOf(untrusted).find((cookie) => cookie.name === CSRF_COOKIE)?.secure).toBeFalsy();
    } finally {
      await app.close();
    }
  });
});

describe('logout', () => {
  it('ends the session on the server: the old cookie no longer signs anyone in', async () => {
    const client = await t.clientAs(1);
    const sid = client.jar.get(SESSION_COOKIE)!;
    const sessions = sessionsOf(1);
    expect((await client.post('/api/v2/logout', {})).statusCode).toBe(200);
    expect(sessionsOf(1)).toBe(sessions - 1);
    const replay = new TestClient(t.app);
    replay.jar.set(SESSION_COOKIE, sid);
    expect(await meOf(replay)).toBeNull();
    // Nor can the stolen cookie write.
    expect((await replay.post('/comment', { key: 'after-logout', comment: 'x', type: 'sketch', which: 1 })).statusCode).toBe(401);
  });
});

describe('sign-in', () => {
  it('does not keep a session id planted before it (no fixation)', async () => {
    // The attacker's own session cookie, planted in the victim's browser.
    const attacker = await t.clientAs(3);
    const planted = attacker.jar.get(SESSION_COOKIE)!;
    const victim = new TestClient(t.app);
    victim.jar.set(SESSION_COOKIE, planted);
    expect((await signInResponse(victim, 1)).statusCode).toBe(303);
    const issued = victim.jar.get(SESSION_COOKIE)!;
    expect(issued).not.toBe(planted);
    expect(await meOf(victim)).toBe(1);
    // The planted id is gone, and it never became the victim's session.
    attacker.jar.set(SESSION_COOKIE, planted);
    expect(await meOf(attacker)).toBeNull();
  });

  it('does not adopt an id the server never issued', async () => {
    const victim = new TestClient(t.app);
    const invented = 'a'.repeat(43);
    victim.jar.set(SESSION_COOKIE, invented);
    await signInResponse(victim, 1);
    expect(victim.jar.get(SESSION_COOKIE)).not.toBe(invented);
    const replay = new TestClient(t.app);
    replay.jar.set(SESSION_COOKIE, invented);
    expect(await meOf(replay)).toBeNull();
  });

  it('gives a new id at every sign-in, also to the same user', async () => {
    const client = await t.clientAs(1);
    const first = client.jar.get(SESSION_COOKIE);
    await signInResponse(client, 1);
    expect(client.jar.get(SESSION_COOKIE)).not.toBe(first);
  });

  it('ends after its lifetime', async () => {
    const client = await t.clientAs(1);
    expect(await meOf(client)).toBe(1);
    t.advance(SESSION_DAYS * 86_400_000 + 1);
    expect(await meOf(client)).toBeNull();
  });
});
