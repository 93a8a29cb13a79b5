import { describe, expect, it, vi } from 'vitest';
import { GC_MS, MAX_ENTRIES, QueryCache, STALE_MS, hashKey, replaceEqualDeep } from './queryCache';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('QueryCache', () => {
  it('shares one request between identical reads in flight', async () => {
    const cache = new QueryCache();
    const fetch = vi.fn(async () => 'a');
    const [x, y] = await Promise.all([cache.fetch({ key: ['s', 1], fetch }), cache.fetch({ key: ['s', 1], fetch })]);
    expect([x, y]).toEqual(['a', 'a']);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('keeps an answer for 5 s, then asks again', async () => {
    const time = clock();
    const cache = new QueryCache(time.now);
    let n = 0;
    const def = { key: ['s', 1], fetch: async () => ++n };
    expect(await cache.fetch(def)).toBe(1);
    time.advance(STALE_MS - 1);
    expect(await cache.fetch(def)).toBe(1);
    time.advance(1);
    expect(await cache.fetch(def)).toBe(2);
  });

  it('names a key the same whatever the order of an object’s fields', () => {
    expect(hashKey(['g', { a: 1, b: 2 }])).toBe(hashKey(['g', { b: 2, a: 1 }]));
    expect(hashKey(['g', 1])).not.toBe(hashKey(['g', '1']));
  });

  it('invalidates by prefix: followed entries refetch at once, the others on their next read', async () => {
    const cache = new QueryCache();
    let n = 0;
    const sketch = { key: ['sketch', 1], fetch: async () => ++n };
    const comments = { key: ['sketch', 1, 'comments'], fetch: vi.fn(async () => 'c') };
    const other = { key: ['album', 1], fetch: vi.fn(async () => 'x') };
    await Promise.all([cache.fetch(sketch), cache.fetch(comments), cache.fetch(other)]);
    const stop = cache.subscribe(sketch, () => {});
    await cache.invalidate(['sketch', 1]);
    expect(cache.getData(['sketch', 1])).toBe(2);
    expect(comments.fetch).toHaveBeenCalledTimes(1); // not followed: not fetched yet
    expect(cache.isStale(['sketch', 1, 'comments'])).toBe(true);
    expect(cache.isStale(['album', 1])).toBe(false);
    await cache.fetch(comments);
    expect(comments.fetch).toHaveBeenCalledTimes(2);
    stop();
  });

  it('keeps the older data when a refresh fails, and a first failure is an error state', async () => {
    const cache = new QueryCache();
    const fails = { key: ['x'], fetch: async () => Promise.reject(new Error('down')) };
    await expect(cache.fetch(fails)).rejects.toThrow('down');
    expect(cache.getState(['x'])).toMatchObject({ status: 'error', data: undefined, fetching: false });
    cache.setData(['y'], 'old');
    await expect(cache.fetch({ key: ['y'], fetch: async () => Promise.reject(new Error('down')) }, { force: true })).rejects.toThrow();
    expect(cache.getState(['y'])).toMatchObject({ status: 'success', data: 'old' });
  });

  it('hands the waiters of a replaced request the newer answer, not an abort', async () => {
    const cache = new QueryCache();
    const first = deferred<string>();
    const slow = cache.fetch({ key: ['k'], fetch: () => first.promise });
    const fast = cache.fetch({ key: ['k'], fetch: async () => 'new' }, { force: true });
    first.resolve('old');
    expect(await fast).toBe('new');
    expect(await slow).toBe('new');
    expect(cache.getData(['k'])).toBe('new');
  });

  it('lets a caller stop waiting without cancelling the shared request', async () => {
    const cache = new QueryCache();
    const answer = deferred<string>();
    const controller = new AbortController();
    const waiting = cache.fetch({ key: ['k'], fetch: () => answer.promise }, { signal: controller.signal });
    controller.abort(new Error('left'));
    await expect(waiting).rejects.toThrow('left');
    answer.resolve('kept');
    await vi.waitFor(() => expect(cache.getData(['k'])).toBe('kept'));
  });

  it('rolls an optimistic change back with the value setData returned', () => {
    const cache = new QueryCache();
    cache.setData(['n'], 1);
    const before = cache.setData<number>(['n'], (n) => (n ?? 0) + 1);
    expect(cache.getData(['n'])).toBe(2);
    cache.setData(['n'], before);
    expect(cache.getData(['n'])).toBe(1);
  });

  it('tells followers about changes and forgets removed entries', async () => {
    const cache = new QueryCache();
    const seen: unknown[] = [];
    const def = { key: ['me'], fetch: async () => 'me' };
    const stop = cache.subscribe(def, () => seen.push(cache.getData(['me'])));
    await cache.fetch(def);
    cache.remove();
    expect(seen).toContain('me');
    expect(cache.getData(['me'])).toBeUndefined();
    stop();
  });

  it('forgets an entry nobody follows after a while, but not one on screen', async () => {
    vi.useFakeTimers();
    try {
      const cache = new QueryCache();
      await cache.fetch({ key: ['gone'], fetch: async () => 1 });
      const shown = { key: ['shown'], fetch: async () => 2 };
      await cache.fetch(shown);
      const stop = cache.subscribe(shown, () => {});
      vi.advanceTimersByTime(GC_MS + 1);
      expect(cache.getData(['gone'])).toBeUndefined();
      expect(cache.getData(['shown'])).toBe(2);
      stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps at most MAX_ENTRIES entries', () => {
    const cache = new QueryCache();
    for (let i = 0; i < MAX_ENTRIES + 20; i++) cache.setData(['n', i], i);
    expect(cache.size).toBe(MAX_ENTRIES);
    expect(cache.getData(['n', MAX_ENTRIES + 19])).toBe(MAX_ENTRIES + 19);
  });
});

describe('replaceEqualDeep', () => {
  it('reuses unchanged parts so unchanged cards keep their identity', () => {
    const prev = { a: [{ id: 1, t: 'x' }, { id: 2, t: 'y' }], b: { c: 1 } };
    const next = { a: [{ id: 1, t: 'x' }, { id: 2, t: 'z' }], b: { c: 1 } };
    const merged = replaceEqualDeep(prev, next);
    expect(merged).toEqual(next);
    expect(merged.a[0]).toBe(prev.a[0]);
    expect(merged.a[1]).not.toBe(prev.a[1]);
    expect(merged.b).toBe(prev.b);
    expect(replaceEqualDeep(prev, structuredClone(prev))).toBe(prev);
  });
});
