// The answers to keyed requests (migration 27; routes/requestKeys.ts): what a retry of the same
// request by the same user gets instead of a second write.
import type { Db } from '../db/database';
import { columnsOf } from './columns';
import { oncePerDb } from './perDatabase';

export interface RequestAnswerRow {
  user_id: number;
  scope: string;
  key: string;
  /** The answer as JSON. */
  answer: string;
  /** When it was kept, in ms. */
  created: number;
}

export const REQUEST_ANSWER_COLUMNS = columnsOf<RequestAnswerRow>()(['user_id', 'scope', 'key', 'answer', 'created']);

const statements = oncePerDb((db: Db) => ({
  find: db.prepare<[number, string, string], string>('SELECT answer FROM request_answers WHERE user_id = ? AND scope = ? AND key = ?').pluck(),
  keep: db.prepare<[number, string, string, string, number]>('INSERT INTO request_answers (user_id, scope, key, answer, created) VALUES (?, ?, ?, ?, ?)'),
  forget: db.prepare<[number]>('DELETE FROM request_answers WHERE created < ?'),
}));

/** The kept answer (JSON) to this user's request `key` in `scope`, if any. */
export function keptRequestAnswer(db: Db, userId: number, scope: string, key: string): string | undefined {
  return statements(db).find.get(userId, scope, key);
}

export function keepRequestAnswer(db: Db, userId: number, scope: string, key: string, answer: string, now: number): void {
  statements(db).keep.run(userId, scope, key, answer, now);
}

/** Forgets the answers kept before `before` (ms); returns how many. */
export function forgetRequestAnswers(db: Db, before: number): number {
  return statements(db).forget.run(before).changes;
}
