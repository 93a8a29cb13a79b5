// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { FIRST_ANSWERS_ID, type FirstAnswer } from '../../src/api/firstAnswers';
import { homeIndexRequest } from '../../src/api/home';
import { HomeIndexSchema } from '../../src/api/schemas/home';
import { MeResponseSchema } from '../../src/api/schemas/session';
import { SketchPageSchema } from '../../src/api/schemas/sketchCards';
import { SketchSchema } from '../../src/api/schemas/sketches';
import { BROWSER_ACCEPT, FAKE_INDEX_HTML } from '../testing/testApp';
import { useTestApp } from '../testing/useTestApp';
import { firstRequestsOf, imagePreloadsOf, inlineFirstAnswers, scriptSafeJson } from './firstAnswers';

const t = useTestApp();
const ada = t.client(1);
const visitor = t.client();

const BLOCK = new RegExp(`<script type="application/json" id="${FIRST_ANSWERS_ID}">(.*?)</script>`, 's');

/** The answers inlined in a page, as the client reads them. */
function answersIn(html: string): FirstAnswer[] {
  const block = BLOCK.exec(html);
  return block ? (JSON.parse(block[1]!) as FirstAnswer[]) : [];
}
const answerTo = (answers: FirstAnswer[], url: string) => answers.find((a) => a.url === url)?.answer;
const imagePreloads = (html: string) => html.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
const page = (client: typeof visitor, url: string) => client.get(url, { accept: BROWSER_ACCEPT });

describe('the first answers of a landing page', () => {
  it('names the requests each landing screen makes first, as the app makes them', () => {
    const me = { method: 'GET', url: '/api/v2/user/me' };
    expect(firstRequestsOf('/')).toEqual([me, { method: 'POST', url: '/api/v2/index', body: homeIndexRequest(true) }]);
    expect(firstRequestsOf('/gallery/recent')).toEqual([me, { method: 'GET', url: '/api/v2/index/recentSketches?page=1' }]);
    expect(firstRequestsOf('/gallery/hearts')).toEqual([me, { method: 'GET', url: '/api/v2/index/recentHearts?page=1' }]);
    // A gallery whose list depends on more than its path: the session only.
    expect(firstRequestsOf('/tag/cat')).toEqual([me]);
    expect(firstRequestsOf('/sketch/12').map((r) => r.url)).toEqual(['/api/v2/user/me', '/api/v2/sketchInfo/12', '/api/v2/sketchHearts/12', '/api/v2/sketchHasCoOps/12']);
    for (const other of ['/sketch/0', '/sketch/12/edit', '/sketch/1e3', '/user/InkyAda', '/upload']) expect(firstRequestsOf(other)).toEqual([]);
  });

  it('inlines the visitor’s own answers, which the client’s schemas read, and keeps the page out of shared caches', async () => {
    const response = await page(visitor, '/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    const answers = answersIn(response.body);
    expect(answers.map((a) => `${a.method} ${a.url}`)).toEqual(['GET /api/v2/user/me', 'POST /api/v2/index']);
    expect(v.parse(MeResponseSchema, answerTo(answers, '/api/v2/user/me'))).toEqual({ user: null, moderator: null });
    // The same answer the API sends the visitor.
    const index = await visitor.post('/api/v2/index', homeIndexRequest(true));
    expect(answerTo(answers, '/api/v2/index')).toEqual(index.json());
    expect(v.safeParse(HomeIndexSchema, answerTo(answers, '/api/v2/index')).success).toBe(true);

    const signedIn = answersIn((await page(ada, '/')).body);
    expect(v.parse(MeResponseSchema, answerTo(signedIn, '/api/v2/user/me')).user?.id).toBe(1);
  });

  it('inlines a gallery’s first page and a sketch’s reads, and preloads their first images for phones', async () => {
    const gallery = await page(visitor, '/gallery/recent');
    const feed = v.parse(SketchPageSchema, answerTo(answersIn(gallery.body), '/api/v2/index/recentSketches?page=1'));
    const first = feed.sketches[0]!;
    const preloads = imagePreloads(gallery.body);
    expect(preloads).toHaveLength(2);
    expect(preloads[0]).toContain(`imagesrcset="${first.imageUrl ?? first.image}/`);
    expect(preloads[0]).toMatch(/imagesizes="calc\(50vw - 16px\)" media="\(min-width: 287px\) and \(max-width: 422px\)[^"]*" fetchpriority="high"/);
    // Before the first script, where the browser finds it at once.
    expect(gallery.body.indexOf('rel="preload" as="image"')).toBeLessThan(gallery.body.indexOf('<script'));

    const id = feed.sketches.find((card) => !card.mature)!.id;
    t.write('UPDATE sketches SET mature = 0, width = 600, height = 800 WHERE id = ?', id);
    const sketchPage = await page(visitor, `/sketch/${id}`);
    const answers = answersIn(sketchPage.body);
    expect(v.parse(SketchSchema, answerTo(answers, `/api/v2/sketchInfo/${id}`)).id).toBe(id);
    expect(answers.map((a) => a.url)).toContain(`/api/v2/sketchHearts/${id}`);
    expect(imagePreloads(sketchPage.body)).toEqual([expect.stringContaining(`imagesrcset="/img/sketch/${id}/350.jpg 350w`)]);
    expect(imagePreloads(sketchPage.body)[0]).toContain('media="(min-width: 320px) and (max-width: 600px) and (max-aspect-ratio: 1000/1834)');

    // A mature sketch may be hidden behind its notice: nothing to preload.
    t.write('UPDATE sketches SET mature = 1 WHERE id = ?', id);
    expect(imagePreloads((await page(visitor, `/sketch/${id}`)).body)).toEqual([]);
  });

  it('escapes < so no answer can end its element, and the client reads the text back unchanged', async () => {
    const title = '</script><script>alert(1)</script><!-- & \u2028';
    const id = (t.one<{ id: number }>('SELECT id FROM sketches ORDER BY id LIMIT 1')).id;
    t.write('UPDATE sketches SET title = ? WHERE id = ?', title, id);
    const html = (await page(visitor, `/sketch/${id}`)).body;
    const block = BLOCK.exec(html)![1]!;
    expect(block).not.toMatch(/[<>&\u2028]/);
    expect(v.parse(SketchSchema, answerTo(answersIn(html), `/api/v2/sketchInfo/${id}`)).title).toBe(title);
    expect(scriptSafeJson({ a: '</script>' })).toBe('{"a":"\\u003c/script\\u003e"}');
  });

  it('asks as the visitor, from their address: each visitor’s view of a sketch counts once', async () => {
    const id = (t.one<{ id: number }>('SELECT id FROM sketches ORDER BY id DESC LIMIT 1')).id;
    const views = () => t.one<{ views: number }>('SELECT views FROM sketches WHERE id = ?', id).views;
    const before = views();
    const from = (remoteAddress: string) => t.app.inject({ method: 'GET', url: `/sketch/${id}`, remoteAddress, headers: { accept: BROWSER_ACCEPT } });
    await from('203.0.113.7');
    await from('203.0.113.7');
    await from('198.51.100.4');
    expect(views()).toBe(before + 2);
  });

  it('leaves out an answer that is not a 200 and still serves the page', async () => {
    const response = await page(visitor, '/sketch/987654321');
    expect(response.statusCode).toBe(200);
    const urls = answersIn(response.body).map((a) => a.url);
    expect(urls).toContain('/api/v2/user/me');
    expect(urls).not.toContain('/api/v2/sketchInfo/987654321');
    expect(imagePreloads(response.body)).toEqual([]);
  });

  it('serves the page as it is when every request fails', async () => {
    const real = t.app.inject.bind(t.app);
    // The page itself goes through; every API request made for it fails.
    const inject = vi
      .spyOn(t.app, 'inject')
      .mockImplementation(((options: { url: string }) => (options.url === '/gallery/recent' ? real(options) : Promise.reject(new Error('down')))) as never);
    try {
      const response = await t.app.inject({ method: 'GET', url: '/gallery/recent', headers: { accept: BROWSER_ACCEPT } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(FAKE_INDEX_HTML);
      expect(response.headers['cache-control']).toBe('no-cache');
    } finally {
      inject.mockRestore();
    }
  });

  it('puts the block before </body>, and reads nothing from a page that is not a landing page', async () => {
    expect(inlineFirstAnswers('<html><body><div></div></body></html>', [{ method: 'GET', url: '/x', answer: 1 }])).toBe(
      `<html><body><div></div><script type="application/json" id="${FIRST_ANSWERS_ID}">[{"method":"GET","url":"/x","answer":1}]</script></body></html>`,
    );
    expect((await page(visitor, '/user/InkyAda')).body).toBe(FAKE_INDEX_HTML);
    expect(imagePreloadsOf([{ method: 'GET', url: '/api/v2/index/recentSketches?page=1', answer: { unexpected: true } }])).toEqual([]);
  });
});
