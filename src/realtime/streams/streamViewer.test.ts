import { describe, expect, it } from 'vitest';
import { FakeSocket, fakeFactory } from '../testing/fakeSocket';
import { STREAM_EVENTS } from './schemas';
import { StreamViewer, type StreamRefusal } from './streamViewer';
import type { StreamAudio, StreamFrame } from './schemas';

const frame = (seq: number, stream = 7) => ({ stream, seq, width: 4, height: 3, mime: 'image/jpeg', data: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1]).buffer });
const audio = (seq: number) => ({ stream: 7, seq, sampleRate: 3000, data: new Uint8Array(6000).fill(128).buffer });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

async function setup() {
  const socket = new FakeSocket();
  const viewer = new StreamViewer({ stream: 7, userId: 1, chatId: 'c1', factory: fakeFactory(socket) });
  const frames: StreamFrame[] = [];
  const chunks: StreamAudio[] = [];
  const refusals: (StreamRefusal | null)[] = [];
  viewer.onFrame((f) => frames.push(f));
  viewer.onAudio((a) => chunks.push(a));
  viewer.onRefusal((r) => refusals.push(r));
  await viewer.start();
  return { socket, viewer, frames, chunks, refusals };
}

/** The server accepts the connection and answers the latest auth. */
async function connectAndAnswer(socket: FakeSocket, answer: unknown) {
  socket.serverAccepts();
  await flush();
  socket.sent(STREAM_EVENTS.auth).at(-1)!.ack!(answer);
  await flush();
}

describe('StreamViewer', () => {
  it('authenticates with chat id, stream and user id on connect, and again on every reconnect', async () => {
    const { socket, viewer } = await setup();
    expect(viewer.connection.state.kind).toBe('connecting');
    await connectAndAnswer(socket, { ok: true, stream: 7, role: 'viewer' });
    expect(socket.sent(STREAM_EVENTS.auth).map((e) => e.payload)).toEqual([{ chatId: 'c1', stream: 7, userId: 1 }]);
    expect(viewer.connection.state.kind).toBe('connected');
    socket.drop();
    expect(viewer.connection.state).toEqual({ kind: 'reconnecting', attempt: 1 });
    await connectAndAnswer(socket, { ok: true, stream: 7, role: 'viewer' });
    expect(socket.sent(STREAM_EVENTS.auth)).toHaveLength(2);
    expect(viewer.connection.state.kind).toBe('connected');
    viewer.close();
  });

  it('hands on frames and audio of its stream and drops malformed ones and other streams’', async () => {
    const { socket, viewer, frames, chunks } = await setup();
    await connectAndAnswer(socket, { ok: true, stream: 7, role: 'viewer' });
    socket.serverSends(STREAM_EVENTS.frame, frame(1));
    socket.serverSends(STREAM_EVENTS.frame, frame(2, 8));
    socket.serverSends(STREAM_EVENTS.frame, { ...frame(3), mime: 'text/html' });
    // JPEG bytes that say they are a PNG.
    socket.serverSends(STREAM_EVENTS.frame, { ...frame(4), mime: 'image/png' });
    socket.serverSends(STREAM_EVENTS.frame, 'garbage');
    socket.serverSends(STREAM_EVENTS.audio, audio(0));
    socket.serverSends(STREAM_EVENTS.audio, { ...audio(1), sampleRate: 44100 });
    socket.serverSends(STREAM_EVENTS.audio, { ...audio(2), data: new ArrayBuffer(0) });
    expect(frames.map((f) => f.seq)).toEqual([1]);
    expect(chunks.map((c) => c.seq)).toEqual([0]);
    expect(viewer.dropped).toBe(6);
    viewer.close();
  });

  it('reports a refusal, and a later acceptance clears it', async () => {
    const { socket, viewer, refusals } = await setup();
    await connectAndAnswer(socket, { ok: false, error: 'not_live' });
    expect(viewer.refusal).toBe('not_live');
    expect(viewer.connection.state.kind).toBe('connected');
    socket.drop();
    await connectAndAnswer(socket, { ok: true, stream: 7, role: 'viewer' });
    expect(refusals).toEqual(['not_live', null]);
    viewer.close();
  });

  it('stops with the server’s text when the access is taken away while watching (refused)', async () => {
    const { socket, viewer, refusals } = await setup();
    await connectAndAnswer(socket, { ok: true, stream: 7, role: 'viewer' });
    socket.serverSends(STREAM_EVENTS.refused, { error: 'suspended', message: 'Your account has been suspended for 7 days.' });
    expect(refusals).toEqual(['suspended']);
    expect(viewer.refusalText).toBe('Your account has been suspended for 7 days.');
    expect(viewer.connection.state.kind).toBe('closed');
  });

  it('counts a malformed auth answer as a failed attempt and tries again', async () => {
    const { socket, viewer } = await setup();
    await connectAndAnswer(socket, { whatever: true });
    expect(viewer.connection.state).toEqual({ kind: 'reconnecting', attempt: 1 });
    viewer.close();
  });

  it('says once that the stream ended and closes the connection; an end of another stream or a malformed one is dropped', async () => {
    const { socket, viewer, frames } = await setup();
    let ends = 0;
    viewer.onEnd(() => (ends += 1));
    await connectAndAnswer(socket, { ok: true, stream: 7, role: 'viewer' });
    socket.serverSends(STREAM_EVENTS.end, { stream: 8 });
    socket.serverSends(STREAM_EVENTS.end, { stream: 'seven' });
    expect(viewer.ended).toBe(false);
    expect(viewer.dropped).toBe(2);
    socket.serverSends(STREAM_EVENTS.end, { stream: 7 });
    expect(viewer.ended).toBe(true);
    expect(ends).toBe(1);
    expect(viewer.connection.state.kind).toBe('closed');
    socket.serverSends(STREAM_EVENTS.frame, frame(9));
    socket.drop();
    expect(frames).toEqual([]);
    expect(viewer.connection.state.kind).toBe('closed');
    viewer.close();
  });
});
