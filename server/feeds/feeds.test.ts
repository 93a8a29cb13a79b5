// @vitest-environment node
// The trending feed runs on every home page (and the server renders home per signed-in request):
// its sums of recent activity must read each source by date, not scan the whole table.
import { describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../db/database';
import { cardQuerySql, queryCards } from './cards';
import { recentFeed, trendingFeed } from './feeds';
import { TEST_NOW } from '../testing/testApp';

describe('the trending feed', () => {
  it.each([
    ['a visitor', null],
    ['a signed-in viewer', { id: 1, mature: false }],
  ] as const)('reads hearts, ratings and comments through their date indexes for %s', (_who, viewer) => {
    const db = openDatabase(':memory:');
    try {
      const { sql, params } = cardQuerySql(viewer, { ...trendingFeed(TEST_NOW), limit: 25, offset: 0 });
      const plan = (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[]).map((step) => step.detail);
      expect(plan.filter((step) => /^SCAN (hearts|ratings|comments)\b/.test(step))).toEqual([]);
      expect(plan.some((step) => step.includes('hearts_by_date'))).toBe(true);
      expect(plan.some((step) => step.includes('ratings_by_date'))).toBe(true);
      expect(plan.some((step) => step.includes('comments_by_type_date'))).toBe(true);
    } finally {
      db.close();
    }
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
