// @vitest-environment node
import { loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { IMMUTABLE_CACHE } from '../http/spa';
import { demoAccountByRole } from '../seed/demoAccounts';
import { TestClient } from '../testing/testApp';
import { useTestApp } from '../testing/useTestApp';
import { CONTENT_PAGE_SIZE, decodeCursor, encodeCursor } from './content';
import { ErrorBodySchema } from '../../src/api/schemas/common';
import { type BrushCategory, ContentCategoriesResponseSchema, type ContentItemsResponse, ContentItemsResponseSchema, CreateCoOpSketchResponseSchema, CreateSharedImageResponseSchema } from '../../src/api/schemas/content';
import { expectShape } from '../testing/expectShape';

const GLOPERATOR = demoAccountByRole('gloperator').id;
const ARTIST = demoAccountByRole('artist').id;

const t = useTestApp();
const { clientAs: client } = t;
const visitor = () => new TestClient(t.app);
const categories = async () => expectShape(ContentCategoriesResponseSchema, (await visitor().get('/api/v2/content/categories?kind=brush')).json()).categories;
const itemsUrl = (category: string, cursor?: string | null) =>
  `/api/v2/content/items?kind=brush&sort=title&category=${encodeURIComponent(category)}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
const count = (sql: string, ...params: unknown[]) => t.query<{ n: number }>(sql, ...params)[0]!.n;

/** Every page of a category, following the cursor. */
async function allPages(category: string): Promise<ContentItemsResponse[]> {
  const pages: ContentItemsResponse[] = [];
  let cursor: string | null = null;
  do {
    const response = await visitor().get(itemsUrl(category, cursor));
    expect(response.statusCode).toBe(200);
    const page = expectShape(ContentItemsResponseSchema, response.json());
    pages.push(page);
    cursor = page.cursor;
  } while (cursor && pages.length < 50);
  return pages;
}

describe('GET /api/v2/content/categories', () => {
  it('lists the tree, sorted by path, two to three levels deep, with counts that include sub-categories', async () => {
    const list = await categories();
    expect(list.length).toBeGreaterThanOrEqual(18);
    expect(list.map((c) => c.path)).toEqual([...list.map((c) => c.path)].sort());
    expect(Math.max(...list.map((c) => c.path.split('/').length))).toBe(3);
    const byPath = new Map(list.map((c) => [c.path, c]));
    const pencils = byPath.get('Pencils') as BrushCategory;
    expect(pencils).toMatchObject({ title: 'Pencils', key: 'pencils' });
    expect(pencils.items).toBe((byPath.get('Pencils/Graphite')?.items ?? 0) + (byPath.get('Pencils/Colored')?.items ?? 0));
    expect(byPath.get('Textures/Patterns/Dots')).toMatchObject({ title: 'Dots', key: 'textures.patterns.dots' });
    const total = count('SELECT count(*) AS n FROM brushes');
    expect(total).toBeGreaterThanOrEqual(250);
    expect(list.filter((c) => !c.path.includes('/')).reduce((sum, c) => sum + c.items, 0)).toBe(total);
  });

  it('rejects another kind or none (400)', async () => {
    for (const url of ['/api/v2/content/categories?kind=image', '/api/v2/content/categories']) {
      const response = await visitor().get(url);
      expect(response.statusCode).toBe(400);
      expect(expectShape(ErrorBodySchema, response.json()).message).toContain('kind');
    }
  });
});

describe('GET /api/v2/content/items', () => {
  it('pages a category by title with a cursor until the cursor is null, without repeats', async () => {
    const list = await categories();
    const parent = list.find((c) => c.path === 'Inks') as BrushCategory;
    const pages = await allPages('Inks');
    expect(pages.length).toBe(Math.ceil(parent.items / CONTENT_PAGE_SIZE));
    expect(pages[0]!.items).toHaveLength(CONTENT_PAGE_SIZE);
    expect(pages.at(-1)!.cursor).toBeNull();
    const items = pages.flatMap((page) => page.items);
    expect(items).toHaveLength(parent.items);
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
    const titles = items.map((item) => item.title.toLowerCase());
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(items[0]).toEqual({ id: expect.any(Number), title: expect.any(String), thumbnailLarge: `/img/brush/${items[0]!.id}` });
  });

  it('lists only the brushes of a leaf, and every brush without a category', async () => {
    const leaf = (await categories()).find((c) => c.path === 'Charcoal & Chalk') as BrushCategory;
    const pages = await allPages('Charcoal & Chalk');
    expect(pages.flatMap((p) => p.items)).toHaveLength(leaf.items);
    const all = await allPages('');
    expect(all.flatMap((p) => p.items)).toHaveLength(count('SELECT count(*) AS n FROM brushes'));
  });

  it('answers 404 for an unknown category and 400 for bad input', async () => {
    const unknown = await visitor().get(itemsUrl('Pencils/Crayons'));
    expect(unknown.statusCode).toBe(404);
    expect(expectShape(ErrorBodySchema, unknown.json())).toMatchObject({ error: 'not_found', message: expect.stringContaining('Pencils/Crayons') });
    for (const url of [
      '/api/v2/content/items?kind=video&category=Inks',
      '/api/v2/content/items?kind=brush&category=Inks&sort=recent',
      '/api/v2/content/items?kind=brush&category=Inks&cursor=notacursor',
      `/api/v2/content/items?kind=brush&category=Inks&cursor=${encodeCursor('x', 1).slice(0, -2)}`,
      `/api/v2/content/items?kind=brush&category=${'x'.repeat(201)}`,
    ]) {
      const response = await visitor().get(url);
      expect(response.statusCode, url).toBe(400);
      expect(expectShape(ErrorBodySchema, response.json()).error).toBe('bad_request');
    }
  });

  it('round-trips its cursor and refuses forged ones', () => {
    expect(decodeCursor(encodeCursor('Soft Pencil', 12))).toEqual({ title: 'Soft Pencil', id: 12 });
    expect(() => decodeCursor(Buffer.from('["a",-1]').toString('base64url'))).toThrow(/cursor/);
    expect(() => decodeCursor(Buffer.from('{"a":1}').toString('base64url'))).toThrow(/cursor/);
  });
});

describe('POST /api/v2/content/createImage', () => {
  const body = { sketchId: 1, path: 'Stamps/Nature', title: 'Maple leaves' };

  it('lets a gloperator create a shared image and answers its uuid', async () => {
    const before = count('SELECT count(*) AS n FROM shared_images');
    const response = await (await client(GLOPERATOR)).post('/api/v2/content/createImage', body);
    expect(response.statusCode).toBe(200);
    const { uuid } = expectShape(CreateSharedImageResponseSchema, response.json());
    expect(uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(count('SELECT count(*) AS n FROM shared_images')).toBe(before + 1);
    const row = t.query<{ sketch_id: number; title: string; created_by: number }>('SELECT * FROM shared_images WHERE uuid = ?', uuid)[0];
    expect(row).toMatchObject({ sketch_id: 1, title: 'Maple leaves', created_by: GLOPERATOR });
  });

  it('answers where the new image is, and serves its picture there to anyone (the dialog links to it)', async () => {
    const response = await (await client(GLOPERATOR)).post('/api/v2/content/createImage', body);
    const created = expectShape(CreateSharedImageResponseSchema, response.json());
    expect(created).toMatchObject({ image: `/img/shared/${created.uuid}`, title: 'Maple leaves', categoryPath: 'Stamps/Nature' });
    const picture = await visitor().get(`${created.image}/200.jpg`);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/jpeg');
    expect(picture.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    // The sketch's own picture, at the same size.
    expect(picture.rawPayload).toEqual((await visitor().get('/img/sketch/1/200.jpg')).rawPayload);
    expect((await visitor().get('/img/shared/1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b/200.jpg')).statusCode).toBe(404);
    expect((await visitor().get('/img/shared/not-a-uuid/200.jpg')).statusCode).toBe(400);
    expect((await visitor().get(`${created.image}/201.jpg`)).statusCode).toBe(400);
  });

  it('refuses visitors (401) and other users (403), changing nothing', async () => {
    const before = count('SELECT count(*) AS n FROM shared_images');
    expect((await visitor().post('/api/v2/content/createImage', body)).statusCode).toBe(401);
    const artist = await (await client(ARTIST)).post('/api/v2/content/createImage', body);
    expect(artist.statusCode).toBe(403);
    expect(expectShape(ErrorBodySchema, artist.json())).toMatchObject({ error: 'forbidden' });
    expect(count('SELECT count(*) AS n FROM shared_images')).toBe(before);
  });

  it('rejects bad input (400) and unknown sketches or categories (404), changing nothing', async () => {
    const glop = await client(GLOPERATOR);
    const before = count('SELECT count(*) AS n FROM shared_images');
    for (const bad of [{}, { ...body, sketchId: 'abc' }, { ...body, title: '   ' }, { ...body, title: 'x'.repeat(65) }, { ...body, path: '' }]) {
      const response = await glop.post('/api/v2/content/createImage', bad);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await glop.post('/api/v2/content/createImage', { ...body, sketchId: 99999999 })).statusCode).toBe(404);
    expect((await glop.post('/api/v2/content/createImage', { ...body, path: 'Nowhere' })).statusCode).toBe(404);
    expect(count('SELECT count(*) AS n FROM shared_images')).toBe(before);
  });

  it('needs the CSRF token', async () => {
    const response = await (await client(GLOPERATOR)).post('/api/v2/content/createImage', body, { csrf: null });
    expect(response.statusCode).toBe(403);
  });
});

describe('POST /api/v2/content/createCoOpSketch', () => {
  const freeSketch = () =>
    t.query<{ id: number }>('SELECT id FROM sketches WHERE id NOT IN (SELECT sketch_id FROM coops) ORDER BY id DESC LIMIT 1')[0]!.id;

  it('lets a gloperator turn a sketch into a co-op, once', async () => {
    const glop = await client(GLOPERATOR);
    const sketchId = freeSketch();
    const body = { sketchId, path: 'Textures/Paper', title: 'Paper jam', desc: 'Continue this sketch!' };
    const response = await glop.post('/api/v2/content/createCoOpSketch', body);
    expect(response.statusCode).toBe(200);
    expect(expectShape(CreateCoOpSketchResponseSchema, response.json())).toEqual({ id: sketchId });
    expect(t.query('SELECT title, description, path, created_by FROM coops WHERE sketch_id = ?', sketchId)[0]).toEqual({
      title: 'Paper jam',
      description: 'Continue this sketch!',
      path: 'Textures/Paper',
      created_by: GLOPERATOR,
    });
    const again = await glop.post('/api/v2/content/createCoOpSketch', body);
    expect(again.statusCode).toBe(409);
  });

  it('refuses other users (403), bad input (400) and unknown ids (404), changing nothing', async () => {
    const sketchId = freeSketch();
    const body = { sketchId, path: 'Textures/Paper', title: 'Jam', desc: '' };
    const before = count('SELECT count(*) AS n FROM coops');
    expect((await visitor().post('/api/v2/content/createCoOpSketch', body)).statusCode).toBe(401);
    expect((await (await client(ARTIST)).post('/api/v2/content/createCoOpSketch', body)).statusCode).toBe(403);
    const glop = await client(GLOPERATOR);
    expect((await glop.post('/api/v2/content/createCoOpSketch', { ...body, title: '' })).statusCode).toBe(400);
    expect((await glop.post('/api/v2/content/createCoOpSketch', { ...body, desc: 'x'.repeat(1025) })).statusCode).toBe(400);
    expect((await glop.post('/api/v2/content/createCoOpSketch', { ...body, sketchId: 99999999 })).statusCode).toBe(404);
    expect((await glop.post('/api/v2/content/createCoOpSketch', { ...body, path: 'Nowhere' })).statusCode).toBe(404);
    expect(count('SELECT count(*) AS n FROM coops')).toBe(before);
  });
});

describe('GET /img/brush/{id}/{size}.jpg', () => {
  it('renders a 3:2 stroke sample at a size step, cached forever', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/img/brush/1/300.jpg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    const image = await loadImage(response.rawPayload);
    expect({ width: image.width, height: image.height }).toEqual({ width: 300, height: 200 });
  });

  it('paints every style without failing', async () => {
    const ids = t.query<{ id: number }>('SELECT min(id) AS id FROM brushes GROUP BY style').map((row) => row.id);
    expect(ids.length).toBeGreaterThanOrEqual(15);
    for (const id of ids) expect((await t.app.inject({ method: 'GET', url: `/img/brush/${id}/100.jpg` })).statusCode).toBe(200);
  });

  it('rejects sizes off the steps (400), bad ids (400) and unknown brushes (404)', async () => {
    expect(expectShape(ErrorBodySchema, (await t.app.inject({ method: 'GET', url: '/img/brush/1/301.jpg' })).json())).toMatchObject({ error: 'bad_size' });
    expect((await t.app.inject({ method: 'GET', url: '/img/brush/x/300.jpg' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/img/brush/99999/300.jpg' })).statusCode).toBe(404);
  });
});
