// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { TEST_NOW } from '../testing/testApp';
import { useTestApp } from '../testing/useTestApp';
import { expectShape } from '../testing/expectShape';
import { ErrorBodySchema } from '../../src/api/schemas/common';
import { MAX_SEARCH_QUERY, SketchSearchPageSchema, UserListSchema, UserSearchPageSchema } from '../../src/api/schemas/discover';
import { DISCOVER_DEMO } from '../seed/seedDiscover';
import { magicWords, MAGIC_MAX_WORDS } from '../entities/directory';

const t = useTestApp();
const { visitor, ada, banned } = t.demoClients();

const qs = (params: Record<string, string>) => `?${new URLSearchParams(params).toString()}`;
const users = async (params: Record<string, string>, client = visitor) => {
  const response = await client.get(`/api/v2/users${qs(params)}`);
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  return expectShape(UserListSchema, response.json());
};
const search = async (kind: string, params: Record<string, string>, client = visitor) => {
  const response = await client.get(`/api/v2/search/${kind}${qs(params)}`);
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  return response.json() as unknown;
};
const userSearch = async (params: Record<string, string>, client = visitor) => {
  const response = await client.get(`/api/v2/search/user${qs(params)}`);
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  return expectShape(UserSearchPageSchema, response.json());
};
/** Each url, in turn, is refused with 400 and the error body. */
const expectBadRequests = async (urls: string[], client = visitor) => {
  for (const url of urls) {
    const response = await client.get(url);
    expect(response.statusCode, url).toBe(400);
    expectShape(ErrorBodySchema, response.json());
  }
};
const descending = (values: number[]) => expect([...values].sort((a, b) => b - a)).toEqual(values);
const blockedByAda = () => t.query<{ blocked_id: number }>('SELECT blocked_id FROM blocks WHERE blocker_id = 1').map((r) => r.blocked_id);
const sketchRows = (ids: number[]) =>
  t.query<{ id: number; title: string | null; description: string; mature: number; user_id: number; nickname: string; tags: string | null }>(
    `SELECT s.id, s.title, s.description, s.mature, s.user_id, u.nickname, (SELECT group_concat(tag, ' ') FROM sketch_tags WHERE sketch_id = s.id) AS tags
     FROM sketches s JOIN users u ON u.id = s.user_id WHERE s.id IN (${ids.join(',') || 0})`,
  );

describe('GET /api/v2/users {page, sort}', () => {
  it('lists the artists with the most glops, fans or sketches first, 25 a page, page after page', async () => {
    const glops = await users({ sort: 'glops', page: '1' });
    expect(glops).toHaveLength(25);
    descending(glops.map((u) => u.glops ?? 0));
    const second = await users({ sort: 'glops', page: '2' });
    expect(second).toHaveLength(25);
    expect(second[0]!.glops!).toBeLessThanOrEqual(glops[24]!.glops!);
    expect(new Set([...glops, ...second].map((u) => u.id)).size).toBe(50);
    const fans = await users({ sort: 'fans' });
    descending(fans.map((u) => u.fans ?? 0));
    const real = t.query<{ n: number }>('SELECT count(*) AS n FROM follows WHERE artist_id = ?', fans[0]!.id)[0]!.n;
    expect(fans[0]!.fans).toBe(real);
    const sketches = await users({ sort: 'sketches' });
    descending(sketches.map((u) => u.sketches ?? 0));
    expect(sketches[0]!.sketches).toBeGreaterThan(10);
  });

  it('lists the latest uploaders as active', async () => {
    const active = await users({ sort: 'active' });
    expect(active).toHaveLength(25);
    const lastUpload = (id: number) =>
      t.query<{ last: string }>('SELECT max(created) AS last FROM sketches WHERE user_id = ? AND unlisted = 0 AND violation IS NULL', id)[0]!.last;
    const dates = active.map((u) => lastUpload(u.id));
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it("lists today's birthdays by glops, descending, with the patron demo account among them", async () => {
    const birthdays = await users({ sort: 'birthday' });
    expect(birthdays.length).toBeGreaterThanOrEqual(8);
    descending(birthdays.map((u) => u.glops ?? 0));
    const today = new Date(TEST_NOW);
    const days = t.query<{ birth_day: number; birth_month: number }>(`SELECT birth_day, birth_month FROM users WHERE id IN (${birthdays.map((u) => u.id).join(',')})`);
    expect(days.every((d) => d.birth_day === today.getUTCDate() && d.birth_month === today.getUTCMonth() + 1)).toBe(true);
    expect(birthdays.some((u) => u.id === 2)).toBe(true);
  });

  it('lists the patrons with the date they became one, the longest-standing first', async () => {
    const patrons = await users({ sort: 'patrons' });
    expect(patrons.length).toBeGreaterThan(5);
    expect(patrons.every((u) => typeof u.since === 'string')).toBe(true);
    const since = patrons.map((u) => u.since!);
    expect([...since].sort()).toEqual(since);
    expect(patrons.find((u) => u.id === 2)?.since).toBe('2024-03-01');
  });

  it('hides the users the viewer blocks (one of them has a birthday today)', async () => {
    const blocked = blockedByAda();
    expect((await users({ sort: 'birthday' }, visitor)).some((u) => blocked.includes(u.id))).toBe(true);
    expect((await users({ sort: 'birthday' }, ada)).some((u) => blocked.includes(u.id))).toBe(false);
    for (const sort of ['glops', 'fans', 'active']) {
      const pages = [...(await users({ sort, page: '1' }, ada)), ...(await users({ sort, page: '2' }, ada))];
      expect(pages.some((u) => blocked.includes(u.id))).toBe(false);
    }
  });

  it('answers every role the same way (a public read), the banned too', async () => {
    const seen = await users({ sort: 'glops' }, banned);
    expect(seen.map((u) => u.id)).toEqual((await users({ sort: 'glops' })).map((u) => u.id));
  });

  it('refuses a bad sort or page', async () => {
    await expectBadRequests([
      '/api/v2/users?sort=best',
      '/api/v2/users',
      '/api/v2/users?sort=fans&page=0',
      '/api/v2/users?sort=fans&page=abc',
      '/api/v2/users?sort=fans&sort=glops',
    ]);
  });

  it('answers an empty list past the end', async () => {
    expect(await users({ sort: 'patrons', page: '50' })).toEqual([]);
  });
});

describe('GET /api/v2/search/user {query, cursor}', () => {
  it('finds artists by a fragment of their nickname, those starting with it first, in pages', async () => {
    const first = await userSearch({ query: DISCOVER_DEMO.artistHit });
    expect(first.users.length).toBeGreaterThan(0);
    expect(first.users.every((u) => u.nickname.toLowerCase().includes('inky'))).toBe(true);
    expect(first.users.some((u) => u.nickname === 'InkyAda')).toBe(true);
    const starts = first.users.map((u) => u.nickname.toLowerCase().startsWith('inky'));
    expect(starts.indexOf(false) === -1 || starts.slice(starts.indexOf(false)).every((s) => !s)).toBe(true);
    const all = t.query<{ n: number }>("SELECT count(*) AS n FROM users WHERE nickname LIKE '%inky%'")[0]!.n;
    if (all > 25) {
      expect(first.cursor).toBe('25');
      const next = await userSearch({ query: DISCOVER_DEMO.artistHit, cursor: first.cursor! });
      expect(next.users.some((u) => first.users.some((f) => f.id === u.id))).toBe(false);
    } else {
      expect(first.cursor).toBeNull();
    }
  });

  it('answers no users for a text nobody has, and takes % and _ literally', async () => {
    expect(await userSearch({ query: DISCOVER_DEMO.miss })).toEqual({ users: [], cursor: null });
    expect(await userSearch({ query: '%' })).toEqual({ users: [], cursor: null });
    expect(await userSearch({ query: '_' })).toMatchObject({ users: expect.any(Array) });
    expect((await userSearch({ query: '_' })).users.every((u) => u.nickname.includes('_'))).toBe(true);
  });

  it('hides the users the viewer blocks', async () => {
    const [blocked] = blockedByAda();
    const nickname = t.query<{ nickname: string }>('SELECT nickname FROM users WHERE id = ?', blocked)[0]!.nickname;
    expect((await userSearch({ query: nickname })).users.some((u) => u.id === blocked)).toBe(true);
    expect((await userSearch({ query: nickname }, ada)).users.some((u) => u.id === blocked)).toBe(false);
  });

  it('refuses an empty or overlong text and a bad cursor', async () => {
    await expectBadRequests([
      '/api/v2/search/user?query=',
      '/api/v2/search/user?query=%20%20',
      '/api/v2/search/user',
      `/api/v2/search/user?query=${'x'.repeat(MAX_SEARCH_QUERY + 1)}`,
      '/api/v2/search/user?query=inky&cursor=abc',
      '/api/v2/search/user?query=inky&cursor=-1',
      '/api/v2/search/user?query=inky&cursor=99999999',
    ]);
    expect((await visitor.get(`/api/v2/search/user?query=${'x'.repeat(MAX_SEARCH_QUERY)}`)).statusCode).toBe(200);
  });
});

describe('GET /api/v2/search/{kind} {query, sort, cursor}', () => {
  it('finds artists by nickname, most glops first (top) or newest members first (recent)', async () => {
    const top = expectShape(UserSearchPageSchema, await search('artists', { query: DISCOVER_DEMO.artistHit, sort: 'top' }));
    expect(top.users.every((u) => u.nickname.toLowerCase().includes('inky'))).toBe(true);
    descending(top.users.map((u) => u.glops ?? 0));
    const recent = expectShape(UserSearchPageSchema, await search('artists', { query: DISCOVER_DEMO.artistHit, sort: 'recent' }));
    const created = t.query<{ id: number; created: string }>(`SELECT id, created FROM users WHERE id IN (${recent.users.map((u) => u.id).join(',')})`);
    const byId = new Map(created.map((r) => [r.id, r.created]));
    const dates = recent.users.map((u) => byId.get(u.id)!);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('finds sketches with the text in the title, a tag or the description, recent or top', async () => {
    const recent = expectShape(SketchSearchPageSchema, await search('sketches', { query: DISCOVER_DEMO.sketchHit, sort: 'recent' }));
    expect(recent.sketches).toHaveLength(25);
    expect(recent.cursor).toBe('25');
    const rows = sketchRows(recent.sketches.map((s) => s.id));
    expect(rows.every((r) => `${r.title ?? ''} ${r.description} ${r.tags ?? ''}`.toLowerCase().includes('dragon'))).toBe(true);
    const dates = recent.sketches.map((s) => s.dateCreated!);
    expect([...dates].sort().reverse()).toEqual(dates);
    const top = expectShape(SketchSearchPageSchema, await search('sketches', { query: DISCOVER_DEMO.sketchHit, sort: 'top' }));
    descending(top.sketches.map((s) => s.heartsReceived ?? 0));
    const next = expectShape(SketchSearchPageSchema, await search('sketches', { query: DISCOVER_DEMO.sketchHit, sort: 'top', cursor: '25' }));
    expect(next.sketches.some((s) => top.sketches.some((f) => f.id === s.id))).toBe(false);
  });

  it('magic finds every word anywhere (title, tags, description, artist), best matches first', async () => {
    const phrase = expectShape(SketchSearchPageSchema, await search('sketches', { query: DISCOVER_DEMO.magicOnly }));
    expect(phrase.sketches).toEqual([]);
    const magic = expectShape(SketchSearchPageSchema, await search('magic', { query: DISCOVER_DEMO.magicOnly, sort: 'top' }));
    expect(magic.sketches.length).toBeGreaterThan(0);
    for (const row of sketchRows(magic.sketches.map((s) => s.id))) {
      const haystack = `${row.title ?? ''} ${row.description} ${row.tags ?? ''} ${row.nickname}`.toLowerCase();
      expect(haystack).toContain('fox');
      expect(haystack).toContain('inky');
    }
    // A title hit weighs more than a description hit: 'dragon' in the title ranks before 'dragon' only in the description.
    const ranked = expectShape(SketchSearchPageSchema, await search('magic', { query: 'dragon' }));
    const first = sketchRows([ranked.sketches[0]!.id])[0]!;
    expect((first.title ?? '').toLowerCase()).toContain('dragon');
    expect(magicWords('  Fox fox  INKY a b c d e f ')).toEqual(['fox', 'inky', 'a', 'b', 'c', 'd'].slice(0, MAGIC_MAX_WORDS));
  });

  it('finds letters beyond A to Z in any case: an accented capital, a lower case word, in every kind', async () => {
    const sketch = t.one<{ id: number; user_id: number }>('SELECT id, user_id FROM sketches WHERE unlisted = 0 AND mature = 0 AND violation IS NULL ORDER BY id LIMIT 1');
    const before = t.one<{ title: string | null; nickname: string }>('SELECT s.title, u.nickname FROM sketches s JOIN users u ON u.id = s.user_id WHERE s.id = ?', sketch.id);
    t.write("UPDATE sketches SET title = 'Élan Ñandú Straße' WHERE id = ?", sketch.id);
    t.write("UPDATE users SET nickname = 'ÆsirÖda' WHERE id = ?", sketch.user_id);
    try {
      const found = async (kind: string, query: string) => {
        const body = (await search(kind, { query })) as { sketches?: { id: number }[]; users?: { id: number }[] };
        return kind === 'artists' ? body.users!.some((u) => u.id === sketch.user_id) : body.sketches!.some((s) => s.id === sketch.id);
      };
      for (const query of ['Élan', 'élan', 'ÉLAN', 'ñandú', 'ÑANDÚ', 'straße']) {
        expect(await found('sketches', query), query).toBe(true);
        expect(await found('magic', query), query).toBe(true);
      }
      expect(await found('magic', 'élan ñandú')).toBe(true);
      for (const query of ['æsiröda', 'ÆSIRÖDA', 'öda']) expect(await found('artists', query), query).toBe(true);
    } finally {
      t.write('UPDATE sketches SET title = ? WHERE id = ?', before.title, sketch.id);
      t.write('UPDATE users SET nickname = ? WHERE id = ?', before.nickname, sketch.user_id);
    }
  });

  it('answers no results for a text that matches nothing', async () => {
    for (const kind of ['artists', 'sketches', 'magic']) {
      const body = (await search(kind, { query: DISCOVER_DEMO.miss })) as Record<string, unknown>;
      expect(body.cursor).toBeNull();
      expect(body[kind === 'artists' ? 'users' : 'sketches']).toEqual([]);
    }
  });

  it('hides mature sketches from visitors and users not marked mature, and shows them to mature users', async () => {
    const mature = t.query<{ id: number; title: string }>("SELECT id, title FROM sketches WHERE mature = 1 AND unlisted = 0 AND violation IS NULL AND title LIKE '% %' LIMIT 1")[0]!;
    const query = mature.title;
    const ids = async (client = visitor) => expectShape(SketchSearchPageSchema, await search('sketches', { query }, client)).sketches.map((s) => s.id);
    expect(await ids(visitor)).not.toContain(mature.id);
    expect(await ids(ada)).not.toContain(mature.id); // InkyAda is not marked mature
    const grown = t.query<{ id: number }>('SELECT id FROM users WHERE mature = 1 AND id > 6 LIMIT 1')[0]!.id;
    const client = await t.clientAs(grown);
    const seen = expectShape(SketchSearchPageSchema, await search('sketches', { query, cursor: '0' }, client)).sketches.map((s) => s.id);
    // The sketch may sit past the first page when the title is common: look for it by its artist instead.
    const byMagic = expectShape(SketchSearchPageSchema, await search('magic', { query }, client)).sketches.map((s) => s.id);
    expect([...seen, ...byMagic]).toContain(mature.id);
  });

  it('hides the sketches and the artists the viewer blocks', async () => {
    const [blocked] = blockedByAda();
    const nickname = t.query<{ nickname: string }>('SELECT nickname FROM users WHERE id = ?', blocked)[0]!.nickname;
    const visitorSees = expectShape(SketchSearchPageSchema, await search('magic', { query: nickname })).sketches;
    const adaSees = expectShape(SketchSearchPageSchema, await search('magic', { query: nickname }, ada)).sketches;
    expect(visitorSees.some((s) => s.userId === blocked) || visitorSees.length === 0).toBe(true);
    expect(adaSees.some((s) => s.userId === blocked)).toBe(false);
    const artists = expectShape(UserSearchPageSchema, await search('artists', { query: nickname }, ada)).users;
    expect(artists.some((u) => u.id === blocked)).toBe(false);
  });

  it('refuses a bad kind, a bad sort, an empty or overlong text and a bad cursor', async () => {
    await expectBadRequests([
      '/api/v2/search/people?query=inky',
      '/api/v2/search/challenge?query=inky',
      '/api/v2/search/sketches?query=inky&sort=best',
      '/api/v2/search/sketches?query=',
      '/api/v2/search/magic',
      `/api/v2/search/magic?query=${'x'.repeat(MAX_SEARCH_QUERY + 1)}`,
      '/api/v2/search/artists?query=inky&cursor=x',
      '/api/v2/search/artists?query=inky&cursor=1.5',
      '/api/v2/search/artists?query=inky&cursor=1&cursor=2',
    ]);
  });

  it('answers every role the same way (a public read)', async () => {
    const as = async (client: typeof visitor) => v.parse(SketchSearchPageSchema, await search('sketches', { query: 'cat' }, client)).sketches.length;
    expect(await as(banned)).toBeGreaterThan(0);
    expect(await as(ada)).toBeGreaterThan(0);
  });
});

describe('the demo data', () => {
  it('has no patron since a day after the seed day', () => {
    const day = new Date(TEST_NOW).toISOString().slice(0, 10);
    expect(t.query<{ n: number }>('SELECT count(*) AS n FROM users WHERE patron_since > ?', day)[0]!.n).toBe(0);
  });
});
