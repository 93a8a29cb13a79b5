// @vitest-environment jsdom
import { render, screen, waitFor } from '../../../test/support/render';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../api/schemas/session';
import type { SketchCard } from '../../api/schemas/sketchCards';
import { useSession } from '../../stores/session';
import SearchScreen, { load } from './SearchScreen';
import { MAX_SEARCH_QUERY } from '../../lib/discover';

const api = vi.hoisted(() => ({ fetchUsers: vi.fn(), searchUsers: vi.fn(), searchArtists: vi.fn(), searchSketches: vi.fn() }));
vi.mock('../../api/discover', () => api);
const galleries = vi.hoisted(() => ({ fetchSearchTops: vi.fn() }));
vi.mock('../../api/galleries', async (importOriginal) => ({ ...(await importOriginal<object>()), ...galleries }));
const nav = vi.hoisted(() => ({ navigate: vi.fn() }));
vi.mock('../../app/navigation/navigation', async (importOriginal) => ({ ...(await importOriginal<object>()), ...nav }));

class NoResize {
  observe() {}
  disconnect() {}
}

const card = (id: number, extra: Partial<SketchCard> = {}): SketchCard => ({ id, image: `/img/sketch/${id}`, title: `Sketch ${id}`, userId: 50 + id, width: 100, height: 100, ...extra });
const viewer = { id: 1, nickname: 'Me', avatar: '', mature: false, following: [], blocks: [53], icons: [], chatId: null, chatServer: null, ban: null, showHeader: true, googleLogin: false, thumbs: false } as CurrentUser;
const show = (search = '') => render(<SearchScreen data={{ query: '', kind: 'sketches', sort: 'recent' }} params={{}} location={{ path: '/search', search, hash: '' }} />);
const shownIds = () => screen.queryAllByTestId('sketch-card').map((a) => a.getAttribute('data-sketch-id'));
const at = (search: string) => ({ params: {}, location: { path: '/search', search, hash: '' }, signal: new AbortController().signal });

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', NoResize);
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  useSession.setState({ status: 'ready', user: null });
  for (const fn of [...Object.values(api), ...Object.values(galleries), nav.navigate]) fn.mockReset();
  galleries.fetchSearchTops.mockResolvedValue({ sketches: [card(1), card(2)], next: null });
});
afterEach(() => vi.unstubAllGlobals());

describe('search loader', () => {
  it('loads the top sketches of 7 days before a search, and the first page of the kind after one', async () => {
    expect(await load(at(''))).toEqual({ query: '', kind: 'sketches', sort: 'recent' });
    expect(galleries.fetchSearchTops).toHaveBeenCalledWith(7, 0);
    api.searchArtists.mockResolvedValue({ users: [], cursor: null });
    await load(at('?q=inky&kind=artists&sort=top'));
    expect(api.searchArtists).toHaveBeenCalledWith('inky', 'top', null);
    api.searchSketches.mockResolvedValue({ sketches: [], cursor: null });
    await load(at('?q=fox%20inky&kind=magic'));
    expect(api.searchSketches).toHaveBeenCalledWith('magic', 'fox inky', 'recent', null);
  });
});

describe('before a search', () => {
  it('shows the top sketches with a window picker of 7, 30 and 365 days', async () => {
    show();
    await waitFor(() => expect(shownIds()).toEqual(['1', '2']));
    expect(screen.getByRole('heading', { name: 'Top sketches' })).toBeTruthy();
    expect(screen.getByTestId('search-tops-7').getAttribute('aria-pressed')).toBe('true');
    galleries.fetchSearchTops.mockResolvedValue({ sketches: [card(30)], next: null });
    await userEvent.click(screen.getByTestId('search-tops-30'));
    await waitFor(() => expect(shownIds()).toEqual(['30']));
    expect(galleries.fetchSearchTops).toHaveBeenLastCalledWith(30, 0);
    expect(screen.getByTestId('search-tops').dataset.days).toBe('30');
    galleries.fetchSearchTops.mockResolvedValue({ sketches: [card(365)], next: null });
    await userEvent.click(screen.getByTestId('search-tops-365'));
    await waitFor(() => expect(shownIds()).toEqual(['365']));
    await waitFor(() => expect(document.title).toBe('Search · Sketchery'));
  });

  it('stops the text at the length the server takes, as it is typed', async () => {
    show();
    const input = screen.getByTestId('search-input') as HTMLInputElement;
    expect(input.maxLength).toBe(MAX_SEARCH_QUERY);
    await userEvent.type(input, 'x'.repeat(MAX_SEARCH_QUERY + 6));
    expect(input.value).toBe('x'.repeat(MAX_SEARCH_QUERY));
  });

  it('runs a search on Enter as a new history entry, with the kind and sort; an empty text does nothing', async () => {
    show('?kind=magic&sort=top');
    const input = screen.getByTestId('search-input');
    await userEvent.type(input, '   {Enter}');
    expect(nav.navigate).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.type(input, 'fox inky');
    expect(nav.navigate).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    expect(nav.navigate).toHaveBeenCalledWith('/search?q=fox+inky&kind=magic&sort=top', { replace: false });
  });
});

describe('results', () => {
  it('shows the sketches found, then switches sort and kind in the same history entry', async () => {
    api.searchSketches.mockResolvedValue({ sketches: [card(5), card(6)], cursor: null });
    show('?q=dragon&kind=sketches&sort=recent');
    await waitFor(() => expect(shownIds()).toEqual(['5', '6']));
    expect(api.searchSketches).toHaveBeenCalledWith('sketches', 'dragon', 'recent', null);
    expect((screen.getByTestId('search-input') as HTMLInputElement).value).toBe('dragon');
    expect(screen.getByTestId('search-kind-sketches').getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(screen.getByTestId('search-sort-top'));
    expect(nav.navigate).toHaveBeenLastCalledWith('/search?q=dragon&kind=sketches&sort=top', { replace: true });
    await userEvent.click(screen.getByTestId('search-kind-magic'));
    expect(nav.navigate).toHaveBeenLastCalledWith('/search?q=dragon&kind=magic&sort=recent', { replace: true });
    await userEvent.click(screen.getByTestId('search-kind-sketches')); // already chosen: nothing
    expect(nav.navigate).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(document.title).toBe('dragon · Search · Sketchery'));
  });

  it("says 'No results' when no sketch is found, and the artist search's own words when no artist is", async () => {
    api.searchSketches.mockResolvedValue({ sketches: [], cursor: null });
    show('?q=zzqxj&kind=magic');
    expect((await screen.findByTestId('grid-empty')).textContent).toBe('No results');
    api.searchArtists.mockResolvedValue({ users: [], cursor: null });
    show('?q=zzqxj&kind=artists');
    expect((await screen.findByTestId('users-empty')).textContent).toBe('Sorry no matching artists found for zzqxj');
  });

  it('toggles between a grid and the large list', async () => {
    api.searchSketches.mockResolvedValue({ sketches: [card(5)], cursor: null });
    show('?q=dragon');
    await waitFor(() => expect(shownIds()).toEqual(['5']));
    expect(screen.getByTestId('sketch-grid').dataset.mode).toBe('grid');
    await userEvent.click(screen.getByTestId('search-mode-list'));
    expect(screen.getByTestId('sketch-grid').dataset.mode).toBe('list');
    expect(screen.getByTestId('search-mode-list').getAttribute('aria-pressed')).toBe('true');
  });

  it('lists artists for the Artists kind, in the chosen mode', async () => {
    api.searchArtists.mockResolvedValue({ users: [{ id: 1, nickname: 'InkyAda', avatar: '', glops: 10 }], cursor: null });
    show('?q=inky&kind=artists&sort=top');
    expect((await screen.findByTestId('user-card')).getAttribute('href')).toBe('/user/1');
    expect(screen.getByTestId('user-list').dataset.mode).toBe('grid');
    await userEvent.click(screen.getByTestId('search-mode-list'));
    expect(screen.getByTestId('user-list').dataset.mode).toBe('list');
  });

  it('hides mature sketches from a viewer not marked mature, and the sketches of blocked users', async () => {
    useSession.setState({ status: 'ready', user: viewer });
    api.searchSketches.mockResolvedValue({ sketches: [card(1), card(2, { mature: true }), card(3)], cursor: null }); // card 3 is by user 53
    show('?q=cat');
    await waitFor(() => expect(shownIds()).toEqual(['1']));
  });

  it('reads a bad address as a fresh search page', async () => {
    show('?q=&kind=<script>&sort=worst');
    await waitFor(() => expect(shownIds()).toEqual(['1', '2']));
    expect(screen.getByTestId('search').dataset.kind).toBe('sketches');
  });
});
