// @vitest-environment node
import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/database';
import { DUE_WORK_RECHECK_MS, registerDueWork, type DueJob } from './dueWork';

describe('due work', () => {
  let now = Date.parse('2026-01-01T00:00:00.000Z');
  const apps: ReturnType<typeof Fastify>[] = [];
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    vi.restoreAllMocks();
  });

  const appWith = (jobs: DueJob[]) => {
    const app = Fastify();
    apps.push(app);
    registerDueWork(app, { db: {} as Db, clock: () => now }, jobs);
    app.get('/', async () => 'ok');
    return app;
  };

  it('runs at the first request, then not until the next due time or the recheck, whichever is first', async () => {
    const runs: string[] = [];
    let nextDue: string | null = new Date(now + 5_000).toISOString();
    const app = appWith([{ name: 'test', run: (_db, nowIso) => void runs.push(nowIso), nextDue: () => nextDue }]);
    await app.inject('/');
    await app.inject('/');
    expect(runs).toHaveLength(1);
    nextDue = null; // after this run nothing is to come: looked at again after the recheck time only
    now += 5_000;
    await app.inject('/');
    expect(runs).toHaveLength(2);
    now += DUE_WORK_RECHECK_MS - 1;
    await app.inject('/');
    expect(runs).toHaveLength(2);
    now += 1;
    await app.inject('/');
    expect(runs).toEqual([expect.any(String), expect.any(String), new Date(now).toISOString()]);
  });

  it('answers the request when a job fails, logs it, runs the other jobs and tries again at the next look', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    let fails = 0;
    const others: string[] = [];
    const app = appWith([
      { name: 'broken', run: () => { fails++; throw new Error('store locked'); }, nextDue: () => null },
      { name: 'fine', run: (_db, nowIso) => void others.push(nowIso), nextDue: () => null },
    ]);
    const response = await app.inject('/');
    expect(response.statusCode).toBe(200);
    expect(others).toHaveLength(1);
    expect(logged).toHaveBeenCalledWith('Due work (broken) failed:', expect.any(Error));
    now += DUE_WORK_RECHECK_MS;
    await app.inject('/');
    expect(fails).toBe(2);
  });
});
