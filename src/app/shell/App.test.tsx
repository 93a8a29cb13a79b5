// @vitest-environment jsdom
// The shell's skip link: the first Tab stop of every page, it moves focus to the page's main
// content without loading the page again.
import { act, cleanup, render, screen } from '../../../test/support/render';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from './App';
import { startNavigation, useNavigation, type Resolver } from '../navigation/navigation';
import type { ScreenModule } from '../navigation/screen';
import { createResolver, route } from '../routes/routes';
import { pattern } from '../../lib/routePattern';
import { adoptSession, SESSION_KEY, useSession } from '../../stores/session';
import type { CurrentUser } from '../../api/schemas/session';

const resolver: Resolver = async (location) => ({
  location,
  name: 'page',
  render: () => (
    <p>
      A page with <a href="/gallery">a link</a>
    </p>
  ),
});

describe('the skip link', () => {
  let stop = () => {};
  beforeEach(() => {
    history.replaceState(null, '', '/');
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    useSession.setState({ status: 'ready', user: null });
  });
  afterEach(() => stop());

  it('is the first Tab stop and moves focus to the main content', async () => {
    stop = startNavigation(resolver);
    render(<App />);
    await screen.findByText('a link');
    await userEvent.tab();
    const link = screen.getByRole('link', { name: 'Skip to main content' });
    expect(document.activeElement).toBe(link);
    await userEvent.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('main'));
    expect(window.location.hash).toBe(''); // not a navigation
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByText('a link'));
  });
});

describe('the shell for a signed-in user: the acting bar and the ban page', () => {
  let stop = () => {};
  const ada: CurrentUser = {
    id: 1, avatar: '/img/avatar/1', nickname: 'InkyAda', mature: false, following: [], blocks: [], icons: [],
    chatId: null, chatServer: null, ban: null, showHeader: true, googleLogin: false, thumbs: false,
  };
  const ban = { duration: 24, dateStart: '2030-01-01T00:00:00.000Z', dateEnd: '2030-01-02T00:00:00.000Z', reason: 'Spam' };
  beforeEach(() => {
    history.replaceState(null, '', '/');
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  });
  afterEach(() => {
    stop();
    cleanup();
    useSession.setState({ status: 'ready', user: null, moderator: null });
  });

  it('sits between the header and the page while a gloperator acts as the user, and not otherwise', async () => {
    useSession.setState({ status: 'ready', user: ada, moderator: { id: 4, nickname: 'GlopGus' } });
    stop = startNavigation(resolver);
    render(<App />);
    await screen.findByText('a link');
    const bar = screen.getByTestId('acting-bar');
    expect(bar.textContent).toContain('Acting as InkyAda');
    const header = screen.getByTestId('header');
    const main = screen.getByRole('main');
    expect(header.compareDocumentPosition(bar) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(bar.compareDocumentPosition(main) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    act(() => useSession.setState({ moderator: null }));
    expect(screen.queryByTestId('acting-bar')).toBeNull();
  });

  it('shows above the ban page of a banned user the gloperator acts as', async () => {
    useSession.setState({ status: 'ready', user: { ...ada, ban }, moderator: { id: 4, nickname: 'GlopGus' } });
    stop = startNavigation(resolver);
    render(<App />);
    expect(await screen.findByTestId('ban-page')).toBeTruthy();
    expect(screen.getByTestId('acting-bar-text').textContent).toBe('Acting as InkyAda');
  });

  it('does not load the page under the ban page while the ban stands, and loads it once the ban is lifted', async () => {
    const load = vi.fn(async ({ params }: { params: { id: string } }) => `data-of-${params.id}`);
    const screenModule: ScreenModule<string, { id: string }> = { default: ({ data }) => <p>{data}</p>, load };
    history.replaceState(null, '', '/thing/7');
    useSession.setState({ status: 'ready', user: { ...ada, ban }, moderator: null });
    stop = startNavigation(createResolver(() => [route('thing', pattern('/thing/:id', ({ id = '' }) => ({ id })), async () => screenModule)]));
    render(<App />);
    expect(await screen.findByTestId('ban-page')).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
    act(() => useSession.setState({ user: ada }));
    expect(await screen.findByText('data-of-7')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('ban-page')).toBeNull();
  });
});

/** Resolves once navigation has started a load and finished it (however long a busy machine takes). */
function navigationSettlesAfterALoad(): Promise<void> {
  return new Promise((resolve) => {
    let started = false;
    const unsubscribe = useNavigation.subscribe((state) => {
      if (state.busy) started = true;
      else if (started) {
        unsubscribe();
        resolve();
      }
    });
  });
}

describe('another tab of the site', () => {
  let stop = () => {};
  const ada: CurrentUser = {
    id: 1, avatar: '/img/avatar/1', nickname: 'InkyAda', mature: false, following: [], blocks: [], icons: [],
    chatId: null, chatServer: null, ban: null, showHeader: true, googleLogin: false, thumbs: false,
  };
  const realLoad = useSession.getState().load;
  afterEach(() => {
    stop();
    cleanup();
    useSession.setState({ status: 'ready', user: null, moderator: null, load: realLoad });
  });

  it('logged out there: this tab reads the session again and shows the visitor', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const load = vi.fn(async () => useSession.setState({ status: 'ready', user: null }));
    useSession.setState({ status: 'ready', user: ada, load });
    stop = startNavigation(resolver);
    render(<App />);
    await screen.findByText('a link');
    expect(screen.getByTestId('current-user').textContent).toBe('InkyAda');
    window.dispatchEvent(new StorageEvent('storage', { key: 'something.else', newValue: 'nobody' }));
    // Another tab learned the session this one shows: nothing to read.
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_KEY, newValue: '1:0:0' }));
    expect(load).not.toHaveBeenCalled();
    await act(async () => {
      const pageReadAgain = navigationSettlesAfterALoad();
      window.dispatchEvent(new StorageEvent('storage', { key: SESSION_KEY, newValue: 'nobody' }));
      await pageReadAgain; // the page is read again as the visitor, all of it inside act
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(await screen.findByTestId('login-button')).toBeTruthy();
  });

  it('blocked someone there: this tab reads the session again, so its lists hide them', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const load = vi.fn(async () => useSession.setState({ status: 'ready', user: { ...ada, blocks: [7] } }));
    useSession.setState({ status: 'ready', user: ada, load });
    stop = startNavigation(resolver);
    render(<App />);
    await screen.findByText('a link');
    await act(async () => {
      window.dispatchEvent(new StorageEvent('storage', { key: SESSION_KEY, newValue: '1:1:0' }));
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(useSession.getState().user?.blocks).toEqual([7]);
  });

  it('tells the other tabs the session it learns: who, whether a ban page holds them, how many they block and follow; not the same again', () => {
    const kept = () => window.localStorage.getItem(SESSION_KEY);
    useSession.getState().setUser(ada);
    expect(kept()).toBe('1:0:0');
    useSession.getState().setUser({ ...ada, nickname: 'InkyAda2' });
    expect(kept()).toBe('1:0:0');
    // A block (which also ends being a fan), then a fan: each changes the mark.
    useSession.getState().setUser({ ...ada, blocks: [7], following: [] });
    expect(kept()).toBe('1:1:0');
    useSession.getState().setUser({ ...ada, blocks: [7], following: [8] });
    expect(kept()).toBe('1:1:1');
    useSession.getState().setUser(null);
    expect(kept()).toBe('nobody');
    // A page loaded after signing in as someone else on the sign-in page: its session comes with it.
    adoptSession({ user: { ...ada, id: 2, nickname: 'PatronPaolo' }, moderator: null });
    expect(kept()).toBe('2:0:0');
    adoptSession({ user: { ...ada, ban: { duration: 0, reason: 'spam', dateStart: '2025-06-01T00:00:00.000Z', offenses: 1 } }, moderator: null });
    expect(kept()).toBe('1:held:0:0');
  });
});
