// @vitest-environment jsdom
// Responses are parsed once where they enter: what fits arrives typed (unknown fields dropped);
// what does not fit is reported to analytics and rejects with an error the screens handle.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendAnalyticsEvent } from './analytics';
import { ApiError, get, post, ResponseShapeError, upload } from './client';
import { OkSchema } from './schemas/common';
import { FanResponseSchema } from './schemas/users';

vi.mock('./analytics', () => ({ sendAnalyticsEvent: vi.fn() }));

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

describe('responses checked by their schema', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    vi.mocked(sendAnalyticsEvent).mockClear();
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('resolves with the parsed answer, without the fields the schema does not know', async () => {
    fetchMock.mockResolvedValue(json({ isFan: true, fans: 3, extra: 'dropped' }));
    await expect(get('/api/fans', FanResponseSchema)).resolves.toEqual({ isFan: true, fans: 3 });
    expect(sendAnalyticsEvent).not.toHaveBeenCalled();
  });

  it('rejects a GET answer that does not fit with a ResponseShapeError (an ApiError 500) and reports it', async () => {
    fetchMock.mockResolvedValue(json({ isFan: 'yes', fans: 3 }));
    const error = (await get('/api/fans', FanResponseSchema).catch((e: unknown) => e)) as ResponseShapeError;
    expect(error).toBeInstanceOf(ResponseShapeError);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(500);
    expect(error.body).toBeNull(); // no server text to show: screens fall back to their own failure text
    expect(error.message).toBe('HTTP 500'); // the details are for analytics, not for people
    expect(sendAnalyticsEvent).toHaveBeenCalledTimes(1);
    expect(sendAnalyticsEvent).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'error', message: expect.stringMatching(/^The answer of \/api\/fans does not fit its schema: isFan: /) }),
    );
  });

  it('does not cache a misfit answer: the next read asks the server again', async () => {
    fetchMock.mockResolvedValueOnce(json({})).mockResolvedValueOnce(json({ isFan: false, fans: 0 }));
    await expect(get('/api/fans', FanResponseSchema)).rejects.toBeInstanceOf(ResponseShapeError);
    await expect(get('/api/fans', FanResponseSchema)).resolves.toEqual({ isFan: false, fans: 0 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('checks a POST answer when given a schema, and passes it through untouched without one', async () => {
    fetchMock.mockImplementation(async () => json({ ok: 'sure' }));
    await expect(post('/api/x', {}, OkSchema)).rejects.toBeInstanceOf(ResponseShapeError);
    await expect(post('/api/x', {})).resolves.toEqual({ ok: 'sure' });
    expect(sendAnalyticsEvent).toHaveBeenCalledTimes(1);
  });

  it('checks the answer of an upload', async () => {
    class FakeXhr extends EventTarget {
      status = 200;
      responseText = JSON.stringify({ id: 'not a number' });
      upload = new EventTarget();
      open() {}
      setRequestHeader() {}
      getResponseHeader() {
        return 'application/json';
      }
      send() {
        queueMicrotask(() => this.dispatchEvent(new Event('load')));
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    await expect(upload('/up', new FormData(), FanResponseSchema)).rejects.toBeInstanceOf(ResponseShapeError);
  });
});
