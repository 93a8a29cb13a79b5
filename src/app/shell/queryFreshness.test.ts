// @vitest-environment jsdom
// What makes the app's QueryClient read again the stale data on screen (src/app/shell/queryFreshness.ts):
// the app's resume (the host store's counter, and the whole way from a pushed bridge event), the
// page becoming visible, a restore from the back-forward cache, and the network coming back. Each
// test observes queries as a screen does (a QueryObserver on the app's client, mounted as its
// provider mounts it) and counts the reads; only Date is faked, to make data stale.
import { QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { eventually } from '../../../test/support/waits';
import { FakeHost } from '../../../bridge/testing/fakeHost';
import { queryClient, STALE_MS } from '../../api/queryClient';
import { loadHostBridge, startHostBridge, stopHostBridge } from '../host/hostBridge';
import { useHost } from '../host/hostState';
import { followQueryFreshness } from './queryFreshness';

/** Lets the reads a cue started begin (and shows that a cue that starts none started none). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

/** A query on screen: observed, read once; `reads()` counts the server reads so far. */
async function onScreen(name: string) {
  const queryFn = vi.fn(async () => `${name} #${queryFn.mock.calls.length}`);
  const stop = new QueryObserver(queryClient, { queryKey: ['freshness', name], queryFn }).subscribe(() => {});
  onTestFinished(stop);
  await eventually(() => expect(queryClient.getQueryState(['freshness', name])?.status).toBe('success'));
  return { reads: () => queryFn.mock.calls.length };
}

/** The data read so far is older than the stale time. */
const timePasses = () => vi.setSystemTime(Date.now() + STALE_MS + 1);

let visibility: DocumentVisibilityState = 'visible';

function showPage(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

const resume = () => useHost.setState((s) => ({ resumes: s.resumes + 1 }));

let stopFreshness: () => void;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  queryClient.mount(); // as QueryClientProvider does: the client follows focus and the network
  stopFreshness = followQueryFreshness();
});

afterEach(() => {
  stopFreshness();
  queryClient.unmount();
  delete (document as { visibilityState?: unknown }).visibilityState;
  vi.useRealTimers();
});

describe('the app coming back to the foreground (resume)', () => {
  it('reads again the stale data on screen, and leaves fresh data alone', async () => {
    const old = await onScreen('old');
    timePasses();
    const fresh = await onScreen('fresh');
    resume();
    await eventually(() => expect(old.reads()).toBe(2));
    await settle();
    expect(fresh.reads()).toBe(1);
  });

  it('is what reads again: after the clean-up a resume reads nothing', async () => {
    const old = await onScreen('old');
    timePasses();
    stopFreshness();
    resume();
    await settle();
    expect(old.reads()).toBe(1);
  });

  it('reads again what was read before the bridge listened, when the app resumed meanwhile', async () => {
    // The bridge's chunk loads beside the first screen's reads; the app's resume waits for it.
    await loadHostBridge();
    const host = new FakeHost();
    const old = await onScreen('old');
    timePasses();
    host.pushResume();
    await settle();
    expect(old.reads()).toBe(1);
    startHostBridge({ bridge: host.bridgeOptions() });
    onTestFinished(() => stopHostBridge());
    await eventually(() => expect(old.reads()).toBe(2));
  });

  it('reads again when the app pushes resume over the bridge', async () => {
    await loadHostBridge();
    const host = new FakeHost();
    startHostBridge({ bridge: host.bridgeOptions() });
    onTestFinished(() => stopHostBridge());
    const old = await onScreen('old');
    timePasses();
    host.pushResume();
    await eventually(() => expect(old.reads()).toBe(2));
  });
});

describe('the page becoming visible again', () => {
  it('reads again what is stale when the page is shown, not while it is hidden', async () => {
    const old = await onScreen('old');
    timePasses();
    showPage('hidden');
    await settle();
    expect(old.reads()).toBe(1);
    showPage('visible');
    await eventually(() => expect(old.reads()).toBe(2));
  });

  it('reads again what is stale on a restore from the back-forward cache, not on a first show', async () => {
    const old = await onScreen('old');
    timePasses();
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
    await settle();
    expect(old.reads()).toBe(1);
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    await eventually(() => expect(old.reads()).toBe(2));
  });
});

describe('the network coming back (the library listens to online and offline itself)', () => {
  it('reads again what is stale when the page goes online after offline, and leaves fresh data alone', async () => {
    const old = await onScreen('old');
    timePasses();
    const fresh = await onScreen('fresh');
    window.dispatchEvent(new Event('online')); // online already: nothing changed, nothing read
    await settle();
    expect(old.reads()).toBe(1);
    window.dispatchEvent(new Event('offline'));
    window.dispatchEvent(new Event('online'));
    await eventually(() => expect(old.reads()).toBe(2));
    await settle();
    expect(fresh.reads()).toBe(1);
  });
});
