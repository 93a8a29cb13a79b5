// One socket.io namespace as a plain class with a visible state (issue 13): connect timeout
// 2500 ms, up to 64 reconnects with exponential backoff and full jitter (a server that comes back
// does not meet a storm of clients at the same instant), the `onConnect` hook (re-authentication)
// on EVERY (re)connect before anything else is sent, and an outbox: what is sent while offline,
// or sent but not acknowledged before the line dropped, goes out again after the reconnect in
// order. Payloads carry client ids, so the server drops a re-sent one it already has.
//
// socket.io-client is loaded lazily (never in the first load of `/`); its own reconnection is
// off, because this class owns the attempts, the delays and the state the user sees.
import { withChunkStyles } from '../lib/chunkStyles';
import { buildUrl } from '../api/url';

/** Spec part 1 §9 / part 2 §9: socket connect timeout and reconnect attempts. */
export const CONNECT_TIMEOUT_MS = 2500;
export const MAX_RECONNECT_ATTEMPTS = 64;
export const BASE_DELAY_MS = 500;
export const MAX_DELAY_MS = 15_000;

export type ConnectionState =
  | { kind: 'idle' }
  | { kind: 'connecting' }
  | { kind: 'connected' }
  /** Waiting to try again; `attempt` counts from 1 to MAX_RECONNECT_ATTEMPTS. */
  | { kind: 'reconnecting'; attempt: number }
  /** The attempts are spent; `retry()` starts over. */
  | { kind: 'failed' }
  | { kind: 'closed' };

type Listener = (...args: never[]) => void;

/** The part of a socket.io-client Socket this class uses (a fake one in tests). */
export interface RealtimeSocket {
  readonly connected: boolean;
  connect(): unknown;
  disconnect(): unknown;
  on(event: string, listener: Listener): unknown;
  emit(event: string, ...args: unknown[]): unknown;
}

export interface SocketOptions {
  timeout: number;
  /** The server the namespace is on (see socketAddress); the API's by default. */
  server?: string | null;
}

export type SocketFactory = (namespace: string, options: SocketOptions) => Promise<RealtimeSocket>;

/**
 * Where a namespace's socket connects: on `server` when the session names one (the current user's
 * chat server, spec part 1 §3 and part 2 §7: "the /chat namespace of the chat server"), else on
 * the API's origin (build-time API_ORIGIN; the page's own when none). A server that is not an
 * http(s) origin is a bad payload: logged, and the API's origin is used.
 */
export function socketAddress(namespace: string, server?: string | null): string {
  if (!server || server === '/') return buildUrl(namespace);
  if (/^https?:\/\/[^/?#\s]+\/?$/i.test(server)) return server.replace(/\/$/, '') + namespace;
  console.warn(`[realtime] the chat server ${JSON.stringify(server)} is not an http(s) origin; using the API's`);
  return buildUrl(namespace);
}

/** The real one: socket.io-client at socketAddress, its own reconnection off. */
export const socketIoFactory: SocketFactory = async (namespace, { timeout, server }) => {
  const { io } = await withChunkStyles(import('socket.io-client'));
  // closeOnBeforeunload: a page that goes away says so at once (over long-polling the server
  // would otherwise count the user present until the ping times out). forceNew: a line of its own
  // for each connection. Sharing one (socket.io's default for namespaces of one server), one
  // connection's retry, which disconnects its socket, could close the line under the other (the
  // chat box beside a stream): after a server restart the two took turns dropping each other for
  // seconds, and others saw the viewer leave and come back.
  return io(socketAddress(namespace, server), { autoConnect: false, reconnection: false, timeout, withCredentials: true, closeOnBeforeunload: true, forceNew: true }) as unknown as RealtimeSocket;
};

export interface ConnectionOptions {
  /** The namespace, e.g. '/chat'. */
  namespace: string;
  /** The server the namespace is on (socketAddress); the API's when absent. */
  server?: string | null;
  /**
   * Runs after every (re)connect before the outbox is sent: authenticate and rejoin here. A
   * rejection counts as a failed attempt (the socket is dropped and tried again).
   */
  onConnect: (connection: RealtimeConnection) => Promise<void>;
  factory?: SocketFactory;
  maxAttempts?: number;
  random?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

interface OutboxEntry {
  event: string;
  payload: unknown;
  resolve: (answer: unknown) => void;
}

/** Exponential backoff with full jitter: a random delay in [0.5, 1] of the capped exponential. */
export function backoffDelay(attempt: number, random: () => number): number {
  const capped = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.min(attempt - 1, 10));
  return Math.round(capped * (0.5 + random() / 2));
}

export class RealtimeConnection {
  private socket: RealtimeSocket | null = null;
  private stateNow: ConnectionState = { kind: 'idle' };
  private readonly listeners = new Set<(state: ConnectionState) => void>();
  private readonly handlers = new Map<string, Set<Listener>>();
  private readonly outbox: OutboxEntry[] = [];
  /** Events the server may send before onConnect has finished (the auth replies). */
  private ready = false;
  private attempt = 0;
  private timer: unknown = null;
  private readonly factory: SocketFactory;
  private readonly maxAttempts: number;
  private readonly random: () => number;
  private readonly setTimer: (run: () => void, ms: number) => unknown;
  private readonly clearTimer: (timer: unknown) => void;

  constructor(private readonly options: ConnectionOptions) {
    this.factory = options.factory ?? socketIoFactory;
    this.maxAttempts = options.maxAttempts ?? MAX_RECONNECT_ATTEMPTS;
    this.random = options.random ?? Math.random;
    this.setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
    this.clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  }

  get state(): ConnectionState {
    return this.stateNow;
  }

  /** Read through a getter: TypeScript would keep a narrowing of stateNow across awaits. */
  private get closed(): boolean {
    return this.stateNow.kind === 'closed';
  }

  /** How many sends wait for the server (offline, or not acknowledged yet). */
  get pending(): number {
    return this.outbox.length;
  }

  subscribe(listener: (state: ConnectionState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Listens to a server event (kept across reconnects). Returns the unsubscribe. */
  on(event: string, handler: (...args: unknown[]) => void): () => void {
    let set = this.handlers.get(event);
    if (!set) {
      this.handlers.set(event, (set = new Set()));
      // A new event after open(): the socket needs its one forwarding listener too.
      if (this.socket) this.forward(event);
    }
    set.add(handler as Listener);
    return () => set.delete(handler as Listener);
  }

  /** Opens the socket (once); later calls do nothing. */
  async open(): Promise<void> {
    if (this.socket || this.stateNow.kind === 'closed') return;
    this.setState({ kind: 'connecting' });
    const socket = await this.factory(this.options.namespace, { timeout: CONNECT_TIMEOUT_MS, server: this.options.server ?? null });
    if (this.closed) return;
    this.socket = socket;
    socket.on('connect', () => void this.connected());
    socket.on('connect_error', () => this.lost());
    socket.on('disconnect', () => this.lost());
    for (const event of this.handlers.keys()) this.forward(event);
    socket.connect();
  }

  /**
   * Emits now if connected, without the outbox, and resolves with the server's answer; rejects
   * when offline or when no answer comes in time (the line may have dropped meanwhile).
   */
  request(event: string, payload: unknown, timeoutMs = CONNECT_TIMEOUT_MS): Promise<unknown> {
    return new Promise((resolve, reject) => {
      if (!this.socket?.connected) {
        reject(new Error('offline'));
        return;
      }
      const timer = this.setTimer(() => reject(new Error('timeout')), timeoutMs);
      this.socket.emit(event, payload, (answer: unknown) => {
        this.clearTimer(timer);
        resolve(answer);
      });
    });
  }

  /** Emits without waiting for an answer; dropped when offline (cursor moves and the like). */
  volatile(event: string, payload: unknown): void {
    if (this.ready && this.socket?.connected) this.socket.emit(event, payload);
  }

  /**
   * Sends through the outbox: now when connected and authenticated, else after the reconnect.
   * Resolves with the server's acknowledgement. The payload should carry a client id so a
   * re-send of one the server got (its ack lost with the line) is recognised.
   */
  send(event: string, payload: unknown): Promise<unknown> {
    return new Promise((resolve) => {
      const entry: OutboxEntry = { event, payload, resolve };
      this.outbox.push(entry);
      if (this.ready) this.transmit(entry);
    });
  }

  /** Starts again after the attempts were spent. */
  retry(): void {
    if (this.stateNow.kind !== 'failed' || !this.socket) return;
    this.attempt = 0;
    this.setState({ kind: 'connecting' });
    this.socket.connect();
  }

  close(): void {
    this.setState({ kind: 'closed' });
    if (this.timer !== null) this.clearTimer(this.timer);
    this.timer = null;
    this.ready = false;
    this.socket?.disconnect();
    this.listeners.clear();
  }

  private forward(event: string): void {
    this.socket?.on(event, (...args: unknown[]) => {
      for (const handler of this.handlers.get(event) ?? []) (handler as (...a: unknown[]) => void)(...args);
    });
  }

  private async connected(): Promise<void> {
    if (this.stateNow.kind === 'closed') return;
    try {
      await this.options.onConnect(this);
    } catch {
      // Authentication failed or timed out: drop the socket and count an attempt.
      this.socket?.disconnect();
      this.lost();
      return;
    }
    if (!this.socket?.connected || this.closed) return;
    this.attempt = 0;
    this.ready = true;
    this.setState({ kind: 'connected' });
    // In order; the server de-duplicates by client id what it already had.
    for (const entry of [...this.outbox]) this.transmit(entry);
  }

  private transmit(entry: OutboxEntry): void {
    this.socket?.emit(entry.event, entry.payload, (answer: unknown) => {
      const index = this.outbox.indexOf(entry);
      if (index < 0) return;
      this.outbox.splice(index, 1);
      entry.resolve(answer);
      // A state listener may show the number still waiting.
      this.emitState();
    });
  }

  private lost(): void {
    this.ready = false;
    const kind = this.stateNow.kind;
    if (kind === 'closed' || kind === 'failed' || this.timer !== null) return;
    if (this.attempt >= this.maxAttempts) {
      this.setState({ kind: 'failed' });
      return;
    }
    this.attempt += 1;
    this.setState({ kind: 'reconnecting', attempt: this.attempt });
    this.timer = this.setTimer(() => {
      this.timer = null;
      if (this.stateNow.kind === 'closed' || !this.socket) return;
      // A socket.io-client socket that lost its line is reconnected by connect().
      this.socket.disconnect();
      this.socket.connect();
    }, backoffDelay(this.attempt, this.random));
  }

  private setState(state: ConnectionState): void {
    this.stateNow = state;
    this.emitState();
  }

  private emitState(): void {
    for (const listener of [...this.listeners]) listener(this.stateNow);
  }
}
