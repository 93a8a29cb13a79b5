// @vitest-environment node
// The site's counts on home read whole tables: on the server they are counted once a second for
// every viewer (AppContext.sharedFiguresMemoryMs), in tests on every read.
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { TEST_NOW } from '../testing/testApp';
import { buildHomeIndex, type HomeSections } from './homeIndex';

const STATS_ONLY: HomeSections = { recent: 0, featured: 0, tops: 0, compos: 0, challenges: 0, birthdays: false, stats: true, motd: true };
const iso = (ms: number) => new Date(ms).toISOString();

function siteOfOneArtist() {
  const db = openDatabase(':memory:');
  db.prepare("INSERT INTO users (id, nickname, email, created) VALUES (1, 'ada', 'ada@example.com', ?)").run(iso(TEST_NOW - 86_400_000));
  let next = 1;
  const upload = (at: number) => db.prepare('INSERT INTO sketches (id, user_id, title, width, height, created) VALUES (?, 1, ?, 10, 10, ?)').run(next, `sketch ${next++}`, iso(at));
  const stats = (now: number, memoryMs: number) => buildHomeIndex(db, null, STATS_ONLY, now, memoryMs).stats;
  return { db, upload, stats };
}

describe("the home's site counts", () => {
  it('are counted on every read without a memory', () => {
    const { db, upload, stats } = siteOfOneArtist();
    try {
      upload(TEST_NOW - 1000);
      expect(stats(TEST_NOW, 0)).toEqual({ sketches: 1, users: 1, sketchesToday: 1 });
      upload(TEST_NOW - 500);
      expect(stats(TEST_NOW, 0)).toEqual({ sketches: 2, users: 1, sketchesToday: 2 });
    } finally {
      db.close();
    }
  });

  it('are reused for the memory, and counted again after it, on a new day or when the clock went back', () => {
    const { db, upload, stats } = siteOfOneArtist();
    try {
      upload(TEST_NOW - 1000);
      expect(stats(TEST_NOW, 1000)?.sketches).toBe(1);
      upload(TEST_NOW - 500);
      expect(stats(TEST_NOW + 999, 1000)?.sketches).toBe(1);
      expect(stats(TEST_NOW + 1000, 1000)?.sketches).toBe(2);
      upload(TEST_NOW - 400);
      expect(stats(TEST_NOW + 500, 1000)?.sketches).toBe(3);
      const midnight = Date.parse(`${iso(TEST_NOW).slice(0, 10)}T23:59:59.900Z`);
      expect(stats(midnight, 1000)?.sketchesToday).toBe(3);
      expect(stats(midnight + 200, 1000)).toEqual({ sketches: 3, users: 1, sketchesToday: 0 });
    } finally {
      db.close();
    }
  });
});
