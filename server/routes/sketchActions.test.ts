// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_TEXTS } from '../../src/lib/profileRules';
import { useTestApp } from '../testing/useTestApp';
import { ErrorBodySchema } from '../../src/api/schemas/common';
import { FeatureResponseSchema, HeartResponseSchema, RateResponseSchema, SketchSchema } from '../../src/api/schemas/sketches';
import { SetAvatarResponseSchema, SetCoverResponseSchema } from '../../src/api/schemas/users';
import { expectShape } from '../testing/expectShape';
import { BLOCKED_BY_ARTIST_GIVING, HIDDEN_SKETCH_GIVING } from './sketchActions';
import { TestClient } from '../testing/testApp';

const t = useTestApp();
const { ada, greta, wes, visitor } = t.demoClients();

const { one, write } = t;
const wallet = (id: number) => one<{ hearts_available: number; stars_available: number }>('SELECT hearts_available, stars_available FROM users WHERE id = ?', id);
const sketchRow = (id: number) => one<{ hearts: number; rules: number; featured: number; featured_by: number | null }>('SELECT hearts, rules, featured, featured_by FROM sketches WHERE id = ?', id);
/** Sketches of other artists that `userId` has not hearted, rated, nor that are featured. */
const untouched = (userId: number, offset = 0) =>
  one<{ id: number }>(
    `SELECT id FROM sketches s WHERE user_id > 6 AND featured = 0
     AND NOT EXISTS (SELECT 1 FROM hearts WHERE giver_id = ? AND sketch_id = s.id)
     AND NOT EXISTS (SELECT 1 FROM ratings WHERE user_id = ? AND sketch_id = s.id) ORDER BY id LIMIT 1 OFFSET ?`,
    userId, userId, offset,
  ).id;
const adaSketch = () => one<{ id: number }>('SELECT id FROM sketches WHERE user_id = 1 ORDER BY id LIMIT 1').id;

describe('POST /heart {action: heart}', () => {
  it('gives one heart: the sketch counts it and the giver has one fewer', async () => {
    const id = untouched(1);
    const before = { sketch: sketchRow(id), wallet: wallet(1) };
    const response = await ada.post('/heart', { action: 'heart', which: id });
    expect(response.statusCode).toBe(200);
    expect(expectShape(HeartResponseSchema, response.json())).toEqual({ heartsReceived: before.sketch.hearts + 1, heartsAvailable: before.wallet.hearts_available - 1 });
    expect(sketchRow(id).hearts).toBe(before.sketch.hearts + 1);
    expect(wallet(1).hearts_available).toBe(before.wallet.hearts_available - 1);
    expect(expectShape(SketchSchema, (await ada.get(`/api/v2/sketchInfo/${id}`)).json())).toMatchObject({ userHeart: true, userCanHeart: false });
  });

  it('is irrevocable and given once: a second heart is refused and costs nothing', async () => {
    const id = untouched(1, 1);
    await ada.post('/heart', { action: 'heart', which: id });
    const before = { sketch: sketchRow(id), wallet: wallet(1) };
    const again = await ada.post('/heart', { action: 'heart', which: id });
    expect(again.statusCode).toBe(409);
    expect(expectShape(ErrorBodySchema, again.json())).toMatchObject({ error: 'already_hearted' });
    expect(sketchRow(id)).toEqual(before.sketch);
    expect(wallet(1)).toEqual(before.wallet);
  });

  it('is refused for one’s own sketch and with no hearts left', async () => {
    const own = await ada.post('/heart', { action: 'heart', which: adaSketch() });
    expect(own.statusCode).toBe(403);
    // GroupGreta has 5 hearts; spend them, then the sixth is refused.
    const left = wallet(3).hearts_available;
    for (let i = 0; i < left; i++) expect((await greta.post('/heart', { action: 'heart', which: untouched(3, 10) })).statusCode).toBe(200);
    const id = untouched(3, 10);
    const empty = await greta.post('/heart', { action: 'heart', which: id });
    expect(empty.statusCode).toBe(403);
    expect(expectShape(ErrorBodySchema, empty.json())).toMatchObject({ message: 'You have no hearts left.' });
    expect(wallet(3).hearts_available).toBe(0);
    expect(expectShape(SketchSchema, (await greta.get(`/api/v2/sketchInfo/${id}`)).json()).userCanHeart).toBe(false);
  });

  it('refuses visitors, warned users, bad input and unknown sketches', async () => {
    const id = untouched(1, 20);
    const before = sketchRow(id);
    expect((await visitor.post('/heart', { action: 'heart', which: id })).statusCode).toBe(401);
    expect((await wes.post('/heart', { action: 'heart', which: id })).statusCode).toBe(403);
    expect((await ada.post('/heart', { action: 'love', which: id })).statusCode).toBe(400);
    expect((await ada.post('/heart', { action: 'heart', which: 'x' })).statusCode).toBe(400);
    expect((await ada.post('/heart', { action: 'heart', which: 99999999 })).statusCode).toBe(404);
    expect(sketchRow(id)).toEqual(before);
  });
});

describe('POST /heart {action: feature}', () => {
  it('features the sketch and consumes a star', async () => {
    const id = untouched(1, 30);
    const stars = wallet(1).stars_available;
    const response = await ada.post('/heart', { action: 'feature', which: id });
    expect(response.statusCode).toBe(200);
    expect(expectShape(FeatureResponseSchema, response.json())).toMatchObject({ featured: true, featuredByName: 'InkyAda', featuredByLink: '/user/1', starsAvailable: stars - 1 });
    expect(sketchRow(id)).toMatchObject({ featured: 1, featured_by: 1 });
    expect(wallet(1).stars_available).toBe(stars - 1);
    const again = await ada.post('/heart', { action: 'feature', which: id });
    expect(again.statusCode).toBe(409);
    expect(wallet(1).stars_available).toBe(stars - 1);
  });

  it('needs stars, and not one’s own sketch', async () => {
    expect((await ada.post('/heart', { action: 'feature', which: adaSketch() })).statusCode).toBe(403);
    const left = wallet(3).stars_available;
    for (let i = 0; i < left; i++) expect((await greta.post('/heart', { action: 'feature', which: untouched(3, 40 + i) })).statusCode).toBe(200);
    const id = untouched(3, 60);
    const none = await greta.post('/heart', { action: 'feature', which: id });
    expect(none.statusCode).toBe(403);
    expect(expectShape(ErrorBodySchema, none.json())).toMatchObject({ message: 'You have no stars left.' });
    expect(sketchRow(id).featured).toBe(0);
  });
});

describe('POST /rate', () => {
  it('toggles between rules and piggy, keeping the rules count', async () => {
    const id = untouched(1, 70);
    const rules = sketchRow(id).rules;
    const ruled = await ada.post('/rate', { key: 'k-rate-1', rating: 'rules', which: id });
    expect(expectShape(RateResponseSchema, ruled.json())).toEqual({ userRating: 'rules', rateRules: rules + 1 });
    expect(expectShape(SketchSchema, (await ada.get(`/api/v2/sketchInfo/${id}`)).json()).userRating).toBe('rules');
    const piggy = await ada.post('/rate', { key: 'k-rate-2', rating: 'piggy', which: id });
    expect(expectShape(RateResponseSchema, piggy.json())).toEqual({ userRating: null, rateRules: rules });
    expect(sketchRow(id).rules).toBe(rules);
  });

  it('answers a repeated request key with the first answer', async () => {
    const id = untouched(1, 71);
    const rules = sketchRow(id).rules;
    const first = expectShape(RateResponseSchema, (await ada.post('/rate', { key: 'k-rate-3', rating: 'rules', which: id })).json());
    const retry = expectShape(RateResponseSchema, (await ada.post('/rate', { key: 'k-rate-3', rating: 'rules', which: id })).json());
    expect(retry).toEqual(first);
    expect(sketchRow(id).rules).toBe(rules + 1);
  });

  it('refuses visitors, own sketches, bad input and unknown sketches', async () => {
    const id = untouched(1, 72);
    const rules = sketchRow(id).rules;
    expect((await visitor.post('/rate', { key: 'a', rating: 'rules', which: id })).statusCode).toBe(401);
    expect((await ada.post('/rate', { key: 'b', rating: 'rules', which: adaSketch() })).statusCode).toBe(403);
    expect((await ada.post('/rate', { key: 'c', rating: 'love', which: id })).statusCode).toBe(400);
    expect((await ada.post('/rate', { rating: 'rules', which: id })).statusCode).toBe(400);
    expect((await ada.post('/rate', { key: 'bad key!', rating: 'rules', which: id })).statusCode).toBe(400);
    expect((await ada.post('/rate', { key: 'd', rating: 'rules', which: 99999999 })).statusCode).toBe(404);
    expect(sketchRow(id).rules).toBe(rules);
  });
});

describe('POST /api/v2/user/setAvatar and /setCover', () => {
  const profile = () => one<{ avatar_sketch_id: number | null; cover_sketch_id: number | null }>('SELECT avatar_sketch_id, cover_sketch_id FROM users WHERE id = 1');
  let coverSized = 0;
  let otherSized = 0;
  let othersSketch = 0;
  beforeAll(() => {
    coverSized = one<{ id: number }>('SELECT id FROM sketches WHERE user_id = 1 AND width = 2048 AND height = 506 LIMIT 1').id;
    otherSized = one<{ id: number }>('SELECT id FROM sketches WHERE user_id = 1 AND NOT (width = 2048 AND height = 506) LIMIT 1').id;
    othersSketch = one<{ id: number }>('SELECT id FROM sketches WHERE user_id = 2 LIMIT 1').id;
  });

  it('sets an own sketch as avatar', async () => {
    const response = await ada.post('/api/v2/user/setAvatar', { sketch: otherSized });
    expect(response.statusCode).toBe(200);
    expect(expectShape(SetAvatarResponseSchema, response.json())).toEqual({ avatar: `/img/avatar/1-${otherSized}` });
    expect(profile().avatar_sketch_id).toBe(otherSized);
  });

  it('sets an own 2048x506 sketch as cover, and only such a sketch', async () => {
    const refused = await ada.post('/api/v2/user/setCover', { sketch: otherSized });
    expect(refused.statusCode).toBe(400);
    expect(expectShape(ErrorBodySchema, refused.json())).toMatchObject({ message: 'Only a sketch of 2048x506 can be used as a cover.' });
    expect(profile().cover_sketch_id).toBeNull();
    const response = await ada.post('/api/v2/user/setCover', { sketch: coverSized });
    expect(expectShape(SetCoverResponseSchema, response.json())).toEqual({ cover: `/img/cover/1-${coverSized}` });
    expect(profile().cover_sketch_id).toBe(coverSized);
  });

  it('refuses an own mature sketch as avatar or cover: everyone sees those', async () => {
    const before = profile();
    const mature = one<{ id: number }>('SELECT id FROM sketches WHERE user_id = 1 AND mature = 1 LIMIT 1').id;
    for (const call of ['setAvatar', 'setCover']) {
      const refused = await ada.post(`/api/v2/user/${call}`, { sketch: mature });
      expect(refused.statusCode).toBe(400);
      expect(expectShape(ErrorBodySchema, refused.json()).message).toBe(PROFILE_TEXTS.matureProfilePicture);
    }
    expect(profile()).toEqual(before);
    // Nor one a moderator took down.
    const takenDown = one<{ id: number }>('SELECT id FROM sketches WHERE user_id = 1 AND mature = 0 ORDER BY id DESC LIMIT 1').id;
    write("UPDATE sketches SET violation = 'inappropriate' WHERE id = ?", takenDown);
    try {
      const refused = await ada.post('/api/v2/user/setAvatar', { sketch: takenDown });
      expect(expectShape(ErrorBodySchema, refused.json()).message).toBe(PROFILE_TEXTS.takenDownProfilePicture);
    } finally {
      write('UPDATE sketches SET violation = NULL WHERE id = ?', takenDown);
    }
    expect(profile()).toEqual(before);
  });

  it('refuses someone else’s sketch, visitors, bad input and unknown sketches', async () => {
    const before = profile();
    expect((await ada.post('/api/v2/user/setAvatar', { sketch: othersSketch })).statusCode).toBe(403);
    expect((await ada.post('/api/v2/user/setCover', { sketch: othersSketch })).statusCode).toBe(403);
    expect((await visitor.post('/api/v2/user/setAvatar', { sketch: otherSized })).statusCode).toBe(401);
    expect((await ada.post('/api/v2/user/setAvatar', { sketch: -3 })).statusCode).toBe(400);
    expect((await ada.post('/api/v2/user/setAvatar', {})).statusCode).toBe(400);
    expect((await ada.post('/api/v2/user/setCover', { sketch: 99999999 })).statusCode).toBe(404);
    expect(profile()).toEqual(before);
  });
});

describe('a user the artist blocked', () => {
  it('gives them no heart, star or rating, is offered none, and is told why; after the unblock they may again', async () => {
    const id = untouched(1, 80);
    const artist = one<{ user_id: number }>('SELECT user_id FROM sketches WHERE id = ?', id).user_id;
    const artistClient = new TestClient(t.app);
    await artistClient.signIn(artist);
    expect((await artistClient.post('/api/v2/user/block', { user: 1 })).statusCode).toBe(200);
    const before = { sketch: sketchRow(id), wallet: wallet(1) };
    for (const [url, body] of [
      ['/heart', { action: 'heart', which: id }],
      ['/heart', { action: 'feature', which: id }],
      ['/rate', { key: 'blocked-rate', rating: 'rules', which: id }],
    ] as const) {
      const refused = await ada.post(url, body);
      expect(refused.statusCode, url).toBe(403);
      expect(expectShape(ErrorBodySchema, refused.json()).message).toBe(BLOCKED_BY_ARTIST_GIVING);
    }
    expect(sketchRow(id)).toEqual(before.sketch);
    expect(wallet(1)).toEqual(before.wallet);
    // Nothing reaches the artist's notifications, now or once they unblock.
    const told = () => one<{ n: number }>("SELECT (SELECT count(*) FROM hearts WHERE giver_id = 1 AND sketch_id = ?) + (SELECT count(*) FROM ratings WHERE user_id = 1 AND sketch_id = ?) AS n", id, id).n;
    expect(told()).toBe(0);
    expect(expectShape(SketchSchema, (await ada.get(`/api/v2/sketchInfo/${id}`)).json())).toMatchObject({ userCanHeart: false, userCanFeature: false });
    expect((await artistClient.post('/api/v2/user/unblock', { user: 1 })).statusCode).toBe(200);
    expect(expectShape(SketchSchema, (await ada.get(`/api/v2/sketchInfo/${id}`)).json())).toMatchObject({ userCanHeart: true });
    expect((await ada.post('/rate', { key: 'unblocked-rate', rating: 'rules', which: id })).statusCode).toBe(200);
  });
});

describe('a sketch hidden from the giver', () => {
  const gifts = (id: number, key: string) =>
    [
      ['/heart', { action: 'heart', which: id }],
      ['/heart', { action: 'feature', which: id }],
      ['/rate', { key, rating: 'rules', which: id }],
    ] as const;
  /** Ada gives the sketch nothing, is told why, and is offered nothing. */
  const refusedAll = async (id: number, key: string) => {
    const before = { sketch: sketchRow(id), wallet: wallet(1) };
    for (const [url, body] of gifts(id, key)) {
      const refused = await ada.post(url, body);
      expect(refused.statusCode, `${url} ${JSON.stringify(body)}`).toBe(403);
      expect(expectShape(ErrorBodySchema, refused.json()).message).toBe(HIDDEN_SKETCH_GIVING);
    }
    expect(sketchRow(id)).toEqual(before.sketch);
    expect(wallet(1)).toEqual(before.wallet);
    expect(expectShape(SketchSchema, (await ada.get(`/api/v2/sketchInfo/${id}`)).json())).toMatchObject({ userCanHeart: false, userCanFeature: false });
  };

  it('gathers no heart, star or rating once taken down (any violation), and is offered none', async () => {
    for (const [offset, violation] of [[90, 'copyright'], [91, 'inappropriate'], [92, 'notsketch']] as const) {
      const id = untouched(1, offset);
      write('UPDATE sketches SET violation = ? WHERE id = ?', violation, id);
      await refusedAll(id, `hidden-${violation}`);
    }
  });

  it('gathers none from a viewer not marked mature when mature, but does from one marked mature', async () => {
    const id = untouched(1, 93);
    write('UPDATE sketches SET mature = 1 WHERE id = ?', id);
    write('UPDATE users SET mature = 0 WHERE id = 1');
    await refusedAll(id, 'hidden-mature');
    write('UPDATE users SET mature = 1 WHERE id = 1');
    expect(expectShape(SketchSchema, (await ada.get(`/api/v2/sketchInfo/${id}`)).json())).toMatchObject({ userCanHeart: true });
    expect((await ada.post('/rate', { key: 'mature-rate', rating: 'rules', which: id })).statusCode).toBe(200);
  });

  it('gathers none from a viewer who blocks its artist', async () => {
    const id = untouched(1, 94);
    const artist = one<{ user_id: number }>('SELECT user_id FROM sketches WHERE id = ?', id).user_id;
    expect((await ada.post('/api/v2/user/block', { user: artist })).statusCode).toBe(200);
    await refusedAll(id, 'hidden-blocked');
    expect((await ada.post('/api/v2/user/unblock', { user: artist })).statusCode).toBe(200);
  });
});
