// @vitest-environment node
// A second's memory of the pages rendered for visitors (visitorRenders.ts), on a real app with a
// render that counts its calls: a crowd of visitors shares one render (each visitor's view of a
// sketch or a profile still counted), a signed-in viewer never does, and nothing outlives its
// second or the size bound.
import { beforeEach, describe, expect, it } from 'vitest';
import type { RenderInput, RenderResult, ServerRenderModule } from '../../src/api/serverState';
import { BROWSER_ACCEPT, type TestClient } from '../testing/testApp';
import { useTestApp } from '../testing/useTestApp';
import { VISITOR_RENDER_MEMORY_MS, VISITOR_RENDERS_KEPT } from './visitorRenders';
import { VIEWPORT_COOKIE } from '../../src/lib/viewportCookie';
import { SEEN_MOTD_COOKIE } from '../../src/lib/motd';

let renders: RenderInput[] = [];
/** How often a render's markup was written into a page. */
let markupWrites = 0;
let failing = false;
const countingRender: ServerRenderModule = {
  setPurifierWindow: () => {},
  rendersPath: () => true,
  renderPage: async (input) => {
    renders.push(input);
    if (failing) return null;
    const markup = `<p>render ${renders.length} of ${input.path}${input.search}</p>`;
    const page: RenderResult = {
      kind: 'page',
      status: 200,
      title: null,
      get markup() {
        markupWrites += 1;
        return markup;
      },
      state: { session: { user: null, moderator: null }, queries: { queries: [] }, renderedAt: 0 } as never,
    };
    return page;
  },
};

const t = useTestApp({ serverRender: async () => countingRender, visitorRenderMemoryMs: VISITOR_RENDER_MEMORY_MS });
const visitor = t.client();
const ada = t.client(1);
const page = async (client: TestClient, url: string) => {
  const response = await client.get(url, { accept: BROWSER_ACCEPT });
  expect(response.statusCode).toBe(200);
  return /<p>(render \d+ of [^<]*)<\/p>/.exec(response.body)?.[1] ?? 'browser renders';
};

beforeEach(() => {
  renders = [];
  markupWrites = 0;
  failing = false;
  // Whatever an earlier test kept is older than the memory now.
  t.advance(VISITOR_RENDER_MEMORY_MS);
});

describe('the pages rendered for visitors', () => {
  it('renders home once for the visitors of a second, and again after it', async () => {
    expect(await page(visitor, '/')).toBe('render 1 of /');
    expect(await page(t.client(), '/')).toBe('render 1 of /');
    t.advance(VISITOR_RENDER_MEMORY_MS - 1);
    expect(await page(visitor, '/')).toBe('render 1 of /');
    t.advance(1);
    expect(await page(visitor, '/')).toBe('render 2 of /');
    expect(renders).toHaveLength(2);
  });

  it('finishes a kept page once: the visitors of its second get the same bytes, each with the policy the page needs', async () => {
    const responses = [];
    for (let i = 0; i < 3; i++) responses.push(await t.client().get('/', { accept: BROWSER_ACCEPT }));
    expect(renders).toHaveLength(1);
    expect(markupWrites).toBe(1);
    expect(responses[0]!.body).toContain('render 1 of /');
    expect(new Set(responses.map((response) => response.body))).toEqual(new Set([responses[0]!.body]));
    const policies = responses.map((response) => response.headers['content-security-policy']);
    expect(policies[0]).toMatch(/script-src 'self'/);
    expect(new Set(policies)).toEqual(new Set([policies[0]]));
    // A signed-in viewer's page is theirs, finished for each request.
    await page(ada, '/');
    await page(ada, '/');
    expect(markupWrites).toBe(3);
  });

  it('gives sixteen visitors arriving at once one render of a gallery', async () => {
    const pages = await Promise.all(Array.from({ length: 16 }, () => page(t.client(), '/gallery/recent')));
    expect(new Set(pages)).toEqual(new Set(['render 1 of /gallery/recent']));
    expect(renders).toHaveLength(1);
  });

  it('keeps the visitors who dismissed a message of the day apart, by the message', async () => {
    const dismissed = (id: string) => {
      const client = t.client();
      client.jar.set(SEEN_MOTD_COOKIE, id);
      return client;
    };
    expect(await page(visitor, '/')).toBe('render 1 of /');
    expect(await page(dismissed('3'), '/')).toBe('render 2 of /');
    expect(await page(dismissed('3'), '/')).toBe('render 2 of /');
    expect(await page(dismissed('4'), '/')).toBe('render 3 of /');
    // A cookie that names no message is no message dismissed.
    expect(await page(dismissed('x'), '/')).toBe('render 1 of /');
    expect(renders.map((render) => render.seenMotd)).toEqual([true, 3, 4]);
  });

  it('keeps the visitors whose window the server knows apart, by the window', async () => {
    const sized = (viewport: string) => {
      const client = t.client();
      client.jar.set(VIEWPORT_COOKIE, viewport);
      return client;
    };
    expect(await page(visitor, '/gallery/recent')).toBe('render 1 of /gallery/recent');
    expect(await page(sized('1280x800'), '/gallery/recent')).toBe('render 2 of /gallery/recent');
    expect(await page(sized('1280x800'), '/gallery/recent')).toBe('render 2 of /gallery/recent');
    expect(await page(sized('800x600'), '/gallery/recent')).toBe('render 3 of /gallery/recent');
    // A cookie that names no window is no window known.
    expect(await page(sized('huge'), '/gallery/recent')).toBe('render 1 of /gallery/recent');
    expect(renders.map((render) => render.viewport)).toEqual([null, { width: 1280, height: 800 }, { width: 800, height: 600 }]);
  });

  it('keeps each address with its query string apart', async () => {
    expect(await page(visitor, '/tag/cat')).toBe('render 1 of /tag/cat');
    expect(await page(visitor, '/tag/cat?theme=dark')).toBe('render 2 of /tag/cat?theme=dark');
    expect(await page(visitor, '/tag/dog')).toBe('render 3 of /tag/dog');
    expect(await page(visitor, '/tag/cat')).toBe('render 1 of /tag/cat');
  });

  it('renders a signed-in viewer their own page every time', async () => {
    await page(visitor, '/');
    expect(await page(ada, '/')).toBe('render 2 of /');
    expect(await page(ada, '/')).toBe('render 3 of /');
    expect(renders).toHaveLength(3);
  });

  it('renders a sketch page and a profile once for the visitors of a second, and still counts each visitor’s view', async () => {
    const sketchId = t.one<{ id: number }>('SELECT id FROM sketches WHERE user_id = 1 ORDER BY id LIMIT 1').id;
    const views = () => [
      t.one<{ views: number }>('SELECT views FROM sketches WHERE id = ?', sketchId).views,
      t.one<{ views: number }>('SELECT views FROM users WHERE id = 1').views,
    ];
    const from = async (remoteAddress: string, url: string) => {
      const response = await t.app.inject({ method: 'GET', url, remoteAddress, headers: { accept: BROWSER_ACCEPT } });
      expect(response.statusCode).toBe(200);
      return /<p>(render \d+ of [^<]*)<\/p>/.exec(response.body)?.[1];
    };
    const [sketchViews, profileViews] = views();
    // The visitor a page is rendered for has their view counted by the page's reads: the sketch's
    // by the server's first read of it (firstAnswers.ts), a profile's by the render's own read,
    // which this render does not make. Each later visitor's is counted apart, once per address as
    // the API counts it.
    const pages = [`/sketch/${sketchId}`, '/user/InkyAda', '/user/1'];
    for (const url of pages) {
      const made = `render ${pages.indexOf(url) + 1} of ${url}`;
      expect(await from('198.51.100.1', url)).toBe(made);
      expect(await from('198.51.100.2', url)).toBe(made);
      expect(await from('198.51.100.3', url)).toBe(made);
      expect(await from('198.51.100.2', url)).toBe(made);
    }
    expect(renders).toHaveLength(pages.length);
    // Three visitors of the sketch; two later ones of the profile by its name, and the same two
    // again by its id (counted once).
    expect(views()).toEqual([sketchViews! + 3, profileViews! + 2]);
    // A page that names nothing counts nothing, kept or not.
    expect(await from('198.51.100.4', '/sketch/999999')).toBe('render 4 of /sketch/999999');
    expect(await from('198.51.100.5', '/sketch/999999')).toBe('render 4 of /sketch/999999');
    expect(await from('198.51.100.5', '/user/nobody-here')).toBe('render 5 of /user/nobody-here');
    expect(await from('198.51.100.6', '/user/nobody-here')).toBe('render 5 of /user/nobody-here');
  });

  it('renders a group, a compo, a challenge and the groups once for the visitors of a second', async () => {
    const pages = ['/group/1', '/compo/kaiju-season', '/challenge/3', '/groups'];
    for (const url of pages) {
      expect(await page(visitor, url)).toBe(`render ${pages.indexOf(url) + 1} of ${url}`);
      expect(await page(t.client(), url)).toBe(`render ${pages.indexOf(url) + 1} of ${url}`);
    }
    expect(renders).toHaveLength(pages.length);
    // Pages under them are not landing pages: the group's admin, a compo's entry form.
    expect(await page(visitor, '/group/1/admin')).toBe('render 5 of /group/1/admin');
    expect(await page(visitor, '/group/1/admin')).toBe('render 6 of /group/1/admin');
  });

  it('does not keep a render that failed: the next visitor gets the server to try again', async () => {
    failing = true;
    expect(await page(visitor, '/')).toBe('browser renders');
    failing = false;
    expect(await page(visitor, '/')).toBe('render 2 of /');
  });

  it(`keeps at most ${VISITOR_RENDERS_KEPT} pages, dropping the oldest`, async () => {
    for (let i = 0; i <= VISITOR_RENDERS_KEPT; i++) await page(visitor, `/tag/t${i}`);
    expect(renders).toHaveLength(VISITOR_RENDERS_KEPT + 1);
    // The newest are still kept; the first was dropped for the last.
    expect(await page(visitor, `/tag/t${VISITOR_RENDERS_KEPT}`)).toBe(`render ${VISITOR_RENDERS_KEPT + 1} of /tag/t${VISITOR_RENDERS_KEPT}`);
    expect(await page(visitor, '/tag/t0')).toBe(`render ${VISITOR_RENDERS_KEPT + 2} of /tag/t0`);
  });
});
