// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, upload } from './client';
import { IdResponseSchema } from './schemas/common';

/** A stand-in for XMLHttpRequest that the test drives by hand. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  withCredentials = false;
  headers: Record<string, string> = {};
  sent: unknown = null;
  status = 0;
  responseText = '';
  responseHeaders: Record<string, string> = {};
  aborted = false;
  private listeners = new Map<string, ((event: unknown) => void)[]>();
  private uploadListeners = new Map<string, ((event: unknown) => void)[]>();
  upload = {
    addEventListener: (type: string, listener: (event: unknown) => void) => {
      this.uploadListeners.set(type, [...(this.uploadListeners.get(type) ?? []), listener]);
    },
  };
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(type: string, listener: (event: unknown) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  getResponseHeader(name: string) {
    return this.responseHeaders[name] ?? null;
  }
  send(body: unknown) {
    this.sent = body;
  }
  abort() {
    this.aborted = true;
    this.fire('abort');
  }
  fire(type: string, event: unknown = {}) {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
  progress(loaded: number, total: number, lengthComputable = true) {
    for (const listener of this.uploadListeners.get('progress') ?? []) listener({ loaded, total, lengthComputable });
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.responseHeaders['Content-Type'] = typeof body === 'string' ? 'text/plain' : 'application/json; charset=utf-8';
    this.fire('load');
  }
}

describe('upload()', () => {
  beforeEach(() => {
    FakeXhr.last = null;
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    document.cookie = 'csrf=token123';
  });
  afterEach(() => vi.unstubAllGlobals());

  it('posts the form with credentials and the CSRF header, reports progress and resolves with the body', async () => {
    const form = new FormData();
    form.set('title', 'Harbour');
    const progress: [number, number][] = [];
    const result = upload('/api/v2/upload/sketch', form, IdResponseSchema, (loaded, total) => progress.push([loaded, total]));
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/v2/upload/sketch');
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.headers).toEqual({ Accept: 'application/json', 'X-CSRF-Token': 'token123' });
    expect(xhr.sent).toBe(form);
    xhr.progress(10, 100);
    xhr.progress(5, 0, false); // unknown total: not reported
    xhr.progress(100, 100);
    xhr.respond(200, { id: 42 });
    await expect(result).resolves.toEqual({ id: 42 });
    expect(progress).toEqual([
      [10, 100],
      [100, 100],
    ]);
  });

  it('rejects a non-200 with ApiError carrying the status and parsed body', async () => {
    const result = upload('/up', new FormData(), IdResponseSchema);
    FakeXhr.last!.respond(413, { error: 'bad_upload', message: 'Too big' });
    const error = (await result.catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(413);
    expect(error.body).toEqual({ error: 'bad_upload', message: 'Too big' });
    expect(error.message).toBe('Too big');
  });

  it('rejects a text error body as text, and a network failure with status 0', async () => {
    const text = upload('/up', new FormData(), IdResponseSchema);
    FakeXhr.last!.respond(500, 'Server on fire');
    expect(((await text.catch((e: unknown) => e)) as ApiError).body).toBe('Server on fire');
    const network = upload('/up', new FormData(), IdResponseSchema);
    FakeXhr.last!.fire('error');
    const error = (await network.catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
  });

  it('aborts the request when the signal fires, and does not start when already aborted', async () => {
    const controller = new AbortController();
    const result = upload('/up', new FormData(), IdResponseSchema, undefined, controller.signal);
    controller.abort(new DOMException('stop', 'AbortError'));
    expect(FakeXhr.last!.aborted).toBe(true);
    await expect(result).rejects.toMatchObject({ name: 'AbortError' });
    FakeXhr.last = null;
    await expect(upload('/up', new FormData(), IdResponseSchema, undefined, controller.signal)).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.last).toBeNull();
  });
});
