// @vitest-environment node
// A statement compiled once per database: the same one on every call with that database, its own
// with another, and the queries that use it still answer from the database they are given.
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate, type Db } from '../db/database';
import { oncePerDb, statementCache } from './perDatabase';
import { findSession, insertSession } from './sessions';

const openStore = (): Db => {
  const db = new Database(':memory:');
  migrate(db);
  return db;
};

describe('oncePerDb', () => {
  it('makes the value once per database, on first use', () => {
    const made: Db[] = [];
    const statementOf = oncePerDb((db) => (made.push(db), db.prepare('SELECT 1')));
    const a = new Database(':memory:');
    const b = new Database(':memory:');
    expect(made).toEqual([]);
    const first = statementOf(a);
    expect(statementOf(a)).toBe(first);
    expect(statementOf(b)).not.toBe(first);
    expect(made).toEqual([a, b]);
  });

  it('leaves each database its own rows (findSession, whose statement is cached)', () => {
    const [a, b] = [openStore(), openStore()];
    const session = { user_id: 1, moderator_id: null, created: '2026-01-01T00:00:00.000Z', expires: '2026-02-01T00:00:00.000Z' };
    a.prepare("INSERT INTO users (id, nickname, created) VALUES (1, 'ada', '2026-01-01')").run();
    b.prepare("INSERT INTO users (id, nickname, created) VALUES (1, 'ada', '2026-01-01')").run();
    insertSession(a, { ...session, token_hash: 'in-a' });
    insertSession(b, { ...session, token_hash: 'in-b' });
    const now = '2026-01-15T00:00:00.000Z';
    expect(findSession(a, 'in-a', now)).toEqual({ user_id: 1, moderator_id: null });
    expect(findSession(b, 'in-a', now)).toBeUndefined();
    expect(findSession(b, 'in-b', now)).toEqual({ user_id: 1, moderator_id: null });
  });
});

describe('statementCache', () => {
  it('compiles each text once per database and answers in its mode', () => {
    const plucked = statementCache('pluck');
    const raw = statementCache('raw');
    const rows = statementCache();
    const [a, b] = [new Database(':memory:'), new Database(':memory:')];
    const sql = 'SELECT 1 AS one, 2 AS two';
    const first = plucked(a, sql);
    expect(plucked(a, sql)).toBe(first);
    expect(plucked(b, sql)).not.toBe(first);
    expect(plucked(a, 'SELECT 3')).not.toBe(first);
    expect(first.get()).toBe(1);
    // Another cache keeps its own statement of the same text, in its own mode.
    expect(raw(a, sql)).not.toBe(first);
    expect(raw(a, sql).get()).toEqual([1, 2]);
    expect(rows(a, sql).get()).toEqual({ one: 1, two: 2 });
  });

  it('keeps at most `max` texts: past them a new text is compiled for each call', () => {
    const cache = statementCache('pluck', 2);
    const db = new Database(':memory:');
    const kept = [cache(db, 'SELECT 1'), cache(db, 'SELECT 2')];
    const past = cache(db, 'SELECT 3');
    expect(cache(db, 'SELECT 1')).toBe(kept[0]);
    expect(cache(db, 'SELECT 2')).toBe(kept[1]);
    expect(cache(db, 'SELECT 3')).not.toBe(past);
    expect(cache(db, 'SELECT 3').get()).toBe(3);
  });
});
