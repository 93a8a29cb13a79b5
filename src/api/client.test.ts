// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANSWER_TIMEOUT_MS, ApiError, buildUrl, get, messageOf, post, postForm, RETRY_DELAY_MS } from './client';
import * as v from 'valibot';

/** These tests are about transport and caching; the shape check has its own tests. */
const anything = v.unknown();

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('api client', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    document.cookie = 'csrf=token123';
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('builds one URL for the same parameters in any order, leaving out empty ones', () => {
    expect(buildUrl('/api/v2/x', { page: 2, sort: 'top', none: null })).toBe(buildUrl('/api/v2/x', { sort: 'top', page: 2 }));
    expect(buildUrl('/api/v2/x', { sort: 'top', page: 2 })).toBe('/api/v2/x?page=2&sort=top');
  });

  it('sends every GET to the server: keeping answers is the query cache’s job', async () => {
    fetchMock.mockImplementation(async () => json(200, { n: fetchMock.mock.calls.length }));
    expect(await get('/api/v2/x', anything, { a: 1 })).toEqual({ n: 1 });
    expect(await get('/api/v2/x', anything, { a: 1 })).toEqual({ n: 2 });
  });

  it('retries a non-200 up to the given count with 250 ms between tries, then rejects with status and body', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(async () => json(503, { error: 'down', message: 'Down for a bit' }));
    const promise = get('/api/v2/z', anything, undefined, { retries: 2 });
    const caught = promise.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS - 1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    const error = (await caught) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(503);
    expect(error.body).toEqual({ error: 'down', message: 'Down for a bit' });
    expect(error.message).toBe('Down for a bit');
  });

  it('gives up a try whose answer does not come in time, as no answer (status 0), and stops the request', async () => {
    vi.useFakeTimers();
    const signals: AbortSignal[] = [];
    // A connection that stays open and never answers.
    fetchMock.mockImplementation((_url: string, init: RequestInit) => {
      signals.push(init.signal!);
      return new Promise(() => {});
    });
    const caught = post('/api/v2/message/reply', { id: 1 }, anything).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(ANSWER_TIMEOUT_MS - 1);
    expect(signals[0]!.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = (await caught) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
    expect(signals[0]!.aborted).toBe(true);
  });

  it('gives up a body that stops coming, and a retry has a time of its own', async () => {
    vi.useFakeTimers();
    const stalled = () => new Response(new ReadableStream({ start: (controller) => controller.enqueue(new TextEncoder().encode('{"a":')) }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    fetchMock.mockImplementationOnce(async () => stalled()).mockImplementationOnce(async () => json(200, { fine: true }));
    const answer = get('/api/v2/slow', anything, undefined, { retries: 1 });
    await vi.advanceTimersByTimeAsync(ANSWER_TIMEOUT_MS + RETRY_DELAY_MS);
    expect(await answer).toEqual({ fine: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('rejects with the caller\'s reason when the caller stops it, not as no answer', async () => {
    fetchMock.mockImplementation(() => new Promise(() => {}));
    const controller = new AbortController();
    const caught = get('/api/v2/x', anything, undefined, { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort(new DOMException('left the page', 'AbortError'));
    const error = (await caught) as DOMException;
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error.name).toBe('AbortError');
  });

  it('succeeds when a retry succeeds', async () => {
    fetchMock.mockResolvedValueOnce(json(502, null)).mockResolvedValueOnce(json(200, { fine: true }));
    expect(await post('/api/v2/w', { a: 1 }, anything, { retries: 1 })).toEqual({ fine: true });
  });

  it('treats a network failure as status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('offline'));
    await expect(get('/api/v2/n', anything)).rejects.toMatchObject({ status: 0 });
  });

  it('posts JSON by default with the CSRF token', async () => {
    fetchMock.mockResolvedValue(json(200, { ok: true }));
    await post('/comment', { key: 1, comment: 'hi' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/comment');
    expect(init.method).toBe('POST');
    expect(init.headers['Content-Type']).toBe('application/json');
    expect(init.headers['X-CSRF-Token']).toBe('token123');
    expect(JSON.parse(init.body)).toEqual({ key: 1, comment: 'hi' });
  });

  it('posts form-encoded fields with postForm', async () => {
    fetchMock.mockResolvedValue(json(200, 'ok'));
    await postForm('/challenges', { challengeId: 3, sketchId: 9, skip: undefined });
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init.headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(init.body).toBe('challengeId=3&sketchId=9');
  });

  it('does not retry by default', async () => {
    fetchMock.mockResolvedValue(json(400, { message: 'Bad' }));
    await expect(post('/x')).rejects.toMatchObject({ status: 400, message: 'Bad' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('messageOf', () => {
  it("takes the server's message, or a short plain text body, never a proxy's HTML page", () => {
    expect(messageOf({ error: 'x', message: 'You cannot do that.' })).toBe('You cannot do that.');
    expect(messageOf('Too many requests, slow down.\n')).toBe('Too many requests, slow down.');
    expect(messageOf('<html><head><title>502 Bad Gateway</title></head><body>nginx</body></html>')).toBeNull();
    expect(messageOf('x'.repeat(301))).toBeNull();
    expect(messageOf('')).toBeNull();
    expect(messageOf(null)).toBeNull();
  });
});
