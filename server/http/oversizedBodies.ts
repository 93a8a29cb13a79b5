// A body declared larger than its route takes is answered 413 with the JSON error, and the
// client hears it. Fastify refuses such a body in its parser and closes the connection while the
// client is still sending it, so a browser or fetch sees a dropped connection (EPIPE, "network
// error") instead of the answer: an upload of 20 MB got no answer at all. Here the rest of the
// body is read and thrown away first (nothing is kept), then the answer goes out on a connection
// that is still whole. A body beyond DRAIN_MAX_BYTES is not read: that connection is closed after
// the answer, as the framework would, since reading it all would cost more than it is worth.
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { HttpError, TOO_LARGE_MESSAGE } from './errors';

/** The largest refused body read to its end so its sender gets the answer. */
export const DRAIN_MAX_BYTES = 256 * 1024 * 1024;

function drain(raw: IncomingMessage): Promise<void> {
  return new Promise((resolve) => {
    if (raw.readableEnded) return resolve();
    raw.on('end', resolve);
    raw.on('error', () => resolve()); // the client went away: nobody to answer
    raw.on('close', () => resolve());
    raw.resume();
  });
}

/** Call on the root instance before the routes, so every plugin inherits the hook. */
export function registerOversizedBodyAnswer(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const declared = Number(request.headers['content-length']);
    const limit = request.routeOptions.bodyLimit ?? app.initialConfig.bodyLimit ?? Infinity;
    if (!Number.isFinite(declared) || declared <= limit) return;
    if (declared <= DRAIN_MAX_BYTES) await drain(request.raw);
    else reply.header('connection', 'close');
    throw new HttpError(413, 'too_large', TOO_LARGE_MESSAGE);
  });
}
