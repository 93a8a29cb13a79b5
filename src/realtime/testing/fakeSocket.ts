// A fake socket.io-client socket for the realtime classes' tests: the test decides when it
// connects, fails or drops, sees what was emitted and answers acknowledgements itself.
import type { RealtimeSocket, SocketFactory } from '../connection';

type Listener = (...args: unknown[]) => void;

export interface Emitted {
  event: string;
  payload: unknown;
  ack: ((answer: unknown) => void) | null;
}

export class FakeSocket implements RealtimeSocket {
  connected = false;
  connectCalls = 0;
  readonly emitted: Emitted[] = [];
  private readonly listeners = new Map<string, Listener[]>();

  connect(): void {
    this.connectCalls += 1;
  }

  disconnect(): void {
    if (!this.connected) return;
    this.connected = false;
    this.fire('disconnect', 'io client disconnect');
  }

  on(event: string, listener: (...args: never[]) => void): void {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener as Listener]);
  }

  emit(event: string, ...args: unknown[]): void {
    const last = args.at(-1);
    this.emitted.push({ event, payload: args[0], ack: typeof last === 'function' ? (last as Emitted['ack']) : null });
  }

  /** Test side: the server accepted the connection. */
  serverAccepts(): void {
    this.connected = true;
    this.fire('connect');
  }

  /** Test side: the attempt failed (timeout, refused). */
  serverRefuses(): void {
    this.connected = false;
    this.fire('connect_error', new Error('refused'));
  }

  /** Test side: the line dropped. */
  drop(): void {
    this.connected = false;
    this.fire('disconnect', 'transport close');
  }

  /** Test side: an event from the server. */
  serverSends(event: string, ...args: unknown[]): void {
    this.fire(event, ...args);
  }

  /** What was emitted under `event`, in order. */
  sent(event: string): Emitted[] {
    return this.emitted.filter((entry) => entry.event === event);
  }

  private fire(event: string, ...args: unknown[]): void {
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
  }
}

export function fakeFactory(socket: FakeSocket): SocketFactory {
  return async () => socket;
}

/** A socket whose server accepts it at once and answers `auth` (with `authAnswer`) and `commands`
 * (ok) by itself, as the whiteboard server does: for tests of what comes after the handshake. */
export class AnsweringSocket extends FakeSocket {
  constructor(readonly authAnswer: unknown = 42) {
    super();
  }

  override connect(): void {
    super.connect();
    this.serverAccepts();
  }

  override emit(event: string, ...args: unknown[]): void {
    super.emit(event, ...args);
    const ack = this.emitted.at(-1)?.ack;
    if (event === 'auth') queueMicrotask(() => ack?.(this.authAnswer));
    if (event === 'commands') queueMicrotask(() => ack?.({ ok: true }));
  }
}
