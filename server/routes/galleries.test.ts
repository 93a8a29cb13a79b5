// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { TEST_NOW, TestClient } from '../testing/testApp';
import { useTestApp } from '../testing/useTestApp';
import { ErrorBodySchema } from '../../src/api/schemas/common';
import { CoopSketchPageSchema, GroupSketchPageSchema, TagSketchPageSchema, type UserSketchPage, UserSketchPageSchema } from '../../src/api/schemas/galleries';
import { type SketchCard, SketchPageSchema } from '../../src/api/schemas/sketchCards';
import { expectShape } from '../testing/expectShape';

const t = useTestApp();
const visitor = t.client();
const ada = t.client(1);

const ids = (cards: SketchCard[]) => cards.map((c) => c.id);
const rows = (list: number[]) =>
  t.query<{ id: number; user_id: number; mature: number; unlisted: number; hearts: number; created: string }>(
    `SELECT id, user_id, mature, unlisted, hearts, created FROM sketches WHERE id IN (${list.join(',') || 0}) ORDER BY id`,
  );
const DAY = 86_400_000;

describe('GET /tag/{tag}/sketches', () => {
  it('lists sketches with the tag, newest first or most hearted first', async () => {
    const response = await visitor.get('/tag/cat/sketches?sort=recent&page=1&format=json');
    expect(response.statusCode).toBe(200);
    const page = expectShape(TagSketchPageSchema, response.json());
    expect(page.tag).toBe('cat');
    expect(page.sketches).toHaveLength(25);
    expect(page.next).toBe(2);
    const tagged = new Set(t.query<{ sketch_id: number }>("SELECT sketch_id FROM sketch_tags WHERE tag = 'cat'").map((r) => r.sketch_id));
    expect(ids(page.sketches).every((id) => tagged.has(id))).toBe(true);
    const top = expectShape(TagSketchPageSchema, (await visitor.get('/tag/cat/sketches?sort=top&page=1&format=json')).json());
    const hearts = top.sketches.map((c) => c.heartsReceived ?? 0);
    expect([...hearts].sort((a, b) => b - a)).toEqual(hearts);
  });

  it('answers an unknown tag with an empty page', async () => {
    expect(expectShape(TagSketchPageSchema, (await visitor.get('/tag/nosuchtag/sketches?format=json')).json())).toEqual({ tag: 'nosuchtag', sketches: [], next: null });
  });

  it('finds a tag written in another case, as sketches keep it (café for /tag/CAFÉ)', async () => {
    const sketch = t.one<{ id: number }>('SELECT id FROM sketches WHERE unlisted = 0 AND mature = 0 AND violation IS NULL ORDER BY id LIMIT 1').id;
    t.write("INSERT INTO sketch_tags (sketch_id, tag) VALUES (?, 'café')", sketch);
    try {
      for (const written of ['café', 'CAFÉ', 'Café', ' Café ']) {
        const page = expectShape(TagSketchPageSchema, (await visitor.get(`/tag/${encodeURIComponent(written)}/sketches?format=json`)).json());
        expect(page.tag, written).toBe('café');
        expect(page.sketches.map((s) => s.id), written).toEqual([sketch]);
      }
      const cats = async (written: string) => expectShape(TagSketchPageSchema, (await visitor.get(`/tag/${written}/sketches?format=json`)).json());
      expect((await cats('CAT')).sketches).toEqual((await cats('cat')).sketches);
    } finally {
      t.write("DELETE FROM sketch_tags WHERE sketch_id = ? AND tag = 'café'", sketch);
    }
  });

  it('rejects bad input', async () => {
    expect((await visitor.get('/tag/cat/sketches?sort=best&format=json')).statusCode).toBe(400);
    // Nothing of it a tag keeps.
    expect((await visitor.get('/tag/!!!/sketches?format=json')).statusCode).toBe(400);
    expect((await visitor.get('/tag/cat/sketches?page=0&format=json')).statusCode).toBe(400);
    expect((await visitor.get(`/tag/${'x'.repeat(65)}/sketches?format=json`)).statusCode).toBe(400);
  });

  it('is a page for a browser and data for the client', async () => {
    const page = await visitor.get('/tag/cat/sketches', { accept: 'text/html,*/*;q=0.8' });
    expect(page.headers['content-type']).toContain('text/html');
  });
});

describe('GET /topSketches/{page}?format=json&filter', () => {
  it('lists the most hearted sketches of the window', async () => {
    const page = expectShape(SketchPageSchema, (await visitor.get('/topSketches/1?format=json&filter=30')).json());
    expect(page.sketches.length).toBeGreaterThan(10);
    const since = new Date(TEST_NOW - 30 * DAY).toISOString();
    expect(rows(ids(page.sketches)).every((r) => r.created >= since && r.mature === 0)).toBe(true);
    const hearts = page.sketches.map((c) => c.heartsReceived ?? 0);
    expect([...hearts].sort((a, b) => b - a)).toEqual(hearts);
  });

  it('rejects a bad window or page', async () => {
    expect((await visitor.get('/topSketches/1?format=json&filter=9')).statusCode).toBe(400);
    expect((await visitor.get('/topSketches/0?format=json')).statusCode).toBe(400);
    expect((await visitor.get('/topSketches/x?format=json')).statusCode).toBe(400);
  });
});

describe('GET /user/{id}/sketches', () => {
  it('lists a user\'s sketches by id or by name, with the user', async () => {
    const byId = expectShape(UserSketchPageSchema, (await visitor.get('/user/1/sketches?sort=recent&page=1&format=json')).json());
    expect(byId.user).toMatchObject({ id: 1, nickname: 'InkyAda' });
    expect(byId.sketches).toHaveLength(25);
    expect(byId.sketches.every((c) => c.userId === 1)).toBe(true);
    const byName = expectShape(UserSketchPageSchema, (await visitor.get('/user/InkyAda/sketches?format=json')).json());
    expect(ids(byName.sketches)).toEqual(ids(byId.sketches));
    const oldest = expectShape(UserSketchPageSchema, (await visitor.get('/user/1/sketches?sort=oldest&format=json')).json());
    expect(oldest.sketches[0]!.dateCreated! < byId.sketches[0]!.dateCreated!).toBe(true);
  });

  it('shows unlisted sketches only to their owner', async () => {
    const all = async (client: TestClient) => {
      const list: SketchCard[] = [];
      for (let page: number | string | null = 1; page !== null; ) {
        const next: UserSketchPage = expectShape(UserSketchPageSchema, (await client.get(`/user/1/sketches?page=${page}&format=json`)).json());
        list.push(...next.sketches);
        page = next.next;
      }
      return list;
    };
    const own = await all(ada);
    const seen = await all(visitor);
    expect(own.some((c) => c.unlisted)).toBe(true);
    expect(seen.some((c) => c.unlisted)).toBe(false);
    expect(own.length).toBe(150);
  });

  it('shows nothing of a user the viewer blocks', async () => {
    const blocked = t.query<{ blocked_id: number }>('SELECT blocked_id FROM blocks WHERE blocker_id = 1')[0]!.blocked_id;
    const page = expectShape(UserSketchPageSchema, (await ada.get(`/user/${blocked}/sketches?format=json`)).json());
    expect(page.sketches).toEqual([]);
  });

  it('answers 404 for an unknown user and 400 for bad input', async () => {
    expect((await visitor.get('/user/999999/sketches?format=json')).statusCode).toBe(404);
    expect((await visitor.get('/user/NoSuchArtist/sketches?format=json')).statusCode).toBe(404);
    expect((await visitor.get('/user/1/sketches?sort=random&format=json')).statusCode).toBe(400);
    expect((await visitor.get('/user/1/sketches?page=-2&format=json')).statusCode).toBe(400);
  });
});

describe('GET /api/v2/search/tops', () => {
  it.each([7, 30, 365])('lists the top sketches of %i days, paged by offset', async (days) => {
    const page = expectShape(SketchPageSchema, (await visitor.get(`/api/v2/search/tops?days=${days}&limit=10&offset=0`)).json());
    expect(page.sketches.length).toBeGreaterThan(0);
    const since = new Date(TEST_NOW - days * DAY).toISOString();
    expect(rows(ids(page.sketches)).every((r) => r.created >= since)).toBe(true);
    if (page.next !== null) {
      expect(page.next).toBe(10);
      const next = expectShape(SketchPageSchema, (await visitor.get(`/api/v2/search/tops?days=${days}&limit=10&offset=10`)).json());
      expect(ids(next.sketches).some((id) => ids(page.sketches).includes(id))).toBe(false);
      expect((next.sketches[0]?.heartsReceived ?? 0) <= (page.sketches.at(-1)?.heartsReceived ?? 0)).toBe(true);
    }
  });

  it('rejects other windows and bad bounds', async () => {
    for (const query of ['days=10', 'days=', '', 'days=7&limit=0', 'days=7&limit=51', 'days=7&offset=-5']) {
      const response = await visitor.get(`/api/v2/search/tops?${query}`);
      expect(response.statusCode, query).toBe(400);
    }
  });
});

describe('POST /api/v2/group {action: sketches}', () => {
  it('lists the sketches of a group with the group', async () => {
    const response = await visitor.post('/api/v2/group', { action: 'sketches', groupId: 1, page: 1 });
    expect(response.statusCode).toBe(200);
    const page = expectShape(GroupSketchPageSchema, response.json());
    expect(page.group).toMatchObject({ id: 1, title: expect.any(String), sketches: expect.any(Number), users: expect.any(Number) });
    expect(page.sketches.length).toBeGreaterThan(0);
    const inGroup = new Set(t.query<{ sketch_id: number }>('SELECT sketch_id FROM group_sketches WHERE group_id = 1').map((r) => r.sketch_id));
    expect(ids(page.sketches).every((id) => inGroup.has(id))).toBe(true);
  });

  it('answers 404 Invalid group for an unknown group', async () => {
    const response = await visitor.post('/api/v2/group', { action: 'sketches', groupId: 9999 });
    expect(response.statusCode).toBe(404);
    expect(expectShape(ErrorBodySchema, response.json()).message).toBe('Invalid group');
  });

  it('rejects bad input and a missing CSRF token', async () => {
    expect((await visitor.post('/api/v2/group', { groupId: 1 })).statusCode).toBe(400);
    expect((await visitor.post('/api/v2/group', { action: 'nope', groupId: 1 })).statusCode).toBe(400);
    expect((await visitor.post('/api/v2/group', { action: 'sketches', groupId: 'one' })).statusCode).toBe(400);
    expect((await visitor.post('/api/v2/group', { action: 'sketches', groupId: 1, page: 0 })).statusCode).toBe(400);
    expect((await visitor.post('/api/v2/group', { action: 'sketches', groupId: 1 }, { csrf: null })).statusCode).toBe(403);
  });

  it('keeps every sketch in at most 10 groups', () => {
    const [row] = t.query<{ n: number }>('SELECT max(n) AS n FROM (SELECT count(*) AS n FROM group_sketches GROUP BY sketch_id)');
    expect(row!.n).toBe(10);
  });
});

describe('GET /api/v2/coop/{id}/sketches', () => {
  it('lists the continuations of a co-op with its base sketch', async () => {
    const coop = t.query<{ sketch_id: number }>('SELECT sketch_id FROM coops ORDER BY sketch_id LIMIT 1')[0]!.sketch_id;
    const page = expectShape(CoopSketchPageSchema, (await visitor.get(`/api/v2/coop/${coop}/sketches`)).json());
    expect(page.coop).toMatchObject({ id: coop, title: expect.any(String), sketch: { id: coop } });
    expect(page.sketches.length).toBe(Math.min(25, page.coop.sketches));
    expect(page.sketches.every((c) => c.id !== coop)).toBe(true);
  });

  it('answers 404 Invalid co-op for an unknown co-op and 400 for a bad id', async () => {
    const notCoop = t.query<{ id: number }>('SELECT min(id) AS id FROM sketches WHERE id NOT IN (SELECT sketch_id FROM coops)')[0]!.id;
    const response = await visitor.get(`/api/v2/coop/${notCoop}/sketches`);
    expect(response.statusCode).toBe(404);
    expect(expectShape(ErrorBodySchema, response.json()).message).toBe('Invalid co-op');
    expect((await visitor.get('/api/v2/coop/abc/sketches')).statusCode).toBe(400);
  });
});
