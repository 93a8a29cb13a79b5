// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { albumLimitError } from '../../src/lib/albumRules';
import { TestClient } from '../testing/testApp';
import { useTestApp } from '../testing/useTestApp';
import { AlbumListResponseSchema, AlbumMembershipSchema, AlbumSchema, type AlbumSketchPage, AlbumSketchPageSchema } from '../../src/api/schemas/albums';
import { ErrorBodySchema, IdResponseSchema } from '../../src/api/schemas/common';
import { expectShape } from '../testing/expectShape';

const t = useTestApp();
const { ada, paolo, visitor } = t.demoClients();

const { one } = t;
const adaAlbum = () => one<{ id: number; title: string }>('SELECT id, title FROM albums WHERE user_id = 1 AND mode = 0 ORDER BY id LIMIT 1');
/** A public sketch of InkyAda in no album yet (each test takes its own by offset). */
const adaSketch = (offset = 0) =>
  one<{ id: number }>(
    'SELECT id FROM sketches s WHERE user_id = 1 AND unlisted = 0 AND NOT EXISTS (SELECT 1 FROM album_items i WHERE i.sketch_id = s.id) ORDER BY id LIMIT 1 OFFSET ?',
    offset,
  ).id;
const otherSketch = () => one<{ id: number }>('SELECT id FROM sketches WHERE user_id > 6 ORDER BY id LIMIT 1').id;
const membershipsOf = (sketchId: number, userId: number) =>
  one<{ n: number }>('SELECT count(*) AS n FROM album_items i JOIN albums a ON a.id = i.album_id WHERE i.sketch_id = ? AND a.user_id = ?', sketchId, userId).n;
const membershipCount = (sketchId: number) => one<{ n: number }>('SELECT count(*) AS n FROM album_items WHERE sketch_id = ?', sketchId).n;
const isMember = (albumId: number, sketchId: number) => membershipCount(sketchId) > 0 && t.query('SELECT 1 FROM album_items WHERE album_id = ? AND sketch_id = ?', albumId, sketchId).length === 1;
const create = (client: TestClient, body: Record<string, unknown>) => client.post('/album/create', body);

describe('GET /album/info', () => {
  it('returns the album by user id or nickname and counts a visit by others', async () => {
    const { id, title } = adaAlbum();
    const before = one<{ views: number }>('SELECT views FROM albums WHERE id = ?', id).views;
    const response = await visitor.get(`/album/info?userId=InkyAda&albumId=${id}`);
    expect(response.statusCode).toBe(200);
    const album = expectShape(AlbumSchema, response.json());
    expect(album).toMatchObject({ id, title, userId: 1, userNickname: 'InkyAda', mode: 0, views: before + 1 });
    expect(album.items).toBe(one<{ n: number }>('SELECT count(*) AS n FROM album_items WHERE album_id = ?', id).n);
    expect(album.thumbnail).toMatch(/^\/img\/sketch\/\d+$/);
    expect(expectShape(AlbumSchema, (await ada.get(`/album/info?userId=1&albumId=${id}`)).json()).views).toBe(before + 1);
  });

  it('escapes the description in descriptionHtml and links web addresses', async () => {
    const { id } = expectShape(IdResponseSchema, (await create(ada, { title: 'Html', description: '<b>bold</b> see https://example.com/x\nnext' })).json());
    const album = expectShape(AlbumSchema, (await visitor.get(`/album/info?userId=1&albumId=${id}`)).json());
    expect(album.descriptionHtml).toBe('&lt;b&gt;bold&lt;/b&gt; see <a href="https://example.com/x" rel="noopener nofollow ugc">https://example.com/x</a><br>next');
  });

  it('keeps a title on one line: a pasted new line or tab is a space', async () => {
    const { id } = expectShape(IdResponseSchema, (await create(ada, { title: ' Sea\n\nsketches\tall week ', description: '' })).json());
    expect(expectShape(AlbumSchema, (await visitor.get(`/album/info?userId=1&albumId=${id}`)).json()).title).toBe('Sea sketches all week');
  });

  it('seeds a described album with a link and a line break, and an empty collection', async () => {
    const list = expectShape(AlbumListResponseSchema, (await visitor.get('/album/list?userId=InkyAda')).json());
    const tour = list.items.find((a) => a.title === 'Sketchbook tour')!;
    expect(tour.items).toBe(6);
    expect(tour.descriptionHtml).toMatch(/drawn\.<br>The brushes are described at <a href="https:\/\/[^"]+\/guidelines"/);
    expect(list.items.find((a) => a.title === 'To sort later')).toMatchObject({ mode: 1, items: 0, thumbnail: null });
  });

  it('is 404 for an unknown album, a user who does not own it, or an unknown user', async () => {
    const { id } = adaAlbum();
    expect((await visitor.get('/album/info?userId=1&albumId=999999')).statusCode).toBe(404);
    expect((await visitor.get(`/album/info?userId=2&albumId=${id}`)).statusCode).toBe(404);
    expect((await visitor.get(`/album/info?userId=NoSuchPerson&albumId=${id}`)).statusCode).toBe(404);
  });

  it('is 400 for bad input', async () => {
    expect((await visitor.get('/album/info?userId=1&albumId=abc')).statusCode).toBe(400);
    expect((await visitor.get('/album/info?albumId=1')).statusCode).toBe(400);
  });
});

describe('GET /album/sketches', () => {
  it('pages the sketches by cursor, newest first, without repeats', async () => {
    const big = one<{ id: number; user_id: number; n: number }>(
      'SELECT a.id, a.user_id, count(*) AS n FROM albums a JOIN album_items i ON i.album_id = a.id GROUP BY a.id ORDER BY n DESC LIMIT 1',
    );
    const seen: number[] = [];
    let cursor: string | null = '';
    let pages = 0;
    while (cursor !== null && pages < 10) {
      const page: AlbumSketchPage = expectShape(AlbumSketchPageSchema, (await ada.get(`/album/sketches?userId=${big.user_id}&albumId=${big.id}&cursor=${cursor}`)).json());
      seen.push(...page.sketches.map((s) => s.id));
      expect(page.more).toBe(page.cursor !== null);
      cursor = page.cursor;
      pages++;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBeLessThanOrEqual(big.n);
    expect(seen.length).toBeGreaterThan(0);
  });

  it('returns sketch cards', async () => {
    const { id } = adaAlbum();
    const page = expectShape(AlbumSketchPageSchema, (await visitor.get(`/album/sketches?userId=1&albumId=${id}`)).json());
    expect(page.sketches[0]).toMatchObject({ id: expect.any(Number), image: expect.stringMatching(/^\/img\/sketch\//), userId: 1, userNickname: 'InkyAda', heartsReceived: expect.any(Number), video: expect.any(Boolean) });
  });

  it('counts, lists and shows on the cover only what the viewer may see in it; the owner also sees the unlisted ones', async () => {
    const sketchOf = (where: string) => one<{ id: number }>(`SELECT id FROM sketches WHERE user_id > 6 AND ${where} ORDER BY id LIMIT 1`).id;
    const shown = sketchOf('unlisted = 0 AND mature = 0 AND violation IS NULL');
    const unlisted = sketchOf('unlisted = 1 AND mature = 0 AND violation IS NULL');
    const mature = sketchOf('unlisted = 0 AND mature = 1 AND violation IS NULL');
    t.write("UPDATE sketches SET violation = 'inappropriate' WHERE id = (SELECT id FROM sketches WHERE user_id > 6 AND unlisted = 0 AND mature = 0 AND id <> ? ORDER BY id DESC LIMIT 1)", shown);
    const hidden = one<{ id: number }>("SELECT id FROM sketches WHERE violation = 'inappropriate' AND user_id > 6 ORDER BY id DESC LIMIT 1").id;
    // The owner chose the mature sketch as the cover; the hidden one was added last.
    const albumId = Number(t.write("INSERT INTO albums (user_id, title, description, thumbnail_sketch_id, mode, views, created) VALUES (2, 'Mixed', '', ?, 1, 0, '2026-01-01')", mature).lastInsertRowid);
    [shown, unlisted, mature, hidden].forEach((sketchId, index) => t.write('INSERT INTO album_items (album_id, sketch_id, added) VALUES (?, ?, ?)', albumId, sketchId, `2026-01-0${index + 2}`));
    const seenBy = async (client: TestClient) => {
      const info = expectShape(AlbumSchema, (await client.get(`/album/info?userId=2&albumId=${albumId}`)).json());
      const page = expectShape(AlbumSketchPageSchema, (await client.get(`/album/sketches?userId=2&albumId=${albumId}`)).json());
      const listed = expectShape(AlbumListResponseSchema, (await client.get('/album/list?userId=2')).json()).items.find((album) => album.id === albumId);
      return { items: info.items, ids: page.sketches.map((card) => card.id), thumbnail: info.thumbnail, listed: listed && { items: listed.items, thumbnail: listed.thumbnail } };
    };
    expect(await seenBy(visitor)).toEqual({ items: 1, ids: [shown], thumbnail: `/img/sketch/${shown}`, listed: { items: 1, thumbnail: `/img/sketch/${shown}` } });
    t.write('UPDATE users SET mature = 1 WHERE id = 2');
    expect(await seenBy(paolo)).toEqual({
      items: 3,
      ids: [mature, unlisted, shown],
      thumbnail: `/img/sketch/${mature}`,
      listed: { items: 3, thumbnail: `/img/sketch/${mature}` },
    });
  });

  it('is 400 for a bad cursor and 404 for an unknown album', async () => {
    expect((await visitor.get('/album/sketches?userId=1&albumId=1&cursor=x')).statusCode).toBe(400);
    expect((await visitor.get('/album/sketches?userId=1&albumId=999999')).statusCode).toBe(404);
  });
});

describe('GET /album/list', () => {
  it('lists albums and collections of a user by id or name', async () => {
    const byName = expectShape(AlbumListResponseSchema, (await visitor.get('/album/list?userId=InkyAda')).json());
    const byId = expectShape(AlbumListResponseSchema, (await visitor.get('/album/list?userId=1')).json());
    expect(byName.user).toMatchObject({ id: 1, nickname: 'InkyAda' });
    expect(byName.items.map((a) => a.id)).toEqual(byId.items.map((a) => a.id));
    expect(byName.items.some((a) => a.mode === 0)).toBe(true);
    expect(byName.items.some((a) => a.mode === 1)).toBe(true);
    expect(byName.items.every((a) => a.userId === 1)).toBe(true);
  });

  it('is 404 for an unknown user and 400 for a missing one', async () => {
    expect((await visitor.get('/album/list?userId=Nobody_here')).statusCode).toBe(404);
    expect((await visitor.get('/album/list')).statusCode).toBe(400);
  });
});

describe('GET /album/sketch (membership)', () => {
  it("gives the creator albums and collections, others only their collections", async () => {
    const sketchId = adaSketch();
    const mine = expectShape(AlbumMembershipSchema, (await ada.get(`/album/sketch?sketchId=${sketchId}`)).json());
    expect(mine.albums.some((a) => a.mode === 0)).toBe(true);
    expect(mine.albums.some((a) => a.mode === 1)).toBe(true);
    const member = mine.albums.filter((a) => a.member).map((a) => a.id);
    expect(member.sort()).toEqual(t.query<{ album_id: number }>('SELECT album_id FROM album_items i JOIN albums a ON a.id = i.album_id WHERE sketch_id = ? AND a.user_id = 1', sketchId).map((r) => r.album_id).sort());
    const theirs = expectShape(AlbumMembershipSchema, (await paolo.get(`/album/sketch?sketchId=${sketchId}`)).json());
    expect(theirs.albums.every((a) => a.mode === 1)).toBe(true);
  });

  it('is 401 for a visitor, 404 for an unknown sketch, 400 for bad input', async () => {
    expect((await visitor.get('/album/sketch?sketchId=1')).statusCode).toBe(401);
    expect((await ada.get('/album/sketch?sketchId=99999999')).statusCode).toBe(404);
    expect((await ada.get('/album/sketch?sketchId=-3')).statusCode).toBe(400);
  });
});

describe('POST /album/create', () => {
  it('creates an album with a sketch in it, and a collection', async () => {
    const sketchId = adaSketch(14);
    const response = await create(ada, { title: '  Harbour studies ', description: 'Boats', thumbnail: `https://any.host/sketch/${sketchId}`, sketchId, collection: false });
    expect(response.statusCode).toBe(200);
    const { id } = expectShape(IdResponseSchema, response.json());
    expect(one('SELECT user_id, title, description, thumbnail_sketch_id, mode FROM albums WHERE id = ?', id)).toEqual({
      user_id: 1,
      title: 'Harbour studies',
      description: 'Boats',
      thumbnail_sketch_id: sketchId,
      mode: 0,
    });
    expect(isMember(id, sketchId)).toBe(true);
    const collection = expectShape(IdResponseSchema, (await create(paolo, { title: 'Favourites', collection: true, sketchId })).json());
    expect(one<{ mode: number }>('SELECT mode FROM albums WHERE id = ?', collection.id).mode).toBe(1);
  });

  it('enforces the title and description limits and a valid thumbnail, creating nothing', async () => {
    const count = () => one<{ n: number }>('SELECT count(*) AS n FROM albums').n;
    const before = count();
    for (const body of [
      { title: 'x'.repeat(65) },
      { title: '   ' },
      { title: 'ok', description: 'y'.repeat(1025) },
      { title: 'ok', thumbnail: 'not a link' },
      { title: 'ok', thumbnail: 99999999 },
      { title: 'ok', sketchId: 'abc' },
    ]) {
      const response = await create(ada, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(expectShape(ErrorBodySchema, response.json()).message).toEqual(expect.any(String));
    }
    expect(expectShape(ErrorBodySchema, (await create(ada, { title: 'x'.repeat(65) })).json()).message).toContain('at most 64 characters');
    expect(expectShape(ErrorBodySchema, (await create(ada, { title: 'ok', description: 'y'.repeat(1025) })).json()).message).toContain('at most 1024 characters');
    expect(count()).toBe(before);
    expect((await create(ada, { title: 'x'.repeat(64), description: 'y'.repeat(1024) })).statusCode).toBe(200);
  });

  it("refuses to put someone else's sketch in an album (403) and needs a session (401)", async () => {
    const before = one<{ n: number }>('SELECT count(*) AS n FROM albums').n;
    expect((await create(paolo, { title: 'Not mine', sketchId: adaSketch(), collection: false })).statusCode).toBe(403);
    expect((await create(visitor, { title: 'Anon' })).statusCode).toBe(401);
    expect(one<{ n: number }>('SELECT count(*) AS n FROM albums').n).toBe(before);
  });

  it('refuses a banned user', async () => {
    const bea = new TestClient(t.app);
    await bea.signIn(6);
    expect((await create(bea, { title: 'Nope' })).statusCode).toBe(403);
  });
});

describe('POST /album/edit', () => {
  it('changes title, description and thumbnail for the owner', async () => {
    const { id } = expectShape(IdResponseSchema, (await create(ada, { title: 'Before' })).json());
    const thumb = adaSketch(2);
    const response = await ada.post('/album/edit', { albumId: id, title: 'After', description: 'New words', thumbnail: thumb });
    expect(response.statusCode).toBe(200);
    expect(expectShape(IdResponseSchema, response.json())).toEqual({ id });
    expect(one('SELECT title, description, thumbnail_sketch_id FROM albums WHERE id = ?', id)).toEqual({ title: 'After', description: 'New words', thumbnail_sketch_id: thumb });
  });

  it('is 403 for another user, 404 for an unknown album, 400 for bad input; nothing changes', async () => {
    const { id, title } = adaAlbum();
    expect((await paolo.post('/album/edit', { albumId: id, title: 'Hijack' })).statusCode).toBe(403);
    expect((await ada.post('/album/edit', { albumId: 99999999, title: 'x' })).statusCode).toBe(404);
    expect((await ada.post('/album/edit', { albumId: id, title: 'x'.repeat(65) })).statusCode).toBe(400);
    expect((await ada.post('/album/edit', { albumId: id, title: 'ok', description: 'd'.repeat(1025) })).statusCode).toBe(400);
    expect(one<{ title: string }>('SELECT title FROM albums WHERE id = ?', id).title).toBe(title);
  });
});

describe('POST /album/add and /album/remove', () => {
  it('adds and removes a sketch (idempotent)', async () => {
    const { id } = expectShape(IdResponseSchema, (await create(ada, { title: 'Toggle' })).json());
    const sketchId = adaSketch(3);
    expect((await ada.post('/album/add', { albumId: id, sketchId })).statusCode).toBe(200);
    expect((await ada.post('/album/add', { albumId: id, sketchId })).statusCode).toBe(200);
    expect(isMember(id, sketchId)).toBe(true);
    expect((await ada.post('/album/remove', { albumId: id, sketchId })).statusCode).toBe(200);
    expect(isMember(id, sketchId)).toBe(false);
  });

  it("lets anyone collect another artist's sketch but not put it in an album", async () => {
    const collection = expectShape(IdResponseSchema, (await create(paolo, { title: 'Collected', collection: true })).json()).id;
    const album = expectShape(IdResponseSchema, (await create(paolo, { title: 'Own album' })).json()).id;
    const sketchId = otherSketch();
    expect((await paolo.post('/album/add', { albumId: collection, sketchId })).statusCode).toBe(200);
    const refused = await paolo.post('/album/add', { albumId: album, sketchId });
    expect(refused.statusCode).toBe(403);
    expect(isMember(album, sketchId)).toBe(false);
  });

  it("is 403 on someone else's album, 404 for unknown ids, 400 for bad input, 401 for a visitor", async () => {
    const { id } = adaAlbum();
    const sketchId = adaSketch(4);
    const before = membershipCount(sketchId);
    expect((await paolo.post('/album/add', { albumId: id, sketchId })).statusCode).toBe(403);
    expect((await paolo.post('/album/remove', { albumId: id, sketchId })).statusCode).toBe(403);
    expect((await ada.post('/album/add', { albumId: 99999999, sketchId })).statusCode).toBe(404);
    expect((await ada.post('/album/add', { albumId: id, sketchId: 99999999 })).statusCode).toBe(404);
    expect((await ada.post('/album/add', { albumId: id })).statusCode).toBe(400);
    expect((await visitor.post('/album/add', { albumId: id, sketchId })).statusCode).toBe(401);
    expect(membershipCount(sketchId)).toBe(before);
  });

  it('refuses a user an eleventh album or collection of a sketch with 409 and the spec message; other users\' do not count', async () => {
    const sketchId = adaSketch(12);
    const paoloCollections: number[] = [];
    // Someone else's ten collections of the sketch do not keep its artist out of her own albums.
    while (membershipsOf(sketchId, 2) < 10) {
      paoloCollections.push(expectShape(IdResponseSchema, (await create(paolo, { title: `Grab ${paoloCollections.length}`, sketchId, collection: true })).json()).id);
    }
    const adaAlbums: number[] = [];
    while (membershipsOf(sketchId, 1) < 10) {
      adaAlbums.push(expectShape(IdResponseSchema, (await create(ada, { title: `Limit ${adaAlbums.length}`, sketchId })).json()).id);
    }
    expect(adaAlbums.length).toBeGreaterThan(0);
    const extraAlbum = expectShape(IdResponseSchema, (await create(ada, { title: 'Eleventh' })).json()).id;
    const album = await ada.post('/album/add', { albumId: extraAlbum, sketchId });
    expect(album.statusCode).toBe(409);
    expect(expectShape(ErrorBodySchema, album.json())).toEqual({ error: 'album_limit', message: albumLimitError('album') });
    const extraCollection = expectShape(IdResponseSchema, (await create(paolo, { title: 'Eleventh', collection: true })).json()).id;
    const collection = await paolo.post('/album/add', { albumId: extraCollection, sketchId });
    expect(expectShape(ErrorBodySchema, collection.json()).message).toBe('Sorry a sketch cannot be in more than 10 collections.');
    expect([membershipsOf(sketchId, 1), membershipsOf(sketchId, 2)]).toEqual([10, 10]);
    // Creating with the sketch at the limit creates nothing.
    const albumsBefore = one<{ n: number }>('SELECT count(*) AS n FROM albums').n;
    expect((await create(ada, { title: 'Twelfth', sketchId })).statusCode).toBe(409);
    expect(one<{ n: number }>('SELECT count(*) AS n FROM albums').n).toBe(albumsBefore);
  });

  it('holds the limit under twenty requests at once', async () => {
    const sketchId = adaSketch(13);
    const before = membershipsOf(sketchId, 2);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => create(paolo, { title: `Rush ${i}`, sketchId, collection: true })));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(10 - before);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(10 + before);
    expect(membershipsOf(sketchId, 2)).toBe(10);
  });
});

describe('POST /album/delete', () => {
  it('deletes the album and keeps its sketches', async () => {
    const sketchId = adaSketch(5);
    const { id } = expectShape(IdResponseSchema, (await create(ada, { title: 'Short lived', sketchId })).json());
    expect((await ada.post('/album/delete', { userId: 1, albumId: id })).statusCode).toBe(200);
    expect(t.query('SELECT 1 FROM albums WHERE id = ?', id)).toHaveLength(0);
    expect(t.query('SELECT 1 FROM album_items WHERE album_id = ?', id)).toHaveLength(0);
    expect(t.query('SELECT 1 FROM sketches WHERE id = ?', sketchId)).toHaveLength(1);
  });

  it('never gives a deleted album’s id to a new one: an old link to it finds nothing', async () => {
    const { id } = expectShape(IdResponseSchema, (await create(ada, { title: 'The newest', collection: false })).json());
    expect(one<{ n: number }>('SELECT max(id) AS n FROM albums').n).toBe(id);
    expect((await ada.post('/album/delete', { userId: 1, albumId: id })).statusCode).toBe(200);
    const next = expectShape(IdResponseSchema, (await create(ada, { title: 'Made after', collection: false })).json());
    expect(next.id).toBeGreaterThan(id);
    expect((await ada.get(`/album/info?userId=1&albumId=${id}`)).statusCode).toBe(404);
  });

  it('is 403 for another user, 404 for an unknown album, 400 for bad input; nothing is deleted', async () => {
    const { id } = adaAlbum();
    expect((await paolo.post('/album/delete', { userId: 1, albumId: id })).statusCode).toBe(403);
    expect((await paolo.post('/album/delete', { userId: 2, albumId: id })).statusCode).toBe(403);
    expect((await ada.post('/album/delete', { userId: 2, albumId: id })).statusCode).toBe(400);
    expect((await ada.post('/album/delete', { userId: 1, albumId: 99999999 })).statusCode).toBe(404);
    expect((await ada.post('/album/delete', { albumId: id })).statusCode).toBe(400);
    expect(t.query('SELECT 1 FROM albums WHERE id = ?', id)).toHaveLength(1);
  });

  it('needs the CSRF token', async () => {
    const { id } = adaAlbum();
    expect((await ada.post('/album/delete', { userId: 1, albumId: id }, { csrf: null })).statusCode).toBe(403);
    expect(t.query('SELECT 1 FROM albums WHERE id = ?', id)).toHaveLength(1);
  });
});
