// The compos table (its row type, checked against the migrations by columns.test.ts) and the
// queries of the compos domain that have moved out of the routes so far (issue 24): whether a
// compo exists, entries, votes, and the invites of sketches to compos. The compo entities' own
// reads are still in entities/compos.ts and entities/community.ts.
import type { Db } from '../db/database';
import { columnsOf } from './columns';

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

/** Whether compo `id` exists (false while the store has no compos table yet). */
export function compoExists(db: Db, id: number): boolean {
  const hasTable = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'compos'").get();
  return !!hasTable && db.prepare('SELECT 1 FROM compos WHERE id = ?').get(id) !== undefined;
}

/** A sketch's invite to a compo, with the compo's title; undefined when it has none. */
export function findCompoInvite(db: Db, sketchId: number): { accepted_date: string | null; title: string } | undefined {
  return db
    .prepare('SELECT i.accepted_date, c.title FROM compo_invites i JOIN compos c ON c.id = i.compo_id WHERE i.sketch_id = ?')
    .get(sketchId) as { accepted_date: string | null; title: string } | undefined;
}

export function acceptCompoInvite(db: Db, sketchId: number, byUserId: number, date: string): void {
  db.prepare('UPDATE compo_invites SET accepted_by = ?, accepted_date = ? WHERE sketch_id = ?').run(byUserId, date, sketchId);
}

/** Saves a user's ballot of a compo (a later save replaces it): the votes as JSON and the step reached. */
export function saveCompoVotes(db: Db, compoId: number, userId: number, votes: unknown, step: number, date: string): void {
  db.prepare(
    `INSERT INTO compo_votes (compo_id, user_id, votes, step, date) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (compo_id, user_id) DO UPDATE SET votes = excluded.votes, step = excluded.step, date = excluded.date`,
  ).run(compoId, userId, JSON.stringify(votes), step, date);
}

/** Whether a sketch is entered in a compo (a sketch is in one compo at most). */
export function isCompoEntry(db: Db, sketchId: number): boolean {
  return db.prepare('SELECT 1 FROM compo_entries WHERE sketch_id = ?').get(sketchId) !== undefined;
}

/** The compo a sketch is entered in, or undefined. */
export function compoOfEntry(db: Db, sketchId: number): CompoRow | undefined {
  return db.prepare('SELECT c.* FROM compo_entries e JOIN compos c ON c.id = e.compo_id WHERE e.sketch_id = ?').get(sketchId) as CompoRow | undefined;
}

/** Enters a sketch in a compo (place -1: entered, not placed). Call it in a transaction. */
export function enterCompo(db: Db, compoId: number, sketchId: number, date: string): void {
  db.prepare('INSERT INTO compo_entries (sketch_id, compo_id, place, added) VALUES (?, ?, -1, ?)').run(sketchId, compoId, date);
  db.prepare('UPDATE sketches SET compo_place = -1 WHERE id = ?').run(sketchId);
}

/** Takes a sketch out of its compo. Call it in a transaction. */
export function leaveCompo(db: Db, sketchId: number): void {
  db.prepare('DELETE FROM compo_entries WHERE sketch_id = ?').run(sketchId);
  db.prepare('UPDATE sketches SET compo_place = NULL WHERE id = ?').run(sketchId);
}
