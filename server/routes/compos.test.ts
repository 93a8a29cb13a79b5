// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ErrorBodySchema, OkSchema } from '../../src/api/schemas/common';
import { BallotSchema, CompoInfoSchema, CompoListPageSchema, type Ballot } from '../../src/api/schemas/compos';
import { SketchPageSchema } from '../../src/api/schemas/sketchCards';
import { SketchSchema } from '../../src/api/schemas/sketches';
import { checkVotes, votesOf, startBallot, skip, pick } from '../../src/lib/ballot';
import { expectShape } from '../testing/expectShape';
import type { TestClient } from '../testing/testApp';
import { useTestApp } from '../testing/useTestApp';
import { EMPTY_COMPO_TITLE } from '../seed/seedCompoVotes';
import { ALREADY_ENTERED_MESSAGE, NOT_OPEN_MESSAGE, NOT_PUBLIC_MESSAGE, REMOVE_NOT_OPEN_MESSAGE } from './compos';

const t = useTestApp();
const { ada, paolo, banned, visitor } = t.demoClients();
const { one } = t;

const list = async (client: TestClient = visitor) => expectShape(CompoListPageSchema, (await client.get('/api/v2/compo?page=1&pageSize=50')).json()).compos;
const byState = async (state: 'open' | 'voting' | 'closed', client: TestClient = visitor) => (await list(client)).filter((c) => c.state === state);
const errorOf = (response: { json: () => unknown }) => expectShape(ErrorBodySchema, response.json());
/** A sketch of the user's in no compo (each call takes the next one). */
let taken = 0;
const freeSketch = (userId = 1) =>
  one<{ id: number }>('SELECT id FROM sketches s WHERE user_id = ? AND NOT EXISTS (SELECT 1 FROM compo_entries e WHERE e.sketch_id = s.id) ORDER BY id LIMIT 1 OFFSET ?', userId, taken++).id;
const ballot = async (client: TestClient, id: number): Promise<Ballot> => expectShape(BallotSchema, (await client.get(`/api/compoVote/${id}`)).json());
/** A full ballot as the page sends it: a choice in each set, the second set skipped. */
const fullVote = (b: Ballot) => {
  let state = startBallot(b.sets.map((s) => s.map((c) => c.id)), null);
  state.order.forEach((set, i) => {
    state = { ...state, step: i };
    state = i === 1 ? skip(state) : pick(state, set[set.length - 1]!);
  });
  return votesOf(state);
};

describe('GET /api/v2/compo', () => {
  it("shows a compo's thumbnail only to viewers who may see its sketch: not once it is unlisted, nor to one who blocks its artist", async () => {
    const compo = (await list()).find((c) => c.thumbnail !== '')!;
    const sketchId = Number(/\/img\/sketch\/(\d+)/.exec(compo.thumbnail)![1]);
    const artist = one<{ user_id: number }>('SELECT user_id FROM sketches WHERE id = ?', sketchId).user_id;
    const thumbnailFor = async (client: TestClient) => (await list(client)).find((c) => c.id === compo.id)!.thumbnail;
    expect(await thumbnailFor(paolo)).toBe(compo.thumbnail);
    t.write('INSERT INTO blocks (blocker_id, blocked_id, date) VALUES (2, ?, ?)', artist, '2020-01-01T00:00:00.000Z');
    try {
      expect(await thumbnailFor(paolo)).toBe('');
      expect(await thumbnailFor(visitor)).toBe(compo.thumbnail);
    } finally {
      t.write('DELETE FROM blocks WHERE blocker_id = 2 AND blocked_id = ?', artist);
    }
    t.write('UPDATE sketches SET unlisted = 1 WHERE id = ?', sketchId);
    try {
      expect(await thumbnailFor(visitor)).toBe('');
    } finally {
      t.write('UPDATE sketches SET unlisted = 0 WHERE id = ?', sketchId);
    }
  });

  it('lists open compos first, then voting, then closed, with the shared entity', async () => {
    const compos = await list();
    const states = compos.map((c) => c.state);
    expect(states.indexOf('voting')).toBeGreaterThan(states.lastIndexOf('open'));
    expect(states.indexOf('closed')).toBeGreaterThan(states.lastIndexOf('voting'));
    expect(compos.length).toBeGreaterThan(20);
    expect(compos[0]).toMatchObject({ name: compos[0]!.keyName, canVote: false, hasVoted: false });
  });

  it('pages by pageSize with next', async () => {
    const first = expectShape(CompoListPageSchema, (await visitor.get('/api/v2/compo?page=1&pageSize=5')).json());
    const second = expectShape(CompoListPageSchema, (await visitor.get('/api/v2/compo?page=2&pageSize=5')).json());
    expect(first.compos).toHaveLength(5);
    expect(first.next).toBe(2);
    expect(second.compos[0]!.id).not.toBe(first.compos[0]!.id);
  });

  it('refuses a bad page or a page size over 50', async () => {
    for (const query of ['page=0', 'page=x', 'pageSize=51', 'pageSize=0']) {
      const response = await visitor.get(`/api/v2/compo?${query}`);
      expect(response.statusCode, query).toBe(400);
      errorOf(response);
    }
  });

  it('has demo compos in every state: an empty open one, voted and unvoted voting ones for InkyAda, closed with places', async () => {
    const open = await byState('open', ada);
    expect(open.find((c) => c.title === EMPTY_COMPO_TITLE)).toMatchObject({ entries: 0 });
    expect(open.some((c) => c.entries > 0)).toBe(true);
    const voting = await byState('voting', ada);
    expect(voting.map((c) => c.hasVoted).sort()).toEqual([false, true]);
    expect(voting.every((c) => c.canVote)).toBe(true);
    const closed = (await byState('closed'))[0]!;
    const entries = expectShape(SketchPageSchema, (await visitor.get(`/compo/${closed.keyName}/1?format=json`)).json()).sketches;
    expect(entries.slice(0, 3).map((s) => s.compoPlace)).toEqual([1, 2, 3]);
  });
});

describe('who may vote', () => {
  it('offers no vote to a voter whose ballot would be empty: the only entries they see are their own', async () => {
    const [compo] = await byState('voting', ada);
    const info = async () => expectShape(CompoInfoSchema, (await ada.get(`/api/v2/compo/info?name=${compo!.keyName}`)).json());
    expect(await info()).toMatchObject({ state: 'voting', canVote: true });
    // Every entry but one of InkyAda's is taken out for this test.
    const entries = t.query<{ sketch_id: number; compo_id: number; place: number; added: string }>('SELECT * FROM compo_entries WHERE compo_id = ?', compo!.id);
    const own = one<{ id: number }>('SELECT id FROM sketches WHERE user_id = 1 AND unlisted = 0 AND mature = 0 AND violation IS NULL AND id NOT IN (SELECT sketch_id FROM compo_entries) LIMIT 1').id;
    t.write('DELETE FROM compo_entries WHERE compo_id = ?', compo!.id);
    t.write('INSERT INTO compo_entries (sketch_id, compo_id, place, added) VALUES (?, ?, -1, ?)', own, compo!.id, new Date(t.app.ctx.clock()).toISOString());
    try {
      expect(await info()).toMatchObject({ state: 'voting', canVote: false });
      expect(expectShape(CompoInfoSchema, (await paolo.get(`/api/v2/compo/info?name=${compo!.keyName}`)).json())).toMatchObject({ canVote: true });
    } finally {
      t.write('DELETE FROM compo_entries WHERE compo_id = ?', compo!.id);
      for (const entry of entries) t.write('INSERT INTO compo_entries (sketch_id, compo_id, place, added) VALUES (?, ?, ?, ?)', entry.sketch_id, entry.compo_id, entry.place, entry.added);
    }
  });
});

describe('GET /api/v2/compo/info', () => {
  it('finds a compo by key name or id, with its comments', async () => {
    const [compo] = await byState('closed');
    t.write("INSERT INTO comments (target_type, target_id, user_id, text, date) VALUES ('compo', ?, 2, 'Lovely entries', '2030-01-01T00:00:00.000Z')", compo!.id);
    const byKey = expectShape(CompoInfoSchema, (await visitor.get(`/api/v2/compo/info?name=${compo!.keyName}`)).json());
    const byId = expectShape(CompoInfoSchema, (await visitor.get(`/api/v2/compo/info?name=${compo!.id}`)).json());
    expect(byKey.id).toBe(compo!.id);
    expect(byId.keyName).toBe(compo!.keyName);
    expect(byKey.comments.at(-1)).toMatchObject({ comment: 'Lovely entries', userId: 2, userNickname: 'PatronPaolo' });
    expect(byKey.commentCount).toBeGreaterThanOrEqual(1);
  });

  it('is 404 for an unknown compo and 400 without a name', async () => {
    expect((await visitor.get('/api/v2/compo/info?name=no-such-compo')).statusCode).toBe(404);
    expect((await visitor.get('/api/v2/compo/info')).statusCode).toBe(400);
    expect((await visitor.get(`/api/v2/compo/info?name=${'x'.repeat(101)}`)).statusCode).toBe(400);
  });
});

describe('GET /compo/{key}/{page}', () => {
  it('gives the entries by recent or by place', async () => {
    const [open] = (await byState('open')).filter((c) => c.entries > 1);
    const recent = expectShape(SketchPageSchema, (await visitor.get(`/compo/${open!.keyName}/1?format=json&sort=recent`)).json()).sketches;
    const dates = recent.map((s) => one<{ added: string }>('SELECT added FROM compo_entries WHERE sketch_id = ?', s.id).added);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(recent.every((s) => s.compoPlace === -1)).toBe(true);
  });

  it('counts only the entries the viewer sees listed: an unlisted one of another artist is not counted', async () => {
    const [open] = (await byState('open')).filter((c) => c.entries > 1);
    const entries = async () => expectShape(SketchPageSchema, (await visitor.get(`/compo/${open!.keyName}/1?format=json&sort=recent`)).json()).sketches;
    const hidden = (await entries()).find((sketch) => sketch.userId !== 1)!.id;
    t.write('UPDATE sketches SET unlisted = 1 WHERE id = ?', hidden);
    const counted = (await byState('open')).find((c) => c.id === open!.id)!.entries;
    expect(counted).toBe(open!.entries - 1);
    const info = expectShape(CompoInfoSchema, (await visitor.get(`/api/v2/compo/info?name=${open!.keyName}`)).json());
    expect(info.entries).toBe(counted);
    if (counted <= 25) expect(await entries()).toHaveLength(counted);
    t.write('UPDATE sketches SET unlisted = 0 WHERE id = ?', hidden);
  });

  it('refuses a bad page, format or sort, and an unknown compo', async () => {
    const [compo] = await byState('closed');
    expect((await visitor.get(`/compo/${compo!.keyName}/0?format=json`)).statusCode).toBe(400);
    expect((await visitor.get(`/compo/${compo!.keyName}/1?format=xml`)).statusCode).toBe(400);
    expect((await visitor.get(`/compo/${compo!.keyName}/1?format=json&sort=best`)).statusCode).toBe(400);
    expect((await visitor.get('/compo/no-such-compo/1?format=json')).statusCode).toBe(404);
  });
});

describe('the ballot', () => {
  it('gives a signed-in user the entries in sets of 4 without their own, and the previous vote', async () => {
    const voting = await byState('voting', ada);
    const voted = voting.find((c) => c.hasVoted)!;
    const fresh = voting.find((c) => !c.hasVoted)!;
    const previous = await ballot(ada, voted.id);
    expect(previous.votes).toHaveLength(previous.sets.length);
    const b = await ballot(ada, fresh.id);
    expect(b.votes).toBeNull();
    expect(b.sets.length).toBeGreaterThan(1);
    expect(b.sets.slice(0, -1).every((s) => s.length === 4)).toBe(true);
    expect(b.sets.flat().every((s) => s.userId !== 1)).toBe(true);
    // The same order each time, so a vote fits its sets.
    expect((await ballot(ada, fresh.id)).sets).toEqual(b.sets);
  });

  it('stores a vote, then replaces it, and the compo says hasVoted', async () => {
    const fresh = (await byState('voting', paolo)).find((c) => !c.hasVoted)!;
    const b = await ballot(paolo, fresh.id);
    const votes = fullVote(b);
    expect(votes[1]!.every((id) => id < 0)).toBe(true);
    const sent = await paolo.post(`/api/compoVote/${fresh.keyName}`, { step: b.sets.length, votes: JSON.stringify(votes) });
    expect(sent.statusCode).toBe(200);
    expectShape(OkSchema, sent.json());
    expect((await ballot(paolo, fresh.id)).votes).toEqual(votes);
    const info = expectShape(CompoInfoSchema, (await paolo.get(`/api/v2/compo/info?name=${fresh.keyName}`)).json());
    expect(info.hasVoted).toBe(true);
    const changed = votes.map((set) => set.map((id) => -Math.abs(id)));
    expect((await paolo.post(`/api/compoVote/${fresh.id}`, { step: b.sets.length, votes: JSON.stringify(changed) })).statusCode).toBe(200);
    expect((await ballot(paolo, fresh.id)).votes).toEqual(changed);
    expect(one<{ n: number }>('SELECT count(*) AS n FROM compo_votes WHERE compo_id = ? AND user_id = 2', fresh.id).n).toBe(1);
  });

  it('takes a ballot ranked before an entry left the compo (every set cut anew): on the entries left, a set whose choice left a skip', async () => {
    const fresh = (await byState('voting', paolo)).find((c) => !c.hasVoted)!;
    const b = await ballot(paolo, fresh.id);
    const votes = fullVote(b); // set 2 skipped, each other set's last sketch chosen
    const chosen = votes[0]![0]!;
    expect(chosen).toBeGreaterThan(0);
    // The choice of the first set leaves while Paolo ranks (its artist unlists it).
    t.write('UPDATE sketches SET unlisted = 1 WHERE id = ?', chosen);
    try {
      expect(checkVotes((await ballot(paolo, fresh.id)).sets.map((set) => set.map((card) => card.id)), votes)).not.toBeNull();
      const sent = await paolo.post(`/api/compoVote/${fresh.keyName}`, { step: b.sets.length, votes: JSON.stringify(votes) });
      expect(sent.statusCode).toBe(200);
      const stored = (await ballot(paolo, fresh.id)).votes!;
      expect(stored[0]).toEqual(votes[0]!.slice(1).map((id) => -id)); // no choice is made for him
      expect(stored.slice(1)).toEqual(votes.slice(1));
      // Any other grouping is no ballot he was shown: refused.
      const regrouped = [[...votes[0]!.slice(1), ...votes[1]!.map(Math.abs)].slice(0, 4), ...votes.slice(1)];
      expect((await paolo.post(`/api/compoVote/${fresh.keyName}`, { step: regrouped.length, votes: JSON.stringify([[chosen], ...regrouped]) })).statusCode).toBe(400);
      expect((await ballot(paolo, fresh.id)).votes).toEqual(stored);
    } finally {
      t.write('UPDATE sketches SET unlisted = 0 WHERE id = ?', chosen);
    }
  });

  it('refuses votes that do not fit the ballot and changes nothing', async () => {
    const fresh = (await byState('voting', ada)).find((c) => !c.hasVoted)!;
    const b = await ballot(ada, fresh.id);
    const good = fullVote(b);
    const stranger = one<{ id: number }>('SELECT sketch_id AS id FROM compo_entries WHERE compo_id <> ? LIMIT 1', fresh.id).id;
    const bad: [string, unknown, number?][] = [
      ['not JSON', '[[1,2'],
      ['not a list', JSON.stringify({ a: 1 })],
      ['a set missing', JSON.stringify(good.slice(1))],
      ['a set twice', JSON.stringify([good[0], good[0], ...good.slice(2)])],
      ['a stranger id', JSON.stringify([[stranger, ...good[0]!.slice(1)], ...good.slice(1)])],
      ['mixed signs', JSON.stringify([[good[0]![0], ...good[0]!.slice(1).map((id) => -Math.abs(id))], ...good.slice(1)])],
      ['wrong step', JSON.stringify(good), b.sets.length + 1],
    ];
    for (const [what, votes, step] of bad) {
      const response = await ada.post(`/api/compoVote/${fresh.keyName}`, { step: step ?? b.sets.length, votes });
      expect(response.statusCode, what).toBe(400);
      errorOf(response);
    }
    expect((await ada.post(`/api/compoVote/${fresh.keyName}`, { step: b.sets.length, votes: good })).statusCode).toBe(400);
    expect(one<{ n: number }>('SELECT count(*) AS n FROM compo_votes WHERE compo_id = ? AND user_id = 1', fresh.id).n).toBe(0);
  });

  it('is only for signed-in users who may act, in a voting compo', async () => {
    const fresh = (await byState('voting')).at(-1)!;
    const [open] = await byState('open');
    const [closed] = await byState('closed');
    expect((await visitor.get(`/api/compoVote/${fresh.id}`)).statusCode).toBe(401);
    expect((await banned.get(`/api/compoVote/${fresh.id}`)).statusCode).toBe(403);
    expect((await visitor.post(`/api/compoVote/${fresh.keyName}`, { step: 1, votes: '[]' })).statusCode).toBe(401);
    expect((await ada.get(`/api/compoVote/${open!.id}`)).statusCode).toBe(409);
    expect((await ada.get(`/api/compoVote/${closed!.id}`)).statusCode).toBe(409);
    expect((await ada.post(`/api/compoVote/${closed!.keyName}`, { step: 1, votes: '[[1]]' })).statusCode).toBe(409);
    expect((await ada.get('/api/compoVote/99999999')).statusCode).toBe(404);
    expect((await ada.get('/api/compoVote/abc')).statusCode).toBe(400);
  });
});

describe('entering and leaving a compo', () => {
  const sketchInfo = async (client: TestClient, id: number) => expectShape(SketchSchema, (await client.get(`/api/v2/sketchInfo/${id}`)).json());

  it('enters the creator’s sketch in an open compo and removes it again', async () => {
    const sketch = freeSketch();
    const before = await sketchInfo(ada, sketch);
    const compo = before.eligibleCompos.find((c) => c.title === EMPTY_COMPO_TITLE)!;
    expect(compo).toBeTruthy();
    const entered = await ada.post(`/compo/${compo.keyName}`, { compoId: compo.id, sketchId: sketch });
    expect(entered.statusCode).toBe(200);
    const after = await sketchInfo(ada, sketch);
    expect(after).toMatchObject({ compoKey: compo.keyName, compoState: 'open', compoPlace: -1, eligibleCompos: [] });
    const again = await ada.post(`/compo/${compo.keyName}`, { compoId: compo.id, sketchId: sketch });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe(ALREADY_ENTERED_MESSAGE);
    expect((await ada.post('/api/compoRemoveSketch', { which: sketch })).statusCode).toBe(200);
    expect(await sketchInfo(ada, sketch)).toMatchObject({ compoKey: null, compoPlace: null });
  });

  it('refuses to enter a compo that is not open, with the reason', async () => {
    const [voting] = await byState('voting');
    const response = await ada.post(`/compo/${voting!.keyName}`, { compoId: voting!.id, sketchId: freeSketch() });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).message).toBe(NOT_OPEN_MESSAGE);
  });

  it('refuses a compo before its start, as the sketch page does not offer it', async () => {
    const [open] = await byState('open');
    const start = one<{ start_date: string }>('SELECT start_date FROM compos WHERE id = ?', open!.id).start_date;
    const sketch = freeSketch();
    t.write('UPDATE compos SET start_date = ? WHERE id = ?', new Date(t.app.ctx.clock() + 86_400_000).toISOString(), open!.id);
    try {
      expect((await sketchInfo(ada, sketch)).eligibleCompos.map((c) => c.id)).not.toContain(open!.id);
      const response = await ada.post(`/compo/${open!.keyName}`, { compoId: open!.id, sketchId: sketch });
      expect(response.statusCode).toBe(409);
      expect(errorOf(response).message).toBe(NOT_OPEN_MESSAGE);
    } finally {
      t.write('UPDATE compos SET start_date = ? WHERE id = ?', start, open!.id);
    }
  });

  it('neither offers nor takes an unlisted sketch, which no voter would see on the ballot', async () => {
    const [open] = await byState('open');
    const sketch = freeSketch();
    t.write('UPDATE sketches SET unlisted = 1 WHERE id = ?', sketch);
    try {
      expect((await sketchInfo(ada, sketch)).eligibleCompos).toEqual([]);
      const response = await ada.post(`/compo/${open!.keyName}`, { compoId: open!.id, sketchId: sketch });
      expect(response.statusCode).toBe(409);
      expect(errorOf(response).message).toBe(NOT_PUBLIC_MESSAGE);
      expect(one<{ n: number }>('SELECT count(*) AS n FROM compo_entries WHERE sketch_id = ?', sketch).n).toBe(0);
    } finally {
      t.write('UPDATE sketches SET unlisted = 0 WHERE id = ?', sketch);
    }
  });

  it('refuses someone else’s sketch, a mismatched compo id and bad input', async () => {
    const [open, other] = await byState('open');
    const theirs = freeSketch(2);
    expect((await ada.post(`/compo/${open!.keyName}`, { compoId: open!.id, sketchId: theirs })).statusCode).toBe(403);
    expect((await ada.post(`/compo/${open!.keyName}`, { compoId: other!.id, sketchId: freeSketch() })).statusCode).toBe(400);
    expect((await ada.post(`/compo/${open!.keyName}`, { compoId: open!.id, sketchId: 'x' })).statusCode).toBe(400);
    expect((await ada.post(`/compo/${open!.keyName}`, { compoId: open!.id, sketchId: 99999999 })).statusCode).toBe(404);
    expect((await ada.post('/compo/no-such-compo', { compoId: open!.id, sketchId: freeSketch() })).statusCode).toBe(404);
    expect((await visitor.post(`/compo/${open!.keyName}`, { compoId: open!.id, sketchId: freeSketch() })).statusCode).toBe(401);
    expect(one<{ n: number }>('SELECT count(*) AS n FROM compo_entries WHERE sketch_id = ?', theirs).n).toBe(0);
  });

  it('removes only while the compo is open, and only the creator', async () => {
    const inVoting = one<{ id: number; user_id: number }>(
      `SELECT s.id, s.user_id FROM compo_entries e JOIN compos c ON c.id = e.compo_id JOIN sketches s ON s.id = e.sketch_id
       WHERE c.end_date <= ? AND c.end_voting_date > ? LIMIT 1`,
      new Date(t.app.ctx.clock()).toISOString(),
      new Date(t.app.ctx.clock()).toISOString(),
    );
    const owner = await t.clientAs(inVoting.user_id);
    const refused = await owner.post('/api/compoRemoveSketch', { which: inVoting.id });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toBe(REMOVE_NOT_OPEN_MESSAGE);
    const inOpen = one<{ id: number; user_id: number }>(
      'SELECT s.id, s.user_id FROM compo_entries e JOIN compos c ON c.id = e.compo_id JOIN sketches s ON s.id = e.sketch_id WHERE c.end_date > ? AND s.user_id <> 1 LIMIT 1',
      new Date(t.app.ctx.clock()).toISOString(),
    );
    expect((await ada.post('/api/compoRemoveSketch', { which: inOpen.id })).statusCode).toBe(403);
    expect((await ada.post('/api/compoRemoveSketch', { which: freeSketch() })).statusCode).toBe(404);
    expect((await ada.post('/api/compoRemoveSketch', { which: 'abc' })).statusCode).toBe(400);
    expect(one<{ n: number }>('SELECT count(*) AS n FROM compo_entries WHERE sketch_id IN (?, ?)', inVoting.id, inOpen.id).n).toBe(2);
  });

  it('still refuses the owner’s delete of a sketch in a closed compo', async () => {
    const entry = one<{ id: number; user_id: number }>(
      'SELECT s.id, s.user_id FROM compo_entries e JOIN compos c ON c.id = e.compo_id JOIN sketches s ON s.id = e.sketch_id WHERE c.end_voting_date <= ? LIMIT 1',
      new Date(t.app.ctx.clock()).toISOString(),
    );
    const owner = await t.clientAs(entry.user_id);
    expect((await owner.post(`/api/v2/sketch/${entry.id}`, { action: 'delete' })).statusCode).toBe(409);
    expect(one<{ n: number }>('SELECT count(*) AS n FROM sketches WHERE id = ?', entry.id).n).toBe(1);
  });
});
