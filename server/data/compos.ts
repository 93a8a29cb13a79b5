// The queries of the compos domain that have moved out of the routes so far (issue 24): whether
// a compo exists, and the invites of sketches to compos.
import type { Db } from '../db/database';

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
