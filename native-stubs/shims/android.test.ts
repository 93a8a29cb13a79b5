// @vitest-environment jsdom
// The Android shim as the end-to-end tests drive it: the page's real bridge over the shim's
// injected SketcheryAndroid object (postMessage; answers as its message events), and
// window.__nativeShim's controls.
import { expect, it } from 'vitest';
import { eventually } from '../../test/support/waits';
import './android';
import { HostBridge } from '../../bridge/client';

it("window.__nativeShim.resume() reaches the page's bridge as the app's resume, logged", async () => {
  const warnings: string[] = [];
  const bridge = new HostBridge({ warn: (reason) => warnings.push(reason) });
  expect(bridge.environment.kind).toBe('android');
  bridge.start();
  expect(await bridge.whenSettled()).toBe('connected');
  let resumes = 0;
  bridge.resumes.subscribe(() => resumes++);
  window.__nativeShim!.resume();
  await eventually(() => expect(resumes).toBe(1));
  expect(window.__nativeShim!.host.log.map((entry) => entry.summary)).toContain('resume');
  expect([...warnings, ...window.__nativeShim!.errors, ...window.__nativeShim!.host.invalid]).toEqual([]);
});
