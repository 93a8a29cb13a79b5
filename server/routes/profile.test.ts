// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { FanListPageSchema, FanNotifyResponseSchema, FanOfMapSchema, NoteToFansResponseSchema, ProfileSchema, UserInfoSchema } from '../../src/api/schemas/profile';
import { SketchPageSchema } from '../../src/api/schemas/sketchCards';
import { OkSchema } from '../../src/api/schemas/common';
import { expectShape } from '../testing/expectShape';
import { useTestApp } from '../testing/useTestApp';
import { PROFILE_DEMO } from '../seed/seedProfile';
import { EDIT_PROFILE_DEMO } from '../seed/seedEditProfile';
import { VIEW_WINDOW_MS } from '../entities/viewCounts';

const t = useTestApp();
const ada = t.client(1);
const paolo = t.client(2);
const banned = t.client(6);
const visitor = t.client();

const profile = async (client: typeof ada, ref: string | number, query = '') => {
  const response = await client.get(`/api/v2/profile/${encodeURIComponent(String(ref))}${query}`);
  expect(response.statusCode).toBe(200);
  return expectShape(ProfileSchema, response.json());
};
const views = (id: number) => t.one<{ views: number }>('SELECT views FROM users WHERE id = ?', id).views;
const followed = (fan: number, artist: number) => t.query('SELECT 1 FROM follows WHERE fan_id = ? AND artist_id = ?', fan, artist).length === 1;
const adaFollows = () => t.query<{ artist_id: number }>('SELECT artist_id FROM follows WHERE fan_id = 1 ORDER BY date LIMIT 1')[0]!.artist_id;
const notFollowedByAda = () => t.one<{ id: number }>('SELECT id FROM users WHERE id > 6 AND id NOT IN (SELECT artist_id FROM follows WHERE fan_id = 1) ORDER BY id LIMIT 1').id;

describe('GET /api/v2/profile/{id}', () => {
  it('finds a user by id or nickname, with what a visitor may see and nothing private', async () => {
    const byId = await profile(visitor, 1);
    const byName = await profile(visitor, 'InkyAda');
    expect(byName.id).toBe(1);
    expect(byId).toMatchObject({ nickname: 'InkyAda', avatar: '/img/avatar/1', cover: '/img/cover/1', isFanOf: false, blocking: false, canMessage: false });
    expect(byId.fans).toBe(t.one<{ n: number }>('SELECT count(*) AS n FROM follows WHERE artist_id = 1').n);
    expect(byId.sketches.length).toBeGreaterThan(0);
    expect(byId.albums.length).toBeGreaterThan(0);
    for (const key of ['email', 'apiKey', 'heartsAvailable', 'starsAvailable', 'heartsGlopAccum', 'appleId', 'google']) expect(byId).not.toHaveProperty(key);
  });

  it('counts the sketches the viewer sees listed: a mature one for its artist and viewers marked mature alone, on the profile and in the directory', async () => {
    const countedFor = (mature: boolean) =>
      t.one<{ n: number }>(`SELECT count(*) AS n FROM sketches WHERE user_id = 1 AND unlisted = 0 AND violation IS NULL ${mature ? '' : 'AND mature = 0'}`).n;
    expect(countedFor(true)).toBeGreaterThan(countedFor(false)); // the seed gives her mature sketches
    const directoryCount = async (client: typeof ada) =>
      ((await client.get('/api/v2/search/artists?query=InkyAda')).json() as { users: { id: number; sketches?: number }[] }).users.find((u) => u.id === 1)?.sketches;
    const paoloMature = t.one<{ mature: number }>('SELECT mature FROM users WHERE id = 2').mature;
    t.write('UPDATE users SET mature = 0 WHERE id = 2');
    expect((await profile(visitor, 1)).sketchCount).toBe(countedFor(false));
    expect((await profile(paolo, 1)).sketchCount).toBe(countedFor(false));
    expect(await directoryCount(visitor)).toBe(countedFor(false));
    expect((await profile(ada, 1)).sketchCount).toBe(countedFor(true));
    t.write('UPDATE users SET mature = 1 WHERE id = 2');
    try {
      expect((await profile(paolo, 1)).sketchCount).toBe(countedFor(true));
      expect(await directoryCount(paolo)).toBe(countedFor(true));
    } finally {
      t.write('UPDATE users SET mature = ? WHERE id = 2', paoloMature);
    }
  });

  it("shows an album without a thumbnail of its own by its first sketch, as its page does (the 'Sketchbook tour' was an empty box)", async () => {
    const tour = t.one<{ id: number; thumbnail_sketch_id: number | null }>("SELECT id, thumbnail_sketch_id FROM albums WHERE user_id = 1 AND title = 'Sketchbook tour'");
    expect(tour.thumbnail_sketch_id).toBeNull();
    const first = t.one<{ sketch_id: number }>('SELECT sketch_id FROM album_items WHERE album_id = ? ORDER BY added DESC, sketch_id DESC LIMIT 1', tour.id).sketch_id;
    const shown = (await profile(visitor, 1)).albums.find((album) => album.id === tour.id)!;
    expect(shown.thumbnail).toBe(`/img/sketch/${first}`);
    const page = await visitor.get(`/album/info?userId=1&albumId=${tour.id}`);
    expect(page.json()).toMatchObject({ thumbnail: shown.thumbnail });
    // An empty album has none; one with a thumbnail set keeps it.
    const albums = (await profile(visitor, 1)).albums;
    expect(albums.find((album) => album.title === 'To sort later')?.thumbnail).toBeNull();
    const set = t.query<{ id: number; thumbnail_sketch_id: number }>('SELECT id, thumbnail_sketch_id FROM albums WHERE user_id = 1 AND thumbnail_sketch_id IS NOT NULL');
    for (const album of set) expect(albums.find((a) => a.id === album.id)?.thumbnail).toBe(`/img/sketch/${album.thumbnail_sketch_id}`);
  });

  it('gives the owner their private fields', async () => {
    const own = await profile(ada, 1);
    expect(own.email).toBe(t.one<{ email: string }>('SELECT email FROM users WHERE id = 1').email);
    expect(own.apiKey).toMatch(/^[0-9a-f]{32}$/);
    expect(typeof own.heartsAvailable).toBe('number');
    expect(own.heartsGlopAccum).toBe(own.glops % 150);
    expect(own.canMessage).toBe(false);
  });

  it("says how the viewer stands: fan since, notification settings, blocks both ways and whether they may message", async () => {
    const artist = adaFollows();
    const p = await profile(ada, artist);
    expect(p).toMatchObject({ isFanOf: true, fanNotes: true, fanNotifyUploads: true, fanNotifyStream: false, canMessage: true });
    expect(p.fanSince).not.toBeNull();
    const blocker = t.one<{ blocker_id: number }>('SELECT blocker_id FROM blocks WHERE blocked_id = 1 AND blocker_id > 6').blocker_id;
    expect(await profile(ada, blocker)).toMatchObject({ blocksViewer: true, blocking: false, canMessage: false });
    const blocked = t.one<{ blocked_id: number }>('SELECT blocked_id FROM blocks WHERE blocker_id = 1').blocked_id;
    expect(await profile(ada, blocked)).toMatchObject({ blocking: true, canMessage: false });
  });

  it('counts views by others, not by the owner', async () => {
    const before = views(2);
    await profile(ada, 2);
    expect(views(2)).toBe(before + 1);
    await profile(paolo, 2);
    expect(views(2)).toBe(before + 1);
  });

  it('counts one view per reader in the window: reloads and tab changes are one view', async () => {
    const before = views(3);
    await profile(ada, 3);
    await profile(ada, 3);
    await profile(ada, 'GroupGreta');
    expect(views(3)).toBe(before + 1);
    await profile(visitor, 3);
    expect(views(3)).toBe(before + 2);
    t.advance(VIEW_WINDOW_MS);
    await profile(ada, 3);
    expect(views(3)).toBe(before + 3);
  });

  it('brings the newest profile comments with getComments', async () => {
    const commented = t.one<{ target_id: number }>("SELECT target_id FROM comments WHERE target_type = 'profile' GROUP BY target_id ORDER BY count(*) DESC LIMIT 1").target_id;
    expect((await profile(visitor, commented)).profileComments).toBeUndefined();
    const withComments = (await profile(visitor, commented, '?getComments=1')).profileComments ?? [];
    expect(withComments.length).toBeGreaterThan(0);
    expect(withComments.length).toBeLessThanOrEqual(10);
  });

  it('has demo profiles for the long about text and for few views', async () => {
    const long = t.one<{ id: number }>('SELECT id FROM users WHERE length(about) > 1024').id;
    expect((await profile(visitor, long)).about.length).toBeGreaterThan(1024);
    expect(t.query('SELECT 1 FROM users WHERE views = ? AND id > 6', PROFILE_DEMO.fewViews).length).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown user and 400 for a bad reference or flag, changing nothing', async () => {
    expect((await visitor.get('/api/v2/profile/99999999')).statusCode).toBe(404);
    expect((await visitor.get('/api/v2/profile/NoSuchArtistAtAll')).statusCode).toBe(404);
    expect((await visitor.get(`/api/v2/profile/${'x'.repeat(65)}`)).statusCode).toBe(400);
    const before = views(1);
    const bad = await visitor.get('/api/v2/profile/1?getComments=perhaps');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'bad_request' });
    expect(views(1)).toBe(before);
  });
});

describe('GET /api/v2/patron/{name} and /api/user/{id}', () => {
  it("finds a patron by their web address, and only a patron", async () => {
    const name = EDIT_PROFILE_DEMO.patronSlug;
    expect(expectShape(ProfileSchema, (await visitor.get(`/api/v2/patron/${name}`)).json()).id).toBe(2);
    expect(expectShape(ProfileSchema, (await visitor.get(`/api/v2/patron/${name.toUpperCase()}`)).json()).id).toBe(2);
    expect((await visitor.get('/api/v2/patron/inkyada')).statusCode).toBe(404);
    expect((await profile(visitor, 2)).patronName).toBe(name);
  });

  it('gives a profile by a patron web address too, which a profile address (and its fan lists) may name', async () => {
    t.write("UPDATE patron_settings SET slug = 'paolo-art' WHERE user_id = 2");
    expect(expectShape(ProfileSchema, (await visitor.get('/api/v2/profile/paolo-art')).json()).id).toBe(2);
    expect(expectShape(ProfileSchema, (await visitor.get('/api/v2/profile/PatronPaolo')).json()).id).toBe(2);
    expect((await visitor.get('/api/v2/profile/nobody-here')).statusCode).toBe(404);
    t.write(`UPDATE patron_settings SET slug = '${EDIT_PROFILE_DEMO.patronSlug}' WHERE user_id = 2`);
  });

  it('gives the user card by id or name', async () => {
    expect(expectShape(UserInfoSchema, (await visitor.get('/api/user/1')).json())).toMatchObject({ id: 1, nickname: 'InkyAda', avatar: '/img/avatar/1' });
    expect(expectShape(UserInfoSchema, (await visitor.get('/api/user/PatronPaolo')).json()).id).toBe(2);
    expect((await visitor.get('/api/user/99999999')).statusCode).toBe(404);
  });
});

describe('GET /api/v2/fan/followers and /following', () => {
  it('pages by cursor, 25 at most, newest first, with an empty cursor at the end', async () => {
    const total = t.one<{ n: number }>('SELECT count(*) AS n FROM follows WHERE artist_id = 1').n;
    expect(total).toBeGreaterThan(25);
    const first = expectShape(FanListPageSchema, (await visitor.get('/api/v2/fan/followers?user=1&count=25')).json());
    expect(first.items).toHaveLength(25);
    expect(first.cursor).toBe('25');
    const dates = first.items.map((i) => i.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const seen = new Set(first.items.map((i) => i.id));
    let cursor = first.cursor;
    while (cursor) {
      const page = expectShape(FanListPageSchema, (await visitor.get(`/api/v2/fan/followers?user=1&cursor=${cursor}`)).json());
      page.items.forEach((i) => seen.add(i.id));
      cursor = page.cursor;
    }
    expect(seen.size).toBe(total);
    const following = expectShape(FanListPageSchema, (await visitor.get('/api/v2/fan/following?user=1')).json());
    expect(following.items.every((i) => followed(1, i.id))).toBe(true);
  });

  it('answers an empty list for a user without fans', async () => {
    const lonely = t.one<{ id: number }>('SELECT id FROM users u WHERE id > 6 AND NOT EXISTS (SELECT 1 FROM follows f WHERE f.fan_id = u.id OR f.artist_id = u.id) ORDER BY id LIMIT 1').id;
    expect(expectShape(FanListPageSchema, (await visitor.get(`/api/v2/fan/followers?user=${lonely}`)).json())).toEqual({ items: [], cursor: '' });
  });

  it('refuses bad input', async () => {
    for (const query of ['', '?user=abc', '?user=1&count=26', '?user=1&count=0', '?user=1&cursor=-1', '?user=1&cursor=x']) {
      const response = await visitor.get(`/api/v2/fan/followers${query}`);
      expect(response.statusCode, query).toBe(400);
    }
    expect((await visitor.get('/api/v2/fan/following?user=99999999')).statusCode).toBe(404);
  });
});

describe('the fan status check /api/v2/fan/fanOf', () => {
  it('maps each id to whether the viewer is their fan, by GET or POST; all false for a visitor', async () => {
    const fanOf = adaFollows();
    const not = notFollowedByAda();
    expect(expectShape(FanOfMapSchema, (await ada.get(`/api/v2/fan/fanOf?users=${fanOf},${not}`)).json())).toEqual({ [fanOf]: true, [not]: false });
    expect(expectShape(FanOfMapSchema, (await ada.post('/api/v2/fan/fanOf', { users: [fanOf, not] })).json())).toEqual({ [fanOf]: true, [not]: false });
    expect(expectShape(FanOfMapSchema, (await visitor.post('/api/v2/fan/fanOf', { users: [fanOf] })).json())).toEqual({ [fanOf]: false });
  });

  it('refuses bad lists', async () => {
    expect((await ada.get('/api/v2/fan/fanOf?users=1,x')).statusCode).toBe(400);
    expect((await ada.get('/api/v2/fan/fanOf')).statusCode).toBe(400);
    expect((await ada.post('/api/v2/fan/fanOf', { users: 'all' })).statusCode).toBe(400);
    expect((await ada.post('/api/v2/fan/fanOf', { users: Array.from({ length: 101 }, (_, i) => i + 1) })).statusCode).toBe(400);
  });
});

describe('POST /api/v2/fan/notify', () => {
  it('changes one setting of a fan and answers all three', async () => {
    const artist = adaFollows();
    const on = expectShape(FanNotifyResponseSchema, (await ada.post('/api/v2/fan/notify', { user: artist, which: 'stream', value: true })).json());
    expect(on).toEqual({ fanNotes: true, fanNotifyUploads: true, fanNotifyStream: true });
    const off = expectShape(FanNotifyResponseSchema, (await ada.post('/api/v2/fan/notify', { user: artist, which: 'stream', value: false })).json());
    expect(off.fanNotifyStream).toBe(false);
  });

  it('refuses non-fans, visitors, banned users and bad input, changing nothing', async () => {
    const artist = adaFollows();
    expect((await ada.post('/api/v2/fan/notify', { user: notFollowedByAda(), which: 'notes', value: true })).statusCode).toBe(400);
    expect((await visitor.post('/api/v2/fan/notify', { user: artist, which: 'notes', value: false })).statusCode).toBe(401);
    expect((await banned.post('/api/v2/fan/notify', { user: artist, which: 'notes', value: false })).statusCode).toBe(403);
    expect((await ada.post('/api/v2/fan/notify', { user: artist, which: 'email', value: false })).statusCode).toBe(400);
    expect((await ada.post('/api/v2/fan/notify', { user: artist, which: 'notes', value: 'maybe' })).statusCode).toBe(400);
    expect(t.one<{ notes: number }>('SELECT notes FROM follows WHERE fan_id = 1 AND artist_id = ?', artist).notes).toBe(1);
  });
});

describe('POST /api/v2/user/noteToFans', () => {
  it('tells the fans who take notes, and stores the note', async () => {
    const takers = t.one<{ n: number }>('SELECT count(*) AS n FROM follows WHERE artist_id = 1 AND notes = 1').n;
    expect(takers).toBeGreaterThan(0);
    const answer = expectShape(NoteToFansResponseSchema, (await ada.post('/api/v2/user/noteToFans', { message: '  New series on Friday!  ' })).json());
    expect(answer).toEqual({ fansNotified: takers });
    expect(t.one<{ message: string }>('SELECT message FROM fan_notes WHERE user_id = 1 ORDER BY id DESC').message).toBe('New series on Friday!');
  });

  it('refuses empty or long notes, visitors and banned users', async () => {
    const count = () => t.one<{ n: number }>('SELECT count(*) AS n FROM fan_notes').n;
    const before = count();
    expect((await ada.post('/api/v2/user/noteToFans', { message: '   ' })).statusCode).toBe(400);
    expect((await ada.post('/api/v2/user/noteToFans', { message: 'x'.repeat(501) })).statusCode).toBe(400);
    expect((await ada.post('/api/v2/user/noteToFans', {})).statusCode).toBe(400);
    expect((await visitor.post('/api/v2/user/noteToFans', { message: 'hi' })).statusCode).toBe(401);
    expect((await banned.post('/api/v2/user/noteToFans', { message: 'hi' })).statusCode).toBe(403);
    expect(count()).toBe(before);
  });
});

describe('POST /api/v2/report {user}', () => {
  it('records one report per reporter and user', async () => {
    expect(expectShape(OkSchema, (await ada.post('/api/v2/report', { user: 7 })).json())).toEqual({ ok: true });
    expect((await ada.post('/api/v2/report', { user: 7 })).statusCode).toBe(200);
    expect(t.query('SELECT 1 FROM user_reports WHERE user_id = 7 AND reporter_id = 1')).toHaveLength(1);
  });

  it('refuses oneself, unknown users, bad input, visitors and banned users', async () => {
    expect((await ada.post('/api/v2/report', { user: 1 })).statusCode).toBe(400);
    expect((await ada.post('/api/v2/report', { user: 99999999 })).statusCode).toBe(404);
    expect((await ada.post('/api/v2/report', { user: 'x' })).statusCode).toBe(400);
    expect((await visitor.post('/api/v2/report', { user: 8 })).statusCode).toBe(401);
    expect((await banned.post('/api/v2/report', { user: 8 })).statusCode).toBe(403);
    expect(t.query('SELECT 1 FROM user_reports WHERE user_id = 8')).toHaveLength(0);
  });
});

describe('GET /api/v2/ratings', () => {
  it("lists the sketches the user liked, newest like first, and refuses bad input", async () => {
    const liked = t.one<{ n: number }>("SELECT count(*) AS n FROM ratings WHERE user_id = 1 AND rating = 'rules'").n;
    const page = expectShape(SketchPageSchema, (await visitor.get('/api/v2/ratings?userId=1&page=1&type=rules')).json());
    expect(page.sketches.length).toBe(Math.min(25, liked));
    expect((await visitor.get('/api/v2/ratings?userId=1&type=piggy')).statusCode).toBe(400);
    expect((await visitor.get('/api/v2/ratings?userId=x')).statusCode).toBe(400);
    expect((await visitor.get('/api/v2/ratings?userId=99999999')).statusCode).toBe(404);
  });
});
