// A message send and an upload each carry a key of their own, which the server keeps its answer
// under: a POST the browser sends again after a dropped connection is done once (server tests:
// routes/messages.test.ts, routes/upload.test.ts).
import { beforeEach, describe, expect, it, vi } from 'vitest';

const client = vi.hoisted(() => ({ get: vi.fn(async () => ({})), post: vi.fn(async () => ({})), upload: vi.fn(async () => ({})) }));
vi.mock('./client', () => client);
const { replyToTopic, writeMessage } = await import('./messages');
const { uploadSketch } = await import('./upload');

const KEY = /^[0-9a-f]{24}$/;
const bodyOf = (call: number) => (client.post.mock.calls[call] as unknown[])[1] as Record<string, unknown>;

beforeEach(() => {
  client.post.mockClear();
  client.upload.mockClear();
});

describe('keys of the sends', () => {
  it('a reply and a new message each send a new key', async () => {
    await replyToTopic({ id: 5, text: 'Hi' });
    await replyToTopic({ id: 5, text: 'Hi' });
    await writeMessage({ to: 3, subject: '', text: 'Hello' });
    expect(bodyOf(0)).toEqual({ id: 5, text: 'Hi', key: expect.stringMatching(KEY) });
    expect(bodyOf(2)).toEqual({ to: 3, subject: '', text: 'Hello', key: expect.stringMatching(KEY) });
    expect(new Set([bodyOf(0).key, bodyOf(1).key, bodyOf(2).key]).size).toBe(3);
  });

  it('an upload sends a new key in its form', async () => {
    const fields = { title: 'T', description: '', mature: false, tags: [], privateFile: false, watermark: false };
    const file = new File([new Uint8Array([1])], 'a.png', { type: 'image/png' });
    await uploadSketch('/api/v2/upload/sketch', file, fields);
    await uploadSketch('/api/v2/upload/sketch', file, fields);
    const keys = client.upload.mock.calls.map((call) => ((call as unknown[])[1] as FormData).get('key'));
    expect(keys[0]).toMatch(KEY);
    expect(keys[1]).toMatch(KEY);
    expect(keys[0]).not.toBe(keys[1]);
  });
});
