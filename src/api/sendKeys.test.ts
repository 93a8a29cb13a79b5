// A message send, a comment and an upload each carry a key, which the server keeps its answer
// under: a POST the browser sends again after a dropped connection is done once (server tests:
// routes/messages.test.ts, routes/upload.test.ts), and so is one the artist sends again after it
// got no answer (sendOnce.ts).
import { beforeEach, describe, expect, it, vi } from 'vitest';

const client = vi.hoisted(() => ({ get: vi.fn(async () => ({})), post: vi.fn(async () => ({})), upload: vi.fn(async () => ({})) }));
vi.mock('./client', async (actual) => ({ ApiError: (await actual<typeof import('./client')>()).ApiError, ...client }));
const { ApiError } = await import('./client');
const { replyToTopic, writeMessage } = await import('./messages');
const { postComment } = await import('./comments');
const { uploadSketch } = await import('./upload');

const KEY = /^[0-9a-f]{24}$/;
const bodyOf = (call: number) => (client.post.mock.calls[call] as unknown[])[1] as Record<string, unknown>;

beforeEach(() => {
  client.post.mockReset().mockImplementation(async () => ({}));
  client.upload.mockReset().mockImplementation(async () => ({}));
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

describe('a send again after no answer', () => {
  const noAnswer = () => Promise.reject(new ApiError(0, null));
  const refused = () => Promise.reject(new ApiError(400, { error: 'bad', message: 'No' }));

  it('reuses the key of the reply that got no answer, and gives it up once answered', async () => {
    client.post.mockImplementationOnce(noAnswer);
    await expect(replyToTopic({ id: 5, text: 'Still there?' })).rejects.toBeInstanceOf(ApiError);
    await replyToTopic({ id: 5, text: 'Still there?' });
    await replyToTopic({ id: 5, text: 'Still there?' });
    expect(bodyOf(1).key).toBe(bodyOf(0).key);
    // Answered: the next send of the same words is a new message.
    expect(bodyOf(2).key).not.toBe(bodyOf(1).key);
  });

  it('gives a new key after a refusal (the server kept nothing), and to other words or another topic', async () => {
    client.post.mockImplementationOnce(refused).mockImplementationOnce(noAnswer);
    await expect(replyToTopic({ id: 5, text: 'Hello' })).rejects.toBeInstanceOf(ApiError);
    await expect(replyToTopic({ id: 5, text: 'Hello' })).rejects.toBeInstanceOf(ApiError);
    await replyToTopic({ id: 6, text: 'Hello' });
    await replyToTopic({ id: 5, text: 'Hello!' });
    expect(new Set([0, 1, 2, 3].map((call) => bodyOf(call).key)).size).toBe(4);
  });

  it('keeps the key of a comment that got no answer, and of an upload of the same picture and fields', async () => {
    client.post.mockImplementationOnce(noAnswer);
    await expect(postComment('sketch', 7, 'Nice')).rejects.toBeInstanceOf(ApiError);
    await postComment('sketch', 7, 'Nice');
    expect(bodyOf(1).key).toBe(bodyOf(0).key);

    client.upload.mockImplementationOnce(noAnswer);
    const fields = { title: 'T', description: '', mature: false, tags: [], privateFile: false, watermark: false };
    const file = new File([new Uint8Array([1])], 'a.png', { type: 'image/png', lastModified: 1 });
    await expect(uploadSketch('/api/v2/upload/sketch', file, fields)).rejects.toBeInstanceOf(ApiError);
    await uploadSketch('/api/v2/upload/sketch', file, fields);
    await uploadSketch('/api/v2/upload/sketch', file, { ...fields, title: 'Other' });
    const keys = client.upload.mock.calls.map((call) => ((call as unknown[])[1] as FormData).get('key'));
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });
});
