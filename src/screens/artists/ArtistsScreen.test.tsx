// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from '../../../test/support/render';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../api/schemas/session';
import type { UserSummary } from '../../api/schemas/users';
import { useSession } from '../../stores/session';
import ArtistsScreen, { load } from './ArtistsScreen';
import type { ArtistTab } from '../../lib/discover';
import { whenIdle } from '../../lib/idleQueue';

const api = vi.hoisted(() => ({ fetchUsers: vi.fn(), searchUsers: vi.fn(), searchArtists: vi.fn(), searchSketches: vi.fn() }));
vi.mock('../../api/discover', () => api);

class NoResize {
  observe() {}
  disconnect() {}
}

const user = (id: number, extra: Partial<UserSummary> = {}): UserSummary => ({ id, nickname: `Artist${id}`, avatar: `/img/avatar/${id}`, glops: id * 10, fans: id, sketches: id * 2, since: null, ...extra });
const fullPage = (from: number) => Array.from({ length: 25 }, (_, i) => user(from + i));
const viewer = { id: 99, nickname: 'Me', avatar: '', mature: false, following: [], blocks: [2], icons: [], chatId: null, chatServer: null, ban: null, showHeader: true, googleLogin: false, thumbs: false } as CurrentUser;

/** A screen `width` px wide, as the tab bar's media queries see it. */
const screenOf = (width: number) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: Number(/min-width: (\d+)px/.exec(query)?.[1] ?? Infinity) <= width,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
const show = (tab: ArtistTab = 'search') => render(<ArtistsScreen data={{ tab }} params={{}} location={{ path: '/artists', search: '', hash: '' }} />);
const tabNames = () => within(screen.getByRole('tablist')).getAllByRole('tab').map((t) => t.textContent);
const nicknames = () => screen.queryAllByTestId('user-nickname').map((n) => n.textContent);
/**
 * Resolves once a step queued now in the idle queue has run. Steps run first in, first out
 * (src/lib/idleQueue.ts), so everything queued before it (a list's ask for its next page) has run.
 */
const idleMomentPassed = () => act(() => new Promise<void>((resolve) => whenIdle(() => (resolve(), true))));

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', NoResize);
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  useSession.setState({ status: 'ready', user: null });
  for (const fn of Object.values(api)) fn.mockReset();
  history.replaceState(null, '', '/artists');
  screenOf(1280);
});
afterEach(() => vi.unstubAllGlobals());

describe('artists loader', () => {
  it('loads the first page of the tab in the address; the search tab loads nothing', async () => {
    api.fetchUsers.mockResolvedValue([user(1)]);
    const at = (search: string) => ({ params: {}, location: { path: '/artists', search, hash: '' }, signal: new AbortController().signal });
    expect(await load(at('?tab=fans'))).toEqual({ tab: 'fans' });
    expect(api.fetchUsers).toHaveBeenCalledWith('fans', 1);
    api.fetchUsers.mockClear();
    expect(await load(at(''))).toEqual({ tab: 'search' });
    expect(await load(at('?tab=nonsense'))).toEqual({ tab: 'search' });
    expect(api.fetchUsers).not.toHaveBeenCalled();
  });
});

describe('artists tabs', () => {
  it('shows every tab at 1024 and up, with no overflow menu, and names the page', async () => {
    screenOf(1024);
    show();
    expect(tabNames()).toEqual(['Search', 'Active', 'Birthday', 'Fans', 'Glops', 'Sketches', 'Patrons']);
    expect(screen.queryByTestId('artists-more')).toBeNull();
    await waitFor(() => expect(document.title).toBe('Artists · Sketchery'));
  });

  it('below 1024 shows the first tabs and moves the rest into the More menu; picking one makes it the chosen tab', async () => {
    screenOf(390);
    api.fetchUsers.mockResolvedValue([user(1, { since: '2024-03-01' })]);
    show();
    expect(tabNames()).toEqual(['Search', 'Active']);
    const more = screen.getByTestId('artists-more');
    expect(more.getAttribute('aria-haspopup')).toBe('menu');
    expect(more.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(more);
    const menu = screen.getByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Birthday', 'Fans', 'Glops', 'Sketches', 'Patrons']);
    await userEvent.click(within(menu).getByText('Patrons'));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(tabNames()).toEqual(['Search', 'Active', 'Patrons']);
    expect(screen.getByTestId('artists-tab-patrons').getAttribute('aria-selected')).toBe('true');
    expect(window.location.search).toBe('?tab=patrons');
    expect(api.fetchUsers).toHaveBeenCalledWith('patrons', 1);
    expect((await screen.findByTestId('user-stats')).textContent).toBe('Patron since Mar 1, 2024');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(screen.getByTestId('artists-tab-patrons').id);
    await waitFor(() => expect(document.title).toBe('Patrons · Artists · Sketchery'));
  });

  it('works the More menu by keyboard: Down opens on the first entry, Up and Down move, Escape closes back to the button, Enter picks', async () => {
    screenOf(600);
    api.fetchUsers.mockResolvedValue([]);
    show();
    expect(tabNames()).toEqual(['Search', 'Active', 'Birthday', 'Fans']);
    const more = screen.getByTestId('artists-more');
    more.focus();
    fireEvent.keyDown(more, { key: 'ArrowDown' });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Glops'));
    expect(more.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Sketches');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(document.activeElement?.textContent).toBe('Patrons');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(more);
    fireEvent.keyDown(more, { key: 'ArrowUp' });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Patrons'));
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(document.activeElement?.textContent).toBe('Glops');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('artists-tab-glops').getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('artists-tab-glops')));
  });

  it('closes the More menu on Escape before the focus reached its first entry (a key right after the click)', async () => {
    screenOf(600);
    api.fetchUsers.mockResolvedValue([]);
    show();
    const more = screen.getByTestId('artists-more');
    fireEvent.click(more);
    expect(screen.getByRole('menu')).toBeTruthy();
    more.focus(); // where a click leaves the focus until the menu's entry takes it
    fireEvent.keyDown(more, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(more);
  });

  it('opens on the tab of the address', async () => {
    api.fetchUsers.mockResolvedValue([user(3)]);
    show('glops');
    expect(screen.getByTestId('artists-tab-glops').getAttribute('aria-selected')).toBe('true');
    // Each count is one unbreakable piece, a number with its word.
    expect((await screen.findByTestId('user-stats')).textContent).toBe('30 glops · 3 fans');
    expect([...screen.getByTestId('user-stats').querySelectorAll('.stat')].map((s) => s.textContent)).toEqual(['30 glops', '3 fans']);
  });

  it('links each artist to their profile, with the avatar sized for its slot', async () => {
    api.fetchUsers.mockResolvedValue([user(7)]);
    show('fans');
    const card = await screen.findByTestId('user-card');
    expect(card.getAttribute('href')).toBe('/user/7');
    expect(card.querySelector('img')!.getAttribute('src')).toBe('/img/avatar/7/50.jpg');
    expect(card.textContent).toContain('Artist7');
  });

  it('hides the users the viewer blocks', async () => {
    useSession.setState({ status: 'ready', user: viewer });
    api.fetchUsers.mockResolvedValue([user(1), user(2), user(3)]);
    show('fans');
    await waitFor(() => expect(nicknames()).toEqual(['Artist1', 'Artist3']));
  });

  it('lists birthdays by glops, descending', async () => {
    api.fetchUsers.mockResolvedValue([user(1, { glops: 5 }), user(2, { glops: 500 }), user(3, { glops: 50 })]);
    show('birthday');
    await waitFor(() => expect(nicknames()).toEqual(['Artist2', 'Artist3', 'Artist1']));
  });

  describe('paging', () => {
    beforeEach(() => vi.stubGlobal('innerHeight', 5000)); // every row in view: the end is near at once

    it('Fans, Glops and Sketches load the next page as the end comes near', async () => {
      api.fetchUsers.mockImplementation(async (_sort: string, page: number) => (page === 1 ? fullPage(1) : page === 2 ? [user(100)] : []));
      show('fans');
      await waitFor(() => expect(screen.getByTestId('user-list').dataset.count).toBe('26'));
      expect(api.fetchUsers.mock.calls.map(([sort, page]) => [sort, page])).toEqual([['fans', 1], ['fans', 2]]);
    });

    it.each(['active', 'birthday', 'patrons'] as const)('%s loads only page 1, however full', async (tab) => {
      api.fetchUsers.mockResolvedValue(fullPage(1));
      show(tab);
      await waitFor(() => expect(screen.getByTestId('user-list').dataset.count).toBe('25'));
      // A full page with every row in view: the list asks for the next one in the next idle
      // moment, if it thinks there is one (as Fans above does). Once that moment has passed:
      await idleMomentPassed();
      expect(api.fetchUsers).toHaveBeenCalledTimes(1);
      expect(api.fetchUsers).toHaveBeenCalledWith(tab, 1);
    });
  });

  it('offers Retry when a list fails to load', async () => {
    api.fetchUsers.mockRejectedValueOnce(new Error('down')).mockResolvedValue([user(4)]);
    show('sketches');
    expect((await screen.findByTestId('users-error')).textContent).toBe('Sorry, the artists could not be loaded.');
    await userEvent.click(screen.getByTestId('users-retry'));
    await waitFor(() => expect(nicknames()).toEqual(['Artist4']));
  });
});

describe('artist search', () => {
  const search = async (text: string) => {
    const input = screen.getByTestId('artist-search-input');
    await userEvent.clear(input);
    if (text) await userEvent.type(input, text);
    await userEvent.type(input, '{Enter}');
  };

  it('does nothing for an empty text', async () => {
    show();
    await search('');
    await search('   ');
    expect(api.searchUsers).not.toHaveBeenCalled();
    expect(screen.queryByTestId('user-list')).toBeNull();
  });

  it('runs on Enter and lists the artists found', async () => {
    api.searchUsers.mockResolvedValue({ users: [user(1, { nickname: 'InkyAda' }), user(5, { nickname: 'InkySaga' })], cursor: null });
    show();
    await userEvent.type(screen.getByTestId('artist-search-input'), 'inky');
    expect(api.searchUsers).not.toHaveBeenCalled(); // not while typing
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(nicknames()).toEqual(['InkyAda', 'InkySaga']));
    expect(api.searchUsers).toHaveBeenCalledWith('inky', null);
  });

  it("says 'Sorry no matching artists found for {query}' when none", async () => {
    api.searchUsers.mockResolvedValue({ users: [], cursor: null });
    show();
    await search('zzqxj');
    expect((await screen.findByTestId('users-empty')).textContent).toBe('Sorry no matching artists found for zzqxj');
  });

  it('shows the text of a search as text, never as markup, and takes at most 64 characters', async () => {
    api.searchUsers.mockResolvedValue({ users: [], cursor: null });
    show();
    expect(screen.getByTestId('artist-search-input').getAttribute('maxlength')).toBe('64');
    await search('<img src=x onerror=alert(1)>');
    expect((await screen.findByTestId('users-empty')).textContent).toBe('Sorry no matching artists found for <img src=x onerror=alert(1)>');
    expect(screen.getByTestId('users-empty').querySelector('img')).toBeNull();
  });

  it('keeps the search text as page state (back shows the same search)', async () => {
    api.searchUsers.mockResolvedValue({ users: [user(1)], cursor: null });
    const first = show();
    await search('ada');
    await waitFor(() => expect(nicknames()).toEqual(['Artist1']));
    first.unmount();
    show();
    expect((screen.getByTestId('artist-search-input') as HTMLInputElement).value).toBe('ada');
    await waitFor(() => expect(nicknames()).toEqual(['Artist1']));
  });
});
