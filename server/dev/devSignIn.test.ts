// @vitest-environment node
// POST /api/dev/signIn {userId} (development surface): the end-to-end tests' sign-in, what the
// identity page's form does as one JSON call. It starts a session as POST /auth/login does (a new
// sid and CSRF token, the old session ended), needs the CSRF token like every POST, validates
// its input, and does not exist without the development surface.
import { describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '../../src/api/schemas/common';
import { MeResponseSchema } from '../../src/api/schemas/session';
import { demoAccountByRole } from '../seed/demoAccounts';
import { expectError, expectShape } from '../testing/expectShape';
import { createTestApp, TestClient } from '../testing/testApp';
import { useTestApp } from '../testing/useTestApp';

const t = useTestApp();
const ada = demoAccountByRole('artist');
const greta = demoAccountByRole('groupAdmin');

const me = async (client: TestClient) => expectShape(MeResponseSchema, (await client.get('/api/v2/user/me')).json()).user;

describe('POST /api/dev/signIn (development surface)', () => {
  it('signs the client in and answers who is signed in now', async () => {
    const client = new TestClient(t.app);
    const csrfBefore = await client.primeCsrf();
    const response = await client.post('/api/dev/signIn', { userId: ada.id });
    expect(response.statusCode).toBe(200);
    expect(expectShape(MeResponseSchema, response.json())).toMatchObject({ user: { id: ada.id, nickname: ada.nickname }, moderator: null });
    // The same cookies as the identity page's sign-in: an HttpOnly session, a new CSRF token.
    expect(response.cookies.find((cookie) => cookie.name === 'sid')).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(client.jar.get('csrf')).not.toBe(csrfBefore);
    expect((await me(client))?.nickname).toBe(ada.nickname);
  });

  it('replaces the session the client had: the old one ends', async () => {
    const client = new TestClient(t.app);
    await client.post('/api/dev/signIn', { userId: ada.id });
    const oldSid = client.jar.get('sid');
    await client.post('/api/dev/signIn', { userId: greta.id });
    expect(client.jar.get('sid')).not.toBe(oldSid);
    expect((await me(client))?.nickname).toBe(greta.nickname);
    const stale = new TestClient(t.app);
    stale.jar.set('sid', oldSid!);
    expect(await me(stale)).toBeNull();
  });

  it('refuses a missing or wrong CSRF token and starts no session', async () => {
    const client = new TestClient(t.app);
    const csrf = await client.primeCsrf();
    for (const token of [null, `${csrf}x`, 'A'.repeat(32)]) {
      const response = await client.post('/api/dev/signIn', { userId: ada.id }, { csrf: token });
      expect(expectError(response, 403).error).toBe('csrf');
      expect(response.cookies.some((cookie) => cookie.name === 'sid')).toBe(false);
    }
    expect(await me(client)).toBeNull();
  });

  it('validates the user id: 400 for a malformed one, 404 for no such user', async () => {
    const client = new TestClient(t.app);
    for (const body of [{}, { userId: 'abc' }, { userId: -1 }, { userId: 1.5 }, null]) {
      const response = await client.post('/api/dev/signIn', body);
      expect(response.statusCode).toBe(400);
      expectShape(ErrorBodySchema, response.json());
    }
    expect(expectError(await client.post('/api/dev/signIn', { userId: 999_999 }), 404).message).toBe('User 999999 does not exist.');
    expect(await me(client)).toBeNull();
  });
});

describe('without the development surface', () => {
  it('does not exist, and signs nobody in', async () => {
    const off = await createTestApp({ devTools: false });
    try {
      const client = new TestClient(off.app);
      const response = await client.post('/api/dev/signIn', { userId: ada.id });
      expect(response.statusCode).toBe(404);
      expect(response.cookies.some((cookie) => cookie.name === 'sid')).toBe(false);
      expect(await me(client)).toBeNull();
    } finally {
      await off.close();
    }
  });
});
