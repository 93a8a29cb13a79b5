// The simulated app of the stub host and the shims, wired to the page's real bridge.
import { describe, expect, it, vi } from 'vitest';
import { eventually } from '../../test/support/waits';
import { HostBridge } from '../../bridge/client';
import { pageRequest } from '../../bridge/envelope';
import { REQUESTS } from '../../bridge/protocol';
import { createHostInbox } from '../../bridge/receiver';
import { fakeWindow } from '../../bridge/testing/fakeHost';
import { SimulatedHost } from './simulatedHost';

const TOKEN = 'apple.identity.token-0123456789';

function wired(theme: 'f2f2f3' | null = null) {
  const inbox = createHostInbox();
  const fetchJson = vi.fn(async (path: string) => (path.startsWith('/api/dev/appleToken') ? { identityToken: TOKEN } : { token: `host.${path.length}.token-0123456789` }));
  const host = new SimulatedHost({ platform: 'ios', theme, fetchJson, deliver: (message) => setTimeout(() => inbox.receive(JSON.stringify(message)), 0) });
  const bridge = new HostBridge({
    win: fakeWindow(),
    inbox,
    warn: () => {},
    transport: { kind: 'ios', send: (text) => (setTimeout(() => host.receive(text), 0), true) },
  });
  bridge.start();
  return { host, bridge, fetchJson };
}

describe('SimulatedHost', () => {
  it('answers hello with its theme, capabilities and platform', async () => {
    const { bridge, host } = wired('f2f2f3');
    expect(await bridge.whenSettled()).toBe('connected');
    expect(bridge.host).toMatchObject({ platform: 'ios', theme: 'f2f2f3', version: 1 });
    expect(bridge.theme.value).toBe('f2f2f3');
    expect(host.load).toBe(bridge.loadId);
  });

  it('answers requests in each mode: success, cancel, error, and not at all', async () => {
    const { bridge, host } = wired();
    await bridge.whenSettled();
    expect(await bridge.call(REQUESTS.platformSignIn, {})).toEqual({ ok: true, data: { identityToken: TOKEN } });
    host.mode = 'cancel';
    expect(await bridge.call(REQUESTS.openUpload, {})).toMatchObject({ ok: false, error: { code: 'CANCELLED' } });
    host.mode = 'error';
    expect(await bridge.call(REQUESTS.startStream, {})).toMatchObject({ ok: false, error: { code: 'FAILED' } });
    host.mode = 'silent';
    expect(await bridge.call(REQUESTS.openUpload, {}, { timeoutMs: 30 })).toMatchObject({ ok: false, error: { code: 'TIMEOUT' } });
    // The page cancels the call that timed out; once that arrives, nothing else may have.
    await eventually(() => expect(host.received.map((m) => m.name)).toContain('cancel'));
    expect(host.received.map((m) => m.name)).toEqual(['hello', 'signIn.platform', 'upload.open', 'stream.start', 'upload.open', 'cancel']);
    expect(host.invalid).toEqual([]);
  });

  it('signs a demo account in with a token from the server and pushes it', async () => {
    const { bridge, host, fetchJson } = wired();
    await bridge.whenSettled();
    await host.signInAs(1);
    await eventually(() => expect(bridge.auth.value).toMatchObject({ state: 'signedIn' }));
    expect(fetchJson).toHaveBeenCalledWith('/api/dev/hostToken?userId=1');
  });

  it('answers each page load\'s hello with a token minted then for the account signed in (the server refuses an old one)', async () => {
    const first = wired();
    await first.bridge.whenSettled();
    await first.host.signInAs(1);
    const minted = first.fetchJson.mock.calls.length;
    // A reload: the new page load's hello gets a new token, not the sign-in's.
    const reloaded = new HostBridge({
      win: fakeWindow(),
      inbox: createHostInbox(),
      warn: () => {},
      transport: { kind: 'ios', send: (text) => (setTimeout(() => first.host.receive(text), 0), true) },
    });
    first.fetchJson.mockImplementation(async () => ({ token: 'host.fresh.token-0123456789' }));
    reloaded.start();
    await eventually(() => expect(first.fetchJson.mock.calls.length).toBe(minted + 1));
    await eventually(() => expect(first.host.log.at(-1)?.message).toMatchObject({ result: { ok: true, data: { auth: { state: 'signedIn', token: 'host.fresh.token-0123456789' } } } }));
    // Signed out: the hello answer says so, and no token is minted.
    first.host.pushAuth({ state: 'signedOut' });
    const calls = first.fetchJson.mock.calls.length;
    const again = new HostBridge({ win: fakeWindow(), inbox: createHostInbox(), warn: () => {}, transport: { kind: 'ios', send: (text) => (setTimeout(() => first.host.receive(text), 0), true) } });
    again.start();
    await eventually(() => expect(first.host.log.at(-1)?.message).toMatchObject({ result: { ok: true, data: { auth: { state: 'signedOut' } } } }));
    expect(first.fetchJson.mock.calls.length).toBe(calls);
  });

  it("sends the app's resume to the page, logged, with the page load's id", async () => {
    const { bridge, host } = wired();
    await bridge.whenSettled();
    let resumes = 0;
    bridge.resumes.subscribe(() => resumes++);
    host.resume();
    await eventually(() => expect(resumes).toBe(1));
    expect(host.log.at(-1)).toMatchObject({ direction: 'host → page', summary: 'resume', message: { kind: 'event', name: 'resume', payload: {}, load: bridge.loadId } });
    expect(bridge.stats.dropped).toBe(0);
  });

  it('records page messages that break the schemas, and refuses a hello without a common version', () => {
    const delivered: object[] = [];
    const host = new SimulatedHost({ platform: 'android', deliver: (m) => delivered.push(m) });
    host.receive('{"bridge":"sketchery"}');
    host.receive(JSON.stringify(pageRequest('load0123456789ab', 'load0123456789ab.1', REQUESTS.hello, { versions: [7] })));
    expect(host.invalid).toHaveLength(1);
    expect(delivered).toMatchObject([{ kind: 'response', result: { ok: false, error: { code: 'UNSUPPORTED' } } }]);
  });
});
