// @vitest-environment node
// The trending feed runs on every home page (and the server renders home per signed-in request):
// its sums of recent activity must read each source by date, not scan the whole table, and are
// summed once for every viewer for a moment (data/trendingScores.ts).
import { describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../db/database';
import { cardQuerySql, queryCards } from './cards';
import { recentFeed, TRENDING_AGE_DAYS, trendingFeed } from './feeds';
import { TRENDING_SCORES_SQL } from '../data/trendingScores';
import { TEST_NOW } from '../testing/testApp';

describe('the trending feed', () => {
  it('sums hearts, ratings and comments through their date indexes', () => {
    const db = openDatabase(':memory:');
    try {
      const plan = (db.prepare(`EXPLAIN QUERY PLAN ${TRENDING_SCORES_SQL}`).all('x', 'x', 'x') as { detail: string }[]).map((step) => step.detail);
      expect(plan.filter((step) => /^SCAN (hearts|ratings|comments)\b/.test(step))).toEqual([]);
      expect(plan.some((step) => step.includes('hearts_by_date'))).toBe(true);
      expect(plan.some((step) => step.includes('ratings_by_date'))).toBe(true);
      expect(plan.some((step) => step.includes('comments_by_type_date'))).toBe(true);
    } finally {
      db.close();
    }
  });

  it.each([
    ['a visitor', null],
    ['a signed-in viewer', { id: 1, mature: false }],
  ] as const)('ranks by the summed scores without reading the activity again for %s', (_who, viewer) => {
    const db = openDatabase(':memory:');
    try {
      const { sql, params } = cardQuerySql(viewer, { ...trendingFeed(db, TEST_NOW, 0), limit: 25, offset: 0 });
      const plan = (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[]).map((step) => step.detail).join('\n');
      expect(plan).not.toMatch(/\b(hearts|ratings|comments)\b/);
      // A page reads the ranking in its order and stops at its end: no sort of every ranked sketch.
      expect(plan).toMatch(/^SCAN t\b/m);
      expect(plan).not.toMatch(/TEMP B-TREE/);
    } finally {
      db.close();
    }
  });

  describe('its scores', () => {
    const DAY = 86_400_000;
    const iso = (ms: number) => new Date(ms).toISOString();
    function siteWithTwoSketches() {
      const db = openDatabase(':memory:');
      db.prepare("INSERT INTO users (id, nickname, email, created) VALUES (1, 'ada', 'ada@example.com', ?), (2, 'bo', 'bo@example.com', ?)").run(iso(TEST_NOW - 9 * DAY), iso(TEST_NOW - 9 * DAY));
      const sketch = db.prepare('INSERT INTO sketches (id, user_id, title, width, height, created) VALUES (?, 1, ?, 10, 10, ?)');
      sketch.run(1, 'one', iso(TEST_NOW - 2 * DAY));
      sketch.run(2, 'two', iso(TEST_NOW - 2 * DAY));
      const heart = (sketchId: number, at: number) => db.prepare('INSERT INTO hearts (sketch_id, giver_id, date) VALUES (?, 2, ?)').run(sketchId, iso(at));
      const comment = (sketchId: number, at: number) =>
        db.prepare("INSERT INTO comments (target_type, target_id, user_id, text, date) VALUES ('sketch', ?, 2, 'nice', ?)").run(sketchId, iso(at));
      const ranking = (now: number, memoryMs: number) => queryCards(db, null, { ...trendingFeed(db, now, memoryMs), limit: 25, offset: 0 }).cards.map((card) => card.id);
      return { db, heart, comment, ranking };
    }

    it('are summed again on every read without a memory, so a heart counts at once', () => {
      const { db, heart, comment, ranking } = siteWithTwoSketches();
      try {
        comment(1, TEST_NOW - DAY);
        expect(ranking(TEST_NOW, 0)).toEqual([1]);
        heart(2, TEST_NOW - 1000);
        expect(ranking(TEST_NOW, 0)).toEqual([2, 1]);
      } finally {
        db.close();
      }
    });

    it('are reused for the memory, then summed again; a clock that went back sums again at once', () => {
      const { db, heart, comment, ranking } = siteWithTwoSketches();
      try {
        comment(1, TEST_NOW - DAY);
        expect(ranking(TEST_NOW, 1000)).toEqual([1]);
        heart(2, TEST_NOW - 1000);
        expect(ranking(TEST_NOW + 999, 1000)).toEqual([1]);
        expect(ranking(TEST_NOW + 1000, 1000)).toEqual([2, 1]);
        heart(1, TEST_NOW - 500);
        expect(ranking(TEST_NOW + 1500, 1000)).toEqual([2, 1]);
        expect(ranking(TEST_NOW, 1000)).toEqual([1, 2]);
      } finally {
        db.close();
      }
    });

    it('rank equal scores newest upload first, then by id, and leave out uploads past the age bound', () => {
      const { db, heart, comment, ranking } = siteWithTwoSketches();
      try {
        const sketch = db.prepare('INSERT INTO sketches (id, user_id, title, width, height, created) VALUES (?, 1, ?, 10, 10, ?)');
        sketch.run(3, 'newer', iso(TEST_NOW - DAY));
        sketch.run(4, 'too old', iso(TEST_NOW - (TRENDING_AGE_DAYS + 1) * DAY));
        for (const id of [1, 2, 3, 4]) heart(id, TEST_NOW - 1000);
        comment(4, TEST_NOW - 500); // the highest score, on an upload too old to trend
        expect(ranking(TEST_NOW, 0)).toEqual([3, 2, 1]);
      } finally {
        db.close();
      }
    });

    it('count only the activity of the last days, and are kept apart per database', () => {
      const first = siteWithTwoSketches();
      const second = siteWithTwoSketches();
      try {
        first.heart(1, TEST_NOW - 4 * DAY);
        first.comment(2, TEST_NOW - DAY);
        second.heart(1, TEST_NOW - DAY);
        expect(first.ranking(TEST_NOW, 1000)).toEqual([2]);
        expect(second.ranking(TEST_NOW, 1000)).toEqual([1]);
      } finally {
        first.db.close();
        second.db.close();
      }
    });
  });
});

describe('a feed statement', () => {
  it('is compiled once per database, and answers each call with its own parameters', () => {
    const db = openDatabase(':memory:');
    try {
      db.prepare("INSERT INTO users (id, nickname, email, created) VALUES (1, 'ada', 'ada@example.com', '2025-01-01T00:00:00.000Z')").run();
      const insert = db.prepare("INSERT INTO sketches (id, user_id, title, width, height, created) VALUES (?, 1, ?, 10, 10, ?)");
      for (let id = 1; id <= 3; id++) insert.run(id, `sketch ${id}`, `2025-01-0${id}T00:00:00.000Z`);
      const prepare = vi.spyOn(db, 'prepare');
      const first = queryCards(db, null, { ...recentFeed(), limit: 2, offset: 0 });
      const second = queryCards(db, null, { ...recentFeed(), limit: 2, offset: 2 });
      expect(first.cards.map((card) => card.id)).toEqual([3, 2]);
      expect(first.more).toBe(true);
      expect(second.cards.map((card) => card.id)).toEqual([1]);
      expect(second.more).toBe(false);
      expect(prepare).toHaveBeenCalledTimes(1);
    } finally {
      db.close();
    }
  });
});
