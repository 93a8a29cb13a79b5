// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_UNREAD } from '../seed/seedCommunity';
import { TEST_NOW, TestClient } from '../testing/testApp';
import { useTestApp } from '../testing/useTestApp';
import { ErrorBodySchema } from '../../src/api/schemas/common';
import { HomeIndexSchema } from '../../src/api/schemas/home';
import { ProfileSchema } from '../../src/api/schemas/profile';
import { type SketchCard, SketchPageSchema } from '../../src/api/schemas/sketchCards';
import { expectShape } from '../testing/expectShape';

const t = useTestApp();
const visitor = t.client();
const ada = t.client(1);
let matureUserId: number;
beforeAll(() => {
  matureUserId = t.query<{ id: number }>('SELECT id FROM users WHERE mature = 1 AND id > 6 ORDER BY id LIMIT 1')[0]!.id;
});

const HOME_REQUEST = { recent: 25, featured: 25, tops: 25, compos: 10, challenges: 2, birthdays: true, stats: true, motd: true };
const ids = (cards: SketchCard[]) => cards.map((c) => c.id);
const sketchRows = (list: number[]) =>
  t.query<{ id: number; user_id: number; mature: number; unlisted: number; featured: number; created: string }>(
    `SELECT id, user_id, mature, unlisted, featured, created FROM sketches WHERE id IN (${list.join(',') || 0})`,
  );
const adaBlocks = () => t.query<{ blocked_id: number }>('SELECT blocked_id FROM blocks WHERE blocker_id = 1').map((r) => r.blocked_id);
const adaFollows = () => t.query<{ artist_id: number }>('SELECT artist_id FROM follows WHERE fan_id = 1').map((r) => r.artist_id);

async function home(client: TestClient, body: unknown = HOME_REQUEST) {
  return client.post('/api/v2/index', body);
}

describe('POST /api/v2/index', () => {
  it('gives a visitor every section, sized as asked, without mature or unlisted sketches', async () => {
    const response = await home(visitor);
    expect(response.statusCode).toBe(200);
    const index = expectShape(HomeIndexSchema, response.json());
    expect(index.user).toBeNull();
    expect(index.recent).toHaveLength(25);
    expect(index.featured).toHaveLength(25);
    expect(index.featured.every((c) => c.featured)).toBe(true);
    expect(index.tops.length).toBeGreaterThan(5);
    expect(index.compos).toHaveLength(10);
    expect(index.challenges).toHaveLength(2);
    expect(index.trending.length).toBeGreaterThan(0);
    expect(index.following).toEqual([]);
    expect(index.streams.length).toBeGreaterThan(0);
    expect(index.stats).toMatchObject({ users: t.one<{ n: number }>('SELECT count(*) AS n FROM users').n, sketches: expect.any(Number), sketchesToday: expect.any(Number) });
    const all = [...index.recent, ...index.featured, ...index.tops, ...index.trending];
    expect(sketchRows(ids(all)).every((row) => row.mature === 0 && row.unlisted === 0)).toBe(true);
    // Newest first.
    const dates = index.recent.map((c) => c.dateCreated ?? '');
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it("gives the owner's block the same sketch count as the profile, and how many it leaves out", async () => {
    const index = expectShape(HomeIndexSchema, (await home(ada, HOME_REQUEST)).json());
    const profile = expectShape(ProfileSchema, (await ada.get('/api/v2/profile/1')).json());
    const hidden = t.one<{ n: number }>('SELECT count(*) AS n FROM sketches WHERE user_id = 1 AND (unlisted = 1 OR violation IS NOT NULL)').n;
    expect(hidden).toBeGreaterThan(0); // the seed gives her unlisted sketches: the case that surprised
    expect(index.user?.sketches).toBe(profile.sketchCount);
    expect(index.user?.hiddenSketches).toBe(hidden);
  });

  it('lists running compos first (open, then voting), then closed ones', async () => {
    const { compos } = expectShape(HomeIndexSchema, (await home(visitor)).json());
    const states = compos.map((c) => c.state);
    // Three open compos (one without entries, seedCompoVotes), two voting.
    expect(states.slice(0, 5)).toEqual(['open', 'open', 'open', 'voting', 'voting']);
    expect(states.slice(5).every((s) => s === 'closed')).toBe(true);
    expect(compos[0]).toMatchObject({ keyName: expect.any(String), entries: expect.any(Number), canVote: false, hasVoted: false });
    expect(compos.every((c) => c.startDate < c.endDate && c.endDate < c.endVotingDate)).toBe(true);
  });

  it('shows today\'s challenge first, with its entries and suggester', async () => {
    const { challenges } = expectShape(HomeIndexSchema, (await home(visitor)).json());
    const today = new Date(TEST_NOW).toISOString().slice(0, 10);
    expect(challenges[0]!.date).toBe(today);
    expect(challenges[1]!.date < today).toBe(true);
    expect(challenges[0]!.entries).toBeGreaterThan(0);
    expect(challenges[0]!.sketches.length).toBeGreaterThan(0);
    expect(challenges[0]!.thumbnail).toMatch(/^\/img\/sketch\/\d+$/);
  });

  it('lists today\'s birthdays by glops, descending', async () => {
    const { birthdays } = expectShape(HomeIndexSchema, (await home(visitor)).json());
    expect(birthdays.length).toBeGreaterThanOrEqual(7);
    const glops = birthdays.map((u) => u.glops ?? 0);
    expect([...glops].sort((a, b) => b - a)).toEqual(glops);
    const day = new Date(TEST_NOW);
    const rows = t.query<{ birth_day: number; birth_month: number }>(
      `SELECT birth_day, birth_month FROM users WHERE id IN (${birthdays.map((u) => u.id).join(',')})`,
    );
    expect(rows.every((r) => r.birth_day === day.getUTCDate() && r.birth_month === day.getUTCMonth() + 1)).toBe(true);
  });

  it('sends the message of the day unless the client says it has seen it', async () => {
    const first = expectShape(HomeIndexSchema, (await home(visitor)).json()).motd;
    expect(first).toMatchObject({ id: expect.any(Number), text: expect.stringContaining('compo') });
    expect(expectShape(HomeIndexSchema, (await home(visitor, { ...HOME_REQUEST, motd: first!.id })).json()).motd).toBeNull();
    expect(expectShape(HomeIndexSchema, (await home(visitor, { ...HOME_REQUEST, motd: first!.id - 1 })).json()).motd?.id).toBe(first!.id);
  });

  it('leaves out sections that are not asked for', async () => {
    const index = expectShape(HomeIndexSchema, (await home(visitor, { recent: 3 })).json());
    expect(index.recent).toHaveLength(3);
    expect(index).toMatchObject({ featured: [], tops: [], compos: [], challenges: [], birthdays: [], stats: null });
  });

  it('gives a signed-in user the header block with unread counts, and following uploads', async () => {
    const index = expectShape(HomeIndexSchema, (await home(ada)).json());
    expect(index.user).toMatchObject({ id: 1, nickname: 'InkyAda', cover: '/img/cover/1', avatar: '/img/avatar/1', unread: DEMO_UNREAD[1] });
    expect(index.user!.fans).toBeGreaterThanOrEqual(100);
    expect(index.following.length).toBeGreaterThan(0);
    const follows = new Set(adaFollows());
    expect(sketchRows(ids(index.following)).every((row) => follows.has(row.user_id))).toBe(true);
  });

  it('hides the sketches, streams and birthdays of users the viewer blocks', async () => {
    const blocked = adaBlocks();
    expect(blocked).toHaveLength(2);
    const index = expectShape(HomeIndexSchema, (await home(ada, { ...HOME_REQUEST, recent: 50 })).json());
    const all = [...index.recent, ...index.featured, ...index.tops, ...index.trending, ...index.following];
    expect(all.some((c) => blocked.includes(c.userId!))).toBe(false);
    expect(index.streams.some((s) => blocked.includes(s.userId))).toBe(false);
    expect(index.birthdays.some((u) => blocked.includes(u.id))).toBe(false);
  });

  it('rejects bad input with 400 and a message naming the field', async () => {
    for (const body of [{ recent: 500 }, { recent: 'many' }, { recent: -1 }, { challenges: 11 }, { birthdays: 'yes' }, { motd: -3 }, { motd: 'x' }]) {
      const response = await home(visitor, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(expectShape(ErrorBodySchema, response.json()).message).toMatch(/Invalid body field "\w+"/);
    }
  });

  it('needs the CSRF token', async () => {
    const response = await visitor.post('/api/v2/index', HOME_REQUEST, { csrf: null });
    expect(response.statusCode).toBe(403);
  });
});

describe('GET /api/v2/index/{feed}', () => {
  const feeds = ['trending', 'featuredSketches', 'recentSketches', 'recentHearts'];

  it.each(feeds)('%s pages by 25 without overlap', async (feed) => {
    const one = expectShape(SketchPageSchema, (await visitor.get(`/api/v2/index/${feed}?page=1`)).json());
    expect(one.sketches).toHaveLength(25);
    expect(one.next).toBe(2);
    const two = expectShape(SketchPageSchema, (await visitor.get(`/api/v2/index/${feed}?page=2`)).json());
    expect(two.sketches.length).toBeGreaterThan(0);
    expect(ids(two.sketches).some((id) => ids(one.sketches).includes(id))).toBe(false);
    expect(sketchRows([...ids(one.sketches), ...ids(two.sketches)]).every((r) => r.mature === 0 && r.unlisted === 0)).toBe(true);
  });

  it('featured sketches are featured; recent sketches newest first', async () => {
    const featured = expectShape(SketchPageSchema, (await visitor.get('/api/v2/index/featuredSketches')).json());
    expect(sketchRows(ids(featured.sketches)).every((r) => r.featured === 1)).toBe(true);
    const recent = expectShape(SketchPageSchema, (await visitor.get('/api/v2/index/recentSketches?page=3')).json());
    const dates = recent.sketches.map((c) => c.dateCreated ?? '');
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('ends with next null past the last page', async () => {
    const page = expectShape(SketchPageSchema, (await visitor.get('/api/v2/index/recentSketches?page=2000')).json());
    expect(page).toEqual({ sketches: [], next: null });
  });

  it.each(['0', '-1', 'abc', '2001', '1.5'])('rejects page=%s', async (page) => {
    const response = await visitor.get(`/api/v2/index/trending?page=${page}`);
    expect(response.statusCode).toBe(400);
    expect(expectShape(ErrorBodySchema, response.json()).message).toContain('page');
  });

  it('shows mature sketches only to viewers marked mature', async () => {
    const mature = new TestClient(t.app);
    await mature.signIn(matureUserId);
    const seen = async (client: TestClient) => {
      const list: number[] = [];
      for (let page = 1; page <= 4; page++) list.push(...ids(expectShape(SketchPageSchema, (await client.get(`/api/v2/index/recentSketches?page=${page}`)).json()).sketches));
      return sketchRows(list).filter((r) => r.mature === 1).length;
    };
    expect(await seen(mature)).toBeGreaterThan(0);
    expect(await seen(ada)).toBe(0);
    expect(await seen(visitor)).toBe(0);
  });
});

describe('GET /activity/{id}?format=json&filter=uploads', () => {
  it('lists the uploads of the artists the user follows, newest first', async () => {
    const response = await ada.get('/activity/1?format=json&filter=uploads&pageSize=25');
    expect(response.statusCode).toBe(200);
    const page = expectShape(SketchPageSchema, response.json());
    expect(page.sketches).toHaveLength(25);
    expect(page.next).toBe(2);
    const follows = new Set(adaFollows());
    expect(sketchRows(ids(page.sketches)).every((r) => follows.has(r.user_id) && r.mature === 0)).toBe(true);
    const next = expectShape(SketchPageSchema, (await ada.get('/activity/1?format=json&filter=uploads&pageSize=25&page=2')).json());
    expect(ids(next.sketches).some((id) => ids(page.sketches).includes(id))).toBe(false);
  });

  it('needs a signed-in user asking for their own uploads', async () => {
    expect((await visitor.get('/activity/1?format=json&filter=uploads')).statusCode).toBe(401);
    expect((await ada.get('/activity/2?format=json&filter=uploads')).statusCode).toBe(403);
  });

  it('rejects bad input', async () => {
    for (const query of ['filter=replies', '', 'filter=uploads&pageSize=51', 'filter=uploads&page=0', 'filter=uploads&format=xml']) {
      expect((await ada.get(`/activity/1?format=json&${query}`)).statusCode, query).toBe(400);
    }
    expect((await ada.get('/activity/abc?format=json&filter=uploads')).statusCode).toBe(400);
  });
});

describe('GET /api/v2/user/groups_recents', () => {
  it('lists sketches of the user\'s groups, each once, paged by offset', async () => {
    const page = expectShape(SketchPageSchema, (await ada.get('/api/v2/user/groups_recents?limit=25&offset=0')).json());
    expect(page.sketches).toHaveLength(25);
    expect(page.next).toBe(25);
    expect(new Set(ids(page.sketches)).size).toBe(25);
    const inGroups = new Set(
      t.query<{ sketch_id: number }>(
        'SELECT sketch_id FROM group_sketches WHERE group_id IN (SELECT group_id FROM group_members WHERE user_id = 1)',
      ).map((r) => r.sketch_id),
    );
    expect(ids(page.sketches).every((id) => inGroups.has(id))).toBe(true);
    const next = expectShape(SketchPageSchema, (await ada.get('/api/v2/user/groups_recents?limit=25&offset=25')).json());
    expect(ids(next.sketches).some((id) => ids(page.sketches).includes(id))).toBe(false);
  });

  it('needs a signed-in user and valid bounds', async () => {
    expect((await visitor.get('/api/v2/user/groups_recents?limit=25&offset=0')).statusCode).toBe(401);
    for (const query of ['limit=0', 'limit=51', 'offset=-1', 'offset=x', 'offset=9999999']) {
      expect((await ada.get(`/api/v2/user/groups_recents?${query}`)).statusCode, query).toBe(400);
    }
  });
});

describe('GET /api/v2/user/recommendations', () => {
  it('recommends sketches by artists the user does not follow, paged by cursor', async () => {
    const page = expectShape(SketchPageSchema, (await ada.get('/api/v2/user/recommendations')).json());
    expect(page.sketches).toHaveLength(25);
    expect(page.next).toBe('25');
    const follows = new Set([...adaFollows(), 1]);
    expect(page.sketches.every((c) => !follows.has(c.userId!))).toBe(true);
    const next = expectShape(SketchPageSchema, (await ada.get(`/api/v2/user/recommendations?cursor=${page.next}`)).json());
    expect(ids(next.sketches).some((id) => ids(page.sketches).includes(id))).toBe(false);
  });

  it('needs a signed-in user and a valid cursor', async () => {
    expect((await visitor.get('/api/v2/user/recommendations')).statusCode).toBe(401);
    expect((await ada.get('/api/v2/user/recommendations?cursor=abc')).statusCode).toBe(400);
    expect((await ada.get('/api/v2/user/recommendations?cursor=99999999')).statusCode).toBe(400);
  });
});
