// @vitest-environment node
// The whole seed: deterministic (for every table, so the statistics and community seed steps'
// tests need not seed again), sized as planned, with the demo accounts the end-to-end tests use.
import { beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/database';
import { migrations } from '../db/migrations';
import { openSeededCopy } from '../testing/seededDatabase';
import { TEST_NOW } from '../testing/seedTemplate';
import { DEMO_ACCOUNTS, DEMO_FACTS } from './demoAccounts';
import { seedDatabase, seedIfEmpty } from './index';
import { Rng } from './prng';

const NOW = TEST_NOW;

/** Every table of a database, migrations' bookkeeping included. */
const tablesOf = (db: Db) =>
  db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").pluck().all() as string[];
/** A table's rows, each as JSON, in a fixed order. */
const rowsOf = (db: Db, table: string) =>
  (db.prepare(`SELECT * FROM "${table}"`).raw().all() as unknown[][]).map((row) => JSON.stringify(row)).sort();

const count = (db: Db, sql: string, ...params: unknown[]) => db.prepare(sql).pluck().get(...params) as number;

describe('prng', () => {
  it('repeats its sequence for the same seed', () => {
    const a = new Rng(42);
    const b = new Rng(42);
    expect(Array.from({ length: 5 }, () => a.next())).toEqual(Array.from({ length: 5 }, () => b.next()));
    expect(new Rng(43).next()).not.toBe(new Rng(42).next());
  });
});

// How long seeding takes is a benchmark's question, not a test's: npm run bench:seed.
describe('demo seed', () => {
  // The run's template (test/globalSetup.ts seeded it, in another process, at the same moment).
  const db = openSeededCopy();
  // A second seed of an empty database here, to compare with it.
  let fresh: Db;
  let seededFresh: boolean;
  beforeAll(() => {
    fresh = openDatabase(':memory:');
    seededFresh = seedIfEmpty(fresh, { now: NOW });
  });

  it('seeds only an empty database', () => {
    expect(seededFresh).toBe(true);
    expect(seedIfEmpty(db, { now: NOW })).toBe(false);
    expect(count(fresh, 'SELECT count(*) FROM users')).toBe(402);
  });

  it('is deterministic: a second seed gives identical data in every table', () => {
    const tables = tablesOf(db);
    expect(tablesOf(fresh)).toEqual(tables);
    expect(tables.length).toBeGreaterThan(40);
    for (const table of tables) expect(rowsOf(fresh, table), table).toEqual(rowsOf(db, table));
  });

  it('gives other data for another seed number', () => {
    const other = openDatabase(':memory:');
    seedDatabase(other, { now: NOW, seed: 7 });
    for (const table of ['users', 'sketches', 'comments', 'follows', 'user_stats', 'brushes', 'challenge_entries', 'group_members']) {
      expect(rowsOf(other, table), table).not.toEqual(rowsOf(db, table));
    }
  });

  it('migrates to the latest schema version', () => {
    expect(db.pragma('user_version', { simple: true })).toBe(migrations.at(-1)?.version);
  });

  it('has the planned size', () => {
    expect(count(db, 'SELECT count(*) FROM users')).toBe(402); // 400 generated, the Anonymous account (seedAnonymous) and the new member (seedNewMember)
    expect(count(db, 'SELECT count(*) FROM sketches')).toBe(4000);
    expect(count(db, 'SELECT count(*) FROM comments')).toBe(15_000);
    expect(count(db, 'SELECT count(*) FROM albums')).toBeGreaterThan(100);
    expect(count(db, 'SELECT count(*) FROM follows')).toBeGreaterThan(2000);
  });

  it('creates the demo accounts with their roles', () => {
    for (const account of DEMO_ACCOUNTS) {
      const row = db.prepare('SELECT nickname, apple_id, chat_id FROM users WHERE id = ?').get(account.id) as Record<string, unknown>;
      expect(row).toMatchObject({ nickname: account.nickname, apple_id: account.appleSub });
      expect(row.chat_id).toEqual(expect.any(String));
    }
    const user = (id: number) => db.prepare('SELECT * FROM users WHERE id = ?').get(id) as Record<string, unknown>;
    expect(user(1)).toMatchObject({ apple_id: 'apple-ada', mature: 0 });
    expect(user(2)).toMatchObject({ icons: 'p', patron_since: DEMO_FACTS.patronSince });
    expect(user(3).icons).toContain('g');
    expect(user(4)).toMatchObject({ icons: 'm', thumbs: 1 });
    expect(db.prepare('SELECT duration, reason, accepted FROM bans WHERE user_id = 5').all()).toEqual([
      { duration: 0, reason: DEMO_FACTS.warningReason, accepted: 0 },
    ]);
    const suspension = db.prepare('SELECT * FROM bans WHERE user_id = 6').get() as Record<string, string | number>;
    expect(suspension).toMatchObject({ duration: 168, reason: DEMO_FACTS.suspensionReason });
    expect(Date.parse(String(suspension.date_start))).toBe(NOW - 86_400_000);
    expect(Date.parse(String(suspension.date_end))).toBe(NOW - 86_400_000 + 168 * 3_600_000);
  });

  it('gives InkyAda many sketches, fans and albums', () => {
    expect(count(db, 'SELECT count(*) FROM sketches WHERE user_id = 1')).toBeGreaterThanOrEqual(100);
    expect(count(db, 'SELECT count(*) FROM follows WHERE artist_id = 1')).toBeGreaterThanOrEqual(100);
    expect(count(db, 'SELECT count(*) FROM albums WHERE user_id = 1 AND mode = 0')).toBeGreaterThanOrEqual(3);
    expect(count(db, 'SELECT count(*) FROM albums WHERE user_id = 1 AND mode = 1')).toBeGreaterThanOrEqual(1);
    expect(count(db, 'SELECT count(*) FROM sketches WHERE user_id = 1 AND width = 2048 AND height = 506')).toBeGreaterThanOrEqual(1);
  });

  it('has the content variants the client must handle', () => {
    expect(count(db, "SELECT count(*) FROM sketches WHERE title = ''")).toBeGreaterThan(0);
    expect(count(db, "SELECT count(*) FROM sketches WHERE title = 'null'")).toBeGreaterThan(0);
    expect(count(db, 'SELECT count(*) FROM sketches WHERE width = 2048 AND height = 506')).toBeGreaterThan(5);
    for (const flag of ['mature', 'unlisted', 'featured']) {
      expect(count(db, `SELECT count(*) FROM sketches WHERE ${flag} = 1`)).toBeGreaterThan(0);
    }
    expect(count(db, 'SELECT count(*) FROM sketches WHERE video IS NOT NULL')).toBeGreaterThan(0);
    expect(count(db, 'SELECT count(*) FROM sketches WHERE compo_place = -1')).toBeGreaterThan(0);
    expect(count(db, 'SELECT max(compo_place) FROM sketches')).toBeLessThanOrEqual(40);
    expect(count(db, 'SELECT count(*) FROM sketches WHERE compo_place > 25')).toBeGreaterThan(0);
    expect(count(db, 'SELECT min(created) < ? FROM sketches', new Date(NOW - 600 * 86_400_000).toISOString())).toBe(1);
    expect(count(db, 'SELECT count(*) FROM sketches WHERE featured = 1 AND (featured_by IS NULL OR featured_date IS NULL)')).toBe(0);
  });

  it('keeps counters and limits consistent', () => {
    expect(count(db, 'SELECT count(*) FROM sketches s WHERE hearts != (SELECT count(*) FROM hearts h WHERE h.sketch_id = s.id)')).toBe(0);
    const memberships = db.prepare('SELECT count(*) AS n FROM album_items GROUP BY sketch_id ORDER BY n DESC LIMIT 1').pluck().get();
    expect(memberships).toBe(10);
    expect(count(db, 'SELECT count(*) FROM follows WHERE fan_id = artist_id')).toBe(0);
    // A block ends fandom both ways (data/follows.ts's addBlock); there are blocks to check.
    expect(count(db, 'SELECT count(*) FROM blocks')).toBeGreaterThan(10);
    expect(count(db, 'SELECT count(*) FROM follows f JOIN blocks b ON (b.blocker_id = f.fan_id AND b.blocked_id = f.artist_id) OR (b.blocker_id = f.artist_id AND b.blocked_id = f.fan_id)')).toBe(0);
    expect(count(db, 'SELECT count(*) FROM hearts h JOIN sketches s ON s.id = h.sketch_id WHERE s.user_id = h.giver_id')).toBe(0);
    expect(count(db, 'PRAGMA foreign_key_check')).toBeUndefined();
  });
});
