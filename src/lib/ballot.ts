// The voting ballot of a compo (spec part 1 §2 "Voting ballot", §5, §9), as pure state: the
// entries come in sets of 4; the user picks one of a set (it moves to the first position) or
// skips it (all four marked equal, sent as negative ids); Next advances and is the submit on the
// last set. The server checks a ballot with the same `checkVotes`.
import type { SetVote } from '../api/schemas/compos';

export const PICK_REQUIRED = "Please select your choice for best sketch in this group or tap Skip if you really can't decide.";
export const VISIT_REQUIRED = 'Please select a sketch first to view it.';
export const VOTE_THANKS = 'Thanks for casting your vote!';
/** Spec §8 gives no words, only "an alert asking to retry or contact support". */
export const VOTE_FAILED = 'Sorry, there was an error sending your vote. Please try again, or contact support if it keeps happening.';

/** A set's choice: the chosen sketch's id, 'skip', or nothing yet. */
export type SetChoice = number | 'skip' | null;

export interface BallotState {
  /** Each set's sketch ids in the order shown (a chosen sketch first). */
  order: number[][];
  choices: SetChoice[];
  /** The set shown, 0-based. */
  step: number;
}

/** A previous vote as this set's choice, when it fits the set (else nothing: it is asked again). */
function choiceOf(set: readonly number[], vote: readonly number[] | undefined): SetChoice {
  if (!vote || vote.length !== set.length || !sameIds(set, vote.map(Math.abs))) return null;
  if (vote.every((id) => id < 0)) return 'skip';
  return vote.every((id) => id > 0) ? vote[0]! : null;
}

const sameIds = (a: readonly number[], b: readonly number[]) => {
  const wanted = new Set(a);
  return a.length === b.length && wanted.size === a.length && new Set(b).size === b.length && b.every((id) => wanted.has(id));
};

const chosenFirst = (set: readonly number[], choice: SetChoice) =>
  typeof choice === 'number' ? [choice, ...set.filter((id) => id !== choice)] : [...set];

/** The ballot at its first set, with the user's previous votes filled in. */
export function startBallot(sets: readonly (readonly number[])[], previous: readonly SetVote[] | null): BallotState {
  const choices = sets.map((set, i) => choiceOf(set, previous?.[i]));
  return { order: sets.map((set, i) => chosenFirst(set, choices[i]!)), choices, step: 0 };
}

/** Picks a sketch of the set shown: it becomes the choice and moves to the first position. */
export function pick(state: BallotState, id: number): BallotState {
  const set = state.order[state.step];
  if (!set?.includes(id)) return state;
  return {
    ...state,
    order: state.order.map((s, i) => (i === state.step ? chosenFirst(s, id) : s)),
    choices: state.choices.map((c, i) => (i === state.step ? id : c)),
  };
}

/** Skips the set shown: its sketches are all marked equal. */
export function skip(state: BallotState): BallotState {
  return { ...state, choices: state.choices.map((c, i) => (i === state.step ? 'skip' : c)) };
}

export const isLastSet = (state: BallotState) => state.step >= state.order.length - 1;
export const currentChoice = (state: BallotState): SetChoice => state.choices[state.step] ?? null;

/** Next: the following set, 'submit' on the last one, or the text asking for a choice first. */
export function next(state: BallotState): { state: BallotState } | { submit: true } | { error: string } {
  if (currentChoice(state) === null) return { error: PICK_REQUIRED };
  if (isLastSet(state)) return { submit: true };
  return { state: { ...state, step: state.step + 1 } };
}

export function back(state: BallotState): BallotState {
  return state.step > 0 ? { ...state, step: state.step - 1 } : state;
}

/** The sketch Visit opens: the set's choice; a skipped or undecided set has none. */
export function visitTarget(state: BallotState): { id: number } | { error: string } {
  const choice = currentChoice(state);
  return typeof choice === 'number' ? { id: choice } : { error: VISIT_REQUIRED };
}

/** What is sent: per set, the chosen id first then the others, or every id negated for a skip. */
export function votesOf(state: BallotState): SetVote[] {
  return state.order.map((set, i) => {
    const choice = state.choices[i];
    return choice === 'skip' ? set.map((id) => -id) : chosenFirst(set, choice ?? null);
  });
}

/**
 * Why `votes` is not a ballot of these sets, or null when it is: one vote per set, each the set's
 * ids exactly once, all positive (the first is the choice) or all negative (skipped).
 */
export function checkVotes(sets: readonly (readonly number[])[], votes: unknown): string | null {
  if (!Array.isArray(votes)) return 'Expected a list of votes, one per set.';
  if (votes.length !== sets.length) return `Expected ${sets.length} votes, one per set; got ${votes.length}.`;
  for (let i = 0; i < sets.length; i++) {
    const vote: unknown = votes[i];
    const problem = voteShapeProblem(vote, i);
    if (problem) return problem;
    if (!sameIds(sets[i]!, (vote as number[]).map(Math.abs))) return `Vote ${i + 1} must name each sketch of set ${i + 1} once.`;
  }
  return null;
}

/** Why the `index`th vote is not a list of sketch ids all chosen (positive) or all skipped (negative), or null. */
function voteShapeProblem(vote: unknown, index: number): string | null {
  if (!Array.isArray(vote) || !vote.every((id): id is number => Number.isSafeInteger(id) && id !== 0)) return `Vote ${index + 1} is not a list of sketch ids.`;
  if (!(vote.every((id) => id > 0) || vote.every((id) => id < 0))) return `Vote ${index + 1} mixes a choice and a skip.`;
  return null;
}

/**
 * A ballot ranked on sets that changed after it was loaded: an entry deleted, unlisted or hidden
 * from this voter meanwhile cuts every set anew, and the voter's ballot, sent again, could never
 * match. Each vote keeps the ids still entries; a vote whose choice (its first id) went becomes
 * a skip of those left (no choice is made for the voter); a vote left with none goes. It stands
 * when it then names every entry exactly once, in sets of at most `size`.
 */
export function votesOnEntries(votes: unknown, entries: readonly number[], size: number): { votes: number[][] } | { problem: string } {
  if (!Array.isArray(votes)) return { problem: 'Expected a list of votes, one per set.' };
  const current = new Set(entries);
  const kept: number[][] = [];
  for (let i = 0; i < votes.length; i++) {
    const vote: unknown = votes[i];
    const problem = voteShapeProblem(vote, i);
    if (problem) return { problem };
    const ids = vote as number[];
    const left = ids.filter((id) => current.has(Math.abs(id)));
    if (left.length === 0) continue;
    if (left.length > size) return { problem: `Vote ${i + 1} names more than ${size} sketches.` };
    const choiceGone = ids[0]! > 0 && left[0] !== ids[0];
    kept.push(choiceGone ? left.map((id) => -id) : left);
  }
  const named = kept.flat().map(Math.abs);
  if (named.length !== current.size || new Set(named).size !== named.length) return { problem: 'The votes must name each sketch of the compo once.' };
  return { votes: kept };
}

/**
 * Splits entries into sets of `size` (spec: sets of 4), as few as hold them all, of sizes as even
 * as they can be: 49 entries are ten sets of 4 and three of 3, not twelve of 4 and a last one
 * of a single sketch, which would win its set with no competition.
 */
export function toSets<T>(items: readonly T[], size: number): T[][] {
  const count = Math.ceil(items.length / size);
  const smaller = count * size - items.length; // sets one short, at the end
  const sets: T[][] = [];
  for (let i = 0, start = 0; i < count; i++) {
    const length = i < count - smaller ? size : size - 1;
    sets.push(items.slice(start, start + length));
    start += length;
  }
  return sets;
}

/** Whether a kept state (page state restored by back/forward) still belongs to these sets; anything else starts afresh. */
export function fitsBallot(state: unknown, sets: readonly (readonly number[])[]): state is BallotState {
  if (!state || typeof state !== 'object') return false;
  const { order, choices, step } = state as Partial<BallotState>;
  if (!Array.isArray(order) || !Array.isArray(choices) || typeof step !== 'number') return false;
  if (order.length !== sets.length || choices.length !== sets.length || !Number.isInteger(step) || step < 0 || step >= Math.max(1, sets.length)) return false;
  return sets.every((set, i) => {
    const shown = order[i];
    const choice = choices[i];
    return Array.isArray(shown) && sameIds(set, shown) && (choice === null || choice === 'skip' || (typeof choice === 'number' && set.includes(choice)));
  });
}
