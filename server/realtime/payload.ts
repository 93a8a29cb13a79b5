// Every incoming socket payload is parsed with a valibot schema, after its strings are made plain
// text (http/plainStrings.ts); a malformed one is dropped and logged, never thrown and never seen
// by other users (issue 13 "Reliability"). A client that asked for an answer gets one that says
// so (MALFORMED_ANSWER), rather than waiting for an answer that never comes.
import * as v from 'valibot';
import type { Socket } from 'socket.io';
import { plainStrings } from '../http/plainStrings';

type Ack = (answer: unknown) => void;

/** The answer to a payload that could not be read: the shape of every event's refusal. */
export const MALFORMED_ANSWER = { ok: false, error: 'That could not be read.' } as const;

/** How many drops a socket may log before it is silenced (a flood must not flood the log). */
const LOGGED_DROPS_PER_SOCKET = 5;
const drops = new WeakMap<Socket, number>();

function logDrop(socket: Socket, event: string, reason: string): void {
  const count = (drops.get(socket) ?? 0) + 1;
  drops.set(socket, count);
  if (count <= LOGGED_DROPS_PER_SOCKET && process.env.NODE_ENV !== 'test' && !process.env.VITEST) {
    console.warn(`Dropped a malformed '${socket.nsp.name}' ${event} payload from ${socket.id}: ${reason}`);
  }
}

/**
 * Listens for `event` and calls `handler` with the parsed payload and the ack callback (if the
 * client asked for one). Malformed payloads and handler errors are logged and dropped.
 */
export function onPayload<S extends v.GenericSchema>(
  socket: Socket,
  event: string,
  schema: S,
  handler: (payload: v.InferOutput<S>, ack: Ack | null) => void | Promise<void>,
): void {
  socket.on(event, (...args: unknown[]) => {
    const last = args.at(-1);
    const ack = typeof last === 'function' ? (last as Ack) : null;
    const parsed = v.safeParse(schema, plainStrings(args[0]));
    if (!parsed.success) {
      logDrop(socket, event, parsed.issues[0]?.message ?? 'invalid');
      ack?.(MALFORMED_ANSWER);
      return;
    }
    try {
      const done = handler(parsed.output, ack);
      if (done instanceof Promise) done.catch((error: unknown) => logDrop(socket, event, String(error)));
    } catch (error) {
      logDrop(socket, event, String(error));
    }
  });
}
