import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { hostEvent, hostResponse } from './envelope';
import { REQUESTS, TIMEOUTS_MS } from './protocol';
import { FakeHost, fakeWindow, type PageRequest } from './testing/fakeHost';
import { deliveryForms } from './testing/mutations';

const TOKEN = 'header.payload.signature-0123456789';

/** Lets queued microtasks (sends after the handshake) run. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

async function connected(host = new FakeHost()) {
  const bridge = host.createBridge();
  bridge.start();
  await bridge.whenSettled();
  return { host, bridge };
}

describe('handshake', () => {
  it('says hello with its versions and becomes connected on the answer', async () => {
    const { host, bridge } = await connected(new FakeHost({ answer: { theme: '161616' } }));
    const [hello] = host.requests(REQUESTS.hello);
    expect(hello?.payload).toEqual({ versions: [1] });
    expect(hello?.load).toBe(bridge.loadId);
    expect(bridge.status).toBe('connected');
    expect(bridge.hasHost()).toBe(true);
    expect(bridge.theme.value).toBe('161616');
    expect(host.invalid).toEqual([]);
  });

  it('runs hostless when hello goes unanswered, and still takes a late answer', async () => {
    vi.useFakeTimers();
    const host = new FakeHost({ hello: 'silent' });
    const bridge = host.createBridge();
    const hello = host.nextRequest(REQUESTS.hello);
    bridge.start();
    expect(bridge.status).toBe('connecting');
    await vi.advanceTimersByTimeAsync(TIMEOUTS_MS.hello);
    expect(bridge.status).toBe('absent');
    expect(bridge.hasHost()).toBe(false);
    host.answerHello(await hello);
    expect(bridge.status).toBe('connected');
    vi.useRealTimers();
  });

  it('lets a call made while hello is unanswered wait for a late answer within its own timeout; one made after the 3 s is UNAVAILABLE', async () => {
    vi.useFakeTimers();
    onTestFinished(() => void vi.useRealTimers());
    const host = new FakeHost({ hello: 'silent' });
    const bridge = host.createBridge();
    const hello = host.nextRequest(REQUESTS.hello);
    bridge.start();
    await vi.advanceTimersByTimeAsync(1300);
    const early = bridge.call(REQUESTS.startStream, {});
    await vi.advanceTimersByTimeAsync(TIMEOUTS_MS.hello); // the page is hostless now
    expect(bridge.hasHost()).toBe(false);
    const late = bridge.call(REQUESTS.startStream, {});
    expect(await late).toMatchObject({ ok: false, error: { code: 'UNAVAILABLE' } });
    expect(host.requests(REQUESTS.startStream)).toHaveLength(0);
    host.answerHello(await hello); // at 4.3 s
    await vi.advanceTimersByTimeAsync(0);
    const [sent] = host.requests(REQUESTS.startStream); // the early call went out
    expect(sent).toBeDefined();
    host.reply(sent!, { ok: true, data: {} });
    expect(await early).toMatchObject({ ok: true });
  });

  it('ends a call made while hello is unanswered with TIMEOUT when no answer ever comes', async () => {
    vi.useFakeTimers();
    onTestFinished(() => void vi.useRealTimers());
    const host = new FakeHost({ hello: 'silent' });
    const bridge = host.createBridge();
    bridge.start();
    const call = bridge.call(REQUESTS.startStream, {});
    await vi.advanceTimersByTimeAsync(TIMEOUTS_MS.call);
    expect(await call).toMatchObject({ ok: false, error: { code: 'TIMEOUT' } });
    expect(host.requests(REQUESTS.startStream)).toHaveLength(0);
  });

  it('is incompatible when the host refuses the version', async () => {
    const { bridge } = await connected(new FakeHost({ hello: 'refuse' }));
    expect(bridge.status).toBe('incompatible');
    expect(await bridge.call(REQUESTS.openUpload, {})).toMatchObject({ ok: false, error: { code: 'UNSUPPORTED' } });
  });

  it('is absent in a plain browser and every call is UNAVAILABLE at once', async () => {
    const host = new FakeHost();
    const bridge = host.createBridge({ transport: { kind: 'none', send: () => false } });
    bridge.start();
    expect(bridge.status).toBe('absent');
    expect(await bridge.call(REQUESTS.startStream, {})).toMatchObject({ ok: false, error: { code: 'UNAVAILABLE' } });
  });

  it('says ready once', async () => {
    const { host, bridge } = await connected();
    bridge.ready();
    bridge.ready();
    expect(host.events('ready')).toHaveLength(1);
  });
});

describe('calls', () => {
  it('waits for the hello answer before sending, then resolves with the data', async () => {
    const host = new FakeHost({ hello: 'silent' });
    const bridge = host.createBridge();
    const hello = host.nextRequest(REQUESTS.hello);
    const signIn = host.nextRequest(REQUESTS.platformSignIn);
    vi.useFakeTimers();
    onTestFinished(() => void vi.useRealTimers());
    bridge.start();
    const call = bridge.call(REQUESTS.platformSignIn, {});
    // A second of (fake) time with every timer and promise run, still inside the hello timeout:
    // a bridge that did not wait for the answer would have sent the call by now.
    await vi.advanceTimersByTimeAsync(1_000);
    expect(host.requests(REQUESTS.platformSignIn)).toHaveLength(0);
    host.answerHello(await hello);
    host.reply(await signIn, { ok: true, data: { identityToken: TOKEN } });
    expect(await call).toEqual({ ok: true, data: { identityToken: TOKEN } });
  });

  it('checks the capability by name before calling', async () => {
    const { host, bridge } = await connected(new FakeHost({ answer: { capabilities: ['upload.open', 'some.future'] } }));
    expect(bridge.can(REQUESTS.openUpload)).toBe(true);
    expect(await bridge.call(REQUESTS.startStream, {})).toMatchObject({ ok: false, error: { code: 'UNSUPPORTED' } });
    expect(host.requests(REQUESTS.startStream)).toHaveLength(0);
  });

  it('rejects a payload that breaks the schema without sending it', async () => {
    const { host, bridge } = await connected();
    const result = await bridge.call(REQUESTS.openSketch, { sketchId: 7, fileUrl: 'data:image/png;base64,AAAA' });
    expect(result).toMatchObject({ ok: false, error: { code: 'INVALID' } });
    expect(host.requests(REQUESTS.openSketch)).toHaveLength(0);
  });

  it('matches out-of-order replies by id and ignores duplicates', async () => {
    const { host, bridge } = await connected();
    const first = bridge.call(REQUESTS.openUpload, {});
    const second = bridge.call(REQUESTS.startStream, {});
    await flush();
    const [, upload, stream] = host.requests() as [PageRequest, PageRequest, PageRequest];
    expect(upload.id).not.toBe(stream.id);
    host.reply(stream, { ok: false, error: { code: 'CANCELLED', message: 'user closed it' } });
    host.reply(upload, { ok: true, data: {} });
    host.reply(upload, { ok: true, data: {} });
    expect(await first).toEqual({ ok: true, data: {} });
    expect(await second).toEqual({ ok: false, error: { code: 'CANCELLED', message: 'user closed it' } });
    expect(host.warnings.some((w) => w.includes('late or duplicate'))).toBe(true);
  });

  it('resolves a delayed reply that comes within the timeout', async () => {
    vi.useFakeTimers();
    const { host, bridge } = await connected();
    const request = host.nextRequest(REQUESTS.openUpload);
    const call = bridge.call(REQUESTS.openUpload, {}, { timeoutMs: 1_000 });
    const sent = await request;
    await vi.advanceTimersByTimeAsync(900);
    host.reply(sent, { ok: true, data: {} });
    expect(await call).toEqual({ ok: true, data: {} });
    vi.useRealTimers();
  });

  it('times out a missing reply, tells the host to cancel, and drops the late answer', async () => {
    vi.useFakeTimers();
    const { host, bridge } = await connected();
    const request = host.nextRequest(REQUESTS.openUpload);
    const call = bridge.call(REQUESTS.openUpload, {});
    const sent = await request;
    await vi.advanceTimersByTimeAsync(TIMEOUTS_MS.call);
    expect(await call).toMatchObject({ ok: false, error: { code: 'TIMEOUT' } });
    expect(host.events('cancel')).toMatchObject([{ payload: { requestId: sent.id } }]);
    host.reply(sent, { ok: true, data: {} });
    expect(bridge.stats.dropped).toBe(1);
    vi.useRealTimers();
  });

  it('times out while still waiting for hello (its own timeout)', async () => {
    vi.useFakeTimers();
    const host = new FakeHost({ hello: 'silent' });
    const bridge = host.createBridge({ helloTimeoutMs: 60_000 });
    bridge.start();
    const call = bridge.call(REQUESTS.openUpload, {}, { timeoutMs: 500 });
    await vi.advanceTimersByTimeAsync(500);
    expect(await call).toMatchObject({ ok: false, error: { code: 'TIMEOUT' } });
    vi.useRealTimers();
  });

  it('cancels through an AbortSignal, before or after sending', async () => {
    const { host, bridge } = await connected();
    const aborted = new AbortController();
    aborted.abort();
    expect(await bridge.call(REQUESTS.openUpload, {}, { signal: aborted.signal })).toMatchObject({ error: { code: 'CANCELLED' } });

    const controller = new AbortController();
    const request = host.nextRequest(REQUESTS.platformSignIn);
    const call = bridge.call(REQUESTS.platformSignIn, {}, { signal: controller.signal });
    const sent = await request;
    controller.abort();
    expect(await call).toMatchObject({ ok: false, error: { code: 'CANCELLED' } });
    expect(host.events('cancel')).toMatchObject([{ payload: { requestId: sent.id } }]);
  });

  it('turns an answer that breaks the schema into INVALID', async () => {
    const { host, bridge } = await connected();
    const request = host.nextRequest(REQUESTS.platformSignIn);
    const call = bridge.call(REQUESTS.platformSignIn, {});
    const sent = await request;
    host.deliver(hostResponse(sent.load, sent.id, { ok: true, data: { identityToken: 42 } } as never));
    expect(await call).toMatchObject({ ok: false, error: { code: 'INVALID' } });
  });

  it('drops a response meant for another page load', async () => {
    const { host, bridge } = await connected();
    const request = host.nextRequest(REQUESTS.openUpload);
    const call = bridge.call(REQUESTS.openUpload, {}, { timeoutMs: 50 });
    const sent = await request;
    host.deliver(hostResponse('someOtherLoad123', sent.id, { ok: true, data: {} }));
    expect(await call).toMatchObject({ ok: false, error: { code: 'TIMEOUT' } });
    expect(host.warnings).toContain('dropped: message for another page load');
  });

  it('request ids are unique within and across loads', async () => {
    const ids = new Set<string>();
    for (let load = 0; load < 20; load++) {
      const { host, bridge } = await connected();
      for (let i = 0; i < 5; i++) void bridge.call(REQUESTS.openUpload, {}, { timeoutMs: 1 });
      await flush();
      for (const request of host.requests()) ids.add(request.id);
      bridge.dispose();
    }
    expect(ids.size).toBe(20 * 6);
  });

  it('dispose ends open calls as UNAVAILABLE', async () => {
    const { host, bridge } = await connected();
    const request = host.nextRequest(REQUESTS.openUpload);
    const call = bridge.call(REQUESTS.openUpload, {});
    await request;
    bridge.dispose();
    expect(await call).toMatchObject({ ok: false, error: { code: 'UNAVAILABLE' } });
  });
});

describe('state pushed by the host', () => {
  it('replays messages that arrived before the page listened, in order', async () => {
    const host = new FakeHost();
    host.pushTheme('f2f2f3');
    host.pushTheme('4d5052');
    host.pushAuth({ state: 'signedIn', token: TOKEN });
    const bridge = host.createBridge();
    const themes: string[] = [];
    bridge.theme.subscribe((hex) => themes.push(hex));
    expect(themes).toEqual([]);
    bridge.start();
    expect(themes).toEqual(['f2f2f3', '4d5052']);
    expect(bridge.auth.value).toEqual({ state: 'signedIn', token: TOKEN });
  });

  it('replays the latest value to a new subscriber and ignores repeated pushes', async () => {
    const { host, bridge } = await connected();
    const seen: string[] = [];
    host.pushTheme('161616');
    host.pushTheme('161616');
    bridge.theme.subscribe((hex) => seen.push(hex));
    host.pushTheme('161616');
    host.pushTheme('f2f2f3');
    expect(seen).toEqual(['161616', 'f2f2f3']);
    const auths: unknown[] = [];
    bridge.auth.subscribe((a) => auths.push(a));
    host.pushAuth({ state: 'signedOut' });
    host.pushAuth({ state: 'signedOut' });
    host.pushAuth({ state: 'signedIn', token: TOKEN });
    host.pushAuth({ state: 'signedIn', token: TOKEN });
    expect(auths).toEqual([{ state: 'signedOut' }, { state: 'signedIn', token: TOKEN }]);
  });

  it('rejects a theme other than the three codes', async () => {
    const { host, bridge } = await connected();
    for (const hex of ['ffffff', 'F2F2F3', '#161616', '', 'dark']) host.deliver(hostEvent('theme', { hex: hex as never }));
    expect(bridge.theme.value).toBeUndefined();
    expect(bridge.stats.dropped).toBe(5);
  });

  it('holds file offers until someone subscribes, and rejects data: URLs', async () => {
    const { host, bridge } = await connected();
    const file = { source: { kind: 'url', url: 'https://sketchery.test/img/sketch.png' }, name: 'sketch.png', mimeType: 'image/png', size: 1234 } as const;
    host.pushFile(file);
    host.pushFile({ ...file, source: { kind: 'url', url: 'data:image/png;base64,AAAA' } });
    host.pushFile({ ...file, source: { kind: 'handle', handle: 'h_1' } });
    const got: unknown[] = [];
    bridge.files.subscribe((f) => got.push(f));
    expect(got).toEqual([file, { ...file, source: { kind: 'handle', handle: 'h_1' } }]);
  });

  it('takes a file path only where it resolves on the page origin, in both delivery forms', async () => {
    const { host, bridge } = await connected(); // the page is at https://sketchery.test
    const urls: string[] = [];
    bridge.files.subscribe((f) => urls.push(f.source.kind === 'url' ? f.source.url : f.source.handle));
    const offer = (url: string) => hostEvent('file', { source: { kind: 'url', url }, name: 'x.png', mimeType: 'image/png', size: 1 });
    // Each fits the path pattern of the schema, and each leads a browser to evil.test.
    const leaving = ['/\\evil.test/x.png', '/\\\\evil.test/x.png', '/\\/evil.test/x.png'];
    for (const url of leaving) {
      expect(new URL(url, 'https://sketchery.test').host).toBe('evil.test');
      for (const form of deliveryForms(JSON.stringify(offer(url)))) host.deliver(form);
    }
    expect(urls).toEqual([]);
    expect(host.warnings.filter((w) => w.includes("leaves the page's origin"))).toHaveLength(leaving.length * 2);
    // Encoded, the same characters are a path on this origin; an absolute URL must name this origin
    // (the page's CSP lets it connect nowhere else).
    for (const url of ['/%5Cevil.test/x.png', '/%2F%2Fevil.test/x.png', '/img/s/1.png', 'https://sketchery.test/s.png', 'https://cdn.example/s.png']) host.deliver(offer(url));
    expect(urls).toEqual(['/%5Cevil.test/x.png', '/%2F%2Fevil.test/x.png', '/img/s/1.png', 'https://sketchery.test/s.png']);
    expect(host.warnings.filter((w) => w.includes("leaves the page's origin"))).toHaveLength(leaving.length * 2 + 1);
  });

  it('reads an object as its JSON text: fields hidden under __proto__ count in neither form', async () => {
    const { host, bridge } = await connected();
    const themes: string[] = [];
    bridge.theme.subscribe((hex) => themes.push(hex));
    const hidden = [
      '{"bridge":"sketchery","v":1,"kind":"event","name":"theme","payload":{"__proto__":{"hex":"161616"}}}',
      '{"__proto__":{"bridge":"sketchery","v":1,"kind":"event","name":"theme","payload":{"hex":"161616"}}}',
      '{"__proto__":{"x":1},"bridge":"sketchery","v":1,"kind":"event","name":"theme","payload":{"hex":"161616"}}',
    ];
    for (const text of hidden) {
      const forms = deliveryForms(text);
      expect(forms.map((f) => typeof f)).toEqual(['string', 'object']); // text, then the object literal
      forms.forEach((form) => host.deliver(form));
    }
    expect(themes).toEqual([]);
    expect(bridge.stats.dropped).toBe(hidden.length * 2);
    // As text each breaks the schema somewhere; as an object each is refused for its prototype.
    expect(host.warnings.filter((w) => w.includes('fields under __proto__'))).toHaveLength(hidden.length);
    // The message itself, as an object, is taken.
    host.deliver({ bridge: 'sketchery', v: 1, kind: 'event', name: 'theme', payload: { hex: '161616' } });
    expect(themes).toEqual(['161616']);
  });

  it('a throwing subscriber neither breaks the bridge nor other subscribers', async () => {
    const { host, bridge } = await connected();
    const seen: string[] = [];
    bridge.theme.subscribe(() => {
      throw new Error('boom');
    });
    bridge.theme.subscribe((hex) => seen.push(hex));
    expect(() => host.pushTheme('161616')).not.toThrow();
    expect(seen).toEqual(['161616']);
  });

  it('does nothing in a disabled frame', () => {
    const framed = fakeWindow();
    (framed as { parent: unknown }).parent = fakeWindow();
    const host = new FakeHost();
    const bridge = host.createBridge({ win: framed, allowedParentOrigin: null });
    bridge.start();
    host.pushTheme('161616');
    expect(bridge.status).toBe('off');
    expect(bridge.theme.value).toBeUndefined();
    expect(host.sent).toEqual([]);
  });
});

describe('resume from the host', () => {
  it('tells each current subscriber every time the app comes back, and keeps nothing for a later one', async () => {
    const { host, bridge } = await connected();
    let first = 0;
    bridge.resumes.subscribe(() => first++);
    host.pushResume();
    host.pushResume(); // not state: a second return is a second cue
    expect(first).toBe(2);
    let later = 0;
    bridge.resumes.subscribe(() => later++);
    expect(later).toBe(0);
    host.deliver(hostEvent('resume', {}, bridge.loadId)); // the object form, with this load's id
    expect([first, later]).toEqual([3, 1]);
    expect(host.warnings).toEqual([]);
  });

  it('takes only the empty payload, and no resume meant for another page load', async () => {
    const { host, bridge } = await connected();
    let resumes = 0;
    bridge.resumes.subscribe(() => resumes++);
    const resume = { bridge: 'sketchery', v: 1, kind: 'event', name: 'resume' };
    for (const payload of [{ at: 1 }, [], null, 'now']) host.deliver({ ...resume, payload });
    host.deliver(resume);
    host.deliver(hostEvent('resume', {}, 'another-page-load'));
    expect(resumes).toBe(0);
    expect(bridge.stats.dropped).toBe(6);
  });

  it('replays a resume sent before the page listened to the subscribers it had when it started', () => {
    const host = new FakeHost();
    host.pushResume();
    const bridge = host.createBridge();
    let resumes = 0;
    bridge.resumes.subscribe(() => resumes++);
    expect(resumes).toBe(0);
    bridge.start();
    expect(resumes).toBe(1);
    expect(host.warnings).toEqual([]);
  });
});
