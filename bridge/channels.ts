// What the bridge hands to the app. Theme and auth are state: the latest value is replayed to
// each new subscriber and an update equal to the current value is ignored (pushes are idempotent).
// File offers are events: held until someone subscribes, so an offer made at start is not lost.
// A resume is a moment: it tells who listens now and is kept for nobody (the app subscribes
// before it claims the inbox, so even a resume sent before the app listened reaches it).

type Listener<T> = (value: T) => void;

function notify<T>(listeners: Iterable<Listener<T>>, value: T, warn: (reason: string) => void): void {
  for (const listener of [...listeners]) {
    try {
      listener(value);
    } catch {
      warn('a subscriber threw'); // one broken subscriber must not stop the others or the bridge
    }
  }
}

export class LatestValue<T> {
  private current: { value: T } | null = null;
  private readonly listeners = new Set<Listener<T>>();

  constructor(
    private readonly same: (a: T, b: T) => boolean,
    private readonly warn: (reason: string) => void,
  ) {}

  get value(): T | undefined {
    return this.current?.value;
  }

  /** True when the value changed (and subscribers were told). */
  set(value: T): boolean {
    if (this.current && this.same(this.current.value, value)) return false;
    this.current = { value };
    notify(this.listeners, value, this.warn);
    return true;
  }

  subscribe(listener: Listener<T>): () => void {
    this.listeners.add(listener);
    if (this.current) notify([listener], this.current.value, this.warn);
    return () => void this.listeners.delete(listener);
  }
}

export class HeldEvents<T> {
  private readonly held: T[] = [];
  private readonly listeners = new Set<Listener<T>>();

  constructor(
    private readonly warn: (reason: string) => void,
    private readonly limit = 8,
  ) {}

  push(value: T): void {
    if (this.listeners.size > 0) return notify(this.listeners, value, this.warn);
    if (this.held.length >= this.limit) this.held.shift();
    this.held.push(value);
  }

  subscribe(listener: Listener<T>): () => void {
    this.listeners.add(listener);
    for (const value of this.held.splice(0)) notify([listener], value, this.warn);
    return () => void this.listeners.delete(listener);
  }
}

export class Moments {
  private readonly listeners = new Set<() => void>();

  constructor(private readonly warn: (reason: string) => void) {}

  emit(): void {
    notify(this.listeners, undefined, this.warn);
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }
}
