// @vitest-environment jsdom
// boot.js in <head>: a theme the host pushes before the app's code has loaded shows at once,
// not when the app starts; and early theme and sign-in survive a flood of other early messages.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { HostBridge } from '../bridge/client';
import { RECEIVE_FUNCTION_NAME } from '../bridge/names';

const theme = (hex: string, extra: object = {}) => ({ bridge: 'sketchery', v: 1, kind: 'event', name: 'theme', payload: { hex }, ...extra });
const receive = (raw: unknown) => (window as unknown as Record<string, (raw: unknown) => void>)[RECEIVE_FUNCTION_NAME]!(raw);
const shown = () => document.documentElement.dataset.theme;

beforeAll(async () => {
  // The iOS app's handler, registered before the page loads; the stored theme is light.
  (window as unknown as { webkit: unknown }).webkit = { messageHandlers: { sketchery: { postMessage: () => {} } } };
  localStorage.setItem('theme', 'light');
  await import('./boot');
});

describe('boot.js', () => {
  it('applies a theme the host pushes before the app has loaded at once, as text or object', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(shown()).toBe('light');
    receive(JSON.stringify(theme('161616')));
    expect(shown()).toBe('dark');
    receive(theme('4d5052'));
    expect(shown()).toBe('gray');
    // Only an exact theme event: the bridge would drop each of these.
    const refused = [
      theme('ffffff'),
      theme('F2F2F3'),
      theme('f2f2f3', { load: '0123456789abcdef' }), // no early message can name this page load
      theme('f2f2f3', { extra: 1 }),
      { ...theme('f2f2f3'), v: 2 },
      { ...theme('f2f2f3'), payload: { hex: 'f2f2f3', more: 1 } },
      JSON.parse('{"bridge":"sketchery","v":1,"kind":"event","name":"theme","payload":{"__proto__":{"hex":"f2f2f3"}}}'),
      { __proto__: theme('f2f2f3') }, // a literal with the whole message under __proto__
      { ...theme('f2f2f3'), payload: { __proto__: { hex: 'f2f2f3' } } },
      '{"bridge":"sketchery"',
    ];
    refused.forEach(receive);
    expect(shown()).toBe('gray');
  });

  it('keeps the latest theme and sign-in for the app through a flood of other early messages', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    receive(theme('161616'));
    receive({ bridge: 'sketchery', v: 1, kind: 'event', name: 'auth', payload: { state: 'signedIn', token: 'host.signed.token-0123456789' } });
    for (let i = 0; i < 200; i++) receive({ bridge: 'sketchery', v: 1, kind: 'event', name: 'unknown', payload: { i } });
    // The app starts: its bridge claims the inbox boot.js installed.
    const bridge = new HostBridge({ transport: { kind: 'ios', send: () => true } });
    bridge.start();
    expect(bridge.theme.value).toBe('161616');
    expect(bridge.auth.value).toEqual({ state: 'signedIn', token: 'host.signed.token-0123456789' });
    bridge.dispose();
  });
});

describe('an old app link with its page in the hash', () => {
  const at = (pathname: string, search: string, hash: string) => ({ pathname, search, hash, replace: vi.fn() });
  /** The page's <html>, without and with the scripts a server-rendered page names on it. */
  const rendered = () => document.createElement('html');
  const serverRendered = () => {
    const root = rendered();
    root.setAttribute('data-app-scripts', '/assets/main.js');
    return root;
  };

  it('goes to the address the hash names when the server rendered the page (it rendered home)', async () => {
    const { followHashLink } = await import('./boot');
    const location = at('/', '?theme=dark', '#/sketch/12');
    expect(followHashLink(location, serverRendered())).toBe(true);
    expect(location.replace).toHaveBeenCalledWith('/sketch/12?theme=dark');
    const old = at('/e/', '', '#/compo/kaiju?tab=discussion');
    expect(followHashLink(old, serverRendered())).toBe(true);
    expect(old.replace).toHaveBeenCalledWith('/compo/kaiju?tab=discussion');
  });

  it('stays without server markup (the app reads the hash), and on any other address', async () => {
    const { followHashLink } = await import('./boot');
    for (const [location, root] of [
      [at('/', '', '#/sketch/12'), rendered()],
      [at('/gallery/recent', '', '#/sketch/12'), serverRendered()],
      [at('/', '', '#top'), serverRendered()],
      [at('/', '', ''), serverRendered()],
    ] as const) {
      expect(followHashLink(location, root)).toBe(false);
      expect(location.replace).not.toHaveBeenCalled();
    }
  });
});
