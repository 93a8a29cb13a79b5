// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createTestApp, TestClient } from '../testing/testApp';
import { useTestApp } from '../testing/useTestApp';
import { ANALYTICS_MESSAGE_MAX, ANALYTICS_PATH_MAX, DevAnalyticsResponseSchema } from '../../src/api/schemas/analytics';
import { ErrorBodySchema, OkSchema } from '../../src/api/schemas/common';
import { expectShape } from '../testing/expectShape';

const t = useTestApp();

/** Analytics need no CSRF token: post without cookie or header. */
const send = (payload: unknown, contentType = 'application/json') =>
  t.app.inject({
    method: 'POST',
    url: '/api/analytics',
    headers: { 'content-type': contentType, 'user-agent': 'vitest-agent' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

const latest = async (query = '') =>
  expectShape(DevAnalyticsResponseSchema, (await new TestClient(t.app).get(`/api/dev/analytics${query}`)).json()).events;

describe('POST /api/analytics', () => {
  it('stores a page view without a CSRF token', async () => {
    const response = await send({ kind: 'pageview', path: '/sketch/7' });
    expect(response.statusCode).toBe(200);
    expect(expectShape(OkSchema, response.json())).toEqual({ ok: true });
    expect((await latest('?kind=pageview&limit=1'))[0]).toMatchObject({ kind: 'pageview', path: '/sketch/7', ua: 'vitest-agent' });
  });

  it('stores an error with message and stack, also when sent as text/plain (beacon)', async () => {
    const event = { kind: 'error', path: '/compos', message: 'TypeError: x is undefined', stack: 'at Compo (compo.js:1:2)' };
    expect((await send(event, 'text/plain;charset=UTF-8')).statusCode).toBe(200);
    expect((await latest('?kind=error'))[0]).toMatchObject(event);
  });

  it.each([
    [{ kind: 'click', path: '/' }, 'kind'],
    [{ kind: 'pageview' }, 'path'],
    [{ kind: 'pageview', path: '' }, 'path'],
    [{ kind: 'error', path: '/', message: 'm'.repeat(ANALYTICS_MESSAGE_MAX + 1) }, 'message'],
    [{ kind: 'error', path: '/', stack: 42 }, 'stack'],
    [{ kind: 'pageview', path: 'p'.repeat(ANALYTICS_PATH_MAX + 1) }, 'path'],
  ])('rejects %j (field %s) and stores nothing', async (event, field) => {
    const before = (await latest('?limit=500')).length;
    const response = await send(event);
    expect(response.statusCode).toBe(400);
    expect(expectShape(ErrorBodySchema, response.json())).toMatchObject({ error: 'bad_request', message: expect.stringContaining(field) });
    expect((await latest('?limit=500')).length).toBe(before);
  });

  it('rejects text that is not JSON', async () => {
    expect((await send('kind=pageview', 'text/plain')).statusCode).toBe(400);
  });
});

describe('GET /api/dev/analytics', () => {
  it('returns the newest events first, limited', async () => {
    for (const path of ['/a', '/b', '/c']) await send({ kind: 'pageview', path });
    const events = await latest('?kind=pageview&limit=2');
    expect(events.map((event) => event.path)).toEqual(['/c', '/b']);
  });

  it('validates its query', async () => {
    const client = new TestClient(t.app);
    expect((await client.get('/api/dev/analytics?limit=0')).statusCode).toBe(400);
    expect((await client.get('/api/dev/analytics?kind=nope')).statusCode).toBe(400);
  });
});

describe('without dev tools', () => {
  it('has no /api/dev routes', async () => {
    const prod = await createTestApp({ devTools: false });
    try {
      const client = new TestClient(prod.app);
      for (const url of ['/api/dev/analytics', '/api/dev/appleToken?sub=apple-ada', '/api/dev/hostToken?userId=1']) {
        const response = await client.get(url);
        expect(response.statusCode).toBe(404);
        expect(expectShape(ErrorBodySchema, response.json())).toMatchObject({ error: 'not_found' });
      }
    } finally {
      await prod.close();
    }
  });
});
