// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ChallengePageSchema, ChallengeSchema, ChallengeSearchSchema } from '../../src/api/schemas/challenges';
import { OkSchema } from '../../src/api/schemas/common';
import { SketchSchema } from '../../src/api/schemas/sketches';
import { CHALLENGE_PAGE_SIZE, SUGGESTION_DESCRIPTION_MAX, SUGGESTION_TITLE_MAX } from '../../src/lib/challengeRules';
import { CHALLENGE_DAYS } from '../seed/seedContests';
import { CHALLENGE_NOT_PUBLIC_MESSAGE } from '../entities/challenges';
import { expectError, expectShape } from '../testing/expectShape';
import { TEST_NOW, type TestClient } from '../testing/testApp';
import { useTestApp } from '../testing/useTestApp';

const t = useTestApp();
const { ada, paolo, banned, visitor } = t.demoClients();

const TODAY = new Date(TEST_NOW).toISOString().slice(0, 10);
const count = (sql: string, ...params: unknown[]) => t.one<{ n: number }>(sql, ...params).n;
const challengeOn = (offsetDays: number) =>
  t.one<{ id: number; title: string }>('SELECT id, title FROM challenges WHERE date = ? ORDER BY id DESC LIMIT 1', new Date(TEST_NOW + offsetDays * 86_400_000).toISOString().slice(0, 10));
const todays = () => challengeOn(0);
/** InkyAda's public sketches in no challenge, newest first (the seed leaves at least one). */
const adaFreeSketch = (offset = 0) =>
  t.one<{ id: number } | undefined>(
    `SELECT id FROM sketches s WHERE user_id = 1 AND unlisted = 0 AND NOT EXISTS (SELECT 1 FROM challenge_entries e WHERE e.sketch_id = s.id)
     ORDER BY created DESC, id DESC LIMIT 1 OFFSET ?`,
    offset,
  )?.id;
const challengeOfSketch = (sketchId: number) => t.one<{ id: number } | undefined>('SELECT challenge_id AS id FROM challenge_entries WHERE sketch_id = ?', sketchId)?.id ?? null;
const entriesTotal = () => count('SELECT count(*) AS n FROM challenge_entries');
const suggestionsTotal = () => count('SELECT count(*) AS n FROM challenge_suggestions');
const sketchInfo = async (client: TestClient, id: number) => expectShape(SketchSchema, (await client.get(`/api/v2/sketchInfo/${id}`)).json());
const enter = (client: TestClient, body: Record<string, unknown>) => client.post('/challenges', body);

describe('GET /api/v2/challenge', () => {
  it('lists started challenges newest first, 50 to a page', async () => {
    const first = expectShape(ChallengePageSchema, (await visitor.get(`/api/v2/challenge?page=1&pageSize=${CHALLENGE_PAGE_SIZE}`)).json());
    expect(first.challenges).toHaveLength(CHALLENGE_PAGE_SIZE);
    expect(first.more).toBe(true);
    expect(first.challenges[0]).toMatchObject({ id: todays().id, date: TODAY });
    const dates = first.challenges.map((c) => c.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = expectShape(ChallengePageSchema, (await visitor.get('/api/v2/challenge?page=2&pageSize=50')).json());
    expect(second.challenges).toHaveLength(CHALLENGE_DAYS - CHALLENGE_PAGE_SIZE);
    expect(second.more).toBe(false);
    expect(new Set([...first.challenges, ...second.challenges].map((c) => c.id)).size).toBe(CHALLENGE_DAYS);
  });

  it('gives each challenge its entry count, suggester and thumbnail', async () => {
    const { challenges } = expectShape(ChallengePageSchema, (await visitor.get('/api/v2/challenge?page=1')).json());
    const today = challenges[0]!;
    // What a visitor sees of its entries (feeds/cards.ts visibleTo).
    const visible = 'SELECT count(*) AS n FROM challenge_entries e JOIN sketches s ON s.id = e.sketch_id WHERE e.challenge_id = ? AND s.unlisted = 0 AND s.mature = 0 AND s.violation IS NULL';
    expect(today.entries).toBe(count(visible, today.id));
    expect(today.thumbnail).toMatch(/^\/img\/sketch\/\d+$/);
    const withSuggester = challenges.find((c) => c.user !== null)!;
    const suggestedBy = t.one<{ suggested_by: number }>('SELECT suggested_by FROM challenges WHERE id = ?', withSuggester.id).suggested_by;
    expect(withSuggester.user!.id).toBe(suggestedBy);
  });

  it('hides a challenge of a future day until its day', async () => {
    const tomorrow = new Date(TEST_NOW + 86_400_000).toISOString().slice(0, 10);
    const id = Number(t.write("INSERT INTO challenges (title, description, date, created) VALUES ('Not yet', '', ?, ?)", tomorrow, new Date(TEST_NOW).toISOString()).lastInsertRowid);
    const { challenges } = expectShape(ChallengePageSchema, (await visitor.get('/api/v2/challenge?page=1')).json());
    expect(challenges.some((c) => c.id === id)).toBe(false);
    expectError(await visitor.get(`/api/v2/challenge/${id}`), 404);
    const today = expectShape(ChallengeSchema, (await visitor.get(`/api/v2/challenge/${todays().id}`)).json());
    expect(today.next).toBeNull();
    t.write('DELETE FROM challenges WHERE id = ?', id);
  });

  it('refuses a bad page or page size with 400', async () => {
    for (const query of ['page=0', 'page=-1', 'page=x', 'pageSize=51', 'pageSize=0']) expectError(await visitor.get(`/api/v2/challenge?${query}`), 400);
  });
});

describe('GET /api/v2/challenge/:id', () => {
  it('counts only the entries the viewer sees listed: an unlisted or mature one of another artist is not counted', async () => {
    const { id } = todays();
    const shown = async (client: TestClient) => expectShape(ChallengeSchema, (await client.get(`/api/v2/challenge/${id}`)).json());
    const before = await shown(visitor);
    expect(before.entries).toBe(before.sketches.length);
    const [unlisted, mature] = before.sketches.filter((sketch) => sketch.userId !== 1).map((sketch) => sketch.id);
    t.write('UPDATE sketches SET unlisted = 1 WHERE id = ?', unlisted);
    t.write('UPDATE sketches SET mature = 1 WHERE id = ?', mature);
    const after = await shown(visitor);
    expect(after.entries).toBe(before.entries - 2);
    expect(after.sketches).toHaveLength(after.entries);
    const listed = expectShape(ChallengePageSchema, (await visitor.get('/api/v2/challenge?page=1')).json()).challenges.find((c) => c.id === id);
    expect(listed?.entries).toBe(after.entries);
    t.write('UPDATE sketches SET unlisted = 0 WHERE id = ?', unlisted);
    t.write('UPDATE sketches SET mature = 0 WHERE id = ?', mature);
  });

  it("returns today's challenge with its entries and the one before it", async () => {
    const { id } = todays();
    const challenge = expectShape(ChallengeSchema, (await visitor.get(`/api/v2/challenge/${id}`)).json());
    expect(challenge).toMatchObject({ id, date: TODAY, next: null });
    // The entries a visitor may see (the seed hides some from visitors), each listed and counted.
    expect(challenge.sketches.length).toBeGreaterThan(1);
    expect(challenge.entries).toBe(challenge.sketches.length);
    expect(challenge.entries).toBeLessThanOrEqual(count('SELECT count(*) AS n FROM challenge_entries WHERE challenge_id = ?', id));
    const yesterday = challengeOn(-1);
    expect(challenge.prev).toMatchObject({ id: yesterday.id, title: yesterday.title });
    const before = expectShape(ChallengeSchema, (await visitor.get(`/api/v2/challenge/${yesterday.id}`)).json());
    expect(challenge.prev!.entries).toBe(before.sketches.length);
    expect(before.next).toMatchObject({ id, entries: challenge.entries });
  });

  it('has the demo states: the oldest challenge has no entries, the next one has one', async () => {
    const [oldest, second] = t.query<{ id: number }>('SELECT id FROM challenges ORDER BY date, id LIMIT 2');
    const empty = expectShape(ChallengeSchema, (await visitor.get(`/api/v2/challenge/${oldest!.id}`)).json());
    expect(empty).toMatchObject({ entries: 0, sketches: [], prev: null });
    expect(empty.next).toMatchObject({ id: second!.id, entries: 1 });
    const one = expectShape(ChallengeSchema, (await visitor.get(`/api/v2/challenge/${second!.id}`)).json());
    expect(one.entries).toBe(1);
    expect(one.sketches).toHaveLength(1);
  });

  it('is 404 for an unknown challenge and 400 for an id that is not one', async () => {
    expect(expectError(await visitor.get('/api/v2/challenge/999999'), 404).error).toBe('not_found');
    for (const id of ['abc', '0', '-3', '1.5']) expectError(await visitor.get(`/api/v2/challenge/${id}`), 400);
  });
});

describe('POST /api/v2/search/challenge', () => {
  it('finds challenges by title or description, in any case, and nothing for no match', async () => {
    const { title, id } = todays();
    const word = title.split(' ').sort((a, b) => b.length - a.length)[0]!;
    const found = expectShape(ChallengeSearchSchema, (await visitor.post('/api/v2/search/challenge', { query: ` ${word.toUpperCase()} ` })).json());
    expect(found.challenges.some((c) => c.id === id)).toBe(true);
    expect(found.challenges.every((c) => `${c.title} ${c.description}`.toLowerCase().includes(word.toLowerCase()))).toBe(true);
    const none = expectShape(ChallengeSearchSchema, (await visitor.post('/api/v2/search/challenge', { query: 'zzqx no such theme' })).json());
    expect(none.challenges).toEqual([]);
    // LIKE wildcards are plain characters.
    expect(expectShape(ChallengeSearchSchema, (await visitor.post('/api/v2/search/challenge', { query: '%' })).json()).challenges).toEqual([]);
  });

  it('refuses an empty, over-long or non-text query with 400', async () => {
    for (const query of ['', '   ', 'x'.repeat(101), 5, null]) expectError(await visitor.post('/api/v2/search/challenge', { query }), 400);
  });
});

describe('POST /challenges {action: suggest}', () => {
  it('stores the suggestion of a signed-in user, trimmed', async () => {
    const before = suggestionsTotal();
    const response = await paolo.post('/challenges', { action: 'suggest', title: '  Lighthouses at dusk ', description: 'Any coast.' });
    expect(response.statusCode).toBe(200);
    expectShape(OkSchema, response.json());
    expect(suggestionsTotal()).toBe(before + 1);
    expect(t.one('SELECT user_id, title, description FROM challenge_suggestions ORDER BY id DESC LIMIT 1')).toEqual({ user_id: 2, title: 'Lighthouses at dusk', description: 'Any coast.' });
  });

  it('takes a suggestion without a description', async () => {
    expect((await ada.post('/challenges', { action: 'suggest', title: 'Clouds' })).statusCode).toBe(200);
  });

  it('refuses bad input with 400 and stores nothing', async () => {
    const before = suggestionsTotal();
    for (const body of [
      { action: 'suggest', title: '', description: 'd' },
      { action: 'suggest', title: '   ' },
      { action: 'suggest', title: 'x'.repeat(SUGGESTION_TITLE_MAX + 1) },
      { action: 'suggest', title: 'Fine', description: 'x'.repeat(SUGGESTION_DESCRIPTION_MAX + 1) },
      { action: 'suggest', title: 7 },
      { action: 'propose', title: 'Fine' },
    ]) {
      expectError(await ada.post('/challenges', body), 400);
    }
    expect(suggestionsTotal()).toBe(before);
  });

  it('refuses a visitor (401) and a banned user (403)', async () => {
    const before = suggestionsTotal();
    expect(expectError(await visitor.post('/challenges', { action: 'suggest', title: 'Sneaky' }), 401).error).toBe('not_logged_in');
    expectError(await banned.post('/challenges', { action: 'suggest', title: 'Sneaky' }), 403);
    expect(suggestionsTotal()).toBe(before);
  });
});

describe('POST /challenges {challengeId, sketchId} and POST /api/v2/challenge/removeSketch', () => {
  it('enters the creator\'s sketch in an open challenge, shows it on the sketch and the challenge, and takes it out again', async () => {
    const sketchId = adaFreeSketch()!;
    const { id: challengeId, title } = todays();
    const info = await sketchInfo(ada, sketchId);
    expect(info.eligibleChallenges.map((c) => c.id)).toContain(challengeId);

    const response = await enter(ada, { challengeId, sketchId });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('ok');
    expect(challengeOfSketch(sketchId)).toBe(challengeId);
    expect(await sketchInfo(ada, sketchId)).toMatchObject({ challengeId, challengeTitle: title, eligibleChallenges: [] });
    const challenge = expectShape(ChallengeSchema, (await visitor.get(`/api/v2/challenge/${challengeId}`)).json());
    expect(challenge.sketches.some((card) => card.id === sketchId)).toBe(true);

    const removed = await ada.post('/api/v2/challenge/removeSketch', { sketch: sketchId });
    expect(removed.statusCode).toBe(200);
    expectShape(OkSchema, removed.json());
    expect(challengeOfSketch(sketchId)).toBeNull();
    expect(await sketchInfo(ada, sketchId)).toMatchObject({ challengeId: null });
  });

  it('accepts exactly the challenges the sketch page offers (one set of rules)', async () => {
    const sketchId = adaFreeSketch()!;
    const offered = (await sketchInfo(ada, sketchId)).eligibleChallenges.map((c) => c.id);
    const recent = t.query<{ id: number }>('SELECT id FROM challenges ORDER BY date DESC, id DESC LIMIT 5').map((row) => row.id);
    expect(offered.length).toBeGreaterThan(0);
    for (const challengeId of recent) {
      const response = await enter(ada, { challengeId, sketchId });
      expect(response.statusCode === 200, `challenge ${challengeId}`).toBe(offered.includes(challengeId));
      if (response.statusCode === 200) await ada.post('/api/v2/challenge/removeSketch', { sketch: sketchId });
    }
  });

  it('neither offers nor takes an unlisted sketch, which no voter or visitor would see', async () => {
    const sketchId = adaFreeSketch(2)!;
    t.write('UPDATE sketches SET unlisted = 1 WHERE id = ?', sketchId);
    try {
      expect((await sketchInfo(ada, sketchId)).eligibleChallenges).toEqual([]);
      expect(expectError(await enter(ada, { challengeId: todays().id, sketchId }), 409).message).toBe(CHALLENGE_NOT_PUBLIC_MESSAGE);
      expect(challengeOfSketch(sketchId)).toBeNull();
    } finally {
      t.write('UPDATE sketches SET unlisted = 0 WHERE id = ?', sketchId);
    }
  });

  it('refuses a closed challenge and a sketch already in a challenge with the reason, changing nothing', async () => {
    const sketchId = adaFreeSketch()!;
    const before = entriesTotal();
    const closed = challengeOn(-5).id;
    expect(expectError(await enter(ada, { challengeId: closed, sketchId }), 409).message).toBe('This challenge is closed for entries.');
    const entered = t.one<{ id: number; challenge: number; title: string }>(
      'SELECT e.sketch_id AS id, e.challenge_id AS challenge, c.title FROM challenge_entries e JOIN sketches s ON s.id = e.sketch_id JOIN challenges c ON c.id = e.challenge_id WHERE s.user_id = 1 LIMIT 1',
    );
    const other = todays().id === entered.challenge ? challengeOn(-1).id : todays().id;
    expect(expectError(await enter(ada, { challengeId: other, sketchId: entered.id }), 409).message).toContain(`"${entered.title}"`);
    expect(expectError(await enter(ada, { challengeId: entered.challenge, sketchId: entered.id }), 409).message).toBe('This sketch is already in this challenge.');
    expect(entriesTotal()).toBe(before);
  });

  it("refuses anyone but the creator: another user 403, a visitor 401, a banned creator's peer 403", async () => {
    const sketchId = adaFreeSketch()!;
    const challengeId = todays().id;
    const before = entriesTotal();
    expect(expectError(await enter(paolo, { challengeId, sketchId }), 403).error).toBe('forbidden');
    expectError(await enter(visitor, { challengeId, sketchId }), 401);
    expectError(await enter(banned, { challengeId, sketchId }), 403);
    expect(entriesTotal()).toBe(before);

    const entered = t.one<{ id: number }>('SELECT e.sketch_id AS id FROM challenge_entries e JOIN sketches s ON s.id = e.sketch_id WHERE s.user_id = 1 LIMIT 1').id;
    expectError(await paolo.post('/api/v2/challenge/removeSketch', { sketch: entered }), 403);
    expectError(await visitor.post('/api/v2/challenge/removeSketch', { sketch: entered }), 401);
    expect(challengeOfSketch(entered)).not.toBeNull();
  });

  it('refuses bad input with 4xx JSON and changes nothing', async () => {
    const sketchId = adaFreeSketch()!;
    const challengeId = todays().id;
    const before = entriesTotal();
    for (const body of [{}, { challengeId }, { sketchId }, { challengeId: 'x', sketchId }, { challengeId, sketchId: -1 }, { challengeId: [challengeId], sketchId }]) {
      expectError(await enter(ada, body), 400);
    }
    expectError(await enter(ada, { challengeId: 999_999, sketchId }), 404);
    expectError(await enter(ada, { challengeId, sketchId: 99_999_999 }), 404);
    expectError(await ada.post('/api/v2/challenge/removeSketch', { sketch: 'x' }), 400);
    expectError(await ada.post('/api/v2/challenge/removeSketch', {}), 400);
    expectError(await ada.post('/api/v2/challenge/removeSketch', { sketch: 99_999_999 }), 404);
    expect(expectError(await ada.post('/api/v2/challenge/removeSketch', { sketch: sketchId }), 409).error).toBe('not_entered');
    expect(entriesTotal()).toBe(before);
  });
});

describe('demo data', () => {
  it("has InkyAda's sketch in today's challenge and another free to enter it, and suggestions", async () => {
    const today = todays().id;
    expect(count('SELECT count(*) AS n FROM challenge_entries e JOIN sketches s ON s.id = e.sketch_id WHERE s.user_id = 1 AND e.challenge_id = ?', today)).toBeGreaterThan(0);
    const free = adaFreeSketch()!;
    expect((await sketchInfo(ada, free)).eligibleChallenges.map((c) => c.id)).toContain(today);
    expect(suggestionsTotal()).toBeGreaterThan(0);
  });
});
