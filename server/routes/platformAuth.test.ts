// @vitest-environment node
import { SESSION_COOKIE } from '../auth/sessions';
import { describe, expect, it } from 'vitest';
import { signToken } from '../auth/tokens';
import { TEST_NOW, TestClient } from '../testing/testApp';
import { useTestApp } from '../testing/useTestApp';
import { DevAppleTokenResponseSchema, DevHostTokenResponseSchema } from '../../src/api/schemas/analytics';
import { ErrorBodySchema } from '../../src/api/schemas/common';
import { MeResponseSchema } from '../../src/api/schemas/session';
import { expectShape } from '../testing/expectShape';

const t = useTestApp();

async function appleToken(sub: string): Promise<string> {
  const response = await new TestClient(t.app).get(`/api/dev/appleToken?sub=${encodeURIComponent(sub)}`);
  expect(response.statusCode).toBe(200);
  return expectShape(DevAppleTokenResponseSchema, response.json()).identityToken;
}

async function hostToken(userId: number): Promise<string> {
  const response = await new TestClient(t.app).get(`/api/dev/hostToken?userId=${userId}`);
  expect(response.statusCode).toBe(200);
  return expectShape(DevHostTokenResponseSchema, response.json()).token;
}

/** Flips one character of the signature part. */
const tamper = (token: string) => token.slice(0, -2) + (token.at(-2) === 'A' ? 'B' : 'A') + token.at(-1);

describe('POST /api/v2/authAppleId', () => {
  it('signs in the account linked to the token subject', async () => {
    const client = new TestClient(t.app);
    const response = await client.post('/api/v2/authAppleId', { identityToken: await appleToken('apple-ada') });
    expect(response.statusCode).toBe(200);
    expect(expectShape(MeResponseSchema, response.json()).user).toMatchObject({ id: 1, nickname: 'InkyAda' });
    expect(client.jar.get(SESSION_COOKIE)).toBeTruthy();
    expect(expectShape(MeResponseSchema, (await client.get('/api/v2/user/me')).json()).user?.id).toBe(1);
  });

  it('answers no_account for an unknown subject', async () => {
    const client = new TestClient(t.app);
    const response = await client.post('/api/v2/authAppleId', { identityToken: await appleToken('apple-nobody') });
    expect(response.statusCode).toBe(404);
    expect(expectShape(ErrorBodySchema, response.json())).toEqual({ error: 'no_account', message: 'No account exists for this Apple ID' });
    expect(client.jar.get(SESSION_COOKIE)).toBeUndefined();
  });

  it('rejects a bad signature', async () => {
    const response = await new TestClient(t.app).post('/api/v2/authAppleId', { identityToken: tamper(await appleToken('apple-ada')) });
    expect(response.statusCode).toBe(401);
    expect(expectShape(ErrorBodySchema, response.json())).toMatchObject({ error: 'invalid_token' });
  });

  it('rejects a token signed with another secret', async () => {
    const forged = signToken(Buffer.alloc(32, 7), 'apple', { sub: 'apple-ada', iat: Math.floor(TEST_NOW / 1000) });
    const response = await new TestClient(t.app).post('/api/v2/authAppleId', { identityToken: forged });
    expect(response.statusCode).toBe(401);
  });

  it.each([['not-a-token'], ['a.b.c'], ['!!!.???'], [`${Buffer.from('{"sub":1}').toString('base64url')}.abc`]])(
    'rejects the malformed token %j with 400',
    async (identityToken) => {
      const response = await new TestClient(t.app).post('/api/v2/authAppleId', { identityToken });
      expect(response.statusCode).toBe(400);
      expect(expectShape(ErrorBodySchema, response.json())).toMatchObject({ error: 'bad_request' });
    },
  );

  it('rejects a missing token with 400', async () => {
    const response = await new TestClient(t.app).post('/api/v2/authAppleId', {});
    expect(response.statusCode).toBe(400);
    expect(expectShape(ErrorBodySchema, response.json()).message).toContain('identityToken');
  });

  it('does not accept a host token as an identity token', async () => {
    const response = await new TestClient(t.app).post('/api/v2/authAppleId', { identityToken: await hostToken(1) });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/v2/auth/hostToken', () => {
  it('exchanges a fresh host token for a session', async () => {
    const client = new TestClient(t.app);
    const response = await client.post('/api/v2/auth/hostToken', { token: await hostToken(2) });
    expect(response.statusCode).toBe(200);
    expect(expectShape(MeResponseSchema, response.json()).user).toMatchObject({ id: 2, nickname: 'PatronPaolo' });
    expect(expectShape(MeResponseSchema, (await client.get('/api/v2/user/me')).json()).user?.id).toBe(2);
  });

  it('keeps the session it has for the same user, so requests on their way with its cookie still go through; another user gets a new one', async () => {
    const client = new TestClient(t.app);
    await client.post('/api/v2/auth/hostToken', { token: await hostToken(2) });
    const session = client.jar.get(SESSION_COOKIE);
    const csrf = client.jar.get('csrf');
    expect(session).toBeDefined();
    const again = await client.post('/api/v2/auth/hostToken', { token: await hostToken(2) });
    expect(expectShape(MeResponseSchema, again.json()).user?.id).toBe(2);
    expect(again.cookies.map((cookie) => cookie.name)).not.toContain(SESSION_COOKIE);
    expect([client.jar.get(SESSION_COOKIE), client.jar.get('csrf')]).toEqual([session, csrf]);
    const other = await client.post('/api/v2/auth/hostToken', { token: await hostToken(1) });
    expect(expectShape(MeResponseSchema, other.json()).user?.id).toBe(1);
    expect(client.jar.get(SESSION_COOKIE)).not.toBe(session);
    // The first session ended with the change of user.
    const old = new TestClient(t.app);
    old.jar.set(SESSION_COOKIE, session!);
    expect(expectShape(MeResponseSchema, (await old.get('/api/v2/user/me')).json()).user).toBeNull();
  });

  it('rejects a tampered token', async () => {
    const response = await new TestClient(t.app).post('/api/v2/auth/hostToken', { token: tamper(await hostToken(2)) });
    expect(response.statusCode).toBe(401);
    expect(expectShape(ErrorBodySchema, response.json())).toMatchObject({ error: 'invalid_token' });
  });

  it('rejects a token naming no user', async () => {
    const response = await new TestClient(t.app).post('/api/v2/auth/hostToken', { token: await hostToken(999_999) });
    expect(response.statusCode).toBe(401);
  });

  it('rejects an expired token (older than 60 s) and an expired identity token (older than 5 min)', async () => {
    const host = await hostToken(2);
    const apple = await appleToken('apple-ada');
    t.advance(61_000);
    const hostResponse = await new TestClient(t.app).post('/api/v2/auth/hostToken', { token: host });
    expect(hostResponse.statusCode).toBe(401);
    expect(expectShape(ErrorBodySchema, hostResponse.json()).message).toMatch(/expired/);
    expect((await new TestClient(t.app).post('/api/v2/authAppleId', { identityToken: apple })).statusCode).toBe(200);
    t.advance(240_000);
    const appleResponse = await new TestClient(t.app).post('/api/v2/authAppleId', { identityToken: apple });
    expect(appleResponse.statusCode).toBe(401);
    expect(expectShape(ErrorBodySchema, appleResponse.json())).toMatchObject({ error: 'invalid_token' });
  });
});

describe('dev token routes', () => {
  it('validate their query', async () => {
    const client = new TestClient(t.app);
    expect((await client.get('/api/dev/hostToken?userId=x')).statusCode).toBe(400);
    expect((await client.get('/api/dev/appleToken')).statusCode).toBe(400);
  });
});
