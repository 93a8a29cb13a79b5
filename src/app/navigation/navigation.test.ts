// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '../../../test/support/consoleGuard';
import { eventually } from '../../../test/support/waits';
import type { Location } from '../../lib/route';
import { alertDialog, confirmDialog, useDialogs } from '../../stores/dialogs';
import { openModalCount, registerOpenModal } from '../../lib/modalHistory';
import { queryClient, STALE_MS } from '../../api/queryClient';
import {
  FADE_BACK_MS,
  FADE_MS,
  navigate,
  navigateWhenIdle,
  onPageView,
  reloadPage,
  replaceAddress,
  savedScroll,
  SPINNER_DELAY_MS,
  startNavigation,
  useNavigation,
  type Resolver,
} from './navigation';

function deferredResolver() {
  const pending: { location: Location; resolve: () => void }[] = [];
  const resolver: Resolver = (location) =>
    new Promise((resolve) => {
      pending.push({ location, resolve: () => resolve({ location, name: location.path, render: () => location.path }) });
    });
  return { resolver, pending };
}

const instant: Resolver = async (location) => ({ location, name: location.path, render: () => location.path });

describe('page transitions', () => {
  let stop: () => void = () => {};
  beforeEach(() => {
    vi.useFakeTimers();
    history.replaceState(null, '', '/');
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  it('shows the first page without a fade', async () => {
    stop = startNavigation(instant);
    await vi.advanceTimersByTimeAsync(0);
    expect(useNavigation.getState()).toMatchObject({ phase: 'in', busy: false, page: { name: '/' } });
  });

  it('fades out for 250 ms before the new page replaces the old one, then fades in', async () => {
    stop = startNavigation(instant);
    await vi.advanceTimersByTimeAsync(0);
    const done = navigate('/compos');
    expect(useNavigation.getState()).toMatchObject({ phase: 'out', fadeMs: FADE_MS, busy: true });
    await vi.advanceTimersByTimeAsync(FADE_MS - 1);
    expect(useNavigation.getState().page?.name).toBe('/');
    await vi.advanceTimersByTimeAsync(1);
    expect(await done).toBe(true);
    expect(useNavigation.getState()).toMatchObject({ phase: 'in', busy: false, page: { name: '/compos' } });
    expect(window.location.pathname).toBe('/compos');
  });

  it('uses 125 ms on back and forward, and restores the scroll position saved for that entry', async () => {
    stop = startNavigation(instant);
    await vi.advanceTimersByTimeAsync(0);
    const home = useNavigation.getState().page!;
    Object.defineProperty(window, 'scrollY', { value: 640, configurable: true });
    void navigate('/compos');
    await vi.advanceTimersByTimeAsync(FADE_MS);
    expect(savedScroll(home.entryKey)).toBe(640);
    history.replaceState(home.entryKey ? { key: home.entryKey } : null, '', '/');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(useNavigation.getState()).toMatchObject({ phase: 'out', fadeMs: FADE_BACK_MS });
    await vi.advanceTimersByTimeAsync(FADE_BACK_MS);
    expect(useNavigation.getState().page).toMatchObject({ name: '/', restored: true, entryKey: home.entryKey });
  });

  it('answers No to a question asked on the page being left (a link, a redirect, back) and keeps alerts but a page\'s gate; a reload keeps both', async () => {
    stop = startNavigation(instant);
    await vi.advanceTimersByTimeAsync(0);
    const byLink = confirmDialog('Give this sketch a heart?');
    const told = alertDialog('Something to read');
    void navigate('/sketch/5');
    expect(await byLink).toBe(false);
    await vi.advanceTimersByTimeAsync(FADE_MS);
    const byRedirect = confirmDialog('Give this sketch a heart?');
    void navigate('/sketch/6', { replace: true });
    expect(await byRedirect).toBe(false);
    await vi.advanceTimersByTimeAsync(FADE_MS);
    const byBack = confirmDialog('Delete this comment?');
    // A page's gate (the logout page's failure) goes with its page, though it is an alert.
    const gate = alertDialog('Sorry, there was an error. Please try again in a bit.', { gate: true });
    history.replaceState({ key: 'the-entry-before' }, '', '/sketch/4'); // back
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(await byBack).toBe(false);
    await gate;
    await vi.advanceTimersByTimeAsync(FADE_BACK_MS);
    const onReload = confirmDialog('Delete this comment?');
    void reloadPage();
    await vi.advanceTimersByTimeAsync(FADE_MS);
    expect(useDialogs.getState().queue.map((d) => d.kind)).toEqual(['alert', 'confirm']);
    for (const dialog of useDialogs.getState().queue) dialog.resolve(true);
    expect(await onReload).toBe(true);
    await told;
  });

  it('reloads with every read asked again, also one the page wrote into a moment ago, and then what else the page shows', async () => {
    // The page writes its comment count into its sketch's read as the reload starts (which makes
    // the read fresh again): the reload must still ask the server, which now says it is gone.
    let served: string = 'the sketch';
    const sketchRead = { queryKey: ['sketch', 1], queryFn: vi.fn(async () => served) };
    const otherRead = { queryKey: ['comments', 1], queryFn: vi.fn(async () => 'comments') };
    const resolver: Resolver = async (location) => {
      await Promise.resolve(); // a loader reads after a step of its own (the session, the route table)
      const data = await queryClient.fetchQuery(sketchRead);
      return { location, name: data, render: () => data };
    };
    stop = startNavigation(resolver);
    await vi.advanceTimersByTimeAsync(0);
    await queryClient.fetchQuery(otherRead);
    expect(useNavigation.getState().page?.name).toBe('the sketch');
    served = 'not found';
    const reloaded = reloadPage();
    queryClient.setQueryData(['sketch', 1], 'the sketch, 3 comments'); // as the failed post's list settles
    await vi.advanceTimersByTimeAsync(FADE_MS);
    expect(await reloaded).toBe(true);
    expect(useNavigation.getState().page?.name).toBe('not found');
    expect(sketchRead.queryFn).toHaveBeenCalledTimes(2);
    // The read the loader did not make is out of date now (read again once shown).
    expect(queryClient.getQueryState(['comments', 1])?.isInvalidated).toBe(true);
    // Reads count as fresh again for 5 s afterwards.
    expect(queryClient.getDefaultOptions().queries?.staleTime).toBe(STALE_MS);
  });

  it('shows the spinner only when loading takes more than 1.5 s', async () => {
    const { resolver, pending } = deferredResolver();
    stop = startNavigation(resolver);
    pending.shift()!.resolve();
    await vi.advanceTimersByTimeAsync(0);
    void navigate('/slow');
    await vi.advanceTimersByTimeAsync(SPINNER_DELAY_MS - 1);
    expect(useNavigation.getState().spinner).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(useNavigation.getState().spinner).toBe(true);
    pending.shift()!.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(useNavigation.getState()).toMatchObject({ spinner: false, page: { name: '/slow' } });
  });

  it('never shows the spinner for a fast load', async () => {
    stop = startNavigation(instant);
    await vi.advanceTimersByTimeAsync(0);
    void navigate('/fast');
    await vi.advanceTimersByTimeAsync(SPINNER_DELAY_MS * 2);
    expect(useNavigation.getState().spinner).toBe(false);
  });

  it('takes back a link still loading when back is pressed: the page before shows, and the history keeps the page left', async () => {
    const { resolver, pending } = deferredResolver();
    stop = startNavigation(resolver);
    pending.shift()!.resolve();
    await vi.advanceTimersByTimeAsync(0);
    const toCompos = navigate('/compos');
    await vi.advanceTimersByTimeAsync(FADE_MS);
    pending.shift()!.resolve();
    expect(await toCompos).toBe(true);
    const entries = history.length;
    const toGroups = navigate('/groups');
    // Back while /groups loads: the browser is on / again (as history.back() leaves it).
    history.replaceState(null, '', '/');
    window.dispatchEvent(new PopStateEvent('popstate'));
    pending.shift()!.resolve(); // /groups answers after all
    await vi.advanceTimersByTimeAsync(FADE_MS);
    expect(await toGroups).toBe(false);
    expect(pending.map((p) => p.location.path)).toEqual(['/']);
    pending.shift()!.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(useNavigation.getState()).toMatchObject({ busy: false, page: { name: '/', restored: true } });
    expect(window.location.pathname).toBe('/');
    expect(history.length).toBe(entries); // /groups was never written over the entry of /compos
  });

  it('takes back a link still loading when the document is left (kept in the back-forward cache): coming back, the page left shows', async () => {
    const { resolver, pending } = deferredResolver();
    stop = startNavigation(resolver);
    pending.shift()!.resolve();
    await vi.advanceTimersByTimeAsync(0);
    const entries = history.length;
    const toSketch = navigate('/sketch/5');
    // Back to another document while the sketch loads; the browser keeps this one and shows it again later.
    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true }));
    expect(useNavigation.getState()).toMatchObject({ busy: false, phase: 'in' });
    pending.shift()!.resolve(); // the sketch answers after all
    await vi.advanceTimersByTimeAsync(FADE_MS);
    expect(await toSketch).toBe(false);
    expect(useNavigation.getState().page?.name).toBe('/');
    expect(window.location.pathname).toBe('/');
    expect(history.length).toBe(entries);
  });

  it('refuses a new page load while one is in progress', async () => {
    const { resolver, pending } = deferredResolver();
    stop = startNavigation(resolver);
    pending.shift()!.resolve();
    await vi.advanceTimersByTimeAsync(0);
    const first = navigate('/a');
    expect(await navigate('/b')).toBe(false);
    await vi.advanceTimersByTimeAsync(FADE_MS);
    pending.shift()!.resolve();
    expect(await first).toBe(true);
    expect(pending).toHaveLength(0); // '/b' was never loaded
    expect(useNavigation.getState().page?.name).toBe('/a');
  });

  it('opens a page asked for from outside once the running load ends, and not the page shown', async () => {
    const { resolver, pending } = deferredResolver();
    stop = startNavigation(resolver);
    navigateWhenIdle('/upload'); // the first page is still loading
    pending[0]!.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(pending.map((p) => p.location.path)).toEqual(['/', '/upload']);
    pending[1]!.resolve();
    await vi.advanceTimersByTimeAsync(FADE_MS);
    expect(useNavigation.getState().page?.location.path).toBe('/upload');
    navigateWhenIdle('/upload');
    await vi.advanceTimersByTimeAsync(FADE_MS);
    expect(pending).toHaveLength(2);
  });

  it('stays usable when a resolver throws: the load is refused, the next one works', async () => {
    expectConsoleError(/the page could not be resolved/);
    let fail = true;
    stop = startNavigation(async (location) => {
      if (location.path === '/broken' && fail) throw new URIError('URI malformed');
      return { location, name: location.path, render: () => location.path };
    });
    await vi.advanceTimersByTimeAsync(0);
    const broken = navigate('/broken');
    await vi.advanceTimersByTimeAsync(FADE_MS);
    expect(await broken).toBe(false);
    expect(useNavigation.getState()).toMatchObject({ busy: false, phase: 'in', page: { name: '/' } });
    fail = false;
    const next = navigate('/compos');
    await vi.advanceTimersByTimeAsync(FADE_MS);
    expect(await next).toBe(true);
    expect(useNavigation.getState().page?.name).toBe('/compos');
  });

  it('drops the load in progress when navigation stops: the address, history and page stay, a new start loads', async () => {
    const { resolver, pending } = deferredResolver();
    stop = startNavigation(resolver);
    pending.shift()!.resolve();
    await vi.advanceTimersByTimeAsync(0);
    const length = history.length;
    const slow = navigate('/slow');
    await vi.advanceTimersByTimeAsync(FADE_MS);
    stop();
    expect(useNavigation.getState()).toMatchObject({ busy: false, phase: 'in', spinner: false, page: { name: '/' } });
    pending.shift()!.resolve(); // the resolver answers after the stop
    expect(await slow).toBe(false);
    expect(window.location.pathname).toBe('/');
    expect(history.length).toBe(length);
    expect(useNavigation.getState().page?.name).toBe('/');
    stop = startNavigation(instant); // not refused as busy by the dropped load
    await vi.advanceTimersByTimeAsync(FADE_MS);
    const next = navigate('/compos');
    await vi.advanceTimersByTimeAsync(FADE_MS);
    expect(await next).toBe(true);
    expect(window.location.pathname).toBe('/compos');
  });

  it('saves the scroll position of the page left by back, so forward returns to it', async () => {
    stop = startNavigation(instant);
    await vi.advanceTimersByTimeAsync(0);
    void navigate('/compos');
    await vi.advanceTimersByTimeAsync(FADE_MS);
    const compos = useNavigation.getState().page!;
    Object.defineProperty(window, 'scrollY', { value: 900, configurable: true });
    history.replaceState({ key: 'the-entry-before' }, '', '/'); // back
    window.dispatchEvent(new PopStateEvent('popstate'));
    await vi.advanceTimersByTimeAsync(FADE_BACK_MS);
    expect(savedScroll(compos.entryKey)).toBe(900);
  });

  it('keeps each entry’s place on two quick back presses: the first press’s page takes its own entry, not the one the second moved to', async () => {
    stop = startNavigation(instant);
    await vi.advanceTimersByTimeAsync(0);
    const scrolledTo = (y: number) => Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    const open = async (path: string) => {
      void navigate(path);
      await vi.advanceTimersByTimeAsync(FADE_MS);
      return useNavigation.getState().page!.entryKey;
    };
    const gallery = await open('/gallery/recent');
    scrolledTo(7401);
    const sketch = await open('/sketch/5');
    scrolledTo(600);
    await open('/user/2');
    scrolledTo(0);
    // Back, and Back again while the first one's page is still loading.
    history.replaceState({ key: sketch }, '', '/sketch/5');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await vi.advanceTimersByTimeAsync(FADE_BACK_MS / 2);
    history.replaceState({ key: gallery }, '', '/gallery/recent');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await vi.advanceTimersByTimeAsync(FADE_BACK_MS / 2);
    expect(useNavigation.getState().page).toMatchObject({ name: '/sketch/5', entryKey: sketch });
    scrolledTo(600); // the sketch's place, restored
    await vi.advanceTimersByTimeAsync(FADE_BACK_MS);
    expect(useNavigation.getState().page).toMatchObject({ name: '/gallery/recent', entryKey: gallery, restored: true });
    expect(savedScroll(gallery)).toBe(7401);
    expect(savedScroll(sketch)).toBe(600);
  });

  it('handles a back press that comes during a load of an address already in the history once the load ends', async () => {
    const { resolver, pending } = deferredResolver();
    stop = startNavigation(resolver);
    // The first page's load (a reload of the address: nothing to write in the history).
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(pending).toHaveLength(1);
    pending.shift()!.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(pending).toHaveLength(1); // the back press is now being loaded
  });

  it('follows a redirect of the resolved page with a replace', async () => {
    const resolver: Resolver = async (location) =>
      location.path === '/old'
        ? { location, name: 'redirect', render: () => null, redirectTo: '/' }
        : { location, name: location.path, render: () => null };
    stop = startNavigation(resolver);
    await vi.advanceTimersByTimeAsync(0);
    const length = history.length;
    void navigate('/old');
    await vi.advanceTimersByTimeAsync(FADE_MS * 3);
    expect(window.location.pathname).toBe('/');
    expect(useNavigation.getState().page?.name).toBe('/');
    expect(history.length).toBe(length + 1);
  });

  it('reports every page view', async () => {
    const seen: string[] = [];
    onPageView((p) => seen.push(p.location.path));
    stop = startNavigation(instant);
    await vi.advanceTimersByTimeAsync(0);
    void navigate('/x');
    await vi.advanceTimersByTimeAsync(FADE_MS);
    expect(seen).toEqual(['/', '/x']);
  });

  describe('Back with a dialog open', () => {
    /**
     * A dialog as Modal registers it: dismissed (Escape, Back), it closes unless it must stay;
     * `later`: it closes at its next render, as React unmounts it (the test closes it).
     */
    function openDialog(name: string, dismissed: string[], { stays = false, later = false } = {}) {
      const close = registerOpenModal(() => {
        dismissed.push(name);
        if (!stays && !later) close();
        return !stays;
      });
      return close;
    }
    /** The browser's Back (-1) or Forward (1), and its popstate (a task of its own in jsdom as in browsers). */
    async function traverse(delta: -1 | 1) {
      const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
      history.go(delta);
      await eventually(() => popped);
      await vi.advanceTimersByTimeAsync(delta < 0 ? FADE_BACK_MS : FADE_MS);
    }
    const back = () => traverse(-1);
    const forward = () => traverse(1);
    async function onSketchPage() {
      stop = startNavigation(instant);
      await vi.advanceTimersByTimeAsync(0);
      void navigate('/sketch/5?tab=a');
      await vi.advanceTimersByTimeAsync(FADE_MS);
      return useNavigation.getState().page!;
    }

    it('closes the newest dialog and stays on the page, loading nothing; the next Back leaves the page', async () => {
      const page = await onSketchPage();
      const entries = history.length;
      const dismissed: string[] = [];
      openDialog('report', dismissed);
      openDialog('question', dismissed);
      // One entry for the page's dialogs, with the page's address and key.
      expect(history.length).toBe(entries + 1);
      expect(history.state).toMatchObject({ key: page.entryKey, dialog: true });
      expect(window.location.href).toMatch(/\/sketch\/5\?tab=a$/);
      await back();
      expect(dismissed).toEqual(['question']);
      expect(openModalCount()).toBe(1);
      expect(useNavigation.getState().page).toBe(page);
      // The report form still open keeps an entry: the next Back closes it too.
      expect(history.state).toMatchObject({ dialog: true });
      await back();
      expect(dismissed).toEqual(['question', 'report']);
      expect(useNavigation.getState().page).toBe(page);
      // With none left, the entry is back, spent: no Forward is left ahead that would do nothing.
      expect(history.state).toMatchObject({ dialog: true });
      expect(history.length).toBe(entries + 1);
      await back();
      await eventually(() => expect(useNavigation.getState().page).toMatchObject({ name: '/', restored: true }));
    });

    it('keeps a dialog that must stay (sending) open on Back, still with its entry', async () => {
      const page = await onSketchPage();
      const dismissed: string[] = [];
      const close = openDialog('sending', dismissed, { stays: true });
      await back();
      expect(dismissed).toEqual(['sending']);
      expect(openModalCount()).toBe(1);
      expect(history.state).toMatchObject({ key: page.entryKey, dialog: true });
      close();
      expect(useNavigation.getState().page).toBe(page);
    });

    it('leaves a dialog closed by its own button a spent entry: the next dialog takes it, and one Back leaves the page', async () => {
      const page = await onSketchPage();
      const entries = history.length;
      const dismissed: string[] = [];
      openDialog('report', dismissed)();
      openDialog('suggest', dismissed)();
      expect(history.length).toBe(entries + 1);
      // Back from the spent entry goes on to the page before: no press is lost.
      await back();
      await eventually(() => expect(useNavigation.getState().page).toMatchObject({ name: '/', restored: true }));
      expect(dismissed).toEqual([]);
      expect(page.entryKey).not.toBe(useNavigation.getState().page?.entryKey);
    });

    it('after a link from a page with a spent dialog entry, one Back leads to that page and the next to the page before', async () => {
      const page = await onSketchPage();
      openDialog('report', [])();
      void navigate('/user/2');
      await vi.advanceTimersByTimeAsync(FADE_MS);
      await back();
      expect(useNavigation.getState().page).toMatchObject({ name: '/sketch/5', entryKey: page.entryKey, restored: true });
      await back();
      await eventually(() => expect(useNavigation.getState().page).toMatchObject({ name: '/', restored: true }));
    });

    it('has a page that replaces itself from its dialog entry replace its own entry: Back never shows the page replaced', async () => {
      const page = await onSketchPage();
      const entries = history.length;
      openDialog('delete', [])();
      void navigate('/user/1/sketches', { replace: true }); // a redirect after a delete
      await eventually(() => expect(useNavigation.getState().page).toMatchObject({ name: '/user/1/sketches', entryKey: page.entryKey }));
      // On the sketch's own entry, now the profile's; the spent dialog entry after it is only the page again.
      expect(history.state).toEqual({ key: page.entryKey });
      expect(window.location.pathname).toBe('/user/1/sketches');
      expect(history.length).toBe(entries + 1);
      await back();
      await eventually(() => expect(useNavigation.getState().page).toMatchObject({ name: '/', restored: true }));
      await forward();
      await eventually(() => expect(useNavigation.getState().page).toMatchObject({ name: '/user/1/sketches', restored: true }));
      // Forward once more onto the spent entry: the address stays the profile's, no page loads.
      const shown = useNavigation.getState().page;
      await forward();
      expect(window.location.pathname).toBe('/user/1/sketches');
      expect(useNavigation.getState().page).toBe(shown);
    });

    it('goes on to the page before on a Back pressed while the page replaces itself from its dialog entry', async () => {
      let answer = () => {};
      const slowProfile: Resolver = (location, signal, how) =>
        location.path === '/user/1/sketches'
          ? new Promise((resolve) => {
              answer = () => resolve({ location, name: location.path, render: () => location.path });
            })
          : instant(location, signal, how);
      stop = startNavigation(slowProfile);
      await vi.advanceTimersByTimeAsync(0);
      void navigate('/sketch/5');
      await vi.advanceTimersByTimeAsync(FADE_MS);
      openDialog('delete', [])();
      const redirect = navigate('/user/1/sketches', { replace: true }); // after the delete
      await vi.advanceTimersByTimeAsync(FADE_MS);
      await back(); // while the profile loads
      answer();
      expect(await redirect).toBe(false);
      await eventually(() => expect(useNavigation.getState().page).toMatchObject({ name: '/', restored: true }));
      expect(window.location.pathname).toBe('/');
    });

    it('names the tab shown on both of the page\'s entries: a tab changed on one is the address on the other', async () => {
      await onSketchPage();
      openDialog('report', [])(); // spent: the current entry
      replaceAddress('/sketch/5?tab=b'); // written on the dialog entry only
      await back(); // the page's own entry, then on to the page before
      await eventually(() => expect(useNavigation.getState().page).toMatchObject({ name: '/', restored: true }));
      await forward();
      await eventually(() => expect(useNavigation.getState().page).toMatchObject({ name: '/sketch/5' }));
      expect(window.location.search).toBe('?tab=b');
      replaceAddress('/sketch/5?tab=c'); // written on the page's own entry only
      await forward(); // onto the spent entry, still named ?tab=b; nothing after it
      expect(history.state).toMatchObject({ dialog: true });
      expect(window.location.search).toBe('?tab=c');
    });

    it('gives no entry on the new page to a dialog that goes with the page left (a link followed from inside it)', async () => {
      await onSketchPage();
      const close = openDialog('share', [], { later: true });
      // React takes the page left away, with its dialog, soon after the new page is in the store.
      const unsubscribe = useNavigation.subscribe((state) => state.page?.name === '/gallery/co-op/470' && queueMicrotask(close));
      void navigate('/gallery/co-op/470');
      await vi.advanceTimersByTimeAsync(FADE_MS);
      unsubscribe();
      expect(openModalCount()).toBe(0);
      expect(history.state).not.toMatchObject({ dialog: true });
    });

    it('closes a dialog that unmounts only at its next render with its entry back once, spent: the next Back leaves the page', async () => {
      await onSketchPage();
      const entries = history.length;
      const dismissed: string[] = [];
      const close = openDialog('question', dismissed, { later: true });
      await back();
      expect(dismissed).toEqual(['question']);
      close(); // React unmounts it
      // The dialog entry came back, spent, and once: the next Back leaves the page.
      expect(history.state).toMatchObject({ dialog: true });
      expect(history.length).toBe(entries + 1);
      await back();
      await eventually(() => expect(useNavigation.getState().page).toMatchObject({ name: '/', restored: true }));
    });

    it('passes a spent dialog entry on Forward too: one press reaches the page after', async () => {
      const page = await onSketchPage();
      openDialog('report', [])();
      void navigate('/user/2');
      await vi.advanceTimersByTimeAsync(FADE_MS);
      await back(); // to the sketch page, on its spent entry
      await back(); // past its own entry, on to the page before
      await eventually(() => expect(useNavigation.getState().page).toMatchObject({ name: '/', restored: true }));
      await forward();
      await eventually(() => expect(useNavigation.getState().page).toMatchObject({ name: '/sketch/5', entryKey: page.entryKey }));
      await forward(); // onto the spent entry: passed over, on to the page after
      await eventually(() => expect(useNavigation.getState().page).toMatchObject({ name: '/user/2', restored: true }));
    });

    it('gives an alert still open over a new page an entry there: Back closes it on that page', async () => {
      await onSketchPage();
      const dismissed: string[] = [];
      openDialog('alert', dismissed);
      void navigate('/user/2');
      await vi.advanceTimersByTimeAsync(FADE_MS);
      await vi.advanceTimersByTimeAsync(1); // the page left is taken away first
      const profile = useNavigation.getState().page!;
      expect(history.state).toMatchObject({ key: profile.entryKey, dialog: true });
      await back();
      expect(dismissed).toEqual(['alert']);
      expect(useNavigation.getState().page).toBe(profile);
      expect(window.location.pathname).toBe('/user/2');
    });

    it('shows the address the page wrote last when Back closes a dialog (a tab changed while the entry was spent)', async () => {
      await onSketchPage();
      const dismissed: string[] = [];
      openDialog('first', dismissed)();
      replaceAddress('/sketch/5?tab=b');
      openDialog('second', dismissed);
      await back();
      expect(dismissed).toEqual(['second']);
      expect(window.location.search).toBe('?tab=b');
    });
  });
});
