// Benchmark (not a test): one channel flooded, another channel's delivery latency (issue 21).
// Three processes, as in production an attacker is not inside the server: the reference server
// (`server/main.ts` on a fresh seeded data dir, server/realtime/testing/cluster.ts), the flooders
// (this file with --flooding), and the probe users (here). FLOODERS users send chat messages into
// #bench-flood as fast as their sockets take them, without waiting for answers, and come back
// whenever the server drops them; meanwhile PROBE_SENDERS other users take turns sending PROBES
// messages, PROBE_INTERVAL_MS apart, into #bench-probe, where LISTENERS users listen. The report
// gives the p50, p95 and max from each probe's send to its arrival at each listener (target: p95
// at most 100 ms), the deliveries (must be all), and what became of the flood.
//   npx tsx test/bench/chat-flood.ts [--flooders=5] [--listeners=20] [--probes=100] [--redis]
// --redis: the server gets a redis-server of its own (REDIS_URL): the limits live in Redis.
import { spawn } from 'node:child_process';
import { io, type Socket } from 'socket.io-client';
import { startCluster } from '../../server/realtime/testing/cluster';
import { percentile } from './stats';

const arg = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const FLOODERS = arg('flooders', 5);
const LISTENERS = arg('listeners', 20);
const PROBES = arg('probes', 100);
/** Each probe sender sends PROBES / PROBE_SENDERS messages: well inside a user's chat limit. */
const PROBE_SENDERS = 20;
const PROBE_INTERVAL_MS = 50;
const FLOOD = 'bench-flood';
const PROBE = 'bench-probe';

interface BenchUser {
  cookie: string;
  chatId: string;
}
interface FloodReport {
  sent: number;
  accepted: number;
  refused: number;
  dropped: number;
  refusedConnections: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A signed-in socket in the channel, authenticated. */
async function join(url: string, user: BenchUser, channel: string): Promise<Socket> {
  const socket = io(url, { transports: ['websocket'], reconnection: false, forceNew: true, extraHeaders: { cookie: user.cookie } });
  await new Promise<void>((resolve, reject) => {
    const auth = () => socket.timeout(20_000).emit('auth', { chatId: user.chatId, channel }, (error: Error | null, answer: { ok: boolean }) => (error || !answer.ok ? reject(error ?? new Error('refused')) : resolve()));
    if (socket.connected) auth();
    else socket.once('connect', auth);
    socket.once('connect_error', reject);
  });
  return socket;
}

/** The flooding process: every user as fast as the socket takes it, back in whenever dropped, until told to stop (IPC). */
async function flooding(url: string, users: BenchUser[]): Promise<void> {
  const report: FloodReport = { sent: 0, accepted: 0, refused: 0, dropped: 0, refusedConnections: 0 };
  let going = true;
  // A message, not a signal: tsx's loader ends the process on SIGTERM before a handler runs.
  process.once('message', () => {
    going = false;
  });
  let joined = 0;
  await Promise.all(
    users.map(async (user, index) => {
      let first = true;
      while (going) {
        // Refused for a while after a flood (the server's flood guard): try again.
        const socket = await join(url, user, FLOOD).catch(() => null);
        if (!socket) {
          report.refusedConnections += 1;
          await pause(200);
          continue;
        }
        // All in: the probes may start.
        if (first) {
          first = false;
          joined += 1;
          if (joined === users.length) process.send?.('flooding');
        }
        while (going && socket.connected) {
          for (let i = 0; i < 50; i += 1) {
            report.sent += 1;
            socket.emit('chat', { clientId: `flood-${index}-${report.sent}`, text: `flood ${report.sent}` }, (answer: { ok: boolean }) => {
              if (answer.ok) report.accepted += 1;
              else report.refused += 1;
            });
          }
          await pause(0);
        }
        if (going) report.dropped += 1;
        socket.disconnect();
      }
    }),
  );
  process.stdout.write(`${JSON.stringify(report)}\n`);
  process.disconnect?.();
}

async function main(): Promise<void> {
  const cluster = await startCluster(1, {}, { redis: process.argv.includes('--redis') });
  const url = `${cluster.urls[0]}/chat`;
  const needed = FLOODERS + PROBE_SENDERS + LISTENERS;
  const users = cluster
    .query<{ id: number; chat_id: string }>('SELECT id, chat_id FROM users WHERE chat_id IS NOT NULL AND id NOT IN (SELECT user_id FROM bans) ORDER BY id LIMIT ?', needed)
    .map((row): BenchUser => ({ cookie: cluster.cookieFor(row.id), chatId: row.chat_id }));
  if (users.length < needed) throw new Error(`only ${users.length} users with a chat id in the seed`);
  const sockets: Socket[] = [];
  const flooders = spawn(process.execPath, ['--import', 'tsx', import.meta.filename, '--flooding'], {
    env: { ...process.env, FLOOD_URL: url, FLOOD_USERS: JSON.stringify(users.slice(0, FLOODERS)) },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  let floodOutput = '';
  flooders.stdout?.on('data', (chunk: Buffer) => (floodOutput += chunk.toString()));
  const floodersDone = new Promise<void>((resolve) => flooders.once('exit', () => resolve()));
  try {
    const senders = await Promise.all(users.slice(FLOODERS, FLOODERS + PROBE_SENDERS).map((user) => join(url, user, PROBE)));
    const listeners = await Promise.all(users.slice(FLOODERS + PROBE_SENDERS).map((user) => join(url, user, PROBE)));
    sockets.push(...senders, ...listeners);
    const sentAt = new Map<string, number>();
    const latencies: number[] = [];
    for (const listener of listeners) {
      listener.on('chat', (message: { clientId: string | null; channel: string }) => {
        const start = message.clientId ? sentAt.get(message.clientId) : undefined;
        if (message.channel === PROBE && start !== undefined) latencies.push(performance.now() - start);
      });
    }
    // The flood first, so the probes meet it at full strength.
    if (FLOODERS > 0) await new Promise((resolve) => flooders.once('message', resolve));
    await pause(1000);
    console.log(`${FLOODERS} flooders in #${FLOOD}; ${PROBES} probes by ${PROBE_SENDERS} users into #${PROBE}, ${PROBE_INTERVAL_MS} ms apart, to ${LISTENERS} listeners`);
    for (let i = 0; i < PROBES; i += 1) {
      const clientId = `probe-${i}`;
      sentAt.set(clientId, performance.now());
      senders[i % PROBE_SENDERS]!.emit('chat', { clientId, text: `probe ${i}` });
      await pause(PROBE_INTERVAL_MS);
    }
    const expected = LISTENERS * PROBES;
    const deadline = Date.now() + 30_000;
    while (latencies.length < expected && Date.now() < deadline) await pause(50);
    if (flooders.connected) flooders.send('stop');
    await floodersDone;

    const sorted = [...latencies].sort((a, b) => a - b);
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    const flood = JSON.parse(floodOutput.trim().split('\n').at(-1) ?? '{}') as Partial<FloodReport>;
    console.log(`probe deliveries: ${latencies.length} of ${expected}`);
    console.log(`probe latency: p50 ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))}, max ${ms(sorted.at(-1) ?? NaN)} (target p95 <= 100 ms)`);
    console.log(`flood: ${flood.sent} sent, ${flood.accepted} accepted, ${flood.refused} refused; dropped ${flood.dropped} times, ${flood.refusedConnections} connections refused`);
    if (latencies.length !== expected) process.exitCode = 1;
  } finally {
    flooders.kill('SIGKILL');
    for (const socket of sockets) socket.disconnect();
    await cluster.stop();
  }
}

if (process.argv.includes('--flooding')) {
  flooding(process.env.FLOOD_URL ?? '', JSON.parse(process.env.FLOOD_USERS ?? '[]') as BenchUser[]).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
} else {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
