import { beforeEach, describe, expect, it, vi } from 'vitest';
import { detectEnvironment, type BridgeWindow } from './environment';
import { INBOX_PROPERTY_NAME, LIMITS, RECEIVE_FUNCTION_NAME } from './protocol';
import { createHostInbox, installHostReceiver } from './receiver';
import { createTransport } from './transport';
import { fakeWindow } from './testing/fakeHost';

const ORIGIN = 'https://sketchery.test';
type Listener = (event: Partial<MessageEvent>) => void;

/** A page framed by `parent`, with the message listeners it registers kept for the test to call. */
function framedWindow(parent: unknown, top: unknown = parent, ancestorOrigins?: string[]) {
  const listeners: Listener[] = [];
  const win = {
    parent,
    top,
    location: { origin: ORIGIN, ...(ancestorOrigins ? { ancestorOrigins } : {}) },
    addEventListener: (_type: string, listener: Listener) => listeners.push(listener),
  } as unknown as BridgeWindow;
  return { win, dispatch: (event: Partial<MessageEvent>) => listeners.forEach((l) => l(event)) };
}

const receiveOf = (win: BridgeWindow) => (win as unknown as Record<string, (raw: unknown) => void>)[RECEIVE_FUNCTION_NAME]!;

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('inbox', () => {
  it('queues messages until claimed, then replays them in order and passes later ones on', () => {
    const inbox = createHostInbox();
    inbox.receive('a');
    inbox.receive({ b: 1 });
    const got: unknown[] = [];
    expect(inbox.claim((raw) => got.push(raw))).toBe(true);
    inbox.receive('c');
    expect(got).toEqual(['a', { b: 1 }, 'c']);
  });

  it('can be claimed once only, so a later script cannot listen in', () => {
    const inbox = createHostInbox();
    inbox.claim(() => {});
    const spy = vi.fn();
    expect(inbox.claim(spy)).toBe(false);
    inbox.receive('token');
    expect(spy).not.toHaveBeenCalled();
  });

  it('keeps the newest messages when the early queue is full', () => {
    const warn = vi.fn();
    const inbox = createHostInbox(warn, 3);
    for (let i = 0; i < 5; i++) inbox.receive(i);
    const got: unknown[] = [];
    inbox.claim((raw) => got.push(raw));
    expect(got).toEqual([2, 3, 4]);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('keeps the latest theme, auth and file through a flood of other early messages', () => {
    const event = (name: string, payload: object) => JSON.stringify({ bridge: 'sketchery', v: 1, kind: 'event', name, payload });
    const inbox = createHostInbox(vi.fn(), 4);
    const early = [
      event('theme', { hex: 'f2f2f3' }),
      event('auth', { state: 'signedIn', token: 'first.token-0123456789' }),
      { bridge: 'sketchery', v: 1, kind: 'event', name: 'theme', payload: { hex: '161616' } }, // the object form counts too
      event('file', { name: 'a.png' }),
      event('auth', { state: 'signedIn', token: 'second.token-0123456789' }),
    ];
    early.forEach((m) => inbox.receive(m));
    const flood = Array.from({ length: 100 }, (_, i) => `{"unrelated":${i}}`);
    flood.forEach((m) => inbox.receive(m));
    const got: unknown[] = [];
    inbox.claim((raw) => got.push(raw));
    // The latest of each kind, in the order they came, then the ordered queue as before.
    expect(got).toEqual([early[2], early[3], early[4], ...flood.slice(-4)]);
  });

  it('keeps a good early theme and sign-in through a flood of malformed ones of the same name', () => {
    const event = (name: string, payload: object) => JSON.stringify({ bridge: 'sketchery', v: 1, kind: 'event', name, payload });
    const inbox = createHostInbox(vi.fn(), 4);
    const theme = event('theme', { hex: '4d5052' });
    const auth = event('auth', { state: 'signedIn', token: 'good.token-0123456789' });
    [theme, auth].forEach((m) => inbox.receive(m));
    for (let i = 0; i < 70; i++) inbox.receive(event('theme', { hex: 'abcdef' }));
    for (let i = 0; i < 32; i++) inbox.receive(event('auth', { state: 'signedIn' }));
    for (let i = 0; i < 32; i++) inbox.receive(event('auth', { state: 'signedIn', token: 'bad' }));
    const got: unknown[] = [];
    inbox.claim((raw) => got.push(raw));
    expect(got.slice(0, 2)).toEqual([theme, auth]);
    expect(got).toHaveLength(6); // and the last four of the queue, which the bridge drops
  });

  it('keeps an early resume through a flood too: what the page read while it loaded may be old', () => {
    const resume = '{"bridge":"sketchery","v":1,"kind":"event","name":"resume","payload":{}}';
    const inbox = createHostInbox(vi.fn(), 2);
    ['a', resume, 'b', 'c', 'd'].forEach((m) => inbox.receive(m));
    const got: unknown[] = [];
    inbox.claim((raw) => got.push(raw));
    expect(got).toEqual([resume, 'c', 'd']);
    inbox.receive(resume);
    expect(got).toEqual([resume, 'c', 'd', resume]);
  });

  it('replays a kept state message once, where it still is in the queue', () => {
    const theme = '{"bridge":"sketchery","v":1,"kind":"event","name":"theme","payload":{"hex":"161616"}}';
    const inbox = createHostInbox(vi.fn(), 3);
    ['a', theme, 'b'].forEach((m) => inbox.receive(m));
    const got: unknown[] = [];
    inbox.claim((raw) => got.push(raw));
    expect(got).toEqual(['a', theme, 'b']);
  });

  it('shows each early message to boot.js as its own fields, and nothing once claimed', () => {
    const seen: unknown[] = [];
    const inbox = createHostInbox(vi.fn(), 8, {
      early: (message) => {
        seen.push(message);
        throw new Error('a broken look'); // costs nothing: the message is still queued
      },
    });
    inbox.receive('{"name":"theme"}');
    inbox.receive(JSON.parse('{"name":"auth"}'));
    // A JavaScript object literal with a __proto__ key (the evaluateJavaScript form): the field
    // under it is not the message's own, and the other prototype refuses the message.
    inbox.receive({ __proto__: { name: 'theme' } });
    inbox.receive('not json');
    const got: unknown[] = [];
    inbox.claim((raw) => got.push(raw));
    inbox.receive('{"name":"late"}');
    expect(seen).toEqual([{ name: 'theme' }, { name: 'auth' }]);
    expect(got).toHaveLength(5);
  });

  it('drops oversized text unread and survives a throwing listener', () => {
    const warn = vi.fn();
    const inbox = createHostInbox(warn);
    const got: unknown[] = [];
    inbox.claim((raw) => {
      if (raw === 'boom') throw new Error('boom');
      got.push(raw);
    });
    inbox.receive('x'.repeat(LIMITS.maxMessageChars + 1));
    expect(() => inbox.receive('boom')).not.toThrow();
    inbox.receive('ok');
    expect(got).toEqual(['ok']);
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe('installHostReceiver', () => {
  it('defines one frozen, non-writable global receive function and installs once', () => {
    const win = fakeWindow(ORIGIN);
    const inbox = installHostReceiver(win);
    const receive = receiveOf(win);
    expect(Object.isFrozen(receive)).toBe(true);
    expect(() => {
      'use strict';
      (win as unknown as Record<string, unknown>)[RECEIVE_FUNCTION_NAME] = () => {};
    }).toThrow(TypeError);
    expect(Object.keys(win)).not.toContain(RECEIVE_FUNCTION_NAME);
    expect(installHostReceiver(win)).toBe(inbox);
    expect(inbox!.host).toBe(false); // a plain browser: the app does not load the bridge client
    expect((win as unknown as Record<string, unknown>)[INBOX_PROPERTY_NAME]).toBe(inbox);
    const got: unknown[] = [];
    receive('early');
    inbox!.claim((raw) => got.push(raw));
    expect(got).toEqual(['early']);
  });

  it("takes the Android object's message events", () => {
    const listeners: ((event: { data: unknown }) => void)[] = [];
    const win = fakeWindow(ORIGIN);
    win.SketcheryAndroid = { postMessage: vi.fn(), addEventListener: (_t, l) => listeners.push(l) };
    const inbox = installHostReceiver(win)!;
    expect(inbox.host).toBe(true);
    const got: unknown[] = [];
    inbox.claim((raw) => got.push(raw));
    listeners.forEach((l) => l({ data: '{"from":"android"}' }));
    expect(got).toEqual(['{"from":"android"}']);
  });

  it('in an allowed iframe takes messages from the parent with the exact origin only', () => {
    const parent = fakeWindow(ORIGIN);
    const { win, dispatch } = framedWindow(parent, parent, [ORIGIN]);
    const inbox = installHostReceiver(win, ORIGIN)!;
    const got: unknown[] = [];
    inbox.claim((raw) => got.push(raw));
    dispatch({ source: parent as never, origin: ORIGIN, data: 'from parent' });
    dispatch({ source: parent as never, origin: 'https://evil.test', data: 'foreign origin' });
    dispatch({ source: {} as never, origin: ORIGIN, data: 'another window' });
    expect(got).toEqual(['from parent']);
    expect(console.warn).toHaveBeenCalledWith('[bridge] dropped: foreign origin https://evil.test');
  });

  it('is off in a frame inside a frame, under a foreign parent, or with no parent origin allowed', () => {
    const top = fakeWindow(ORIGIN);
    const middle = fakeWindow(ORIGIN);
    const cases = [
      framedWindow(middle, top).win,
      framedWindow(top, top, ['https://evil.test']).win,
      framedWindow(top, top).win,
    ];
    const allowed = [ORIGIN, ORIGIN, null];
    cases.forEach((win, i) => {
      expect(installHostReceiver(win, allowed[i])).toBeNull();
      expect(RECEIVE_FUNCTION_NAME in win).toBe(false);
    });
  });

  it('ignores app objects inside a sub-frame: framed content never reaches the app', () => {
    const top = fakeWindow(ORIGIN);
    const { win } = framedWindow(top, top);
    win.webkit = { messageHandlers: { sketchery: { postMessage: vi.fn() } } };
    expect(detectEnvironment(win, null)).toMatchObject({ kind: 'none', enabled: false });
    expect(detectEnvironment(win, ORIGIN)).toMatchObject({ kind: 'parent', enabled: true });
  });
});

describe('transports', () => {
  it('send JSON text: iOS handler, Android object, parent window with the exact target origin', () => {
    const ios = fakeWindow(ORIGIN);
    const iosPost = vi.fn();
    ios.webkit = { messageHandlers: { sketchery: { postMessage: iosPost } } };
    expect(createTransport(ios, detectEnvironment(ios, ORIGIN)).send('{"a":1}')).toBe(true);
    expect(iosPost).toHaveBeenCalledWith('{"a":1}');

    const android = fakeWindow(ORIGIN);
    const androidPost = vi.fn();
    android.SketcheryAndroid = { postMessage: androidPost };
    createTransport(android, detectEnvironment(android, ORIGIN)).send('{"b":2}');
    expect(androidPost).toHaveBeenCalledWith('{"b":2}');

    const parentPost = vi.fn();
    const parent = { ...fakeWindow(ORIGIN), postMessage: parentPost };
    const { win } = framedWindow(parent, parent);
    createTransport(win, detectEnvironment(win, ORIGIN)).send('{"c":3}');
    expect(parentPost).toHaveBeenCalledWith('{"c":3}', ORIGIN);
  });

  it('reports a host that went away instead of throwing', () => {
    const ios = fakeWindow(ORIGIN);
    ios.webkit = {
      messageHandlers: {
        sketchery: {
          postMessage: () => {
            throw new Error('gone');
          },
        },
      },
    };
    expect(createTransport(ios, detectEnvironment(ios, ORIGIN)).send('{}')).toBe(false);
    const plain = fakeWindow(ORIGIN);
    expect(createTransport(plain, detectEnvironment(plain, ORIGIN)).send('{}')).toBe(false);
  });
});
