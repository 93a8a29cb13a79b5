// A real socket.io client for server socket tests that records every event it receives, so a
// test can wait for one (or for a count) and assert what did NOT arrive.
import { io, type Socket } from 'socket.io-client';
import { TEST_WAIT_MS } from '../../../test/support/waits';

export interface RecordingClient {
  socket: Socket;
  /** Payloads of `event` received so far, in order. */
  received: (event: string) => unknown[];
  /**
   * Resolves with the first payload of `event` (received from now on, or already) that matches;
   * waitFor and ask fail after the tests' wait bound (test/support/waits.ts).
   */
  waitFor: (event: string, match?: (payload: unknown) => boolean, timeoutMs?: number) => Promise<unknown>;
  /** Emits with an acknowledgement and resolves with the answer. */
  ask: (event: string, payload: unknown) => Promise<unknown>;
  close: () => void;
}

export function recordingClient(url: string, options: { cookie?: string; autoConnect?: boolean; headers?: Record<string, string> } = {}): RecordingClient {
  const socket = io(url, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    autoConnect: options.autoConnect ?? true,
    extraHeaders: { ...options.headers, ...(options.cookie ? { cookie: options.cookie } : {}) },
  });
  const log = new Map<string, unknown[]>();
  const waiters = new Set<() => void>();
  socket.onAny((event: string, payload: unknown) => {
    log.set(event, [...(log.get(event) ?? []), payload]);
    for (const waiter of [...waiters]) waiter();
  });
  const received = (event: string) => log.get(event) ?? [];
  return {
    socket,
    received,
    waitFor: (event, match = () => true, timeoutMs = TEST_WAIT_MS) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = received(event).find(match);
          if (found === undefined) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching '${event}' within ${timeoutMs} ms; got ${JSON.stringify(received(event)).slice(0, 500)}`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      }),
    ask: (event, payload) => socket.timeout(TEST_WAIT_MS).emitWithAck(event, payload) as Promise<unknown>,
    close: () => {
      socket.disconnect();
    },
  };
}
