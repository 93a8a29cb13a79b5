// @vitest-environment node
// The stream namespace with real socket.io clients on a listening server: auth, frames and audio
// of the simulated streamer, the artist's own frames passed on, malformed payloads dropped, and
// the end of a stream told to its viewers.
import type { Socket as ClientSocket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { TEST_WAIT_MS } from '../../../test/support/waits';
import * as v from 'valibot';
import { AUDIO_CHUNK_SAMPLES, AUDIO_SAMPLE_RATE, STREAM_LOGIN_TO_WATCH } from '../../../src/lib/streamRules';
import { STREAM_EVENTS, STREAM_NAMESPACE, StreamAudioSchema, StreamAuthReplySchema, StreamEndSchema, StreamFrameSchema, type StreamAuthReply } from '../../../src/realtime/streams/schemas';
import { useTestApp } from '../../testing/useTestApp';
import { collect, useNamespaceServer } from '../testing/namespaceServer';
import { registerStreamNamespace } from './namespace';
import { MALFORMED_ANSWER } from '../payload';

const t = useTestApp();
const ada = t.client(1);
const paolo = t.client(2);
const greta = t.client(3);
const visitor = t.client();

const { open, until } = useNamespaceServer(t, {
  namespace: STREAM_NAMESPACE,
  register: (io, services) => registerStreamNamespace(io, t.app.ctx, services),
  server: { maxHttpBufferSize: 1_000_000 },
});

const chatIdOf = (userId: number) => t.one<{ chat_id: string | null }>('SELECT chat_id FROM users WHERE id = ?', userId).chat_id ?? '';
const liveIds = () => t.query<{ id: number }>('SELECT id FROM streams WHERE ended IS NULL ORDER BY id').map((row) => row.id);
const viewersOf = (id: number) => t.one<{ viewers: number; total_views: number }>('SELECT viewers, total_views FROM streams WHERE id = ?', id);

async function auth(socket: ClientSocket, payload: unknown): Promise<StreamAuthReply> {
  const reply: unknown = await socket.timeout(TEST_WAIT_MS).emitWithAck(STREAM_EVENTS.auth, payload);
  return v.parse(StreamAuthReplySchema, reply);
}

const asBytes = (data: unknown) => new Uint8Array(data as ArrayBuffer);

describe('the stream socket: auth', () => {
  it('refuses a visitor, someone else’s user id or chat id, and a stream that is not live', async () => {
    const stream = liveIds()[0]!;
    expect(await auth(await open(visitor), { chatId: '', stream, userId: 1 })).toEqual({ ok: false, error: 'not_logged_in', message: STREAM_LOGIN_TO_WATCH });
    const socket = await open(ada);
    expect(await auth(socket, { chatId: chatIdOf(1), stream, userId: 2 })).toEqual({ ok: false, error: 'wrong_user' });
    expect(await auth(socket, { chatId: 'someone-else', stream, userId: 1 })).toEqual({ ok: false, error: 'wrong_user' });
    const ended = t.one<{ id: number }>('SELECT id FROM streams WHERE ended IS NOT NULL LIMIT 1').id;
    expect(await auth(socket, { chatId: chatIdOf(1), stream: ended, userId: 1 })).toEqual({ ok: false, error: 'not_live' });
  });
});

describe('watching a stream', () => {
  it('sends a signed-in viewer changing JPEG frames and 24 kbps audio, and counts the view', async () => {
    const stream = liveIds()[1]!;
    const before = viewersOf(stream);
    const socket = await open(ada);
    const frames = collect(socket, STREAM_EVENTS.frame);
    const audio = collect(socket, STREAM_EVENTS.audio);
    expect(await auth(socket, { chatId: chatIdOf(1), stream, userId: 1 })).toEqual({ ok: true, stream, role: 'viewer' });
    expect(viewersOf(stream)).toEqual({ viewers: before.viewers + 1, total_views: before.total_views + 1 });

    await until(() => frames.length >= 3 && audio.length >= 1);
    const parsed = frames.map((frame) => v.parse(StreamFrameSchema, frame));
    expect(parsed.every((frame) => frame.stream === stream && frame.mime === 'image/jpeg')).toBe(true);
    const first = asBytes(parsed[0]!.data);
    expect([first[0], first[1]]).toEqual([0xff, 0xd8]);
    // The drawing grows: later frames differ from the first.
    expect(Buffer.from(asBytes(parsed.at(-1)!.data)).equals(Buffer.from(first))).toBe(false);
    expect(new Set(parsed.map((frame) => frame.seq)).size).toBe(parsed.length);

    const chunk = v.parse(StreamAudioSchema, audio[0]);
    expect(chunk.sampleRate).toBe(AUDIO_SAMPLE_RATE);
    expect(asBytes(chunk.data)).toHaveLength(AUDIO_CHUNK_SAMPLES);

    socket.disconnect();
    await until(() => viewersOf(stream).viewers === before.viewers);
  });

  it('re-authenticating on the same connection (a reconnect) counts no second viewer', async () => {
    const stream = liveIds()[2]!;
    const before = viewersOf(stream).viewers;
    const socket = await open(paolo);
    await auth(socket, { chatId: chatIdOf(2), stream, userId: 2 });
    await auth(socket, { chatId: chatIdOf(2), stream, userId: 2 });
    expect(viewersOf(stream).viewers).toBe(before + 1);
  });

  it('counts a person once: two tabs are one watching, and reconnecting again and again one view', async () => {
    // A stream no other test watches.
    const stream = liveIds().at(-1)!;
    const before = viewersOf(stream);
    const tab = await open(greta);
    const other = await open(greta);
    await auth(tab, { chatId: chatIdOf(3), stream, userId: 3 });
    await auth(other, { chatId: chatIdOf(3), stream, userId: 3 });
    expect(viewersOf(stream)).toEqual({ viewers: before.viewers + 1, total_views: before.total_views + 1 });
    other.disconnect();
    await until(() => !other.connected);
    expect(viewersOf(stream).viewers).toBe(before.viewers + 1);
    tab.disconnect();
    await until(() => viewersOf(stream).viewers === before.viewers);
    // Back, five times over (a reload, a script): still one view of this stream.
    for (let i = 0; i < 5; i++) {
      const again = await open(greta);
      await auth(again, { chatId: chatIdOf(3), stream, userId: 3 });
      again.disconnect();
      await until(() => viewersOf(stream).viewers === before.viewers);
    }
    expect(viewersOf(stream).total_views).toBe(before.total_views + 1);
  });

  it('drops malformed payloads without harming anyone, answering only that it could not read them, then still works', async () => {
    const stream = liveIds()[3]!;
    const watcher = await open(greta);
    await auth(watcher, { chatId: chatIdOf(3), stream, userId: 3 });
    const watcherFrames = collect(watcher, STREAM_EVENTS.frame);

    const socket = await open(ada);
    const answers: unknown[] = [];
    for (const bad of [null, 'auth', { chatId: 5, stream, userId: 1 }, { chatId: 'x'.repeat(10_000), stream, userId: 1 }, { chatId: chatIdOf(1), stream: -1, userId: 1 }, { chatId: chatIdOf(1), stream, userId: 1, extra: true }]) {
      socket.emit(STREAM_EVENTS.auth, bad, (answer: unknown) => answers.push(answer));
    }
    // A viewer may not send frames into a stream, and garbage frames and audio are dropped.
    socket.emit(STREAM_EVENTS.frame, { stream, seq: 1, width: 10, height: 10, mime: 'image/png', data: Buffer.from('not a frame from the artist') });
    socket.emit(STREAM_EVENTS.frame, { stream, seq: 'x', data: 'text' });
    socket.emit(STREAM_EVENTS.audio, { stream, seq: 0, sampleRate: 44100, data: Buffer.alloc(10) });
    expect(await auth(socket, { chatId: chatIdOf(1), stream, userId: 1 })).toMatchObject({ ok: true });
    // Each bad auth that asked for an answer got the one refusal, nothing else of the stream.
    expect(answers).toEqual(Array.from({ length: 6 }, () => MALFORMED_ANSWER));
    await until(() => watcherFrames.length >= 2);
    expect(watcherFrames.every((frame) => v.parse(StreamFrameSchema, frame).mime === 'image/jpeg')).toBe(true);
  });

  it('announces a stream once, though its artist’s connection drops and comes back with nobody else in the room', async () => {
    const stream = liveIds()[5]!;
    t.write('UPDATE streams SET user_id = 2 WHERE id = ?', stream);
    const title = t.one<{ title: string }>('SELECT title FROM streams WHERE id = ?', stream).title;
    const announced = () => t.query("SELECT id FROM chat_messages WHERE kind = 'announce-stream' AND text LIKE ?", `%${title}%`).length;
    const before = announced();
    for (let round = 0; round < 3; round++) {
      const artist = await open(paolo);
      expect(await auth(artist, { chatId: chatIdOf(2), stream, userId: 2 })).toMatchObject({ ok: true, role: 'streamer' });
      artist.disconnect(); // the room goes with its last socket
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(announced()).toBe(before + 1);
  });

  it('passes the artist’s own frames and audio to the viewers, and nobody else’s', async () => {
    const stream = liveIds()[4]!;
    t.write('UPDATE streams SET user_id = 2 WHERE id = ?', stream);
    const before = viewersOf(stream);
    const lastMessageBefore = t.one<{ id: number }>('SELECT coalesce(max(id), 0) AS id FROM chat_messages').id;
    const artist = await open(paolo);
    const own = collect(artist, STREAM_EVENTS.frame);
    expect(await auth(artist, { chatId: chatIdOf(2), stream, userId: 2 })).toEqual({ ok: true, stream, role: 'streamer' });
    // Going live is announced in the chat, once.
    const announced = () => t.query<{ text: string }>("SELECT text FROM chat_messages WHERE kind = 'announce-stream' AND text LIKE 'PatronPaolo is live%' AND id > ?", lastMessageBefore);
    expect(announced()).toHaveLength(1);
    expect(await auth(artist, { chatId: chatIdOf(2), stream, userId: 2 })).toMatchObject({ ok: true, role: 'streamer' });
    expect(announced()).toHaveLength(1);
    // The artist sees the stream too, and is not one of its views.
    await until(() => own.length >= 1);
    expect(viewersOf(stream)).toEqual(before);
    const viewer = await open(ada);
    await auth(viewer, { chatId: chatIdOf(1), stream, userId: 1 });
    const frames = collect(viewer, STREAM_EVENTS.frame);
    const audio = collect(viewer, STREAM_EVENTS.audio);
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    artist.emit(STREAM_EVENTS.frame, { stream, seq: 7, width: 64, height: 48, mime: 'image/png', data: png });
    artist.emit(STREAM_EVENTS.audio, { stream, seq: 3, sampleRate: AUDIO_SAMPLE_RATE, data: Buffer.alloc(100, 128) });
    await until(() => frames.some((frame) => v.parse(StreamFrameSchema, frame).seq === 7) && audio.some((chunk) => v.parse(StreamAudioSchema, chunk).seq === 3));
    const relayed = v.parse(StreamFrameSchema, frames.find((frame) => v.parse(StreamFrameSchema, frame).seq === 7));
    expect(Buffer.from(asBytes(relayed.data))).toEqual(png);
    // A frame whose bytes are not the image type it declares is dropped.
    artist.emit(STREAM_EVENTS.frame, { stream, seq: 70, width: 64, height: 48, mime: 'image/png', data: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1]) });
    artist.emit(STREAM_EVENTS.frame, { stream, seq: 71, width: 64, height: 48, mime: 'image/jpeg', data: Buffer.from('<svg onload="alert(1)"/>') });
    artist.emit(STREAM_EVENTS.frame, { stream, seq: 72, width: 64, height: 48, mime: 'image/jpeg', data: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 2]) });
    await until(() => frames.some((frame) => v.parse(StreamFrameSchema, frame).seq === 72));
    expect(frames.map((frame) => v.parse(StreamFrameSchema, frame).seq).filter((seq) => seq === 70 || seq === 71)).toEqual([]);
    // Another stream's artist cannot send into this one.
    expect(await auth(artist, { chatId: chatIdOf(2), stream: liveIds()[0]!, userId: 2 })).toMatchObject({ ok: true, role: 'viewer' });
    artist.emit(STREAM_EVENTS.frame, { stream, seq: 8, width: 64, height: 48, mime: 'image/png', data: png });
    await new Promise((r) => setTimeout(r, 200));
    expect(frames.some((frame) => { const parsed = v.parse(StreamFrameSchema, frame); return parsed.seq === 8 && parsed.mime === 'image/png'; })).toBe(false);
  });
});

describe('the stream socket: the end of a stream', () => {
  it('tells the viewers once when the artist’s app ends the stream, which is then ended for good', async () => {
    const stream = liveIds()[5]!;
    t.write('UPDATE streams SET user_id = 3 WHERE id = ?', stream);
    const artist = await open(greta);
    expect(await auth(artist, { chatId: chatIdOf(3), stream, userId: 3 })).toMatchObject({ ok: true, role: 'streamer' });
    const viewer = await open(ada);
    const ends = collect(viewer, STREAM_EVENTS.end);
    const frames = collect(viewer, STREAM_EVENTS.frame);
    expect(await auth(viewer, { chatId: chatIdOf(1), stream, userId: 1 })).toMatchObject({ ok: true, role: 'viewer' });
    await until(() => frames.length >= 1);
    // Only the stream's artist may end it, and only the stream they joined.
    expect(await viewer.timeout(TEST_WAIT_MS).emitWithAck(STREAM_EVENTS.end, { stream })).toEqual({ ok: false });
    expect(await artist.timeout(TEST_WAIT_MS).emitWithAck(STREAM_EVENTS.end, { stream: liveIds()[0]! })).toEqual({ ok: false });
    expect(liveIds()).toContain(stream);

    expect(await artist.timeout(TEST_WAIT_MS).emitWithAck(STREAM_EVENTS.end, { stream })).toEqual({ ok: true });
    await until(() => ends.length >= 1);
    expect(v.parse(StreamEndSchema, ends[0])).toEqual({ stream });
    expect(liveIds()).not.toContain(stream);
    // No more pictures (the simulation stopped), no second end, and nobody joins it again.
    const seen = frames.length;
    await new Promise((r) => setTimeout(r, 1200));
    expect(frames.length).toBe(seen);
    expect(ends).toHaveLength(1);
    expect(await auth(await open(paolo), { chatId: chatIdOf(2), stream, userId: 2 })).toEqual({ ok: false, error: 'not_live' });
  });

  it('tells the viewers of a simulated stream when it is no longer live, and stops simulating it', async () => {
    const stream = liveIds()[1]!;
    const viewer = await open(paolo);
    const ends = collect(viewer, STREAM_EVENTS.end);
    const frames = collect(viewer, STREAM_EVENTS.frame);
    expect(await auth(viewer, { chatId: chatIdOf(2), stream, userId: 2 })).toMatchObject({ ok: true, role: 'viewer' });
    await until(() => frames.length >= 2);
    t.write("UPDATE streams SET ended = '2026-01-01T00:00:00.000Z' WHERE id = ?", stream);
    await until(() => ends.length >= 1);
    expect(v.parse(StreamEndSchema, ends[0])).toEqual({ stream });
    const seen = frames.length;
    await new Promise((r) => setTimeout(r, 1200));
    expect(frames.length).toBe(seen);
    expect(ends).toHaveLength(1);
  });
});
