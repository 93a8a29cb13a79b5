// For socket tests: the test app (server/testing) listening on a free loopback port with the
// realtime namespaces attached, and session cookies for signed-in clients.
import type { Server } from 'socket.io';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { SESSION_COOKIE } from '../../auth/sessions';
import { attachRealtime } from '../attach';
import type { RateRules } from '../rateLimits';

export interface RealtimeTestServer extends TestApp {
  io: Server;
  /** http://127.0.0.1:{port} */
  url: string;
  /** A Cookie header of a fresh session of the user. */
  cookieFor: (userId: number) => string;
}

/**
 * `limits`: other rate limits than the server's (the app's clock stands still in tests: a bucket
 * refills only when the test moves it); `sweepMs`: how often idle sockets' users are looked at.
 */
export async function startRealtimeTestServer(options: { limits?: Partial<RateRules>; sweepMs?: number } = {}): Promise<RealtimeTestServer> {
  const test = await createTestApp();
  const io = await attachRealtime(test.app, test.app.ctx, { redisUrl: '', ...options });
  await test.app.listen({ host: '127.0.0.1', port: 0 });
  const address = test.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    ...test,
    io,
    url: `http://127.0.0.1:${port}`,
    cookieFor: (userId) => `${SESSION_COOKIE}=${test.app.ctx.sessions.create(userId)}`,
  };
}
