// Per-user rate limits (issue 21 "Limits"), in one process on the app's clock, which stands
// still in tests: a bucket refills only when the test moves the clock. Before, 1,000 chat
// messages in one second were all accepted; now each kind of action has its budget, the sender is
// told with a clear text and when to try again, and nobody else is slowed.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { LIMIT_TEXTS } from '../../src/lib/limitTexts';
import { chatAnswer } from '../../src/realtime/chat/schemas';
import { StreamFrameSchema, StreamLimitedSchema } from '../../src/realtime/streams/schemas';
import { commandsAnswer } from '../../src/realtime/whiteboard/schemas';
import { PACKET_RULE } from './floodGuard';
import { gcra, MemoryRateLimiter, RATE_RULES } from './rateLimits';
import { startRealtimeTestServer, type RealtimeTestServer } from './testing/realtimeServer';
import { recordingClient, type RecordingClient } from './testing/socketClient';

describe('the token buckets (GCRA)', () => {
  it('allows `burst` at once, then one every `everyMs`, and says how long to wait', () => {
    const rule = { burst: 3, everyMs: 1000 };
    let tat = 0;
    const waits: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const step = gcra(rule, tat, 10_000);
      waits.push(step.waitMs);
      tat = step.tat;
    }
    expect(waits).toEqual([0, 0, 0, 1000]);
    expect(gcra(rule, tat, 10_999).waitMs).toBe(1);
    expect(gcra(rule, tat, 11_000).waitMs).toBe(0);
  });

  it('keeps one bucket per user and action', async () => {
    let now = 0;
    const limiter = new MemoryRateLimiter({ ...RATE_RULES, report: { burst: 1, everyMs: 60_000 } }, () => now);
    expect(await limiter.take('report', 1)).toBe(0);
    expect(await limiter.take('report', 1)).toBe(60_000);
    expect(await limiter.take('report', 2)).toBe(0);
    expect(await limiter.take('chat', 1)).toBe(0);
    now += 60_000;
    expect(await limiter.take('report', 1)).toBe(0);
  });
});

let server: RealtimeTestServer;
const clients: RecordingClient[] = [];

const chatIdOf = (userId: number) => (server.app.ctx.db.prepare('SELECT chat_id FROM users WHERE id = ?').pluck().get(userId) as string | null) ?? '';
function client(namespace: string, userId: number): RecordingClient {
  const made = recordingClient(`${server.url}${namespace}`, { cookie: server.cookieFor(userId) });
  clients.push(made);
  return made;
}
async function inChat(userId: number, channel: string): Promise<RecordingClient> {
  const made = client('/chat', userId);
  expect(await made.ask('auth', { chatId: chatIdOf(userId), channel })).toMatchObject({ ok: true });
  return made;
}

describe('limits in the namespaces', () => {
  beforeEach(async () => {
    server = await startRealtimeTestServer();
  });
  afterEach(async () => {
    for (const made of clients.splice(0)) made.close();
    await server.close();
  });

  it('chat: a burst of messages, then the text and when to try again; others are not slowed; the bucket refills', async () => {
    const ada = await inChat(1, 'lobby');
    const paolo = await inChat(2, 'critique');
    const answers = [];
    for (let i = 0; i < RATE_RULES.chat.burst + 2; i += 1) answers.push(v.parse(chatAnswer, await ada.ask('chat', { clientId: `fast-${i}`, text: `fast ${i}` })));
    expect(answers.filter((answer) => answer.ok)).toHaveLength(RATE_RULES.chat.burst);
    expect(answers.at(-1)).toEqual({ ok: false, error: LIMIT_TEXTS.chat, retryMs: RATE_RULES.chat.everyMs });
    expect(await paolo.ask('chat', { clientId: 'calm', text: 'calm' })).toMatchObject({ ok: true });
    server.advance(RATE_RULES.chat.everyMs);
    expect(await ada.ask('chat', { clientId: 'later', text: 'later' })).toMatchObject({ ok: true });
  });

  it('joins: a burst, then the text', async () => {
    const ada = await inChat(1, 'lobby');
    const channels = ['art-talk', 'critique', 'quiet-corner'];
    const answers: unknown[] = [];
    for (let i = 0; i <= RATE_RULES.join.burst; i += 1) answers.push(await ada.ask('join', { channel: channels[i % channels.length] }));
    expect(answers.slice(0, RATE_RULES.join.burst).every((answer) => (answer as { ok: boolean }).ok)).toBe(true);
    expect(answers.at(-1)).toEqual({ ok: false, error: LIMIT_TEXTS.join, retryMs: RATE_RULES.join.everyMs });
  });

  it('whiteboard: a burst of batches, then the text and when to send the batch again, which is then drawn once', async () => {
    const ada = client('/whiteboard', 1);
    expect(await ada.ask('auth', { chatId: chatIdOf(1), board: 0, userId: 1 })).toEqual(expect.any(Number));
    const { shiftIndex: shift } = (await ada.ask('info', {})) as { shiftIndex: number };
    for (let i = 0; i < RATE_RULES.whiteboard.burst; i += 1) expect(await ada.ask('commands', { id: `wb-${i}`, text: 'dr 1 1 2 2', shift })).toMatchObject({ ok: true });
    const refused = v.parse(commandsAnswer, await ada.ask('commands', { id: 'wb-over', text: 'dr 1 1 2 2', shift }));
    expect(refused).toEqual({ ok: false, error: LIMIT_TEXTS.whiteboard, retryMs: RATE_RULES.whiteboard.everyMs });
    server.advance(RATE_RULES.whiteboard.everyMs);
    expect(await ada.ask('commands', { id: 'wb-over', text: 'dr 1 1 2 2', shift })).toEqual({ ok: true, rejected: 0 });
    expect(await ada.ask('commands', { id: 'wb-over', text: 'dr 1 1 2 2', shift })).toEqual({ ok: true, duplicate: true });
  });

  it('streams: the artist’s frames over the limit are not passed on, and the app is told once', async () => {
    const stream = server.app.ctx.db.prepare('SELECT id FROM streams WHERE ended IS NULL ORDER BY id LIMIT 1').pluck().get() as number;
    server.app.ctx.db.prepare('UPDATE streams SET user_id = 2 WHERE id = ?').run(stream);
    const artist = client('/streams', 2);
    const viewer = client('/streams', 1);
    expect(await artist.ask('auth', { chatId: chatIdOf(2), stream, userId: 2 })).toMatchObject({ ok: true, role: 'streamer' });
    expect(await viewer.ask('auth', { chatId: chatIdOf(1), stream, userId: 1 })).toMatchObject({ ok: true, role: 'viewer' });
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2]);
    const sent = RATE_RULES.stream.burst + 5;
    for (let seq = 1; seq <= sent; seq += 1) artist.socket.emit('frame', { stream, seq: 800_000 + seq, width: 8, height: 8, mime: 'image/jpeg', data: jpeg });
    expect(v.parse(StreamLimitedSchema, await artist.waitFor('limited'))).toEqual({ message: LIMIT_TEXTS.stream, retryMs: RATE_RULES.stream.everyMs });
    // A round trip of the viewer's own after the artist was told: every relayed frame came first.
    expect(await viewer.ask('auth', { chatId: chatIdOf(1), stream, userId: 1 })).toMatchObject({ ok: true });
    const relayed = viewer.received('frame').map((frame) => v.parse(StreamFrameSchema, frame).seq).filter((seq) => seq > 800_000);
    expect(relayed).toEqual(Array.from({ length: RATE_RULES.stream.burst }, (_, i) => 800_001 + i));
    expect(artist.received('limited')).toHaveLength(1);
  });

  it('drops a connection that floods packets of any kind, keeps its session out for a while, and nobody else', async () => {
    const cookie = server.cookieFor(1);
    const flooder = recordingClient(`${server.url}/chat`, { cookie });
    clients.push(flooder);
    const paolo = await inChat(2, 'lobby');
    expect(await flooder.ask('auth', { chatId: chatIdOf(1), channel: 'lobby' })).toMatchObject({ ok: true });
    const closed = new Promise<string>((resolve) => flooder.socket.once('disconnect', resolve));
    // Malformed ones count too: they cost the server a parse each.
    for (let i = 0; i < PACKET_RULE.burst * 2; i += 1) flooder.socket.emit('chat', i % 2 ? { clientId: `f-${i}`, text: 'flood' } : 'junk');
    expect(await closed).toBe('transport close');
    // The same session is refused at the handshake while it cools down (FLOOD_COOLDOWN_MS).
    const again = recordingClient(`${server.url}/chat`, { cookie });
    clients.push(again);
    await new Promise<void>((resolve) => again.socket.once('connect_error', () => resolve()));
    expect(again.socket.connected).toBe(false);
    // Everyone else goes on.
    expect(await paolo.ask('chat', { clientId: 'after-flood', text: 'still here' })).toMatchObject({ ok: true });
  });
});
