// Benchmark (not a test): chat fan-out latency with 200 clients in one room (issue 13). Starts
// the reference server in this process on a free loopback port with a fresh seeded database and
// the realtime namespaces, connects 200 socket.io clients (websocket) as 200 signed-in users
// with chat ids, all in one channel, then they send 100 messages 20 ms apart, each from the next
// of them (one sender would be held to a user's rate, server/realtime/rateLimits.ts). For every
// message and every receiver the time from the send to the arrival is taken; the report gives
// the p50, p95 and max over all of them, and the total deliveries (must be 200 × 100: none lost).
//   npx tsx test/bench/chat-fanout.ts [--clients=200] [--messages=100]
// With REDIS_URL set, the server uses the Redis adapter (one process still; see the README).
import { io, type Socket } from 'socket.io-client';
import { attachRealtime } from '../../server/realtime/attach';
import { SESSION_COOKIE } from '../../server/auth/sessions';
import { createTestApp } from '../../server/testing/testApp';
import { percentile } from './stats';

const arg = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const CLIENTS = arg('clients', 200);
const MESSAGES = arg('messages', 100);
const SEND_INTERVAL_MS = 20;
const CHANNEL = 'bench-fanout';

async function main(): Promise<void> {
  const test = await createTestApp({ devTools: false });
  // The bench measures now, not the test harness's fixed clock.
  await attachRealtime(test.app, test.app.ctx);
  await test.app.listen({ host: '127.0.0.1', port: 0 });
  const address = test.app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/chat`;
  const users = test.app.ctx.db.prepare('SELECT id, chat_id FROM users WHERE chat_id IS NOT NULL AND id NOT IN (SELECT user_id FROM bans) ORDER BY id LIMIT ?').all(CLIENTS) as { id: number; chat_id: string }[];
  if (users.length < CLIENTS) throw new Error(`only ${users.length} users with a chat id in the seed`);

  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  const sockets: Socket[] = [];
  try {
    for (const user of users) {
      const socket = io(url, { transports: ['websocket'], reconnection: false, forceNew: true, extraHeaders: { cookie: `${SESSION_COOKIE}=${test.app.ctx.sessions.create(user.id)}` } });
      socket.on('chat', (message: { clientId: string | null }) => {
        const start = message.clientId ? sentAt.get(message.clientId) : undefined;
        if (start !== undefined) latencies.push(performance.now() - start);
      });
      sockets.push(socket);
    }
    await Promise.all(
      sockets.map(
        (socket, index) =>
          new Promise<void>((resolve, reject) => {
            const auth = () => socket.timeout(20_000).emit('auth', { chatId: users[index]?.chat_id, channel: CHANNEL }, (error: Error | null, answer: { ok: boolean }) => (error || !answer.ok ? reject(error ?? new Error('refused')) : resolve()));
            if (socket.connected) auth();
            else socket.once('connect', auth);
          }),
      ),
    );
    console.log(`${CLIENTS} clients in #${CHANNEL}; sending ${MESSAGES} messages, ${SEND_INTERVAL_MS} ms apart`);
    for (let i = 0; i < MESSAGES; i += 1) {
      const clientId = `bench-${i}`;
      sentAt.set(clientId, performance.now());
      sockets[i % sockets.length]!.emit('chat', { clientId, text: `bench message ${i}` });
      await new Promise((resolve) => setTimeout(resolve, SEND_INTERVAL_MS));
    }
    const expected = CLIENTS * MESSAGES;
    const deadline = Date.now() + 30_000;
    while (latencies.length < expected && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    const sorted = [...latencies].sort((a, b) => a - b);
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    console.log(`deliveries: ${latencies.length} of ${expected}`);
    console.log(`fan-out latency: p50 ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))}, max ${ms(sorted.at(-1) ?? NaN)}`);
    if (latencies.length !== expected) process.exitCode = 1;
  } finally {
    for (const socket of sockets) socket.disconnect();
    await test.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
