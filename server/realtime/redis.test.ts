// Two server processes and a Redis (testing/cluster.ts): a client on each process, and what one
// sends reaches the other through the socket.io Redis adapter. Each realtime feature adds its
// own describe block below, on the same cluster.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { chatMessage, userListPayload } from '../../src/realtime/chat/schemas';
import { startCluster, type Cluster } from './testing/cluster';
import { recordingClient, type RecordingClient } from './testing/socketClient';

let cluster: Cluster;
const clients: RecordingClient[] = [];

beforeAll(async () => {
  cluster = await startCluster(2);
}, 240_000);
afterAll(async () => {
  for (const client of clients.splice(0)) client.close();
  await cluster?.stop();
}, 30_000);

function client(processIndex: number, namespace: string, userId: number): RecordingClient {
  const made = recordingClient(`${cluster.urls[processIndex]}${namespace}`, { cookie: cluster.cookieFor(userId) });
  clients.push(made);
  return made;
}

const chatIdOf = (userId: number) => cluster.query<{ chat_id: string }>('SELECT chat_id FROM users WHERE id = ?', userId)[0]?.chat_id ?? '';

describe('two processes with Redis: chat', () => {
  it('delivers a chat message sent on one process to a client of the other, both ways, once', async () => {
    const ada = client(0, '/chat', 1);
    const paolo = client(1, '/chat', 2);
    const room = `redis-${Date.now().toString(36)}`;
    expect(await ada.ask('auth', { chatId: chatIdOf(1), channel: room })).toMatchObject({ ok: true });
    expect(await paolo.ask('auth', { chatId: chatIdOf(2), channel: room })).toMatchObject({ ok: true });
    // The user list is gathered from both processes.
    await paolo.waitFor('user-list', (users) => v.safeParse(userListPayload, users).success && (users as unknown[]).length === 2, 10_000);

    expect(await ada.ask('chat', { clientId: 'cross-1', text: 'from process one' })).toMatchObject({ ok: true });
    const got = v.parse(chatMessage, await paolo.waitFor('chat', undefined, 10_000));
    expect(got).toMatchObject({ text: 'from process one', userId: 1, channel: room });
    expect(await paolo.ask('chat', { clientId: 'cross-2', text: 'from process two' })).toMatchObject({ ok: true });
    await ada.waitFor('chat', (m) => (m as { text?: string }).text === 'from process two', 10_000);
    // A re-send on the other process is still recognised (one database) and not broadcast.
    expect(await ada.ask('chat', { clientId: 'cross-1', text: 'from process one' })).toMatchObject({ ok: true, id: got.id });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(paolo.received('chat').filter((m) => (m as { text?: string }).text === 'from process one')).toHaveLength(1);
  }, 60_000);
});

describe('two processes with Redis: live streams', () => {
  it('passes the artist’s frames sent to one process to a viewer on the other, whose simulation goes quiet', async () => {
    const live = cluster.query<{ id: number; user_id: number; chat_id: string }>(
      `SELECT st.id, st.user_id, u.chat_id FROM streams st JOIN users u ON u.id = st.user_id
       WHERE st.ended IS NULL AND u.chat_id IS NOT NULL ORDER BY st.id LIMIT 1`,
    )[0]!;
    const artist = client(0, '/streams', live.user_id);
    const viewer = client(1, '/streams', 1);
    expect(await artist.ask('auth', { chatId: live.chat_id, stream: live.id, userId: live.user_id })).toEqual({ ok: true, stream: live.id, role: 'streamer' });
    expect(await viewer.ask('auth', { chatId: chatIdOf(1), stream: live.id, userId: 1 })).toEqual({ ok: true, stream: live.id, role: 'viewer' });
    // Until the artist sends, the viewer's process plays the simulation.
    await viewer.waitFor('frame', (f) => (f as { mime?: string }).mime === 'image/jpeg', 10_000);

    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 9, 9, 9]);
    const send = (seq: number) => artist.socket.emit('frame', { stream: live.id, seq, width: 64, height: 48, mime: 'image/png', data: png });
    send(1_000_001);
    const got = (await viewer.waitFor('frame', (f) => (f as { seq?: number }).seq === 1_000_001, 10_000)) as { data: ArrayBuffer | Buffer };
    expect(Buffer.from(got.data as ArrayBuffer).equals(png)).toBe(true);
    artist.socket.emit('audio', { stream: live.id, seq: 500, sampleRate: 3000, data: Buffer.alloc(50, 128) });
    await viewer.waitFor('audio', (a) => (a as { seq?: number }).seq === 500, 10_000);

    // The other process heard that the artist streams: no more simulated frames there.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const simulated = () => viewer.received('frame').filter((f) => (f as { mime?: string }).mime === 'image/jpeg').length;
    const before = simulated();
    send(1_000_002);
    await viewer.waitFor('frame', (f) => (f as { seq?: number }).seq === 1_000_002, 10_000);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(simulated()).toBe(before);
  }, 60_000);
});

describe('two processes with Redis: whiteboard', () => {
  it("sends one artist's whiteboard commands on one process to a client of the other", async () => {
    const ada = client(0, '/whiteboard', 1);
    const paolo = client(1, '/whiteboard', 2);
    const adaAuth = (await ada.ask('auth', { chatId: chatIdOf(1), board: 0, userId: 1 })) as { clientId?: number };
    expect(adaAuth.clientId).toEqual(expect.any(Number));
    expect(await paolo.ask('auth', { chatId: chatIdOf(2), board: 0, userId: 2 })).toEqual({ clientId: expect.any(Number) });
    await paolo.waitFor('snapshot', undefined, 10_000);
    const shift = ((await ada.ask('info', {})) as { shiftIndex: number }).shiftIndex;
    expect(await ada.ask('commands', { id: 'redis-1', text: 'scr ff0000\ndr 10 10 8 8', shift })).toMatchObject({ ok: true });
    const text = await paolo.waitFor('commands', (t) => typeof t === 'string' && t.includes('dr 10 10 8 8'), 10_000);
    expect(text).toBe(`cs ${adaAuth.clientId!.toString(16)} ${shift.toString(16)}\nscr ff0000\ndr 10 10 8 8`);
  }, 60_000);
});
