// @vitest-environment node
// The trending feed runs on every home page (and the server renders home per signed-in request):
// its sums of recent activity must read each source by date, not scan the whole table.
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { cardQuerySql } from './cards';
import { trendingFeed } from './feeds';
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
