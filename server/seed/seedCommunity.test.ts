// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { compoState } from '../entities/community';
import { openSeededCopy } from '../testing/seededDatabase';
import { TEST_NOW } from '../testing/seedTemplate';
import { BIRTHDAYS_TODAY, DEMO_UNREAD, LIVE_STREAM_COUNT } from './seedCommunity';
import { CHALLENGE_DAYS } from './seedContests';
import { ADA_FULL_SKETCHES } from './seedGroups';

const NOW = TEST_NOW;
const all = <T,>(db: Db, sql: string, ...params: unknown[]) => db.prepare(sql).all(...params) as T[];
const one = (db: Db, sql: string, ...params: unknown[]) => db.prepare(sql).pluck().get(...params) as number;

describe('community seed', () => {
  // seed.test.ts proves every table deterministic, this step's included.
  const db = openSeededCopy();

  it('has a challenge a day, today\'s included and tomorrow\'s scheduled, each sketch in at most one', () => {
    expect(one(db, 'SELECT count(*) FROM challenges WHERE date <= ?', '2025-06-01')).toBe(CHALLENGE_DAYS);
    expect(one(db, 'SELECT count(*) FROM challenges WHERE date = ?', '2025-06-01')).toBe(1);
    expect(one(db, "SELECT count(*) FROM challenge_entries WHERE challenge_id = (SELECT id FROM challenges WHERE date = '2025-06-01')")).toBeGreaterThan(0);
    // A run that crosses midnight (UTC) still has a challenge of the day.
    expect(one(db, 'SELECT count(*) FROM challenges WHERE date = ?', '2025-06-02')).toBe(1);
    expect(one(db, 'SELECT count(*) FROM challenges WHERE date > ?', '2025-06-02')).toBe(0);
    expect(one(db, 'SELECT count(*) FROM challenges WHERE thumbnail_sketch_id IS NULL')).toBe(0);
  });

  it('has compos in every state, with entries that agree with the sketches\' places', () => {
    const nowIso = new Date(NOW).toISOString();
    const states = all<{ end_date: string; end_voting_date: string }>(db, 'SELECT end_date, end_voting_date FROM compos').map((row) =>
      compoState(row, nowIso),
    );
    // Two from seedContests and the open compo nobody entered yet (seedCompoVotes).
    expect(states.filter((s) => s === 'open')).toHaveLength(3);
    expect(states.filter((s) => s === 'voting')).toHaveLength(2);
    expect(states.filter((s) => s === 'closed').length).toBeGreaterThanOrEqual(10);
    // sketches.compo_place mirrors compo_entries.place, and nothing else has a place.
    expect(one(db, 'SELECT count(*) FROM sketches s JOIN compo_entries e ON e.sketch_id = s.id WHERE s.compo_place IS NOT e.place')).toBe(0);
    expect(one(db, 'SELECT count(*) FROM sketches WHERE compo_place IS NOT NULL AND id NOT IN (SELECT sketch_id FROM compo_entries)')).toBe(0);
    // Running compos only have entries (-1); closed ones have places, each place once.
    expect(one(db, 'SELECT count(*) FROM compo_entries e JOIN compos c ON c.id = e.compo_id WHERE c.end_voting_date > ? AND e.place <> -1', nowIso)).toBe(0);
    expect(one(db, 'SELECT count(*) FROM compo_entries e JOIN compos c ON c.id = e.compo_id WHERE c.end_voting_date <= ? AND e.place < 1', nowIso)).toBe(0);
    expect(one(db, 'SELECT count(*) FROM (SELECT compo_id, place FROM compo_entries WHERE place > 0 GROUP BY compo_id, place HAVING count(*) > 1)')).toBe(0);
    // InkyAda's winning sketch keeps its first place.
    expect(one(db, 'SELECT count(*) FROM sketches WHERE user_id = 1 AND compo_place = 1')).toBeGreaterThan(0);
  });

  it('has groups with members and sketches, never more than 10 groups per sketch', () => {
    expect(one(db, 'SELECT count(*) FROM groups')).toBeGreaterThanOrEqual(20);
    expect(one(db, "SELECT count(*) FROM group_members WHERE user_id = 3 AND role = 'admin'")).toBe(3);
    expect(one(db, 'SELECT count(*) FROM (SELECT sketch_id FROM group_sketches GROUP BY sketch_id HAVING count(*) = 10)')).toBeGreaterThanOrEqual(ADA_FULL_SKETCHES);
    const full = one(db, 'SELECT sketch_id FROM group_sketches GROUP BY sketch_id HAVING count(*) = 10 LIMIT 1');
    const other = one(db, 'SELECT id FROM groups WHERE id NOT IN (SELECT group_id FROM group_sketches WHERE sketch_id = ?) LIMIT 1', full);
    expect(() => db.prepare("INSERT INTO group_sketches (group_id, sketch_id, added) VALUES (?, ?, '2025-06-01')").run(other, full)).toThrow(
      'Sorry a sketch cannot be in more than 10 groups.',
    );
  });

  it('has co-ops whose continuations are by other artists, after the base sketch', () => {
    expect(one(db, 'SELECT count(*) FROM coops')).toBeGreaterThan(0);
    expect(
      one(db, `SELECT count(*) FROM coop_sketches cs JOIN sketches s ON s.id = cs.sketch_id JOIN sketches b ON b.id = cs.coop_id
               WHERE s.user_id = b.user_id OR s.created <= b.created`),
    ).toBe(0);
  });

  it('has live streams, some with previews and in landscape', () => {
    const live = all<{ preview_sketch_id: number | null; orientation: number; viewers: number }>(db, 'SELECT * FROM streams WHERE ended IS NULL');
    expect(live).toHaveLength(LIVE_STREAM_COUNT);
    expect(live.filter((s) => s.preview_sketch_id !== null).length).toBeGreaterThanOrEqual(3);
    expect(live.some((s) => s.orientation === 3 || s.orientation === 4)).toBe(true);
    expect(live.every((s) => s.viewers > 0)).toBe(true);
  });

  it('has birthdays on the seed day and the next (a run that crosses midnight), unread counts and a message of the day', () => {
    expect(one(db, 'SELECT count(*) FROM users WHERE birth_day = 1 AND birth_month = 6')).toBeGreaterThanOrEqual(BIRTHDAYS_TODAY);
    expect(one(db, 'SELECT count(*) FROM users WHERE birth_day = 2 AND birth_month = 6')).toBeGreaterThanOrEqual(BIRTHDAYS_TODAY);
    expect(all(db, 'SELECT messages, notifications, replies, uploads FROM unread_counts WHERE user_id = 1')).toEqual([DEMO_UNREAD[1]]);
    expect(one(db, 'SELECT count(*) FROM motds WHERE starts <= ?', new Date(NOW).toISOString())).toBeGreaterThan(0);
  });
});
