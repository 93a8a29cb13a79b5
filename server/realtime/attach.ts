// Sockets on the fastify server: one socket.io Server on app.server (path /socket.io) with the
// namespaces of namespaces.ts. main.ts calls it before listening; inject-based route tests never
// do. With REDIS_URL set, rooms are shared between processes through the socket.io Redis adapter
// (README "Several processes"), and so are the rate limits (services.ts); without it, one process
// and no Redis.
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import type { AppContext } from '../context';
import { FloodGuard } from './floodGuard';
import { NAMESPACES } from './namespaces';
import type { RateRules, RedisEval } from './rateLimits';
import { realtimeServices } from './services';
import { closeWhiteboardOf } from './whiteboard/boards';

/** Socket payloads are small (chat lines, whiteboard command batches, stream frames). */
const MAX_PAYLOAD_BYTES = 1_000_000;

export interface AttachOptions {
  /** Defaults to process.env.REDIS_URL. */
  redisUrl?: string;
  /** Other rate limits than RATE_RULES (tests). */
  limits?: Partial<RateRules>;
  /** How often idle sockets' users are looked at (tests: slower, to see the per-message check alone). */
  sweepMs?: number;
  /**
   * This process among those sharing the data, the same when it starts again (main.ts: the
   * address it listens on): what it counted before a crash is taken back (a stream's watchers).
   */
  processName?: string;
}

export async function attachRealtime(app: FastifyInstance, ctx: AppContext, options: AttachOptions = {}): Promise<Server> {
  const guard = new FloodGuard();
  const io = new Server(app.server, {
    serveClient: false,
    maxHttpBufferSize: MAX_PAYLOAD_BYTES,
    // Same origin only: the client is served by this server. A browser always sends Origin on a
    // socket's handshake; one from another site is refused (cross-site socket hijacking with the
    // user's cookie). Clients that are not browsers send none. A session that just flooded waits.
    allowRequest: (request, callback) => callback(null, sameOrigin(request.headers) && guard.allows(request)),
  });
  guard.attach(io);
  const redisUrl = options.redisUrl ?? process.env.REDIS_URL;
  const redis = redisUrl ? await installRedisAdapter(io, redisUrl) : null;
  const services = realtimeServices(ctx, { rules: options.limits, redis: redis?.commands, sweepMs: options.sweepMs, processName: options.processName });
  for (const register of NAMESPACES) register(io, ctx, services);

  // Disconnect the sockets before fastify closes the HTTP server, or close() waits for them.
  app.addHook('preClose', async () => {
    io.disconnectSockets(true);
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    services.close();
    // What was drawn in the last two seconds, acknowledged and shown to everyone, survives a restart.
    closeWhiteboardOf(ctx);
    await redis?.close();
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

/**
 * The adapter on two Redis connections, and a third for the rate limits' script, so a burst of
 * checks never queues the broadcasts behind it.
 */
async function installRedisAdapter(io: Server, url: string): Promise<{ commands: RedisEval; close: () => Promise<void> }> {
  const [{ createAdapter }, { createClient }] = await Promise.all([import('@socket.io/redis-adapter'), import('redis')]);
  const pub = createClient({ url });
  const sub = pub.duplicate();
  const commands = pub.duplicate();
  for (const client of [pub, sub, commands]) client.on('error', (error: unknown) => console.error('Redis adapter error:', error));
  await Promise.all([pub.connect(), sub.connect(), commands.connect()]);
  io.adapter(createAdapter(publishingSafely(pub), sub));
  return {
    commands,
    close: async () => {
      await Promise.allSettled([pub.quit(), sub.quit(), commands.quit()]);
    },
  };
}

/**
 * The adapter publishes every broadcast without waiting for Redis's answer. While Redis is gone
 * the publish fails after its timeout, and a failure no one waits for ends a Node process (an
 * unhandled rejection): one lost Redis took every process that broadcast down with it. Each
 * publish's failure is logged here instead; a caller that waits for one still gets it.
 */
function publishingSafely<C extends { publish: (...args: never[]) => Promise<unknown> }>(client: C): C {
  const publish = client.publish.bind(client) as (...args: unknown[]) => Promise<unknown>;
  (client as unknown as { publish: (...args: unknown[]) => Promise<unknown> }).publish = (...args) => {
    const sent = publish(...args);
    sent.catch((error: unknown) => console.error('Redis publish failed (the broadcast reaches this process only):', error instanceof Error ? error.message : error));
    return sent;
  };
  return client;
}
