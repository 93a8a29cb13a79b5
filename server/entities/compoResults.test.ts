// @vitest-environment node
// A compo's results: the ballots counted once its voting closes, every entry placed, on every
// answer from the first request after the close; and a paid patron term that ends takes the flag.
import { describe, expect, it } from 'vitest';
import { BallotSchema, CompoInfoSchema, CompoListPageSchema, type Ballot } from '../../src/api/schemas/compos';
import { SketchPageSchema } from '../../src/api/schemas/sketchCards';
import { SketchSchema } from '../../src/api/schemas/sketches';
import { StoreInfoSchema } from '../../src/api/schemas/account';
import { TEST_NOW } from '../testing/seedTemplate';
import { votesOf, startBallot, pick, skip } from '../../src/lib/ballot';
import { expectShape } from '../testing/expectShape';
import type { TestClient } from '../testing/testApp';
import { useTestApp } from '../testing/useTestApp';
import { placesFromBallots, settleCompoResults } from './compoResults';
import path from 'node:path';
import { openDatabase } from '../db/database';
import { DATABASE_FILE } from '../app';

describe('placesFromBallots', () => {
  it('ranks the entries by the sets they won, ties to the earlier entry', () => {
    const entries = [10, 11, 12, 13, 14];
    const ballots = [
      [[12, 10, 11, 13], [14]],
      [[12, 11, 10, 13], [14]],
      [[11, 12, 10, 13], [-14]], // the last set skipped
    ];
    expect([...placesFromBallots(entries, ballots)]).toEqual([[12, 1], [14, 2], [11, 3], [10, 4], [13, 5]]);
  });

  it('counts nothing from a skipped set, a sketch not entered or a ballot that is not a list of sets', () => {
    const places = placesFromBallots([1, 2], [[[-2, -1]], [[99, 1]], 'nonsense', null, [{ 0: 2 }], [[2, 1]]]);
    expect([...places]).toEqual([[2, 1], [1, 2]]);
  });

  it('places every entry of a compo nobody voted in, in the order they entered', () => {
    expect([...placesFromBallots([5, 3, 4], [])]).toEqual([[5, 1], [3, 2], [4, 3]]);
  });
});

describe('a compo whose voting closes', () => {
  const t = useTestApp();
  const { ada, paolo, visitor } = t.demoClients();
  let now = TEST_NOW; // the app's clock, moved by t.advance
  const votingCompos = async () =>
    expectShape(CompoListPageSchema, (await visitor.get('/api/v2/compo?page=1&pageSize=50')).json())
      .compos.filter((compo) => compo.state === 'voting')
      .sort((a, b) => a.endVotingDate.localeCompare(b.endVotingDate));
  const entries = async (key: string, client: TestClient = visitor) => expectShape(SketchPageSchema, (await client.get(`/compo/${key}/1?format=json`)).json()).sketches;
  const ballot = async (client: TestClient, id: number): Promise<Ballot> => expectShape(BallotSchema, (await client.get(`/api/compoVote/${id}`)).json());
  /** A ballot that picks `favourite` in its set and skips every other set. */
  const voteFor = async (client: TestClient, compo: { id: number; keyName: string }, favourite: number) => {
    const sets = (await ballot(client, compo.id)).sets.map((set) => set.map((card) => card.id));
    let state = startBallot(sets, null);
    state.order.forEach((set, step) => {
      state = set.includes(favourite) ? pick({ ...state, step }, favourite) : skip({ ...state, step });
    });
    const response = await client.post(`/api/compoVote/${compo.keyName}`, { step: sets.length, votes: JSON.stringify(votesOf(state)) });
    expect(response.statusCode, response.body).toBe(200);
  };

  it('places every entry from the ballots at the first request after the close, once', async () => {
    const [compo] = await votingCompos();
    if (!compo) throw new Error('the seed has a compo in voting');
    const before = await entries(compo.keyName);
    expect(before.length).toBeGreaterThan(4);
    expect(before.every((sketch) => sketch.compoPlace === -1)).toBe(true);
    // Two voters pick the same sketch of someone else's and skip the rest; the seed's other
    // ballots are taken away: that sketch has the most sets won.
    t.write('DELETE FROM compo_votes WHERE compo_id = ?', compo.id);
    const favourite = before.find((sketch) => sketch.userId !== 1 && sketch.userId !== 2)!.id;
    await voteFor(ada, compo, favourite);
    await voteFor(paolo, compo, favourite);

    t.advance(Date.parse(compo.endVotingDate) - now + 1);
    now = Date.parse(compo.endVotingDate) + 1;
    const info = expectShape(CompoInfoSchema, (await visitor.get(`/api/v2/compo/info?name=${compo.keyName}`)).json());
    expect(info.state).toBe('closed');
    const after = await entries(compo.keyName);
    const places = after.map((sketch) => sketch.compoPlace ?? 0).sort((a, b) => a - b);
    expect(places).toEqual(before.map((_, index) => index + 1));
    expect(after.find((sketch) => sketch.id === favourite)!.compoPlace).toBe(1);
    const sketch = expectShape(SketchSchema, (await visitor.get(`/api/v2/sketchInfo/${favourite}`)).json());
    expect(sketch).toMatchObject({ compoState: 'closed', compoPlace: 1 });

    // Another process on the same store finds nothing left to place.
    const db = openDatabase(path.join(t.dataDir, DATABASE_FILE));
    try {
      expect(settleCompoResults(db, new Date(Date.parse(compo.endVotingDate) + 60_000).toISOString())).toEqual([]);
    } finally {
      db.close();
    }
  });
});

describe('a paid patron term that ends', () => {
  const t = useTestApp();
  const { paolo } = t.demoClients();
  const HOUR = 3_600_000;
  const editProfile = async () => (await paolo.get('/editProfile?format=json')).json() as Record<string, unknown>;
  const wallet = async () => expectShape(StoreInfoSchema, (await paolo.get('/api/v2/store')).json()).wallet;

  it('takes the patron flag at the first request after its end, and a granted flag stays', async () => {
    const granted = t.one<{ id: number }>("SELECT id FROM users WHERE instr(icons, 'p') > 0 AND id NOT IN (SELECT user_id FROM patron_terms) LIMIT 1");
    t.write('UPDATE patron_terms SET until = ? WHERE user_id = 2', new Date(TEST_NOW + HOUR).toISOString());
    expect(await wallet()).toMatchObject({ patron: true });
    expect(await editProfile()).toHaveProperty('userPro');
    t.advance(HOUR + 1000);
    expect(await wallet()).toMatchObject({ patron: false });
    expect(await editProfile()).not.toHaveProperty('userPro');
    expect(t.one<{ icons: string }>('SELECT icons FROM users WHERE id = 2').icons).not.toContain('p');
    if (granted) expect(t.one<{ icons: string }>('SELECT icons FROM users WHERE id = ?', granted.id).icons).toContain('p');
  });
});
