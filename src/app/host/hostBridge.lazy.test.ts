// @vitest-environment jsdom
// The bridge client is loaded only where a host is: a plain browser never fetches it and gets
// the web answers; with the app's injected object the client loads and starts, then follows
// handed files and says ready, in that order.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANDROID_OBJECT_NAME } from '../../../bridge/names';
import { installHostReceiver } from '../../../bridge/receiver';

const calls: string[] = [];
let clientLoads = 0;

vi.mock('./hostBridgeClient', () => {
  clientLoads++;
  return {
    startHostBridge: () => calls.push('start'),
    followHostFiles: () => calls.push('follow'),
    announceReady: () => calls.push('ready'),
    stopHostBridge: () => calls.push('stop'),
    openSketchInApp: async () => ({ kind: 'handled' }),
  };
});

async function freshFacade() {
  vi.resetModules();
  return import('./hostBridge');
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  calls.length = 0;
  clientLoads = 0;
});
afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[ANDROID_OBJECT_NAME];
});

describe('host bridge facade', () => {
  it('in a plain browser never loads the bridge client and answers for the web', async () => {
    const bridge = await freshFacade();
    expect(bridge.hostPresent()).toBe(false);
    bridge.startHostBridge();
    bridge.followHostFiles();
    bridge.announceReady();
    await flush();
    expect(clientLoads).toBe(0);
    expect(calls).toEqual([]);
    expect(bridge.hasHost()).toBe(false);
    expect(await bridge.openSketchInApp({ id: 3, fileUrl: '/download/3.sketchery' })).toEqual({
      kind: 'noApp',
      text: bridge.SKETCH_FILE_IN_APP,
      downloadUrl: expect.stringMatching(/^https:/),
    });
    expect(await bridge.startLiveStream()).toMatchObject({ kind: 'noApp', text: bridge.LIVE_STREAM_IN_APP });
    expect(await bridge.platformSignIn()).toEqual({ kind: 'error', text: bridge.PLATFORM_SIGN_IN_FAILED });
    const navigate = vi.fn();
    await bridge.openUpload(navigate);
    expect(navigate).toHaveBeenCalledWith(bridge.WEB_UPLOAD_PATH);
    expect(clientLoads).toBe(0);
  });

  it('with the app’s injected object loads the client, starts it, then follows files and says ready', async () => {
    (window as unknown as Record<string, unknown>)[ANDROID_OBJECT_NAME] = { postMessage: () => {} };
    // boot.js's receiver sees the app's object (its inbox stays on this window: this test comes last).
    expect(installHostReceiver()?.host).toBe(true);
    const bridge = await freshFacade();
    expect(bridge.hostPresent()).toBe(true);
    bridge.startHostBridge();
    bridge.followHostFiles();
    bridge.announceReady();
    expect(bridge.hasHost()).toBe(true); // still loading: a host is being asked
    await bridge.loadHostBridge();
    await flush();
    expect(clientLoads).toBe(1);
    expect(calls).toEqual(['start', 'follow', 'ready']);
    expect(await bridge.openSketchInApp({ id: 3, fileUrl: '/download/3.sketchery' })).toEqual({ kind: 'handled' });
  });
});
