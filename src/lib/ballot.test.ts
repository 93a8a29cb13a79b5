import { describe, expect, it } from 'vitest';
import { back, checkVotes, fitsBallot, next, pick, PICK_REQUIRED, skip, startBallot, toSets, visitTarget, VISIT_REQUIRED, VOTE_THANKS, votesOf, votesOnEntries } from './ballot';

const SETS = [
  [1, 2, 3, 4],
  [5, 6, 7, 8],
  [9, 10],
];

describe('the ballot', () => {
  it('splits entries into sets of 4, as few as hold them, one short at most: no set of a single sketch', () => {
    expect(toSets([1, 2, 3, 4, 5, 6, 7, 8], 4)).toEqual([[1, 2, 3, 4], [5, 6, 7, 8]]);
    expect(toSets([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 4)).toEqual([[1, 2, 3, 4], [5, 6, 7], [8, 9, 10]]);
    expect(toSets([1, 2, 3, 4, 5], 4)).toEqual([[1, 2, 3], [4, 5]]);
    expect(toSets([1], 4)).toEqual([[1]]);
    expect(toSets([], 4)).toEqual([]);
    const sizes = toSets(Array.from({ length: 49 }, (_, i) => i), 4).map((set) => set.length);
    expect(sizes).toEqual([...Array(10).fill(4), 3, 3, 3]);
  });

  it('moves the picked sketch to the first position', () => {
    const state = pick(startBallot(SETS, null), 3);
    expect(state.order[0]).toEqual([3, 1, 2, 4]);
    expect(state.choices[0]).toBe(3);
    expect(pick(state, 2).order[0]).toEqual([2, 3, 1, 4]);
  });

  it('ignores a pick from another set', () => {
    const state = startBallot(SETS, null);
    expect(pick(state, 9)).toBe(state);
  });

  it('sends a skipped set as all four ids negated, and picks with the choice first', () => {
    let state = startBallot(SETS, null);
    state = pick(state, 2);
    state = (next(state) as { state: typeof state }).state;
    state = skip(state);
    state = (next(state) as { state: typeof state }).state;
    state = pick(state, 10);
    expect(votesOf(state)).toEqual([
      [2, 1, 3, 4],
      [-5, -6, -7, -8],
      [10, 9],
    ]);
  });

  it('asks for a pick or a skip before Next', () => {
    const state = startBallot(SETS, null);
    expect(next(state)).toEqual({ error: PICK_REQUIRED });
    expect(PICK_REQUIRED).toBe("Please select your choice for best sketch in this group or tap Skip if you really can't decide.");
  });

  it('makes Next the submit on the last set', () => {
    let state = { ...startBallot(SETS, null), step: 2 };
    state = pick(state, 9);
    expect(next(state)).toEqual({ submit: true });
    expect(back(state).step).toBe(1);
    expect(back(back(back(state))).step).toBe(0);
  });

  it('visits only a selected sketch', () => {
    const state = startBallot(SETS, null);
    expect(visitTarget(state)).toEqual({ error: VISIT_REQUIRED });
    expect(VISIT_REQUIRED).toBe('Please select a sketch first to view it.');
    expect(visitTarget(skip(state))).toEqual({ error: VISIT_REQUIRED });
    expect(visitTarget(pick(state, 4))).toEqual({ id: 4 });
  });

  it('starts from the previous vote, ignoring a vote that no longer fits its set', () => {
    const state = startBallot(SETS, [[3, 1, 2, 4], [-5, -6, -7, -8], [11, 9]]);
    expect(state.choices).toEqual([3, 'skip', null]);
    expect(state.order[0]).toEqual([3, 1, 2, 4]);
  });

  it('has the thanks text', () => {
    expect(VOTE_THANKS).toBe('Thanks for casting your vote!');
  });
});

describe('checkVotes (the server checks the same)', () => {
  it('accepts one vote per set naming each id once, all positive or all negative', () => {
    expect(checkVotes(SETS, [[4, 1, 2, 3], [-8, -7, -6, -5], [9, 10]])).toBeNull();
  });

  it.each([
    ['not a list', { a: 1 }],
    ['a set missing', [[1, 2, 3, 4], [5, 6, 7, 8]]],
    ['a set repeated', [[1, 2, 3, 4], [1, 2, 3, 4], [9, 10]]],
    ['an id twice', [[1, 1, 2, 3], [5, 6, 7, 8], [9, 10]]],
    ['a stranger id', [[1, 2, 3, 99], [5, 6, 7, 8], [9, 10]]],
    ['mixed signs', [[1, -2, -3, -4], [5, 6, 7, 8], [9, 10]]],
    ['a zero', [[0, 1, 2, 3], [5, 6, 7, 8], [9, 10]]],
    ['text ids', [['1', '2', '3', '4'], [5, 6, 7, 8], [9, 10]]],
    ['a short set', [[1, 2, 3], [5, 6, 7, 8], [9, 10]]],
  ])('refuses %s', (_what, votes) => {
    expect(checkVotes(SETS, votes)).toEqual(expect.any(String));
  });
});

describe('votesOnEntries (a ballot whose entries left meanwhile)', () => {
  it('drops the ids no longer entries, makes a set whose choice left a skip, and drops a set left empty', () => {
    // 3 left (a set's other), 5 left (a set's choice), 9 and 10 left (a whole set).
    const entries = [1, 2, 4, 6, 7, 8];
    expect(votesOnEntries([[4, 1, 2, 3], [5, 6, 7, 8], [-9, -10]], entries, 4)).toEqual({ votes: [[4, 1, 2], [-6, -7, -8]] });
  });

  it('keeps a skip a skip, and a choice still there the choice', () => {
    expect(votesOnEntries([[-1, -2, -3], [6, 5]], [1, 2, 5, 6], 4)).toEqual({ votes: [[-1, -2], [6, 5]] });
  });

  it.each([
    ['an entry not named', [[1, 2], [5, 6]], [1, 2, 5, 6, 7]],
    ['an entry named twice', [[1, 2], [2, 5, 6]], [1, 2, 5, 6]],
    ['a set over the size', [[1, 2, 3, 4, 5]], [1, 2, 3, 4, 5]],
    ['mixed signs', [[1, -2]], [1, 2]],
    ['not a list', 'x', [1]],
  ])('refuses %s', (_what, votes, entries) => {
    expect(votesOnEntries(votes, entries, 4)).toEqual({ problem: expect.any(String) });
  });
});

describe('fitsBallot', () => {
  it('keeps a restored state of the same sets and drops anything else', () => {
    const state = pick(startBallot(SETS, null), 2);
    expect(fitsBallot(state, SETS)).toBe(true);
    expect(fitsBallot(state, SETS.slice(0, 2))).toBe(false);
    expect(fitsBallot({ ...state, step: 7 }, SETS)).toBe(false);
    expect(fitsBallot({ ...state, choices: [99, null, null] }, SETS)).toBe(false);
    expect(fitsBallot(null, SETS)).toBe(false);
    expect(fitsBallot('x', SETS)).toBe(false);
  });
});
