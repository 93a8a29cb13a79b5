// Who may act, and how much, across two processes sharing Redis and the database (issue 21):
// - a ban, a warning, a logout, a merge or a deleted account reaches every open socket of that
//   user (chat on both processes, the whiteboard, a stream) wherever the change was made: each is
//   told the spec's text and closed, without sending anything (the processes' sweeps);
// - a user's limits are one budget whatever process they send through, and a flood is slowed and
//   dropped while everyone else goes on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ACCOUNT_MERGED_TEXT, banText } from '../../src/lib/ban';
import { CHAT_LOGIN_REQUIRED, REPORT_SUCCESS } from '../../src/lib/chatTexts';
import { LIMIT_TEXTS } from '../../src/lib/limitTexts';
import { STREAM_LOGIN_TO_WATCH } from '../../src/lib/streamRules';
import { WHITEBOARD_LOGIN_REQUIRED } from '../../src/lib/whiteboardRules';
import { chatAnswer } from '../../src/realtime/chat/schemas';
import { clusterClients } from '../../test/support/clusterClients';
import { RATE_RULES } from './rateLimits';
import { startCluster, type Cluster } from './testing/cluster';
import type { RecordingClient } from './testing/socketClient';

let cluster: Cluster;
const clients = clusterClients(() => cluster);
const GLOPERATOR = 4;

beforeAll(async () => {
  cluster = await startCluster(2);
}, 240_000);
afterAll(async () => {
  clients.closeAll();
  await cluster?.stop();
});

interface Told {
  chat: string;
  whiteboard: string;
  stream: { error: string; message: string };
}
const loginTexts: Told = { chat: CHAT_LOGIN_REQUIRED, whiteboard: WHITEBOARD_LOGIN_REQUIRED, stream: { error: 'not_logged_in', message: STREAM_LOGIN_TO_WATCH } };
const byText = (text: string, error: string): Told => ({ chat: text, whiteboard: text, stream: { error, message: text } });

const CASES: { name: string; act: (victim: number, cookie: string) => Promise<void>; told: Told }[] = [
  {
    name: 'a suspension by a gloperator on the other process',
    act: async (victim) => expectOk(await cluster.post(1, '/api/v2/gloperate/ban', { duration: 168, reason: 'Spam', uid: victim }, cluster.cookieFor(GLOPERATOR))),
    told: byText(banText({ duration: 168 }), 'suspended'),
  },
  {
    name: 'a warning',
    act: async (victim) => expectOk(await cluster.post(0, '/api/v2/gloperate/ban', { duration: 0, reason: 'Be kind', uid: victim }, cluster.cookieFor(GLOPERATOR))),
    told: byText(banText({ duration: 0 }), 'warned'),
  },
  { name: 'a logout', act: async (_victim, cookie) => expectOk(await cluster.post(1, '/api/v2/logout', {}, cookie)), told: loginTexts },
  {
    name: 'a merge into another account',
    act: async (victim) => expectOk(await cluster.post(0, '/api/v2/admin/mergeTo', { userId: victim, targetUserId: 3 }, cluster.cookieFor(GLOPERATOR))),
    told: byText(ACCOUNT_MERGED_TEXT, 'merged'),
  },
  { name: 'the account deleted', act: async (victim) => cluster.run('DELETE FROM users WHERE id = ?', victim), told: loginTexts },
];

async function expectOk(response: Response): Promise<void> {
  expect(response.status, await response.clone().text()).toBe(200);
}

const gone = (made: RecordingClient) => new Promise<void>((resolve) => (made.socket.connected ? made.socket.once('disconnect', () => resolve()) : resolve()));

describe('two processes with Redis: who may act', () => {
  const victims = () => clients.chatters(CASES.length, 100);

  it.each(CASES.map((entry, index) => ({ ...entry, index })))('$name reaches every open socket of the user on both processes: told and closed', async ({ act, told, index }) => {
    const victim = victims()[index]!;
    const cookie = cluster.cookieFor(victim);
    const chatId = clients.chatIdOf(victim);
    const stream = cluster.query<{ id: number }>('SELECT id FROM streams WHERE ended IS NULL ORDER BY id LIMIT 1')[0]!.id;
    const chats = [clients.raw(0, '/chat', victim, cookie), clients.raw(1, '/chat', victim, cookie)];
    for (const chat of chats) expect(await chat.ask('auth', { chatId, channel: 'lobby' })).toMatchObject({ ok: true });
    const board = clients.raw(1, '/whiteboard', victim, cookie);
    expect(await board.ask('auth', { chatId, board: 0, userId: victim })).toEqual(expect.any(Number));
    const watching = clients.raw(0, '/streams', victim, cookie);
    expect(await watching.ask('auth', { chatId, stream, userId: victim })).toMatchObject({ ok: true, role: 'viewer' });

    await act(victim, cookie);
    // Nothing is sent on these sockets: each process finds them in its own sweep.
    for (const chat of chats) expect(await chat.waitFor('refused')).toEqual({ error: told.chat });
    expect(await board.waitFor('refused')).toEqual({ error: told.whiteboard });
    expect(await watching.waitFor('refused')).toEqual(told.stream);
    await Promise.all([...chats, board, watching].map(gone));
  });
});

describe('two processes with Redis: limits', () => {
  it('counts one user’s reports against one budget, whichever process they go through', async () => {
    const [reporter] = clients.chatters(1, 120);
    const cookie = cluster.cookieFor(reporter!);
    const sides = [clients.raw(0, '/chat', reporter!, cookie), clients.raw(1, '/chat', reporter!, cookie)];
    for (const side of sides) expect(await side.ask('auth', { chatId: clients.chatIdOf(reporter!), channel: 'lobby' })).toMatchObject({ ok: true });
    const answers: unknown[] = [];
    for (let i = 0; i <= RATE_RULES.report.burst; i += 1) answers.push(await sides[i % 2]!.ask('report', { link: `/user/${10 + i}` }));
    expect(answers).toEqual([
      ...Array.from({ length: RATE_RULES.report.burst }, () => ({ ok: true, message: REPORT_SUCCESS })),
      { ok: false, message: LIMIT_TEXTS.report },
    ]);
  });

  it('slows a flooding client, then drops it, while another user’s messages go through', async () => {
    const [flooder, talker, listener] = clients.chatters(3, 130);
    const flood = clients.raw(0, '/chat', flooder!);
    const talk = clients.raw(1, '/chat', talker!);
    const hear = clients.raw(0, '/chat', listener!);
    expect(await flood.ask('auth', { chatId: clients.chatIdOf(flooder!), channel: 'flooded' })).toMatchObject({ ok: true });
    expect(await talk.ask('auth', { chatId: clients.chatIdOf(talker!), channel: 'calm' })).toMatchObject({ ok: true });
    expect(await hear.ask('auth', { chatId: clients.chatIdOf(listener!), channel: 'calm' })).toMatchObject({ ok: true });

    // Told, and slowed: past the budget each message is refused with the text and when to retry.
    const answers: v.InferOutput<typeof chatAnswer>[] = [];
    const started = Date.now();
    for (let i = 0; i < 30; i += 1) answers.push(v.parse(chatAnswer, await flood.ask('chat', { clientId: `flood-${i}`, text: `flood ${i}` })));
    const elapsed = Date.now() - started;
    const accepted = answers.filter((answer) => answer.ok).length;
    expect(accepted).toBeGreaterThanOrEqual(RATE_RULES.chat.burst);
    expect(accepted).toBeLessThanOrEqual(RATE_RULES.chat.burst + Math.ceil(elapsed / RATE_RULES.chat.everyMs));
    const refused = answers.filter((answer) => !answer.ok);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every((answer) => !answer.ok && answer.error === LIMIT_TEXTS.chat && (answer.retryMs ?? 0) > 0)).toBe(true);

    // Dropped: it goes on without waiting, far past what an app sends (floodGuard.ts).
    for (let i = 30; i < 1000; i += 1) flood.socket.emit('chat', { clientId: `flood-${i}`, text: `flood ${i}` });
    // Meanwhile the others talk as usual.
    for (let i = 0; i < 5; i += 1) expect(await talk.ask('chat', { clientId: `calm-${i}`, text: `calm ${i}` })).toMatchObject({ ok: true });
    for (let i = 0; i < 5; i += 1) await hear.waitFor('chat', (m) => (m as { text?: string }).text === `calm ${i}`);
    await gone(flood);
  });
});
