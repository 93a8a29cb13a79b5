import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { countSinceSql } from './activity';

describe('the unread counts of the header', () => {
  it.each(['notifications', 'replies'] as const)('count the %s after the read mark through date indexes, reading no older item', (kind) => {
    const db = openDatabase(':memory:');
    try {
      const plan = (db.prepare(`EXPLAIN QUERY PLAN ${countSinceSql(kind)}`).all({ viewer: 1, since: '2026-01-01' }) as { detail: string }[]).map((step) => step.detail);
      expect(plan.filter((step) => /^SCAN (hearts|ratings|comments|follows)\b/.test(step))).toEqual([]);
      // Every source is sought by its owner and the date, not read whole per sketch.
      for (const step of plan.filter((s) => /\b(hearts|ratings|comments|follows)\b|\b[hrcf] USING/.test(s) && !/blocks/.test(s))) {
        if (/USING (COVERING )?INDEX/.test(step)) expect(step).toMatch(/date>\?/);
      }
    } finally {
      db.close();
    }
  });
});
