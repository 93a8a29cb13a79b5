// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../seed/demoAccounts';
import { BROWSER_ACCEPT, TestClient } from '../testing/testApp';
import { useTestApp } from '../testing/useTestApp';
import { safeReturnTo } from '../http/returnTo';
import { NEW_MEMBER_NICKNAME } from '../seed/seedNewMember';
import { LOGIN_PAGE_TITLE, NEW_MEMBER_DESCRIPTION, QUIET_MEMBER_DESCRIPTION, renderLoginPage } from './devLoginPage';
import { ErrorBodySchema } from '../../src/api/schemas/common';
import { MeResponseSchema } from '../../src/api/schemas/session';
import { ActivityPageSchema, MessageTopicPageSchema } from '../../src/api/schemas/messages';
import { expectShape } from '../testing/expectShape';
import { EXPIRED_FORM_TEXT } from '../http/csrf';

const t = useTestApp();

const hidden = (html: string, name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1];

describe('GET /auth/login', () => {
  it('lists every demo account as a form button with userId, returnTo and csrf', async () => {
    const client = new TestClient(t.app);
    const response = await client.get('/auth/login?returnTo=/sketch/12', { accept: BROWSER_ACCEPT });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const html = response.body;
    expect(html).toContain(`<title>${LOGIN_PAGE_TITLE}</title>`);
    expect(LOGIN_PAGE_TITLE).toBe('Sketchery sign-in (development)');
    for (const account of DEMO_ACCOUNTS) {
      expect(html).toContain(`data-user-id="${account.id}"`);
      expect(html).toContain(account.nickname);
      expect(html).toContain(account.description);
    }
    expect(html).toContain('<form method="post" action="/auth/login"');
    expect(hidden(html, 'returnTo')).toBe('/sketch/12');
    // The form's token is the one in the cookie issued with this very response.
    expect(hidden(html, 'csrf')).toBe(client.jar.get('csrf'));
    expect(html).not.toMatch(/<script|style="/);
    expect(html).toContain('href="/auth/login.css"');
    const otherButtons = html.match(/data-role="user"/g) ?? [];
    expect(otherButtons.length).toBeGreaterThan(5);
  });

  it('offers a new member whose activity, messages and fans are all empty', async () => {
    const html = (await new TestClient(t.app).get('/auth/login', { accept: BROWSER_ACCEPT })).body;
    const id = Number(/data-user-id="(\d+)" data-role="quiet"/.exec(html)?.[1]);
    expect(id).toBeGreaterThan(DEMO_ACCOUNTS.length);
    const quiet = await t.clientAs(id);
    for (const filter of ['notifications', 'replies']) {
      expect(expectShape(ActivityPageSchema, (await quiet.get(`/api/v2/activity?filter=${filter}&page=1`)).json()).items).toEqual([]);
    }
    expect(expectShape(MessageTopicPageSchema, (await quiet.get('/api/v2/messages?page=1&pageSize=25')).json()).topics).toEqual([]);
    expect(t.query('SELECT 1 FROM follows WHERE artist_id = ?', id)).toEqual([]);
  });

  it('offers the Anonymous account, with a chat id, apart from the new member', async () => {
    const html = (await new TestClient(t.app).get('/auth/login', { accept: BROWSER_ACCEPT })).body;
    const id = Number(/data-user-id="(\d+)" data-role="anonymous"/.exec(html)?.[1]);
    expect(t.one<{ nickname: string; chat_id: string | null }>('SELECT nickname, chat_id FROM users WHERE id = ?', id)).toEqual({ nickname: 'Anonymous', chat_id: expect.any(String) });
    const quiet = Number(/data-user-id="(\d+)" data-role="quiet"/.exec(html)?.[1]);
    expect(t.one<{ nickname: string }>('SELECT nickname FROM users WHERE id = ?', quiet).nickname).toBe(NEW_MEMBER_NICKNAME);
  });

  it('keeps the seeded new member under "A new member" once someone is her fan, and says her lists only start empty', async () => {
    const quietId = async () => {
      const html = (await new TestClient(t.app).get('/auth/login', { accept: BROWSER_ACCEPT })).body;
      return { id: Number(/data-user-id="(\d+)" data-role="quiet"/.exec(html)?.[1]), html };
    };
    const nia = t.one<{ id: number }>('SELECT id FROM users WHERE nickname = ?', NEW_MEMBER_NICKNAME).id;
    const ada = await t.clientAs(DEMO_ACCOUNTS[0]!.id);
    expect((await ada.post('/api/fan', { user: nia })).statusCode).toBe(200);
    try {
      const { id, html } = await quietId();
      expect(id).toBe(nia);
      expect(html).toContain(NEW_MEMBER_DESCRIPTION);
      expect(html).not.toContain('Nobody has noticed them yet');
    } finally {
      await ada.post('/api/unfan', { user: nia });
    }
  });

  it('says of a member found by the quiet-user query (data without the seeded one) only that nobody has noticed them yet', () => {
    const page = (nickname: string) =>
      renderLoginPage({ returnTo: '/', csrfToken: 'x', demoAccounts: [], otherUsers: [], quietUser: { id: 500, nickname, glops: 0 }, anonymousUser: null, signedInAs: null });
    expect(page('QuietQuinn')).toContain(QUIET_MEMBER_DESCRIPTION);
    expect(page('QuietQuinn')).not.toContain(NEW_MEMBER_DESCRIPTION);
    expect(page(NEW_MEMBER_NICKNAME)).toContain(NEW_MEMBER_DESCRIPTION);
  });

  it('serves its stylesheet', async () => {
    const response = await new TestClient(t.app).get('/auth/login.css', { accept: 'text/css' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/css/);
  });

  it('falls back to / for an unsafe returnTo', async () => {
    const response = await new TestClient(t.app).get('/auth/login?returnTo=https://evil.example/', { accept: BROWSER_ACCEPT });
    expect(hidden(response.body, 'returnTo')).toBe('/');
  });
});

describe('POST /auth/login', () => {
  it('signs in and redirects with 303 to returnTo', async () => {
    const client = new TestClient(t.app);
    const csrf = await client.primeCsrf();
    const response = await client.postForm('/auth/login', { userId: '3', returnTo: '/groups?tab=all', csrf });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/groups?tab=all');
    const sid = response.cookies.find((cookie) => cookie.name === 'sid');
    expect(sid).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(expectShape(MeResponseSchema, (await client.get('/api/v2/user/me')).json()).user?.nickname).toBe('GroupGreta');
  });

  it('rejects a missing or wrong CSRF token and creates no session', async () => {
    const client = new TestClient(t.app);
    const csrf = await client.primeCsrf();
    const attempts: Record<string, string>[] = [{ userId: '1' }, { userId: '1', csrf: `${csrf}x` }, { userId: '1', csrf: 'A'.repeat(32) }];
    for (const fields of attempts) {
      const response = await client.postForm('/auth/login', fields);
      expect(response.statusCode).toBe(403);
      expect(expectShape(ErrorBodySchema, response.json())).toMatchObject({ error: 'csrf', message: expect.any(String) });
      expect(response.cookies.some((cookie) => cookie.name === 'sid')).toBe(false);
    }
  });

  it('answers a browser whose sign-in page was left open while the token changed with a page that opens it again, returnTo kept', async () => {
    const client = new TestClient(t.app);
    await client.primeCsrf();
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html,application/xhtml+xml,*/*;q=0.8', cookie: client.jar.header() },
      payload: new URLSearchParams({ userId: '1', returnTo: '/messages', csrf: 'A'.repeat(32) }).toString(),
    });
    expect(response.statusCode).toBe(403);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain(EXPIRED_FORM_TEXT);
    expect(response.body).toContain('href="/auth/login?returnTo=%2Fmessages"');
    expect(response.cookies.some((cookie) => cookie.name === 'sid')).toBe(false);
  });

  it('rejects a token when the request carries no csrf cookie', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `userId=1&csrf=${'A'.repeat(32)}`,
    });
    expect(response.statusCode).toBe(403);
  });

  it('validates the user id', async () => {
    const client = new TestClient(t.app);
    const csrf = await client.primeCsrf();
    expect((await client.postForm('/auth/login', { userId: 'abc', csrf })).statusCode).toBe(400);
    expect((await client.postForm('/auth/login', { userId: '999999', csrf })).statusCode).toBe(404);
  });

  it.each([
    ['/user/1/albums', '/user/1/albums'],
    ['//evil.example/path', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example/', '/'],
    ['javascript:alert(1)', '/'],
    ['', '/'],
    ['/a b', '/'],
  ])('redirects returnTo %j to %j', async (returnTo, expected) => {
    const client = new TestClient(t.app);
    const csrf = await client.primeCsrf();
    const response = await client.postForm('/auth/login', { userId: '1', returnTo, csrf });
    expect(response.headers.location).toBe(expected);
    expect(safeReturnTo(returnTo)).toBe(expected);
  });
});
