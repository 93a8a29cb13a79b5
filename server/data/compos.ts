// The compos table (its row type, checked against the migrations by columns.test.ts) and the
// queries of the compos domain: finding and listing compos, entries, votes and ballots, and the
// invites of sketches to compos (entities/compos.ts and community.ts map them to entities).
import type { Db } from '../db/database';
import { columnsOf } from './columns';
import { CARD_COLUMNS, type CardRow } from './feeds';
import { oncePerDb, statementCache } from './perDatabase';

export interface CompoRow {
  id: number;
  key_name: string;
  title: string;
  infos: string | null;
  thumbnail_sketch_id: number | null;
  start_date: string;
  end_date: string;
  end_voting_date: string;
}

/** The columns of CompoRow (columns.test.ts holds them to the migrations). */
export const COMPO_COLUMNS = columnsOf<CompoRow>()(['id', 'key_name', 'title', 'infos', 'thumbnail_sketch_id', 'start_date', 'end_date', 'end_voting_date']);

const composTableExists = oncePerDb((db) => db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'compos'"));
const compoById = oncePerDb((db) => db.prepare('SELECT 1 FROM compos WHERE id = ?'));

/** Whether compo `id` exists (false while the store has no compos table yet). */
export function compoExists(db: Db, id: number): boolean {
  const hasTable = composTableExists(db).get();
  return !!hasTable && compoById(db).get(id) !== undefined;
}

const findCompoInviteStatement = oncePerDb((db) => db.prepare('SELECT i.accepted_date, c.title FROM compo_invites i JOIN compos c ON c.id = i.compo_id WHERE i.sketch_id = ?'));

/** A sketch's invite to a compo, with the compo's title; undefined when it has none. */
export function findCompoInvite(db: Db, sketchId: number): { accepted_date: string | null; title: string } | undefined {
  return findCompoInviteStatement(db).get(sketchId) as { accepted_date: string | null; title: string } | undefined;
}

const acceptCompoInviteStatement = oncePerDb((db) => db.prepare('UPDATE compo_invites SET accepted_by = ?, accepted_date = ? WHERE sketch_id = ?'));

export function acceptCompoInvite(db: Db, sketchId: number, byUserId: number, date: string): void {
  acceptCompoInviteStatement(db).run(byUserId, date, sketchId);
}

const saveCompoVotesStatement = oncePerDb((db) =>
  db
    .prepare(
      `INSERT INTO compo_votes (compo_id, user_id, votes, step, date) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (compo_id, user_id) DO UPDATE SET votes = excluded.votes, step = excluded.step, date = excluded.date`,
    ),
);

/** Saves a user's ballot of a compo (a later save replaces it): the votes as JSON and the step reached. */
export function saveCompoVotes(db: Db, compoId: number, userId: number, votes: unknown, step: number, date: string): void {
  saveCompoVotesStatement(db).run(compoId, userId, JSON.stringify(votes), step, date);
}

const isCompoEntryStatement = oncePerDb((db) => db.prepare('SELECT 1 FROM compo_entries WHERE sketch_id = ?'));

/** Whether a sketch is entered in a compo (a sketch is in one compo at most). */
export function isCompoEntry(db: Db, sketchId: number): boolean {
  return isCompoEntryStatement(db).get(sketchId) !== undefined;
}

const compoOfEntryStatement = oncePerDb((db) => db.prepare('SELECT c.* FROM compo_entries e JOIN compos c ON c.id = e.compo_id WHERE e.sketch_id = ?'));

/** The compo a sketch is entered in, or undefined. */
export function compoOfEntry(db: Db, sketchId: number): CompoRow | undefined {
  return compoOfEntryStatement(db).get(sketchId) as CompoRow | undefined;
}

const insertCompoEntry = oncePerDb((db) => db.prepare('INSERT INTO compo_entries (sketch_id, compo_id, place, added) VALUES (?, ?, -1, ?)'));
const markSketchEntered = oncePerDb((db) => db.prepare('UPDATE sketches SET compo_place = -1 WHERE id = ?'));

/** Enters a sketch in a compo (place -1: entered, not placed). Call it in a transaction. */
export function enterCompo(db: Db, compoId: number, sketchId: number, date: string): void {
  insertCompoEntry(db).run(sketchId, compoId, date);
  markSketchEntered(db).run(sketchId);
}

const deleteCompoEntry = oncePerDb((db) => db.prepare('DELETE FROM compo_entries WHERE sketch_id = ?'));
const clearSketchCompoPlace = oncePerDb((db) => db.prepare('UPDATE sketches SET compo_place = NULL WHERE id = ?'));

/** Takes a sketch out of its compo. Call it in a transaction. */
export function leaveCompo(db: Db, sketchId: number): void {
  deleteCompoEntry(db).run(sketchId);
  clearSketchCompoPlace(db).run(sketchId);
}

const findCompoByIdOrKeyStatement = oncePerDb((db) => db.prepare('SELECT * FROM compos WHERE id = ? OR key_name = ? ORDER BY key_name = ? DESC LIMIT 1'));

/** A compo by id or by key name (a key name made of digits wins over the id), or undefined. */
export function findCompoByIdOrKey(db: Db, id: number, keyName: string): CompoRow | undefined {
  return findCompoByIdOrKeyStatement(db).get(id, keyName, keyName) as CompoRow | undefined;
}

const findCompoByKeyStatement = oncePerDb((db) => db.prepare('SELECT * FROM compos WHERE key_name = ?'));

/** A compo by key name (any case: the column is NOCASE), or undefined. */
export function findCompoByKey(db: Db, keyName: string): CompoRow | undefined {
  return findCompoByKeyStatement(db).get(keyName) as CompoRow | undefined;
}

const allComposStatement = oncePerDb((db) => db.prepare('SELECT * FROM compos'));

/** Every compo, in no order (entities/compos.ts's listCompos sorts them by state). */
export function allCompos(db: Db): CompoRow[] {
  return allComposStatement(db).all() as CompoRow[];
}

const runningComposStatement = oncePerDb((db) => db.prepare('SELECT * FROM compos WHERE end_voting_date > ? ORDER BY end_date > ? DESC, end_date, end_voting_date, id'));

/** Compos whose voting has not closed at `nowIso`: open ones first, soonest deadline first. */
export function runningCompos(db: Db, nowIso: string): CompoRow[] {
  return runningComposStatement(db).all(nowIso, nowIso) as CompoRow[];
}

const closedComposStatement = oncePerDb((db) => db.prepare('SELECT * FROM compos WHERE end_voting_date <= ? ORDER BY end_voting_date DESC, id DESC LIMIT ?'));

/** Compos whose voting has closed at `nowIso`, the latest closed first. */
export function closedCompos(db: Db, nowIso: string, limit: number): CompoRow[] {
  return closedComposStatement(db).all(nowIso, limit) as CompoRow[];
}

const openComposStatement = oncePerDb((db) => db.prepare('SELECT id, key_name AS keyName, title FROM compos WHERE start_date <= ? AND end_date > ? ORDER BY end_date'));

/** Compos taking entries at `nowIso`, the soonest to close first. */
export function openCompos(db: Db, nowIso: string): { id: number; keyName: string; title: string }[] {
  return openComposStatement(db).all(nowIso, nowIso) as {
    id: number;
    keyName: string;
    title: string;
  }[];
}

/** Two texts: the visitor's filter and the viewer's (feeds/cards.ts visibleTo). */
const entryCountStatement = statementCache('pluck', 2);

/**
 * How many of a compo's entries pass `filter` (feeds/cards.ts visibleTo: the entries the viewer
 * sees listed), so the count on the compo matches the list under it.
 */
export function compoEntryCount(db: Db, compoId: number, filter: { sql: string; params: unknown[] }): number {
  const sql = `SELECT count(*) FROM compo_entries e JOIN sketches s ON s.id = e.sketch_id WHERE e.compo_id = ? AND ${filter.sql}`;
  return entryCountStatement(db, sql).get(compoId, ...filter.params) as number;
}

/** One text: a signed-in viewer's filter without their own entries (a ballot's). */
const anyEntryStatement = statementCache('pluck', 1);

/**
 * Whether any of a compo's entries passes `filter`: stops at the first, where a count reads every
 * entry (a signed-in home asks it of each voting compo on every page).
 */
export function compoHasEntry(db: Db, compoId: number, filter: { sql: string; params: unknown[] }): boolean {
  const sql = `SELECT EXISTS (SELECT 1 FROM compo_entries e JOIN sketches s ON s.id = e.sketch_id WHERE e.compo_id = ? AND ${filter.sql})`;
  return anyEntryStatement(db, sql).get(compoId, ...filter.params) === 1;
}

const hasCompoBallotStatement = oncePerDb((db) => db.prepare('SELECT 1 FROM compo_votes WHERE compo_id = ? AND user_id = ?'));

/** Whether a user has stored a ballot of a compo. */
export function hasCompoBallot(db: Db, compoId: number, userId: number): boolean {
  return hasCompoBallotStatement(db).get(compoId, userId) !== undefined;
}

const storedBallotVotesStatement = oncePerDb((db) => db.prepare('SELECT votes FROM compo_votes WHERE compo_id = ? AND user_id = ?').pluck());

/** A user's stored votes of a compo as saved (JSON), or undefined. */
export function storedBallotVotes(db: Db, compoId: number, userId: number): string | undefined {
  return storedBallotVotesStatement(db).get(compoId, userId) as string | undefined;
}

/** The compo a sketch entered with its dates and the sketch's place, or undefined. */
export type SketchCompoRow = Pick<CompoRow, 'key_name' | 'title' | 'end_date' | 'end_voting_date'> & { place: number };

const findSketchCompoStatement = oncePerDb((db) =>
  db
    .prepare(
      `SELECT c.key_name, c.title, c.end_date, c.end_voting_date, e.place FROM compo_entries e JOIN compos c ON c.id = e.compo_id
       WHERE e.sketch_id = ?`,
    ),
);

export function findSketchCompo(db: Db, sketchId: number): SketchCompoRow | undefined {
  return findSketchCompoStatement(db).get(sketchId) as SketchCompoRow | undefined;
}

const hasPendingCompoInviteStatement = oncePerDb((db) => db.prepare('SELECT 1 FROM compo_invites WHERE sketch_id = ? AND accepted_date IS NULL'));

/** Whether a sketch has an invite to a compo not accepted yet. */
export function hasPendingCompoInvite(db: Db, sketchId: number): boolean {
  return hasPendingCompoInviteStatement(db).get(sketchId) !== undefined;
}

/**
 * A compo's entries as cards for a ballot: not `voterId`'s own, and passing the feed's
 * visibility filter (feeds/cards.ts's visibleTo, on the alias s); in no order.
 */
export function ballotCardRows(db: Db, compoId: number, voterId: number, filter: { sql: string; params: unknown[] }): CardRow[] {
  return db
    .prepare(
      `SELECT ${CARD_COLUMNS} FROM compo_entries e JOIN sketches s ON s.id = e.sketch_id JOIN users u ON u.id = s.user_id
       WHERE e.compo_id = ? AND s.user_id <> ? AND ${filter.sql}`,
    )
    .all(compoId, voterId, ...filter.params) as CardRow[];
}

const composAwaitingResultsStatement = oncePerDb((db) =>
  db.prepare('SELECT DISTINCT e.compo_id FROM compo_entries e JOIN compos c ON c.id = e.compo_id WHERE c.end_voting_date <= ? AND e.place = -1').pluck(),
);

/** Compos whose voting closed at `nowIso` with entries still only entered (place -1): their results are due. */
export function composAwaitingResults(db: Db, nowIso: string): number[] {
  return composAwaitingResultsStatement(db).all(nowIso) as number[];
}

const nextVotingEndStatement = oncePerDb((db) => db.prepare('SELECT min(end_voting_date) FROM compos WHERE end_voting_date > ?').pluck());

/** The soonest end of a compo's voting after `nowIso`, or null when none is to come. */
export function nextVotingEnd(db: Db, nowIso: string): string | null {
  return (nextVotingEndStatement(db).get(nowIso) as string | null) ?? null;
}

const compoBallotsStatement = oncePerDb((db) => db.prepare('SELECT votes FROM compo_votes WHERE compo_id = ?').pluck());

/** Every stored ballot of a compo, as saved (JSON; the route checked each against its sets). */
export function compoBallots(db: Db, compoId: number): string[] {
  return compoBallotsStatement(db).all(compoId) as string[];
}

const compoEntriesByArrivalStatement = oncePerDb((db) => db.prepare('SELECT sketch_id FROM compo_entries WHERE compo_id = ? ORDER BY added, sketch_id').pluck());

/** A compo's entered sketches, the earliest entry first. */
export function compoEntriesByArrival(db: Db, compoId: number): number[] {
  return compoEntriesByArrivalStatement(db).all(compoId) as number[];
}

const setEntryPlaceStatement = oncePerDb((db) => db.prepare('UPDATE compo_entries SET place = ? WHERE sketch_id = ?'));
const setSketchPlaceStatement = oncePerDb((db) => db.prepare('UPDATE sketches SET compo_place = ? WHERE id = ?'));

/** Gives an entry its place in the compo's results (the entry and its sketch's card). Call it in a transaction. */
export function setCompoPlace(db: Db, sketchId: number, place: number): void {
  setEntryPlaceStatement(db).run(place, sketchId);
  setSketchPlaceStatement(db).run(place, sketchId);
}
