// The last line against a flood (issue 21): every packet a connection sends, in any namespace and
// malformed ones too, counts against a bucket far above what the app sends (the whiteboard's 4
// batches a second, a reconnect's outbox); a connection past it is closed, and the same session
// (or, for a visitor, address) may not connect to this process again for FLOOD_COOLDOWN_MS, so a
// flooder costs the server a refused handshake, not thousands of parsed messages. The per-user
// limits of each action (rateLimits.ts) are what a sender is told; this only ever drops.
import type { IncomingMessage } from 'node:http';
import type { Server } from 'socket.io';
import { SESSION_COOKIE } from '../auth/sessions';
import { gcra, type RateRule } from './rateLimits';
import { cookieValue } from './socketViewer';

export const PACKET_RULE: RateRule = { burst: 300, everyMs: 33 };
export const FLOOD_COOLDOWN_MS = 10_000;

/** The part of an engine.io connection the guard uses. */
interface Connection {
  request: IncomingMessage;
  on(event: 'message', listener: () => void): unknown;
  close(): unknown;
}

const keyOf = (request: IncomingMessage) => cookieValue(request.headers.cookie, SESSION_COOKIE) ?? `address:${request.socket.remoteAddress ?? ''}`;

export class FloodGuard {
  private readonly cooling = new Map<string, number>();

  constructor(
    private readonly rule: RateRule = PACKET_RULE,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Counts the packets of every connection of the server from now on. */
  attach(io: Server): void {
    io.engine.on('connection', (connection: Connection) => {
      let tat = 0;
      connection.on('message', () => {
        const step = gcra(this.rule, tat, this.clock());
        if (step.waitMs > 0) this.drop(connection);
        else tat = step.tat;
      });
    });
  }

  /** Whether a handshake may go on (its session or address is not cooling down after a flood). */
  allows(request: IncomingMessage): boolean {
    const until = this.cooling.get(keyOf(request));
    if (until === undefined) return true;
    if (until > this.clock()) return false;
    this.cooling.delete(keyOf(request));
    return true;
  }

  /** Closes the connection and keeps its session (or address) out for a while. */
  drop(connection: Connection): void {
    const now = this.clock();
    this.cooling.set(keyOf(connection.request), now + FLOOD_COOLDOWN_MS);
    if (this.cooling.size > 10_000) for (const [key, until] of this.cooling) if (until <= now) this.cooling.delete(key);
    connection.close();
  }
}
