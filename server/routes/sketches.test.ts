// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { TEST_NOW, TestClient } from '../testing/testApp';
import { useTestApp } from '../testing/useTestApp';
import { CLOSED_COMPO_DELETE_MESSAGE } from './sketches';
import { ErrorBodySchema, OkSchema } from '../../src/api/schemas/common';
import { SketchHasCoOpsSchema, SketchHeartsSchema, SketchPrivacyResponseSchema, SketchSchema } from '../../src/api/schemas/sketches';
import { expectShape } from '../testing/expectShape';
import { VIEW_WINDOW_MS } from '../entities/viewCounts';

const t = useTestApp();
const { ada, paolo, visitor, wes, banned } = t.demoClients();

const { one } = t;
/** A public, non-mature sketch of someone other than the demo accounts. */
const othersSketch = () => one<{ id: number; user_id: number }>('SELECT id, user_id FROM sketches WHERE user_id > 6 AND mature = 0 AND unlisted = 0 ORDER BY id LIMIT 1');
const adaSketch = (extra = '1 = 1') =>
  one<{ id: number }>(`SELECT id FROM sketches WHERE user_id = 1 AND compo_place IS NULL AND ${extra} ORDER BY id LIMIT 1`).id;

describe('GET /api/v2/sketchInfo/{id}', () => {
  it('gives a visitor every public field and nothing private or personal', async () => {
    const { id } = othersSketch();
    const response = await visitor.get(`/api/v2/sketchInfo/${id}`);
    expect(response.statusCode).toBe(200);
    const sketch = expectShape(SketchSchema, response.json());
    expect(sketch).toMatchObject({
      id,
      image: `/img/sketch/${id}`,
      imagePng: null,
      userHeart: false,
      userCanHeart: false,
      userCanFeature: false,
      userRating: null,
      isFan: false,
      haveFile: false,
      privateFile: false,
    });
    expect(sketch.creatorNickname).toEqual(expect.any(String));
    expect(sketch.creatorAvatar).toMatch(/^\/img\/avatar\//);
    expect(Array.isArray(sketch.tags)).toBe(true);
    expect(Array.isArray(sketch.recentSketches)).toBe(true);
    for (const card of [...sketch.recentSketches, ...sketch.topSketches, ...sketch.similar]) {
      expect(card.mature).toBe(false);
      expect(card.unlisted).toBe(false);
    }
    expect(sketch.recentSketches.every((card) => card.userId === sketch.creator && card.id !== id)).toBe(true);
  });

  it('fills the strips with the sketches each names, in its order, as a visitor may see them', async () => {
    // The most tagged sketch of an artist with many: its tags are shared by hundreds of others.
    const { id, user_id: artist } = one<{ id: number; user_id: number }>(
      `SELECT s.id, s.user_id FROM sketches s WHERE s.mature = 0 AND s.unlisted = 0 AND s.violation IS NULL
         AND (SELECT count(*) FROM sketches o WHERE o.user_id = s.user_id) > 20
       ORDER BY (SELECT count(*) FROM sketch_tags t WHERE t.sketch_id = s.id) DESC, s.id LIMIT 1`,
    );
    const ids = (sql: string, ...params: unknown[]) => t.query<{ id: number }>(sql, ...params).map((row) => row.id);
    const visible = 's.unlisted = 0 AND s.mature = 0';
    const sketch = expectShape(SketchSchema, (await visitor.get(`/api/v2/sketchInfo/${id}`)).json());
    expect(sketch.similar.map((card) => card.id)).toEqual(
      ids(
        `SELECT s.id FROM sketches s WHERE s.user_id <> ? AND ${visible}
           AND s.id IN (SELECT t2.sketch_id FROM sketch_tags t1 JOIN sketch_tags t2 ON t2.tag = t1.tag WHERE t1.sketch_id = ?)
         ORDER BY s.created DESC LIMIT 12`,
        artist,
        id,
      ),
    );
    expect(sketch.similar).toHaveLength(12);
    const artists = `SELECT s.id FROM sketches s WHERE s.user_id = ? AND s.id <> ? AND ${visible}`;
    expect(sketch.recentSketches.map((card) => card.id)).toEqual(ids(`${artists} ORDER BY s.created DESC LIMIT 12`, artist, id));
    expect(sketch.topSketches.map((card) => card.id)).toEqual(ids(`${artists} ORDER BY s.hearts DESC, s.id DESC LIMIT 12`, artist, id));
    // Each card is read whole: its comment count is the sketch's own.
    const top = sketch.topSketches[0]!;
    expect(top.comments).toBe(one<{ n: number }>("SELECT count(*) AS n FROM comments WHERE target_type = 'sketch' AND target_id = ?", top.id).n);
  });

  it("leaves a taken-down sketch out of the strips and of prev and next for everyone but its artist", async () => {
    // Ada's three newest public sketches: the middle one taken down, seen from each of the others.
    const [newer, middle, older] = t
      .query<{ id: number }>('SELECT id FROM sketches WHERE user_id = 1 AND unlisted = 0 AND mature = 0 AND violation IS NULL ORDER BY created DESC, id DESC LIMIT 3')
      .map((row) => row.id);
    const shown = (sketch: { prev?: { id: number } | null; next?: { id: number } | null; recentSketches: { id: number }[]; topSketches: { id: number }[]; similar: { id: number }[] }) => [
      sketch.prev?.id,
      sketch.next?.id,
      ...[...sketch.recentSketches, ...sketch.topSketches, ...sketch.similar].map((card) => card.id),
    ];
    const page = async (client: TestClient, id: number) => expectShape(SketchSchema, (await client.get(`/api/v2/sketchInfo/${id}`)).json());
    expect(shown(await page(paolo, newer!))).toContain(middle);
    t.write("UPDATE sketches SET violation = 'inappropriate' WHERE id = ?", middle);
    try {
      for (const client of [visitor, paolo]) {
        const fromNewer = await page(client, newer!);
        expect(shown(fromNewer)).not.toContain(middle);
        expect(fromNewer.prev?.id).toBe(older);
        expect((await page(client, older!)).next?.id).toBe(newer);
      }
      expect(shown(await page(ada, newer!))).toContain(middle);
    } finally {
      t.write('UPDATE sketches SET violation = NULL WHERE id = ?', middle);
    }
  });

  it('counts a view for everyone but the owner, once per reader in the window', async () => {
    // Earlier tests read this sketch as a visitor too: start a new window.
    t.advance(VIEW_WINDOW_MS);
    const { id } = othersSketch();
    const before = one<{ views: number }>('SELECT views FROM sketches WHERE id = ?', id).views;
    const seen = expectShape(SketchSchema, (await visitor.get(`/api/v2/sketchInfo/${id}`)).json());
    expect(seen.viewCount).toBe(before + 1);
    expect(expectShape(SketchSchema, (await visitor.get(`/api/v2/sketchInfo/${id}`)).json()).viewCount).toBe(before + 1);
    const own = adaSketch();
    const ownBefore = one<{ views: number }>('SELECT views FROM sketches WHERE id = ?', own).views;
    await ada.get(`/api/v2/sketchInfo/${own}`);
    expect(one<{ views: number }>('SELECT views FROM sketches WHERE id = ?', own).views).toBe(ownBefore);
  });

  it('computes the viewer state: heart, rating, fan, what they may do', async () => {
    const rated = one<{ sketch_id: number }>(
      "SELECT r.sketch_id FROM ratings r JOIN sketches s ON s.id = r.sketch_id WHERE r.user_id = 1 AND r.rating = 'rules' AND s.user_id <> 1 LIMIT 1",
    ).sketch_id;
    expect(expectShape(SketchSchema, (await ada.get(`/api/v2/sketchInfo/${rated}`)).json()).userRating).toBe('rules');
    const hearted = one<{ sketch_id: number }>('SELECT sketch_id FROM hearts WHERE giver_id = 1 LIMIT 1').sketch_id;
    expect(expectShape(SketchSchema, (await ada.get(`/api/v2/sketchInfo/${hearted}`)).json())).toMatchObject({ userHeart: true, userCanHeart: false });
    const fresh = one<{ id: number; user_id: number }>(
      'SELECT id, user_id FROM sketches s WHERE user_id > 6 AND featured = 0 AND NOT EXISTS (SELECT 1 FROM hearts WHERE giver_id = 1 AND sketch_id = s.id) LIMIT 1',
    );
    const isFan = t.query('SELECT 1 FROM follows WHERE fan_id = 1 AND artist_id = ?', fresh.user_id).length > 0;
    expect(expectShape(SketchSchema, (await ada.get(`/api/v2/sketchInfo/${fresh.id}`)).json())).toMatchObject({ userHeart: false, userCanHeart: true, userCanFeature: true, isFan });
  });

  it('offers no heart or feature under a suspension or an unaccepted warning, whose refusal would follow', async () => {
    const fresh = othersSketch();
    t.write('UPDATE users SET hearts_available = 10, stars_available = 10 WHERE id IN (5, 6)');
    t.write('DELETE FROM hearts WHERE giver_id IN (5, 6) AND sketch_id = ?', fresh.id);
    t.write('UPDATE sketches SET featured = 0 WHERE id = ?', fresh.id);
    for (const restricted of [wes, banned]) {
      expect(expectShape(SketchSchema, (await restricted.get(`/api/v2/sketchInfo/${fresh.id}`)).json())).toMatchObject({ userCanHeart: false, userCanFeature: false });
      expect((await restricted.post('/heart', { action: 'heart', which: fresh.id })).statusCode).toBe(403);
    }
  });

  it('gives the owner the private fields and no heart, feature of their own', async () => {
    const id = adaSketch();
    const sketch = expectShape(SketchSchema, (await ada.get(`/api/v2/sketchInfo/${id}`)).json());
    expect(sketch).toMatchObject({ creator: 1, imagePng: `/img/sketch/${id}/full.png`, haveFile: true, userCanHeart: false, userCanFeature: false });
  });

  it("counts the comments the viewer is shown: none by a user they block, all for the sketch's artist", async () => {
    const { id, user_id: artist } = othersSketch();
    const blockedId = one<{ id: number }>('SELECT id FROM users WHERE id > 6 AND id <> ? ORDER BY id LIMIT 1', artist).id;
    const before = one<{ n: number }>("SELECT count(*) AS n FROM comments WHERE target_type = 'sketch' AND target_id = ?", id).n;
    t.write("INSERT INTO comments (target_type, target_id, user_id, text, date) VALUES ('sketch', ?, ?, 'from the blocked', '2024-05-01T10:00:00Z')", id, blockedId);
    t.write("INSERT INTO blocks (blocker_id, blocked_id, date) VALUES (1, ?, '2024-05-01T10:00:00Z')", blockedId);
    const countFor = async (client: TestClient) => expectShape(SketchSchema, (await client.get(`/api/v2/sketchInfo/${id}`)).json()).commentCount;
    expect(await countFor(ada)).toBe(before);
    expect(await countFor(paolo)).toBe(before + 1);
    expect(await countFor(visitor)).toBe(before + 1);
    const owner = new TestClient(t.app);
    await owner.signIn(artist);
    t.write('INSERT OR IGNORE INTO blocks (blocker_id, blocked_id, date) VALUES (?, ?, ?)', artist, blockedId, '2024-05-01T10:00:00Z');
    expect(await countFor(owner)).toBe(before + 1);
  });

  it('answers 404 for an unknown sketch and 400 for a bad id', async () => {
    expect((await visitor.get('/api/v2/sketchInfo/99999999')).statusCode).toBe(404);
    const bad = await visitor.get('/api/v2/sketchInfo/abc');
    expect(bad.statusCode).toBe(400);
    expect(expectShape(ErrorBodySchema, bad.json())).toMatchObject({ error: 'bad_request' });
  });
});

describe('GET /api/v2/sketchHearts/{id} and /sketchHasCoOps/{id}', () => {
  it('lists the givers, newest first', async () => {
    const id = one<{ sketch_id: number }>('SELECT sketch_id FROM hearts GROUP BY sketch_id HAVING count(*) > 2 LIMIT 1').sketch_id;
    const { users } = expectShape(SketchHeartsSchema, (await visitor.get(`/api/v2/sketchHearts/${id}`)).json());
    const givers = t.query<{ giver_id: number }>('SELECT giver_id FROM hearts WHERE sketch_id = ? ORDER BY date DESC', id).map((r) => r.giver_id);
    expect(users.map((u) => u.id)).toEqual(givers.slice(0, 50));
    expect(users[0]).toMatchObject({ nickname: expect.any(String), avatar: expect.stringMatching(/^\/img\/avatar\//) });
  });

  it('says whether the sketch is the base of a co-op, and how many continue it', async () => {
    const plain = one<{ id: number }>('SELECT id FROM sketches WHERE id NOT IN (SELECT sketch_id FROM coops) LIMIT 1').id;
    expect(expectShape(SketchHasCoOpsSchema, (await visitor.get(`/api/v2/sketchHasCoOps/${plain}`)).json())).toEqual({ hasCoOps: false, count: 0 });
    // A co-op whose sketches anyone may see, by others than the demo accounts.
    const coOp = one<{ sketch_id: number; n: number }>(
      `SELECT c.sketch_id, count(*) AS n FROM coops c JOIN coop_sketches cs ON cs.coop_id = c.sketch_id JOIN sketches s ON s.id = cs.sketch_id
       GROUP BY c.sketch_id HAVING max(s.unlisted) = 0 AND max(s.mature) = 0 AND count(s.violation) = 0 AND min(s.user_id) > 6 AND count(*) > 1 LIMIT 1`,
    );
    const countFor = async (client: TestClient) => expectShape(SketchHasCoOpsSchema, (await client.get(`/api/v2/sketchHasCoOps/${coOp.sketch_id}`)).json());
    const coopPageCount = async (client: TestClient) => ((await client.get(`/api/v2/coop/${coOp.sketch_id}/sketches?page=1`)).json() as { coop: { sketches: number } }).coop.sketches;
    expect(await countFor(visitor)).toEqual({ hasCoOps: true, count: coOp.n });
    expect(await coopPageCount(visitor)).toBe(coOp.n);
    // One of them unlisted: counted for its artist alone, as the co-op's list shows it.
    const hidden = one<{ sketch_id: number; user_id: number }>('SELECT cs.sketch_id, s.user_id FROM coop_sketches cs JOIN sketches s ON s.id = cs.sketch_id WHERE cs.coop_id = ? LIMIT 1', coOp.sketch_id);
    t.write('UPDATE sketches SET unlisted = 1 WHERE id = ?', hidden.sketch_id);
    try {
      expect((await countFor(visitor)).count).toBe(coOp.n - 1);
      expect(await coopPageCount(ada)).toBe(coOp.n - 1);
      const artist = new TestClient(t.app);
      await artist.signIn(hidden.user_id);
      expect((await countFor(artist)).count).toBe(coOp.n);
    } finally {
      t.write('UPDATE sketches SET unlisted = 0 WHERE id = ?', hidden.sketch_id);
    }
    expect((await visitor.get('/api/v2/sketchHasCoOps/99999999')).statusCode).toBe(404);
  });
});

describe('POST /api/v2/sketch/{id}: privacy and delete', () => {
  it('lets the owner switch between public and unlisted', async () => {
    const id = adaSketch('unlisted = 0');
    const response = await ada.post(`/api/v2/sketch/${id}`, { privacy: 'unlisted' });
    expect(response.statusCode).toBe(200);
    expect(expectShape(SketchPrivacyResponseSchema, response.json())).toEqual({ unlisted: true });
    expect(one<{ unlisted: number }>('SELECT unlisted FROM sketches WHERE id = ?', id).unlisted).toBe(1);
    expect(expectShape(SketchPrivacyResponseSchema, (await ada.post(`/api/v2/sketch/${id}`, { unlisted: false })).json())).toEqual({ unlisted: false });
    expect(one<{ unlisted: number }>('SELECT unlisted FROM sketches WHERE id = ?', id).unlisted).toBe(0);
  });

  it('refuses bad input, visitors, other users and unknown sketches, changing nothing', async () => {
    const id = adaSketch('unlisted = 0');
    expect((await ada.post(`/api/v2/sketch/${id}`, { privacy: 'secret' })).statusCode).toBe(400);
    expect((await ada.post(`/api/v2/sketch/${id}`, {})).statusCode).toBe(400);
    expect((await ada.post(`/api/v2/sketch/${id}`, { action: 'explode' })).statusCode).toBe(400);
    expect((await visitor.post(`/api/v2/sketch/${id}`, { privacy: 'unlisted' })).statusCode).toBe(401);
    const other = await paolo.post(`/api/v2/sketch/${id}`, { privacy: 'unlisted' });
    expect(other.statusCode).toBe(403);
    expect((await paolo.post(`/api/v2/sketch/${id}`, { action: 'delete' })).statusCode).toBe(403);
    expect((await ada.post('/api/v2/sketch/99999999', { privacy: 'unlisted' })).statusCode).toBe(404);
    expect(one<{ unlisted: number }>('SELECT unlisted FROM sketches WHERE id = ?', id).unlisted).toBe(0);
  });

  it('deletes the owner’s sketch with its comments', async () => {
    const id = one<{ target_id: number }>(
      "SELECT c.target_id FROM comments c JOIN sketches s ON s.id = c.target_id WHERE c.target_type = 'sketch' AND s.user_id = 1 AND s.compo_place IS NULL LIMIT 1",
    ).target_id;
    const response = await ada.post(`/api/v2/sketch/${id}`, { action: 'delete' });
    expect(response.statusCode).toBe(200);
    expect(t.query('SELECT 1 FROM sketches WHERE id = ?', id)).toHaveLength(0);
    expect(t.query("SELECT 1 FROM comments WHERE target_type = 'sketch' AND target_id = ?", id)).toHaveLength(0);
    expect((await visitor.get(`/api/v2/sketchInfo/${id}`)).statusCode).toBe(404);
  });

  it('refuses to delete a sketch in a closed compo, with a message', async () => {
    const id = one<{ id: number }>('SELECT id FROM sketches WHERE user_id = 1 AND compo_place >= 1 LIMIT 1').id;
    const response = await ada.post(`/api/v2/sketch/${id}`, { action: 'delete' });
    expect(response.statusCode).toBe(409);
    expect(expectShape(ErrorBodySchema, response.json())).toEqual({ error: 'in_closed_compo', message: CLOSED_COMPO_DELETE_MESSAGE });
    expect(t.query('SELECT 1 FROM sketches WHERE id = ?', id)).toHaveLength(1);
  });

  it('refuses to delete an entry of a closed compo, and shows the compo on the sketch', async () => {
    const entry = one<{ sketch_id: number; user_id: number; key_name: string; title: string; place: number }>(
      `SELECT e.sketch_id, s.user_id, c.key_name, c.title, e.place FROM compo_entries e JOIN compos c ON c.id = e.compo_id
       JOIN sketches s ON s.id = e.sketch_id WHERE c.end_voting_date < ? ORDER BY e.sketch_id LIMIT 1`,
      new Date(TEST_NOW).toISOString(),
    );
    const owner = new TestClient(t.app);
    await owner.signIn(entry.user_id);
    const sketch = expectShape(SketchSchema, (await owner.get(`/api/v2/sketchInfo/${entry.sketch_id}`)).json());
    expect(sketch).toMatchObject({ compoKey: entry.key_name, compoTitle: entry.title, compoState: 'closed', compoPlace: entry.place });
    expect((await owner.post(`/api/v2/sketch/${entry.sketch_id}`, { action: 'delete' })).statusCode).toBe(409);
    expect(t.query('SELECT 1 FROM sketches WHERE id = ?', entry.sketch_id)).toHaveLength(1);
  });

  it('needs the CSRF token', async () => {
    const id = adaSketch();
    expect((await ada.post(`/api/v2/sketch/${id}`, { privacy: 'unlisted' }, { csrf: null })).statusCode).toBe(403);
  });
});

describe('POST /sketch/{id}/report', () => {
  const reports = (id: number) => t.query<Record<string, unknown>>('SELECT * FROM sketch_reports WHERE sketch_id = ?', id);

  it('stores the flags and details of a signed-in user’s report', async () => {
    const { id } = othersSketch();
    const before = reports(id).length;
    const response = await ada.post(`/sketch/${id}/report`, { details: 'Traced', copyright: true, mature: false, inappropriate: false, challengedq: true, compodq: false, notsketch: false });
    expect(response.statusCode).toBe(200);
    expect(expectShape(OkSchema, response.json())).toEqual({ ok: true });
    const stored = reports(id);
    expect(stored).toHaveLength(before + 1);
    expect(stored.at(-1)).toMatchObject({ user_id: 1, details: 'Traced', copyright: 1, challengedq: 1, mature: 0, notsketch: 0 });
  });

  it('refuses an empty report, visitors, own sketches and unknown sketches', async () => {
    const { id } = othersSketch();
    const before = reports(id).length;
    expect((await ada.post(`/sketch/${id}/report`, { details: '  ' })).statusCode).toBe(400);
    expect((await ada.post(`/sketch/${id}/report`, { copyright: 'maybe' })).statusCode).toBe(400);
    expect((await ada.post(`/sketch/${id}/report`, { details: 'x'.repeat(2001) })).statusCode).toBe(400);
    expect((await visitor.post(`/sketch/${id}/report`, { copyright: true })).statusCode).toBe(401);
    expect((await ada.post(`/sketch/${adaSketch()}/report`, { copyright: true })).statusCode).toBe(403);
    expect((await ada.post('/sketch/99999999/report', { copyright: true })).statusCode).toBe(404);
    expect(reports(id)).toHaveLength(before);
  });
});
