// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEMO_FACTS } from '../seed/demoAccounts';
import { TEST_NOW, TestClient } from '../testing/testApp';
import { useTestApp } from '../testing/useTestApp';
import { ErrorBodySchema, OkSchema } from '../../src/api/schemas/common';
import { type CurrentUser, LogoutResponseSchema, MeResponseSchema } from '../../src/api/schemas/session';
import { expectShape } from '../testing/expectShape';

const t = useTestApp();

const me = async (client: TestClient) => expectShape(MeResponseSchema, (await client.get('/api/v2/user/me')).json()).user;

describe('GET /api/v2/user/me', () => {
  it('returns null for a visitor, and no-store', async () => {
    const response = await new TestClient(t.app).get('/api/v2/user/me');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ user: null, moderator: null });
  });

  it('returns the signed-in artist with the current-user fields', async () => {
    const client = new TestClient(t.app);
    await client.signIn(1);
    const user = (await me(client)) as CurrentUser;
    expect(user).toMatchObject({
      id: 1,
      nickname: 'InkyAda',
      avatar: '/img/avatar/1',
      mature: false,
      icons: [],
      chatServer: '/',
      ban: null,
      showHeader: true,
      googleLogin: false,
      thumbs: false,
      since: null,
    });
    expect(user.chatId).toEqual(expect.any(String));
    expect(user.following.length).toBeGreaterThan(0);
    expect(user.blocks).toHaveLength(2);
    expect(user.fans).toBeGreaterThanOrEqual(100);
    expect(user.sketches).toBeGreaterThanOrEqual(100);
    expect(user.glops).toBeGreaterThan(0);
  });

  it('shows the roles of the demo accounts', async () => {
    const as = async (id: number) => {
      const client = new TestClient(t.app);
      await client.signIn(id);
      return (await me(client)) as CurrentUser;
    };
    expect(await as(2)).toMatchObject({ icons: ['p'], since: DEMO_FACTS.patronSince });
    expect((await as(3)).icons).toContain('g');
    expect(await as(4)).toMatchObject({ icons: ['m'], thumbs: true });
    expect((await as(5)).ban).toMatchObject({ duration: 0, reason: DEMO_FACTS.warningReason });
    const ban = (await as(6)).ban;
    expect(ban).toMatchObject({ duration: 168, reason: DEMO_FACTS.suspensionReason });
    expect(Date.parse(ban?.dateEnd ?? '') - Date.parse(ban?.dateStart ?? '')).toBe(168 * 3_600_000);
    expect(Date.parse(ban?.dateStart ?? '')).toBe(TEST_NOW - 86_400_000);
  });
});

describe('POST /api/v2/logout', () => {
  it('ends the session and clears the cookie', async () => {
    const client = new TestClient(t.app);
    await client.signIn(1);
    const oldSid = client.jar.get('sid') as string;
    const response = await client.post('/api/v2/logout', {});
    expect(response.statusCode).toBe(200);
    expect(expectShape(LogoutResponseSchema, response.json())).toEqual({ ok: true, user: null });
    expect(client.jar.get('sid')).toBeUndefined();
    expect(await me(client)).toBeNull();
    // The old cookie value no longer works either.
    client.jar.set('sid', oldSid);
    expect(await me(client)).toBeNull();
  });

  it('needs the CSRF token', async () => {
    const client = new TestClient(t.app);
    await client.signIn(1);
    const response = await client.post('/api/v2/logout', {}, { csrf: null });
    expect(response.statusCode).toBe(403);
    expect(expectShape(ErrorBodySchema, response.json())).toMatchObject({ error: 'csrf' });
    expect(await me(client)).not.toBeNull();
  });
});

describe('POST /api/v2/user/warningAccept', () => {
  it('rejects a visitor', async () => {
    const response = await new TestClient(t.app).post('/api/v2/user/warningAccept', { userId: 5 });
    expect(response.statusCode).toBe(401);
  });

  it('rejects a bad body without changing anything', async () => {
    const client = new TestClient(t.app);
    await client.signIn(5);
    for (const body of [{}, { userId: 'five' }, { userId: -5 }, { userId: 5.5 }]) {
      const response = await client.post('/api/v2/user/warningAccept', body);
      expect(response.statusCode).toBe(400);
      expect(expectShape(ErrorBodySchema, response.json())).toMatchObject({ error: 'bad_request', message: expect.stringContaining('userId') });
    }
    expect((await me(client))?.ban).not.toBeNull();
  });

  it("forbids accepting another user's warning", async () => {
    const client = new TestClient(t.app);
    await client.signIn(1);
    const response = await client.post('/api/v2/user/warningAccept', { userId: 5 });
    expect(response.statusCode).toBe(403);
    expect(expectShape(ErrorBodySchema, response.json())).toMatchObject({ error: 'forbidden', message: expect.any(String) });
  });

  it('forbids accepting a suspension', async () => {
    const client = new TestClient(t.app);
    await client.signIn(6);
    const response = await client.post('/api/v2/user/warningAccept', { userId: 6 });
    expect(response.statusCode).toBe(403);
    expect(expectShape(ErrorBodySchema, response.json()).message).toMatch(/suspension/i);
    expect((await me(client))?.ban?.duration).toBe(168);
  });

  it('accepts the own warning, after which /me has no ban', async () => {
    const client = new TestClient(t.app);
    await client.signIn(5);
    const response = await client.post('/api/v2/user/warningAccept', { userId: 5 });
    expect(response.statusCode).toBe(200);
    expect(expectShape(OkSchema, response.json())).toEqual({ ok: true });
    expect((await me(client))?.ban).toBeNull();
    // A retried request changes nothing and still succeeds.
    expect((await client.post('/api/v2/user/warningAccept', { userId: '5' })).statusCode).toBe(200);
  });
});

describe('POST /api/dev/warn', () => {
  it('re-issues a warning once, so each end-to-end run can accept it again', async () => {
    const client = new TestClient(t.app);
    await client.signIn(5);
    await client.post('/api/v2/user/warningAccept', { userId: 5 });
    expect((await me(client))?.ban).toBeNull();
    for (let i = 0; i < 2; i++) expect(expectShape(OkSchema, (await client.post('/api/dev/warn', { userId: 5 })).json())).toEqual({ ok: true });
    expect((await me(client))?.ban).toMatchObject({ duration: 0, reason: DEMO_FACTS.warningReason });
    expect((await client.post('/api/v2/user/warningAccept', { userId: 5 })).statusCode).toBe(200);
    expect((await me(client))?.ban).toBeNull();
  });

  it('validates its body and needs the CSRF token', async () => {
    const client = new TestClient(t.app);
    expect((await client.post('/api/dev/warn', { userId: 'x' })).statusCode).toBe(400);
    expect((await client.post('/api/dev/warn', { userId: 999_999 })).statusCode).toBe(404);
    expect((await client.post('/api/dev/warn', { userId: 5 }, { csrf: null })).statusCode).toBe(403);
  });
});

describe('suspension end', () => {
  it('counts a suspension whose end has passed as no ban', async () => {
    const client = new TestClient(t.app);
    await client.signIn(6);
    expect((await me(client))?.ban).not.toBeNull();
    t.advance(7 * 86_400_000);
    expect((await me(client))?.ban).toBeNull();
  });
});
