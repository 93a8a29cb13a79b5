// Sockets on the fastify server: one socket.io Server on app.server (path /socket.io) with the
// namespaces of namespaces.ts. main.ts calls it before listening; inject-based route tests never
// do. With REDIS_URL set, rooms are shared between processes through the socket.io Redis adapter
// (README "Several processes"); without it, one process and no Redis.
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import type { AppContext } from '../context';
import { NAMESPACES } from './namespaces';

/** Socket payloads are small (chat lines, whiteboard command batches, stream frames). */
const MAX_PAYLOAD_BYTES = 1_000_000;

export interface AttachOptions {
  /** Defaults to process.env.REDIS_URL. */
  redisUrl?: string;
}

export async function attachRealtime(app: FastifyInstance, ctx: AppContext, options: AttachOptions = {}): Promise<Server> {
  const io = new Server(app.server, {
    serveClient: false,
    maxHttpBufferSize: MAX_PAYLOAD_BYTES,
    // Same origin only: the client is served by this server. A browser always sends Origin on a
    // socket's handshake; one from another site is refused (cross-site socket hijacking with the
    // user's cookie). Clients that are not browsers send none.
    allowRequest: (request, callback) => callback(null, sameOrigin(request.headers)),
  });
  const redisUrl = options.redisUrl ?? process.env.REDIS_URL;
  const closeAdapter = redisUrl ? await installRedisAdapter(io, redisUrl) : async () => {};
  for (const register of NAMESPACES) register(io, ctx);

  // Disconnect the sockets before fastify closes the HTTP server, or close() waits for them.
  app.addHook('preClose', async () => {
    io.disconnectSockets(true);
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    await closeAdapter();
  });
  return io;
}

/** No Origin header, or one whose host is the host asked for (directly or through the proxy). */
export function sameOrigin(headers: IncomingHttpHeaders): boolean {
  const origin = headers.origin;
  if (!origin) return true;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return false;
  }
  const forwarded = headers['x-forwarded-host'];
  return host === headers.host || (typeof forwarded === 'string' && host === forwarded.split(',')[0]?.trim());
}

async function installRedisAdapter(io: Server, url: string): Promise<() => Promise<void>> {
  const [{ createAdapter }, { createClient }] = await Promise.all([import('@socket.io/redis-adapter'), import('redis')]);
  const pub = createClient({ url });
  const sub = pub.duplicate();
  for (const client of [pub, sub]) client.on('error', (error: unknown) => console.error('Redis adapter error:', error));
  await Promise.all([pub.connect(), sub.connect()]);
  io.adapter(createAdapter(pub, sub));
  return async () => {
    await Promise.allSettled([pub.quit(), sub.quit()]);
  };
}
