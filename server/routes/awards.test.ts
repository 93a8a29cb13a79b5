// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { AwardsSchema, type Awards } from '../../src/api/schemas/awards';
import { OkSchema } from '../../src/api/schemas/common';
import { AWARD_SUMMARIES } from '../../src/lib/awardSummaries';
import { NOMINATION_CATEGORY_REQUIRED } from '../../src/lib/awards';
import { DEMO_VOTED_CATEGORY } from '../seed/seedAwards';
import type { TestClient } from '../testing/testApp';
import { expectError, expectShape } from '../testing/expectShape';
import { useTestApp } from '../testing/useTestApp';

const t = useTestApp();
const { ada, paolo, gus, banned, visitor } = t.demoClients();

const info = async (client: TestClient, query: string): Promise<Awards> => {
  const response = await client.get(`/api/v2/awards/info?${query}`);
  expect(response.statusCode).toBe(200);
  return expectShape(AwardsSchema, response.json());
};
const category = (awards: Awards, title: string) => [...awards.artistCategories, ...awards.sketchCategories].find((c) => c.title === title)!;
const candidatesOf = (c: Awards['artistCategories'][number]) => (c.artists ?? c.sketches ?? []).map((candidate) => candidate.id);
const voteOf = (categoryId: number, userId: number) =>
  t.query<{ object_id: number }>('SELECT object_id FROM award_votes WHERE category_id = ? AND user_id = ?', categoryId, userId)[0]?.object_id ?? null;
const nominations = () => t.one<{ n: number }>('SELECT count(*) AS n FROM award_nominations').n;
const closedSketchCategory = () => t.one<{ id: number }>("SELECT id FROM award_categories WHERE year = 2015 AND kind = 'sketch' ORDER BY position LIMIT 1").id;

describe('GET /api/v2/awards/info', () => {
  it('gives the open year with artist and sketch categories, their candidates, no winners and the viewer vote', async () => {
    const awards = await info(ada, 'year=2022');
    expect(awards).toMatchObject({ year: 2022, votingOpen: true });
    expect(awards.artistCategories.map((c) => c.title)).toEqual(['Artist of the year', 'Rising star', 'Most helpful member']);
    expect(awards.sketchCategories.map((c) => c.title)).toEqual(['Sketch of the year', 'Best character sketch', 'Best landscape']);
    for (const c of awards.artistCategories) expect(c.artists?.length).toBe(5);
    for (const c of awards.sketchCategories) expect(c.sketches?.length).toBe(5);
    expect([...awards.artistCategories, ...awards.sketchCategories].every((c) => c.winner === null)).toBe(true);
    // The demo artist voted in one category and in no other.
    const voted = category(awards, DEMO_VOTED_CATEGORY);
    expect(candidatesOf(voted)).toContain(voted.vote);
    expect([...awards.artistCategories, ...awards.sketchCategories].filter((c) => c.vote !== null)).toHaveLength(1);
    expect(awards.infos).toMatch(/Voting is open/);
  });

  it('hides the artists the viewer blocks, as it hides their sketches (spec part 1 §5)', async () => {
    const before = candidatesOf(category(await info(ada, 'year=2022'), 'Artist of the year'));
    const blocked = before[1]!;
    expect((await ada.post('/api/v2/user/block', { user: blocked })).json()).toEqual({ blocking: true });
    expect(candidatesOf(category(await info(ada, 'year=2022'), 'Artist of the year'))).toEqual(before.filter((id) => id !== blocked));
    expect(candidatesOf(category(await info(paolo, 'year=2022'), 'Artist of the year'))).toEqual(before);
  });

  it('shows a visitor no votes', async () => {
    const awards = await info(visitor, 'year=2022');
    expect([...awards.artistCategories, ...awards.sketchCategories].every((c) => c.vote === null)).toBe(true);
  });

  it('gives a closed year with the winners of the static summary', async () => {
    for (const summary of AWARD_SUMMARIES.filter((s) => s.winners.length > 0)) {
      const awards = await info(visitor, `year=${summary.year}`);
      expect(awards.votingOpen).toBe(false);
      for (const winner of summary.winners) {
        const c = category(awards, winner.category);
        expect(c.winner).not.toBeNull();
        expect(candidatesOf(c)).toContain(c.winner);
        if (winner.kind === 'artist') expect(c.artists?.find((a) => a.id === c.winner)?.nickname).toBe(winner.artist);
        else expect(c.sketches?.find((s) => s.id === c.winner)).toMatchObject({ title: winner.sketch, userNickname: winner.artist });
      }
    }
  });

  it("opens a closed year in the voting preview and hides its winners, keeping only a gloperator's votes", async () => {
    const awards = await info(ada, 'year=2015&vp=1');
    expect(awards).toMatchObject({ votingOpen: true, votesKept: false });
    expect(awards.artistCategories.every((c) => c.winner === null)).toBe(true);
    expect(await info(gus, 'year=2015&vp=1')).toMatchObject({ votingOpen: true, votesKept: true });
    expect(await info(ada, 'year=2015')).toMatchObject({ votingOpen: false, votesKept: false });
    expect(await info(ada, 'year=2022')).toMatchObject({ votingOpen: true, votesKept: true });
  });

  it('refuses a year outside 2011 to 2022 or not a number, and a bad flag (400)', async () => {
    for (const query of ['year=2010', 'year=2023', 'year=abc', 'year=', 'year=2015.5', 'year=2015&vp=maybe', '']) {
      expectError(await visitor.get(`/api/v2/awards/info?${query}`), 400);
    }
  });
});

describe('POST /api/v2/awards/vote', () => {
  it('votes, replaces the vote and takes it back', async () => {
    const awards = await info(paolo, 'year=2022');
    const c = category(awards, 'Rising star');
    const [first, second] = candidatesOf(c) as [number, number];
    expectShape(OkSchema, (await paolo.post('/api/v2/awards/vote', { cat: c.id, obj: first })).json());
    expect(voteOf(c.id, 2)).toBe(first);
    expect(category(await info(paolo, 'year=2022'), 'Rising star').vote).toBe(first);
    expect((await paolo.post('/api/v2/awards/vote', { cat: c.id, obj: second })).statusCode).toBe(200);
    expect(voteOf(c.id, 2)).toBe(second);
    expect((await paolo.post('/api/v2/awards/vote', { cat: c.id, obj: null })).statusCode).toBe(200);
    expect(voteOf(c.id, 2)).toBeNull();
  });

  it('gives no vote for a candidate no longer shown (its sketch deleted), and takes a vote for another', async () => {
    const c = (await info(paolo, 'year=2022')).sketchCategories[0]!;
    // One its artist may delete: not placed in a compo (spec part 1 §4).
    const deletable = (id: number) => t.one<{ n: number }>('SELECT count(*) AS n FROM sketches WHERE id = ? AND compo_place IS NULL AND id NOT IN (SELECT sketch_id FROM compo_entries)', id).n === 1;
    const voted = candidatesOf(c).find(deletable)!;
    const other = candidatesOf(c).find((id) => id !== voted)!;
    expect((await paolo.post('/api/v2/awards/vote', { cat: c.id, obj: voted })).statusCode).toBe(200);
    const owner = t.one<{ user_id: number }>('SELECT user_id FROM sketches WHERE id = ?', voted).user_id;
    const artist = await t.clientAs(owner);
    expect((await artist.post(`/api/v2/sketch/${voted}`, { action: 'delete' })).statusCode).toBe(200);
    const after = category(await info(paolo, 'year=2022'), c.title);
    expect(candidatesOf(after)).not.toContain(voted);
    expect(after.vote).toBeNull();
    expect((await paolo.post('/api/v2/awards/vote', { cat: c.id, obj: other })).statusCode).toBe(200);
    expect(category(await info(paolo, 'year=2022'), c.title).vote).toBe(other);
  });

  it('refuses a candidate of another category (400) and an unknown category (404)', async () => {
    const awards = await info(paolo, 'year=2022');
    const a = category(awards, 'Artist of the year');
    const outsider = t.one<{ id: number }>('SELECT id FROM users WHERE id NOT IN (SELECT object_id FROM award_candidates WHERE category_id = ?) ORDER BY id DESC LIMIT 1', a.id).id;
    expectError(await paolo.post('/api/v2/awards/vote', { cat: a.id, obj: outsider }), 400);
    expectError(await paolo.post('/api/v2/awards/vote', { cat: 999_999, obj: 1 }), 404);
    expect(voteOf(a.id, 2)).toBeNull();
  });

  it('refuses bad input (400)', async () => {
    for (const body of [{}, { cat: 'x', obj: 1 }, { cat: 1 }, { cat: 1, obj: -4 }, { cat: 1, obj: [1] }, { cat: 1, obj: 1, vp: 'maybe' }]) {
      expectError(await paolo.post('/api/v2/awards/vote', body), 400);
    }
  });

  it("refuses a closed year (403), in the preview too, but takes a gloperator's preview vote", async () => {
    const id = closedSketchCategory();
    const candidate = t.one<{ object_id: number }>('SELECT object_id FROM award_candidates WHERE category_id = ? LIMIT 1', id).object_id;
    expectError(await paolo.post('/api/v2/awards/vote', { cat: id, obj: candidate }), 403);
    // The preview is a public address: anyone's vote through it would change a closed year's tallies.
    expect(expectError(await paolo.post('/api/v2/awards/vote', { cat: id, obj: candidate, vp: true }), 403).message).toBe('Voting for the 2015 awards is closed.');
    expect(voteOf(id, 2)).toBeNull();
    expectError(await gus.post('/api/v2/awards/vote', { cat: id, obj: candidate }), 403);
    expect((await gus.post('/api/v2/awards/vote', { cat: id, obj: candidate, vp: true })).statusCode).toBe(200);
    expect(voteOf(id, 4)).toBe(candidate);
    // The decided winner stays.
    expect(category(await info(visitor, 'year=2015'), 'Sketch of the year').winner).not.toBeNull();
  });

  it('refuses visitors (401) and suspended users (403)', async () => {
    const c = category(await info(visitor, 'year=2022'), 'Best landscape');
    const candidate = candidatesOf(c)[0]!;
    expectError(await visitor.post('/api/v2/awards/vote', { cat: c.id, obj: candidate }), 401);
    expectError(await banned.post('/api/v2/awards/vote', { cat: c.id, obj: candidate }), 403);
    expect(t.one<{ n: number }>('SELECT count(*) AS n FROM award_votes WHERE category_id = ?', c.id).n).toBe(0);
  });
});

describe('POST /awards (nominations)', () => {
  const open = async (title: string) => category(await info(ada, 'year=2022'), title).id;
  const publicSketch = () => t.one<{ id: number }>('SELECT id FROM sketches WHERE unlisted = 0 AND mature = 0 AND violation IS NULL AND user_id > 6 ORDER BY id LIMIT 1').id;

  it('nominates a sketch by id or by link, and an artist by id or by nickname, once each', async () => {
    const sketchCat = await open('Best landscape');
    const artistCat = await open('Most helpful member');
    const sketch = publicSketch();
    const before = nominations();
    expectShape(OkSchema, (await ada.post('/awards', { categoryId: sketchCat, action: 'nominateSketch', sketchId: sketch })).json());
    expect(nominations()).toBe(before + 1);
    expect((await ada.post('/awards', { categoryId: sketchCat, action: 'nominateSketch', sketchId: `https://sketchery.app/sketch/${sketch}` })).statusCode).toBe(200);
    expect(nominations()).toBe(before + 1);
    expect((await ada.post('/awards', { categoryId: artistCat, action: 'nominateArtist', artistId: 3 })).statusCode).toBe(200);
    expect((await ada.post('/awards', { categoryId: artistCat, action: 'nominateArtist', artistId: ' GlopGus ' })).statusCode).toBe(200);
    expect(t.query('SELECT object_id FROM award_nominations WHERE category_id = ? AND user_id = 1 ORDER BY object_id', artistCat)).toEqual([{ object_id: 3 }, { object_id: 4 }]);
  });

  it('refuses the wrong kind for the category, unknown objects and bad input, and writes nothing', async () => {
    const sketchCat = await open('Best landscape');
    const artistCat = await open('Most helpful member');
    const unlisted = t.one<{ id: number }>('SELECT id FROM sketches WHERE unlisted = 1 AND user_id <> 1 ORDER BY id LIMIT 1').id;
    const before = nominations();
    expectError(await ada.post('/awards', { categoryId: artistCat, action: 'nominateSketch', sketchId: publicSketch() }), 400);
    expectError(await ada.post('/awards', { categoryId: sketchCat, action: 'nominateArtist', artistId: 3 }), 400);
    expectError(await ada.post('/awards', { categoryId: sketchCat, action: 'nominateSketch', sketchId: 99_999_999 }), 404);
    expectError(await ada.post('/awards', { categoryId: sketchCat, action: 'nominateSketch', sketchId: unlisted }), 404);
    expectError(await ada.post('/awards', { categoryId: artistCat, action: 'nominateArtist', artistId: 'NobodyOfThatName' }), 404);
    expectError(await ada.post('/awards', { categoryId: 999_999, action: 'nominateArtist', artistId: 3 }), 404);
    for (const body of [
      {},
      { categoryId: sketchCat, action: 'nominateSketch' },
      { categoryId: sketchCat, action: 'nominateSketch', sketchId: 'not a link' },
      { categoryId: sketchCat, action: 'nominateSketch', sketchId: '' },
      { categoryId: artistCat, action: 'nominateArtist', artistId: '   ' },
      { categoryId: artistCat, action: 'nominateArtist', artistId: 'x'.repeat(65) },
      { categoryId: artistCat, action: 'vote', artistId: 3 },
      { action: 'nominateArtist', artistId: 3 },
    ]) {
      expectError(await ada.post('/awards', body), 400);
    }
    // Without a category, the form's words (spec part 1 §5).
    const uncategorized = expectError(await ada.post('/awards', { action: 'nominateSketch', sketchId: publicSketch() }), 400);
    expect(uncategorized.message).toContain(NOMINATION_CATEGORY_REQUIRED);
    expect(nominations()).toBe(before);
  });

  it("refuses a closed year (403), in the preview too, unless a gloperator previews it", async () => {
    const id = closedSketchCategory();
    const before = nominations();
    expectError(await ada.post('/awards', { categoryId: id, action: 'nominateSketch', sketchId: publicSketch() }), 403);
    expectError(await ada.post('/awards', { categoryId: id, action: 'nominateSketch', sketchId: publicSketch(), vp: true }), 403);
    expect(nominations()).toBe(before);
    expectError(await gus.post('/awards', { categoryId: id, action: 'nominateSketch', sketchId: publicSketch() }), 403);
    expect((await gus.post('/awards', { categoryId: id, action: 'nominateSketch', sketchId: publicSketch(), vp: true })).statusCode).toBe(200);
    expect(nominations()).toBe(before + 1);
  });

  it('refuses visitors (401) and suspended users (403)', async () => {
    const artistCat = await open('Rising star');
    const before = nominations();
    expectError(await visitor.post('/awards', { categoryId: artistCat, action: 'nominateArtist', artistId: 3 }), 401);
    expectError(await banned.post('/awards', { categoryId: artistCat, action: 'nominateArtist', artistId: 3 }), 403);
    expect(nominations()).toBe(before);
  });
});
