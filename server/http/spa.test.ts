// @vitest-environment node
import { useTestApp } from '../testing/useTestApp';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_ACCEPT, createTestApp, FAKE_INDEX_FOR_VISITOR, FAKE_STUB_HOST_HTML } from '../testing/testApp';
import { isPagePath, prefersHtml, wantsJson } from './negotiation';
import { IMMUTABLE_CACHE, injectNativeShim } from './spa';

const t = useTestApp();

const withoutFirstAnswers = (html: string) => html.replace(/<script type="application\/json" id="first-answers">.*?<\/script>|<link rel="preload" as="image"[^>]*>/gs, '');

const get = (url: string, accept?: string) =>
  t.app.inject({ method: 'GET', url, headers: accept === undefined ? {} : { accept } });

describe('page paths and JSON negotiation', () => {
  it.each([['/'], ['/sketch/12'], ['/user/InkyAda/albums'], ['/user/alba.works'], ['/gallery/tops7'], ['/logout'], ['/sketch/12/edit']])(
    'serves index.html for a browser navigation to %s',
    async (url) => {
      const response = await get(url, BROWSER_ACCEPT);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      // With the visitor's session for the app, the page is theirs alone.
      expect(response.headers['cache-control']).toBe('private, no-cache');
      expect(response.headers.vary).toMatch(/\bCookie\b/);
      expect(withoutFirstAnswers(response.body)).toBe(FAKE_INDEX_FOR_VISITOR);
    },
  );

  it('sends a JSON request to the API routes', async () => {
    const response = await get('/api/v2/user/me', 'application/json');
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ user: null, moderator: null });
  });

  it('routes ?format=json and Accept: application/json on a page path to the API (404 JSON when none)', async () => {
    for (const [url, accept, status, error] of [
      // The edit call itself answers (a visitor may not edit).
      ['/sketch/12/edit?format=json', BROWSER_ACCEPT, 401, 'not_logged_in'],
      ['/sketch/12/edit', 'application/json', 401, 'not_logged_in'],
      ['/upload?format=json', BROWSER_ACCEPT, 404, 'not_found'],
      ['/upload', 'application/json', 404, 'not_found'],
    ] as const) {
      const response = await get(url, accept);
      expect(response.statusCode, url).toBe(status);
      expect(response.json()).toMatchObject({ error, message: expect.any(String) });
    }
  });

  it('answers an unknown API path with 404 JSON, even for a browser', async () => {
    for (const accept of ['application/json', BROWSER_ACCEPT]) {
      const response = await get('/api/v2/nope', accept);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'not_found', message: 'No such resource: GET /api/v2/nope' });
    }
  });

  it('serves the app for a page path requested without a type (curl)', async () => {
    expect((await get('/artists', '*/*')).body).toBe(FAKE_INDEX_FOR_VISITOR);
    // Home is the built folder itself: not a folder listing refused (403), but the app.
    const home = await get('/', '*/*');
    expect(home.statusCode).toBe(200);
    expect(home.body).toBe(FAKE_INDEX_FOR_VISITOR);
  });

  it('answers a folder of the build that is no page with 404 JSON, not a refusal', async () => {
    for (const url of ['/assets/', '/native-stub/shims/']) {
      const response = await get(url, '*/*');
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ error: 'not_found' });
    }
  });

  it('serves root files and hashed assets with the right caching', async () => {
    const boot = await get('/boot.js', '*/*');
    expect(boot.statusCode).toBe(200);
    expect(boot.headers['cache-control']).toBe('no-cache');
    const asset = await get('/assets/main-abc123.js', '*/*');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    const missing = await get('/assets/gone-123.js', BROWSER_ACCEPT);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: 'not_found' });
  });

  it('serves the native-stub host page at /native-stub/', async () => {
    for (const url of ['/native-stub/', '/native-stub/index.html']) {
      const response = await get(url, BROWSER_ACCEPT);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toBe(FAKE_STUB_HOST_HTML);
    }
    const bare = await get('/native-stub', BROWSER_ACCEPT);
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe('/native-stub/');
  });

  it('sends a browser that asks for /favicon.ico to the icon the pages link', async () => {
    const response = await get('/favicon.ico', 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/favicon.svg');
  });

  it('answers 503 with a clear text when the client is not built', async () => {
    const unbuilt = await createTestApp({ withIndex: false });
    try {
      const response = await unbuilt.app.inject({ method: 'GET', url: '/', headers: { accept: BROWSER_ACCEPT } });
      expect(response.statusCode).toBe(503);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
      expect(response.body).toContain('Run npm run build first');
    } finally {
      await unbuilt.close();
    }
  });
});

describe('pre-compressed assets', () => {
  const script = `export const greeting = ${JSON.stringify('hello '.repeat(200))};\n`;
  const styles = `.card{color:red}\n`.repeat(100);
  beforeAll(() => {
    // As build/compress.mjs writes them: the original with .br and .gz beside it.
    for (const [name, text] of [['app-ZIP123.js', script], ['styles-ZIP123.css', styles]] as const) {
      const file = path.join(t.distDir, 'assets', name);
      writeFileSync(file, text);
      writeFileSync(`${file}.br`, brotliCompressSync(text));
      writeFileSync(`${file}.gz`, gzipSync(text));
    }
  });
  const fetchAs = (url: string, acceptEncoding: string) => t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding } });

  it.each([
    ['/assets/app-ZIP123.js', () => script, /^(text|application)\/javascript/],
    ['/assets/styles-ZIP123.css', () => styles, /^text\/css/],
  ])('sends %s as br, gzip or identity by Accept-Encoding, with its own type', async (url, text, type) => {
    const br = await fetchAs(url, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(text());
    const gzip = await fetchAs(url, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(text());
    const identity = await fetchAs(url, 'identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(text());
    for (const response of [br, gzip, identity]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(type);
      expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    }
    expect(br.rawPayload.length).toBeLessThan(identity.rawPayload.length / 5);
  });

  it('sends the original when no compressed file is there', async () => {
    const response = await fetchAs('/assets/main-abc123.js', 'br, gzip');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('export {};\n');
  });
});

describe('security headers and cookies', () => {
  it('sends a strict CSP without unsafe-inline scripts', async () => {
    for (const url of ['/', '/api/v2/user/me', '/img/avatar/1/50.jpg']) {
      const csp = String((await get(url, BROWSER_ACCEPT)).headers['content-security-policy']);
      const directives = Object.fromEntries(csp.split(';').map((part) => [part.trim().split(' ')[0], part.trim()]));
      expect(directives['script-src']).toBe("script-src 'self'");
      expect(directives['style-src']).toBe("style-src 'self'");
      // Only style attributes, which the server-rendered markup carries (sanitised HTML has none).
      expect(csp.match(/'unsafe-inline'/g)).toHaveLength(1);
      expect(directives['style-src-attr']).toBe("style-src-attr 'unsafe-inline'");
      expect(csp).not.toContain('unsafe-eval');
      expect(directives['object-src']).toBe("object-src 'none'");
      expect(directives['frame-ancestors']).toBe("frame-ancestors 'self'");
      expect(directives['connect-src']).toBe("connect-src 'self' ws: wss:");
      expect(directives['media-src']).toBe("media-src 'self' blob: data: https:");
    }
  });

  it('issues a readable csrf cookie once', async () => {
    const first = await get('/', BROWSER_ACCEPT);
    const csrf = first.cookies.find((cookie) => cookie.name === 'csrf');
    expect(csrf).toMatchObject({ path: '/', sameSite: 'Lax' });
    expect(csrf?.httpOnly).toBeFalsy();
    const again = await t.app.inject({ method: 'GET', url: '/', headers: { accept: BROWSER_ACCEPT, cookie: `csrf=${csrf?.value}` } });
    expect(again.cookies.some((cookie) => cookie.name === 'csrf')).toBe(false);
  });

  it('answers every error as JSON { error, message }', async () => {
    const badJson = await t.app.inject({
      method: 'POST',
      url: '/api/analytics',
      headers: { 'content-type': 'application/json' },
      payload: '{nope',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toEqual({ error: 'bad_request', message: expect.any(String) });
    const unknownPost = await t.app.inject({ method: 'POST', url: '/api/v2/unknown', payload: {} });
    expect(unknownPost.statusCode).toBeGreaterThanOrEqual(400);
    expect(unknownPost.json()).toEqual({ error: expect.any(String), message: expect.any(String) });
  });
});

describe('native shim test hook', () => {
  it.each([['ios'], ['android']])('inserts the %s shim as the first child of <head>', async (platform) => {
    const response = await get(`/sketch/3?nativeShim=${platform}`, BROWSER_ACCEPT);
    expect(response.body).toContain(`<head><script src="/native-stub/shims/${platform}.js"></script><meta charset="utf-8">`);
  });

  it('ignores any other value', async () => {
    for (const value of ['windows', '%22%3E%3Cscript%3E', 'IOS', '']) {
      expect(withoutFirstAnswers((await get(`/?nativeShim=${value}`, BROWSER_ACCEPT)).body)).toBe(FAKE_INDEX_FOR_VISITOR);
    }
  });

  it('is off without dev tools', async () => {
    const prod = await createTestApp({ devTools: false });
    try {
      const response = await prod.app.inject({ method: 'GET', url: '/?nativeShim=ios', headers: { accept: BROWSER_ACCEPT } });
      expect(withoutFirstAnswers(response.body)).toBe(FAKE_INDEX_FOR_VISITOR);
    } finally {
      await prod.close();
    }
  });

  it('handles a head with attributes and a document without head', () => {
    expect(injectNativeShim('<html><HEAD lang="x"><title>', '/s.js')).toBe('<html><HEAD lang="x"><script src="/s.js"></script><title>');
    expect(injectNativeShim('<p>hi</p>', '/s.js')).toBe('<script src="/s.js"></script><p>hi</p>');
  });
});

describe("the signed-in user's saved theme", () => {
  const { paolo, ada, visitor } = t.demoClients();

  it('is named on <html> for one who saved a theme, and for no visitor or user who never chose', async () => {
    const page = (client: typeof ada) => client.get('/sketch/12', { accept: BROWSER_ACCEPT });
    // PatronPaolo saved dark in Edit profile (the demo); InkyAda never chose one.
    expect((await page(paolo)).body).toMatch(/^<!doctype html>\s*<html lang="en" data-saved-theme="dark">/i);
    expect((await page(ada)).body).not.toContain('data-saved-theme');
    expect((await page(visitor)).body).not.toContain('data-saved-theme');
  });

  it('changes as soon as they save another', async () => {
    const paoloNow = await t.clientAs(2);
    const saved = await paoloNow.post('/editProfile', { theme: 'light' });
    expect(saved.statusCode).toBe(200);
    expect((await paoloNow.get('/', { accept: BROWSER_ACCEPT })).body).toContain('<html lang="en" data-saved-theme="light">');
  });
});

describe('negotiation helpers', () => {
  it('tells page paths from reserved and file paths', () => {
    expect(isPagePath('/')).toBe(true);
    expect(isPagePath('/user/5/albums')).toBe(true);
    expect(isPagePath('/user/mira.draws')).toBe(true);
    for (const path of ['/api/v2/user/me', '/img/sketch/1/200.jpg', '/assets/a.js', '/auth/login', '/native-stub/host.html', '/boot.js', '/api', '/favicon.ico', '/download/0.sketchery']) {
      expect(isPagePath(path)).toBe(false);
    }
  });

  it('reads Accept preferences', () => {
    expect(prefersHtml(BROWSER_ACCEPT)).toBe(true);
    expect(prefersHtml('application/json')).toBe(false);
    expect(prefersHtml('*/*')).toBe(false);
    expect(prefersHtml('application/json, text/html;q=0.5')).toBe(false);
    expect(wantsJson('application/json, text/plain, */*', {})).toBe(true);
    expect(wantsJson(BROWSER_ACCEPT, { format: 'json' })).toBe(true);
    expect(wantsJson(BROWSER_ACCEPT, {})).toBe(false);
  });
});
