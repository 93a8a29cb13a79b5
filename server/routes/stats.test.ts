// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, demoAccountByRole } from '../seed/demoAccounts';
import { useTestApp } from '../testing/useTestApp';
import { STATS_MESSAGES } from './stats';
import { ErrorBodySchema } from '../../src/api/schemas/common';
import { SketchStatsSchema, UserStatsSchema } from '../../src/api/schemas/stats';
import { expectShape } from '../testing/expectShape';

const PATRON = demoAccountByRole('patron').id;
const ARTIST = demoAccountByRole('artist').id;
const GLOPERATOR = demoAccountByRole('gloperator').id;

const t = useTestApp();
const { write, clientAs: client } = t;
const sketchWithStatsOf = (userId: number) =>
  t.query<{ id: number }>('SELECT s.id FROM sketches s JOIN sketch_stats st ON st.sketch_id = s.id WHERE s.user_id = ? ORDER BY s.id LIMIT 1', userId)[0]!.id;

describe('GET /api/v2/sketchStats/{id}', () => {
  it("gives a patron their own sketch's stats with every field and token", async () => {
    const id = sketchWithStatsOf(PATRON);
    const response = await (await client(PATRON)).get(`/api/v2/sketchStats/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('no-store');
    const stats = expectShape(SketchStatsSchema, response.json());
    expect(stats.appVersion).toMatch(/^\d+\.\d+\.\d+$/);
    expect(stats.brushes.length).toBeGreaterThan(0);
    expect(stats.userIds).toContain(PATRON);
    expect(typeof stats.snapshots).toBe('number');
    expect(typeof stats.images).toBe('number');
    expect(Array.isArray(stats.uuids)).toBe(true);
    const tokens = stats.stats.map((pair) => pair.token);
    for (const token of ['time', 'streamed', 'strokes', 'filters', 'imageLoads', 'layers', 'pastes', 'undos', 'tool:brush', 'tool:eraser']) {
      expect(tokens).toContain(token);
    }
    expect(stats.stats.every((pair) => Number.isInteger(pair.value) && pair.value >= 0)).toBe(true);
  });

  it('asks a visitor to log in (401)', async () => {
    const response = await (await client(null)).get(`/api/v2/sketchStats/${sketchWithStatsOf(PATRON)}`);
    expect(response.statusCode).toBe(401);
    expect(expectShape(ErrorBodySchema, response.json())).toEqual({ error: 'not_logged_in', message: STATS_MESSAGES.notLoggedIn });
  });

  it('refuses anyone but the artist, gloperators included (403 not_owner)', async () => {
    const id = sketchWithStatsOf(PATRON);
    for (const viewer of [ARTIST, GLOPERATOR]) {
      const response = await (await client(viewer)).get(`/api/v2/sketchStats/${id}`);
      expect(response.statusCode).toBe(403);
      expect(expectShape(ErrorBodySchema, response.json())).toEqual({ error: 'not_owner', message: STATS_MESSAGES.notOwnerSketch });
    }
  });

  it('refuses an artist who is not a patron, even for their own sketch (403 not_patron)', async () => {
    const response = await (await client(ARTIST)).get(`/api/v2/sketchStats/${sketchWithStatsOf(ARTIST)}`);
    expect(response.statusCode).toBe(403);
    expect(expectShape(ErrorBodySchema, response.json())).toMatchObject({ error: 'not_patron' });
  });

  it('answers 404 for an unknown sketch, 404 no_stats for a sketch without stats, 400 for a bad id', async () => {
    const patron = await client(PATRON);
    const missing = await patron.get('/api/v2/sketchStats/99999999');
    expect(missing.statusCode).toBe(404);
    expect(expectShape(ErrorBodySchema, missing.json())).toMatchObject({ error: 'not_found' });
    const bare = t.query<{ id: number }>('SELECT id FROM sketches WHERE user_id = ? ORDER BY id DESC LIMIT 1', PATRON)[0]!.id;
    write('DELETE FROM sketch_stats WHERE sketch_id = ?', bare);
    const response = await patron.get(`/api/v2/sketchStats/${bare}`);
    expect(response.statusCode).toBe(404);
    expect(expectShape(ErrorBodySchema, response.json())).toEqual({ error: 'no_stats', message: STATS_MESSAGES.noStats });
    expect((await patron.get('/api/v2/sketchStats/abc')).statusCode).toBe(400);
  });
});

describe('GET /api/v2/stats {user}', () => {
  it('gives a patron their own series, counts, storage and view lists', async () => {
    const response = await (await client(PATRON)).get(`/api/v2/stats?user=${PATRON}`);
    expect(response.statusCode).toBe(200);
    const stats = expectShape(UserStatsSchema, response.json());
    expect(stats.hours).toHaveLength(24);
    expect(stats.days).toHaveLength(30);
    expect(stats.months).toHaveLength(12);
    expect(stats.hours.some((value) => value > 0)).toBe(true);
    expect(stats.sketchCount).toBe(t.query<{ n: number }>('SELECT count(*) AS n FROM sketches WHERE user_id = ?', PATRON)[0]!.n);
    expect(stats.fans).toBe(t.query<{ n: number }>('SELECT count(*) AS n FROM follows WHERE artist_id = ?', PATRON)[0]!.n);
    expect(stats.jpgBytes).toBeGreaterThan(0);
    expect(stats.pngBytes).toBeGreaterThan(stats.jpgBytes);
    expect(stats.fileBytes).toBeGreaterThanOrEqual(0);
    expect(stats.week.length).toBeGreaterThan(0);
    const owned = new Set(t.query<{ id: number }>('SELECT id FROM sketches WHERE user_id = ?', PATRON).map((row) => row.id));
    for (const entry of [...stats.today, ...stats.week]) {
      expect(owned.has(entry.sketchId)).toBe(true);
      expect(entry.views).toBeGreaterThan(0);
      expect(entry).toHaveProperty('title');
    }
    const views = stats.week.map((entry) => entry.views);
    expect([...views].sort((a, b) => b - a)).toEqual(views);
  });

  it('gives a patron without recorded views series of zeros', async () => {
    const patron = t.query<{ id: number }>("SELECT id FROM users WHERE icons LIKE '%p%' AND id > ? ORDER BY id LIMIT 1", DEMO_ACCOUNTS.length)[0]!.id;
    write('DELETE FROM user_stats WHERE user_id = ?', patron);
    const response = await (await client(patron)).get(`/api/v2/stats?user=${patron}`);
    expect(response.statusCode).toBe(200);
    const stats = expectShape(UserStatsSchema, response.json());
    expect(stats.hours).toEqual(Array.from({ length: 24 }, () => 0));
    expect(stats.days).toEqual(Array.from({ length: 30 }, () => 0));
    expect(stats.months).toEqual(Array.from({ length: 12 }, () => 0));
    expect(stats.today).toEqual([]);
  });

  it('refuses visitors (401), other users (403 not_owner) and non-patrons (403 not_patron)', async () => {
    const visitor = await (await client(null)).get(`/api/v2/stats?user=${PATRON}`);
    expect(visitor.statusCode).toBe(401);
    for (const viewer of [ARTIST, GLOPERATOR]) {
      const other = await (await client(viewer)).get(`/api/v2/stats?user=${PATRON}`);
      expect(other.statusCode).toBe(403);
      expect(expectShape(ErrorBodySchema, other.json())).toEqual({ error: 'not_owner', message: STATS_MESSAGES.notOwnerUser });
    }
    const own = await (await client(ARTIST)).get(`/api/v2/stats?user=${ARTIST}`);
    expect(own.statusCode).toBe(403);
    expect(expectShape(ErrorBodySchema, own.json())).toEqual({ error: 'not_patron', message: STATS_MESSAGES.notPatron });
  });

  it('answers 404 for an unknown user and 400 for a missing or bad user', async () => {
    const patron = await client(PATRON);
    expect((await patron.get('/api/v2/stats?user=99999999')).statusCode).toBe(404);
    expect((await patron.get('/api/v2/stats')).statusCode).toBe(400);
    const bad = await patron.get('/api/v2/stats?user=paolo');
    expect(bad.statusCode).toBe(400);
    expect(expectShape(ErrorBodySchema, bad.json()).message).toContain('user');
  });
});
