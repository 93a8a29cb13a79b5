// The one keyed query layer (DESIGN.md "api/"; spec part 2 §7: GET answers are kept 5 s).
// Every read of server data goes through it: a read is keyed by its resource (['sketch', 12]),
// identical reads in flight share one request, an answer is fresh for 5 s, a write invalidates
// the keys it changed (by prefix), and optimistic updates patch the cached value and roll back on
// failure. Infinite lists are entries whose value is their pages (infinite.ts).
// No React here: the hooks (useQuery.ts) subscribe to entries. Why this is in-house and not a
// library: README, "The query layer".

/** A resource's address in the cache: its kind first, then what names it (['sketch', 12]). */
export type QueryKey = readonly unknown[];

export interface QueryDef<T> {
  key: QueryKey;
  fetch: (signal: AbortSignal) => Promise<T>;
  /** How long an answer is fresh; the spec's 5 s unless a resource says otherwise. */
  staleMs?: number;
}

export interface QueryState<T> {
  data: T | undefined;
  /** The last failure (kept with the older data, so a failed refresh does not blank a page). */
  error: unknown;
  status: 'pending' | 'success' | 'error';
  fetching: boolean;
  /** When the data was last received (ms), 0 before. */
  updatedAt: number;
}

/** The spec's cache time of a GET answer. */
export const STALE_MS = 5_000;
/** An entry nobody shows is forgotten after this long (memory stays bounded). */
export const GC_MS = 5 * 60_000;
/** At most this many entries; the oldest unobserved go first. */
export const MAX_ENTRIES = 300;

interface Entry {
  key: QueryKey;
  state: QueryState<unknown>;
  promise: Promise<unknown> | null;
  controller: AbortController | null;
  /** Set by invalidate(): the next read fetches even within the fresh time. */
  invalid: boolean;
  /** The fetch of the last definition seen, so an invalidated entry on screen can refetch itself. */
  fetcher: QueryDef<unknown>['fetch'] | null;
  staleMs: number;
  listeners: Set<() => void>;
  gcTimer: ReturnType<typeof setTimeout> | null;
}

const EMPTY: QueryState<never> = Object.freeze({ data: undefined, error: null, status: 'pending', fetching: false, updatedAt: 0 });

/** One string per key, whatever the order of an object's fields. */
export function hashKey(key: QueryKey): string {
  return JSON.stringify(key, (_, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : value,
  );
}

function startsWith(key: QueryKey, prefix: QueryKey): boolean {
  return prefix.length <= key.length && prefix.every((part, i) => hashKey([part]) === hashKey([key[i]]));
}

const isPlain = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype;

/**
 * `next`, reusing every part of `prev` that is deeply equal (and `prev` itself when nothing
 * changed): a refresh re-renders only what changed, so cards do not flicker.
 */
export function replaceEqualDeep<T>(prev: unknown, next: T): T {
  if (prev === next) return next;
  const arrays = Array.isArray(prev) && Array.isArray(next);
  if (!arrays && !(isPlain(prev) && isPlain(next))) return next;
  const prevObj = prev as Record<string, unknown>;
  const nextObj = next as Record<string, unknown>;
  const keys = Object.keys(nextObj);
  const copy: Record<string, unknown> = arrays ? (new Array(keys.length) as unknown as Record<string, unknown>) : {};
  let same = Object.keys(prevObj).length === keys.length;
  for (const k of keys) {
    copy[k] = replaceEqualDeep(prevObj[k], nextObj[k]);
    if (copy[k] !== prevObj[k]) same = false;
  }
  return (same ? prev : copy) as T;
}

function abortable<T>(promise: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

export class QueryCache {
  private entries = new Map<string, Entry>();

  constructor(private readonly now: () => number = () => Date.now()) {}

  /** The state of a key (a constant empty state before anything is known). */
  getState<T>(key: QueryKey): QueryState<T> {
    return (this.entries.get(hashKey(key))?.state ?? EMPTY) as QueryState<T>;
  }

  getData<T>(key: QueryKey): T | undefined {
    return this.getState<T>(key).data;
  }

  /**
   * The value of a query: the cached one while fresh, the request in flight if there is one,
   * otherwise a new request. `force` skips the fresh check (a poll, a pull to refresh). The
   * caller's `signal` only stops the caller waiting: others may be waiting for the same answer.
   */
  fetch<T>(def: QueryDef<T>, options: { signal?: AbortSignal; force?: boolean } = {}): Promise<T> {
    const entry = this.entry(def);
    const { state } = entry;
    const fresh = state.status === 'success' && !entry.invalid && this.now() - state.updatedAt < entry.staleMs;
    if (fresh && !options.force) return Promise.resolve(state.data as T);
    if (entry.promise && !options.force) return abortable(entry.promise as Promise<T>, options.signal);
    return abortable(this.start(entry, def.fetch) as Promise<T>, options.signal);
  }

  /** True when the key has data that is older than its fresh time (or was invalidated). */
  isStale(key: QueryKey): boolean {
    const entry = this.entries.get(hashKey(key));
    if (!entry || entry.state.status !== 'success') return true;
    return entry.invalid || this.now() - entry.state.updatedAt >= entry.staleMs;
  }

  /**
   * Replaces the cached value (an optimistic update, or a write's answer). Returns the value
   * before, so a failed write can put it back with `setData(key, before)`.
   */
  setData<T>(key: QueryKey, update: T | undefined | ((old: T | undefined) => T | undefined)): T | undefined {
    const entry = this.entry({ key, fetch: () => Promise.reject(new Error('no fetcher')) }, false);
    const before = entry.state.data as T | undefined;
    const value = typeof update === 'function' ? (update as (old: T | undefined) => T | undefined)(before) : update;
    this.patch(entry, value === undefined ? { ...EMPTY } : { data: value, status: 'success', error: null, updatedAt: entry.state.updatedAt || this.now() });
    return before;
  }

  /**
   * Marks every entry under `prefix` (all when omitted) as out of date: entries on screen fetch
   * again at once (keeping their data until the answer), the others on their next read.
   */
  async invalidate(prefix: QueryKey = []): Promise<void> {
    const refetches: Promise<unknown>[] = [];
    for (const entry of [...this.entries.values()]) {
      if (!startsWith(entry.key, prefix)) continue;
      entry.invalid = true;
      if (entry.listeners.size > 0 && entry.fetcher) refetches.push(this.start(entry, entry.fetcher).catch(() => {}));
    }
    await Promise.all(refetches);
  }

  /** Forgets every entry under `prefix` (all when omitted): after a sign-out nothing of the old user shows. */
  remove(prefix: QueryKey = []): void {
    for (const [hash, entry] of [...this.entries]) {
      if (!startsWith(entry.key, prefix)) continue;
      entry.controller?.abort();
      if (entry.gcTimer) clearTimeout(entry.gcTimer);
      this.entries.delete(hash);
      entry.listeners.forEach((listener) => listener());
    }
  }

  /** Follows a key; the entry is kept while someone follows it. */
  subscribe(def: QueryDef<unknown>, listener: () => void): () => void {
    const entry = this.entry(def);
    entry.listeners.add(listener);
    if (entry.gcTimer) clearTimeout(entry.gcTimer);
    entry.gcTimer = null;
    return () => {
      entry.listeners.delete(listener);
      if (entry.listeners.size === 0) this.scheduleGc(entry);
    };
  }

  /** How many entries are kept (tests and the memory benchmark). */
  get size(): number {
    return this.entries.size;
  }

  private entry(def: QueryDef<unknown>, keepFetcher = true): Entry {
    const hash = hashKey(def.key);
    let entry = this.entries.get(hash);
    if (!entry) {
      entry = { key: def.key, state: EMPTY, promise: null, controller: null, invalid: false, fetcher: null, staleMs: STALE_MS, listeners: new Set(), gcTimer: null };
      this.entries.set(hash, entry);
      this.scheduleGc(entry);
      this.evict();
    }
    if (keepFetcher) {
      entry.fetcher = def.fetch as QueryDef<unknown>['fetch'];
      entry.staleMs = def.staleMs ?? STALE_MS;
    }
    return entry;
  }

  private start(entry: Entry, fetcher: QueryDef<unknown>['fetch']): Promise<unknown> {
    entry.controller?.abort(); // a newer request replaces an older one of the same key
    const controller = new AbortController();
    entry.controller = controller;
    entry.invalid = false;
    // A request that a newer one replaced hands its waiters the newer answer, not an abort.
    const superseded = () => entry.promise !== promise;
    const newer = (): unknown => {
      if (entry.promise) return entry.promise;
      if (entry.state.status === 'success') return entry.state.data;
      throw entry.state.error;
    };
    const promise: Promise<unknown> = new Promise((resolve) => resolve(fetcher(controller.signal))).then(
      (data) => {
        if (superseded()) return newer();
        this.patch(entry, { data: replaceEqualDeep(entry.state.data, data), error: null, status: 'success', fetching: false, updatedAt: this.now() });
        return entry.state.data;
      },
      (error: unknown) => {
        if (superseded()) return newer();
        this.patch(entry, { error, status: entry.state.data === undefined ? 'error' : 'success', fetching: false });
        throw error;
      },
    );
    promise
      .catch(() => {})
      .finally(() => {
        if (entry.promise === promise) {
          entry.promise = null;
          entry.controller = null;
        }
      });
    entry.promise = promise;
    this.patch(entry, { fetching: true });
    return promise;
  }

  private patch(entry: Entry, change: Partial<QueryState<unknown>>): void {
    entry.state = { ...entry.state, ...change };
    entry.listeners.forEach((listener) => listener());
  }

  private scheduleGc(entry: Entry): void {
    if (entry.gcTimer) clearTimeout(entry.gcTimer);
    entry.gcTimer = setTimeout(() => {
      if (entry.listeners.size === 0 && !entry.promise) this.entries.delete(hashKey(entry.key));
    }, GC_MS);
  }

  private evict(): void {
    if (this.entries.size <= MAX_ENTRIES) return;
    for (const [hash, entry] of this.entries) {
      if (this.entries.size <= MAX_ENTRIES) break;
      if (entry.listeners.size > 0 || entry.promise) continue;
      if (entry.gcTimer) clearTimeout(entry.gcTimer);
      this.entries.delete(hash);
    }
  }
}
