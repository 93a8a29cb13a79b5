// A compo's results (spec part 1 §4: "open -> voting -> closed (label 'View results')", "places 1
// to 10 show as ordinals; others show top 25, 50, 100 or 250 labels"): once its voting has closed,
// the stored ballots are counted and every entry gets its place, which the compo page, the entry's
// sketch page and its cards then show. Entries stay at place -1 ('Entered') until then.
import { type Db, writeTransaction } from '../db/database';
import { compoBallots, compoEntriesByArrival, composAwaitingResults, nextVotingEnd, setCompoPlace } from '../data/compos';

/**
 * The places of a compo's entries from its ballots. A ballot holds one vote per set of (up to) 4
 * sketches, the chosen sketch first, or the set's ids negated when the voter skipped it
 * (migration 7); every voter is shown every entry but their own once, so the number of sets an
 * entry won ranks it. Ties go to the earlier entry (`entries` is in the order they entered). A
 * ballot that is not a list of lists of ids (none should be: the vote route checks each) counts
 * nothing.
 */
export function placesFromBallots(entries: readonly number[], ballots: readonly unknown[]): Map<number, number> {
  const wins = new Map(entries.map((id) => [id, 0]));
  for (const ballot of ballots) {
    if (!Array.isArray(ballot)) continue;
    for (const vote of ballot) {
      const chosen: unknown = Array.isArray(vote) ? vote[0] : undefined;
      if (typeof chosen === 'number' && chosen > 0 && wins.has(chosen)) wins.set(chosen, wins.get(chosen)! + 1);
    }
  }
  const ranked = entries.map((id, arrival) => ({ id, arrival, wins: wins.get(id)! })).sort((a, b) => b.wins - a.wins || a.arrival - b.arrival);
  return new Map(ranked.map((entry, index) => [entry.id, index + 1]));
}

const parsedBallot = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/**
 * Counts the ballots of every compo whose voting closed at `nowIso` and whose entries are not
 * placed yet, and places them. Each compo is placed in a transaction that looks again whether it
 * still waits, so two processes on one store (REDIS_URL) place it once. Returns the compos placed.
 */
export function settleCompoResults(db: Db, nowIso: string): number[] {
  const placed: number[] = [];
  for (const compoId of composAwaitingResults(db, nowIso)) {
    writeTransaction(db, () => {
      if (!composAwaitingResults(db, nowIso).includes(compoId)) return;
      const places = placesFromBallots(compoEntriesByArrival(db, compoId), compoBallots(db, compoId).map(parsedBallot));
      for (const [sketchId, place] of places) setCompoPlace(db, sketchId, place);
      placed.push(compoId);
    });
  }
  return placed;
}

/** When results are next due: the soonest end of a compo's voting still to come, or null. */
export const nextCompoResultsDue = (db: Db, nowIso: string): string | null => nextVotingEnd(db, nowIso);
