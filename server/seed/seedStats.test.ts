// @vitest-environment node
// The statistics and brush-library seed steps: sized as planned, and covering the demo accounts
// the end-to-end tests use (seed.test.ts proves every table deterministic, these included).
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { openSeededCopy } from '../testing/seededDatabase';
import { allCategoryPaths, categoryKey } from './brushCatalog';
import { DEMO_ACCOUNTS } from './demoAccounts';

const count = (db: Db, sql: string, ...params: unknown[]) => db.prepare(sql).pluck().get(...params) as number;

describe('statistics and brush seed', () => {
  const db = openSeededCopy();

  it('builds the category tree of the catalog with about 300 brushes, all in leaves', () => {
    const paths = allCategoryPaths();
    expect(paths.length).toBeGreaterThanOrEqual(18);
    expect(paths.length).toBeLessThanOrEqual(30);
    expect(count(db, 'SELECT count(*) FROM brush_categories')).toBe(paths.length);
    const brushes = count(db, 'SELECT count(*) FROM brushes');
    expect(brushes).toBeGreaterThanOrEqual(250);
    expect(brushes).toBeLessThanOrEqual(400);
    // Parents hold no brushes of their own.
    expect(count(db, 'SELECT count(*) FROM brushes WHERE category_id IN (SELECT parent_id FROM brush_categories WHERE parent_id IS NOT NULL)')).toBe(0);
    // Titles are unique within a category.
    expect(count(db, 'SELECT count(*) FROM (SELECT category_id, title FROM brushes GROUP BY 1, 2 HAVING count(*) > 1)')).toBe(0);
    expect(count(db, "SELECT parent_id FROM brush_categories WHERE path = 'Textures/Patterns/Dots'")).toBe(
      count(db, "SELECT id FROM brush_categories WHERE path = 'Textures/Patterns'"),
    );
  });

  it('makes keys from paths', () => {
    expect(categoryKey('Charcoal & Chalk')).toBe('charcoal-chalk');
    expect(categoryKey('Inks/Brush Pens')).toBe('inks.brush-pens');
  });

  it("records stats for every sketch of a demo account or a patron, and most others", () => {
    for (const { id } of DEMO_ACCOUNTS) {
      expect(count(db, 'SELECT count(*) FROM sketches WHERE user_id = ? AND id NOT IN (SELECT sketch_id FROM sketch_stats)', id)).toBe(0);
    }
    expect(
      count(db, "SELECT count(*) FROM sketches s JOIN users u ON u.id = s.user_id WHERE u.icons LIKE '%p%' AND s.id NOT IN (SELECT sketch_id FROM sketch_stats)"),
    ).toBe(0);
    const share = count(db, 'SELECT count(*) FROM sketch_stats') / count(db, 'SELECT count(*) FROM sketches');
    expect(share).toBeGreaterThan(0.8);
    const brushTitles = new Set(db.prepare('SELECT title FROM brushes').pluck().all() as string[]);
    const used = JSON.parse(db.prepare('SELECT brushes FROM sketch_stats LIMIT 1').pluck().get() as string) as string[];
    expect(used.every((title) => brushTitles.has(title))).toBe(true);
  });

  it('gives the demo accounts and every patron view series of 24 hours, 30 days and 12 months', () => {
    const patrons = count(db, "SELECT count(*) FROM users WHERE icons LIKE '%p%' OR id <= 6");
    expect(count(db, 'SELECT count(*) FROM user_stats')).toBe(patrons);
    for (const userId of [1, 2]) {
      const row = db.prepare('SELECT * FROM user_stats WHERE user_id = ?').get(userId) as Record<string, string>;
      expect(JSON.parse(row.hours!)).toHaveLength(24);
      expect(JSON.parse(row.days!)).toHaveLength(30);
      expect(JSON.parse(row.months!)).toHaveLength(12);
      expect(JSON.parse(row.week!).length).toBeGreaterThan(0);
    }
  });
});
