// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '../../../test/support/render';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { queryClient } from '../../api/queryClient';
import { listData, seedList } from '../../../test/support/queries';
import { galleryList, type GalleryPage } from '../../queries/galleries';
import { useSession } from '../../stores/session';
import GalleryScreen, { load, type GalleryData } from './GalleryScreen';
import type { CurrentUser } from '../../api/schemas/session';
import type { SketchCard } from '../../api/schemas/sketchCards';
import { NoResize } from '../../../test/support/fixtures';
import { homeApi as home } from '../home/testing';

const galleries = vi.hoisted(() => ({
  fetchTagSketches: vi.fn(),
  fetchTopSketches: vi.fn(),
  fetchUserSketches: vi.fn(),
  fetchSearchTops: vi.fn(),
  fetchGroupSketches: vi.fn(),
  fetchCoopSketches: vi.fn(),
}));
vi.mock('../../api/home', async () => (await import('../home/testing')).homeApi);
vi.mock('../../api/galleries', () => galleries);

const card = (id: number, extra: Partial<SketchCard> = {}): SketchCard => ({ id, image: `/img/sketch/${id}`, title: `Sketch ${id}`, userId: 50 + id, width: 100, height: 100, ...extra });
const viewer: CurrentUser = {
  id: 1, nickname: 'InkyAda', avatar: '', mature: false, following: [51, 52], blocks: [53], icons: [], chatId: null, chatServer: null,
  ban: null, showHeader: true, googleLogin: false, thumbs: false,
};
const at = (path: string) => ({ params: {}, location: { path, search: '', hash: '' }, signal: new AbortController().signal });
/** The page as its loader leaves it: the first page (if any) in the query cache. */
const show = ({ first, ...data }: GalleryData & { first: GalleryPage | null }, path = '/gallery') => {
  if (first && data.gallery.kind !== 'invalid') {
    seedList(galleryList(data.gallery, 'recent', useSession.getState().user?.id ?? null).queryKey, first);
  }
  return render(<GalleryScreen data={data} params={{}} location={{ path, search: '', hash: '' }} />);
};
const shownIds = () => screen.queryAllByTestId('sketch-card').map((a) => a.getAttribute('data-sketch-id'));

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', NoResize);
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  useSession.setState({ status: 'ready', user: null });
  for (const fn of [...Object.values(home), ...Object.values(galleries)]) fn.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

describe('gallery loader', () => {
  it('loads the first page of the kind in the address', async () => {
    home.fetchFeaturedSketches.mockResolvedValue({ sketches: [card(1)], next: 2 });
    const data = await load(at('/gallery/featured'));
    expect(data).toEqual({ gallery: { kind: 'featured' }, signInNeeded: false });
    expect(queryClient.getQueryData(galleryList({ kind: 'featured' }, 'recent', null).queryKey)).toEqual(listData({ items: [card(1)], next: 2 }));
    galleries.fetchTagSketches.mockResolvedValue({ tag: 'cat', sketches: [], next: null });
    await load(at('/tag/cat'));
    expect(galleries.fetchTagSketches).toHaveBeenCalledWith('cat', 'recent', 1);
    galleries.fetchSearchTops.mockResolvedValue({ sketches: [], next: null });
    await load(at('/gallery/tops/30'));
    expect(galleries.fetchSearchTops).toHaveBeenCalledWith(30, 0);
    galleries.fetchTopSketches.mockResolvedValue({ sketches: [], next: null });
    await load(at('/gallery/tops7'));
    expect(galleries.fetchTopSketches).toHaveBeenCalledWith(1, 7);
  });

  it('turns an unknown group or co-op into the invalid pages, and asks nothing for an invalid kind', async () => {
    galleries.fetchGroupSketches.mockRejectedValue(new ApiError(404, { error: 'not_found', message: 'Invalid group' }));
    expect((await load(at('/gallery/group/999'))).gallery).toEqual({ kind: 'invalid', what: 'group' });
    galleries.fetchCoopSketches.mockRejectedValue(new ApiError(404, { error: 'not_found', message: 'Invalid co-op' }));
    expect((await load(at('/gallery/co-op/999'))).gallery).toEqual({ kind: 'invalid', what: 'coop' });
    expect((await load(at('/gallery/whatever'))).gallery).toEqual({ kind: 'invalid', what: 'group' });
    // Other failures are the page's error (a 500 shows the 500 page).
    home.fetchTrending.mockRejectedValue(new ApiError(500, null));
    await expect(load(at('/gallery/trending'))).rejects.toMatchObject({ status: 500 });
  });

  it('needs a signed-in user for friends, groups and recommended', async () => {
    expect(await load(at('/gallery/friends'))).toMatchObject({ signInNeeded: true });
    useSession.setState({ status: 'ready', user: viewer });
    home.fetchFollowingUploads.mockResolvedValue({ sketches: [card(1)], next: null });
    expect(await load(at('/gallery/friends'))).toMatchObject({ signInNeeded: false });
    expect(home.fetchFollowingUploads).toHaveBeenCalledWith(1, 1);
  });

  it('waits for the session before deciding', async () => {
    useSession.setState({ status: 'loading', user: null });
    home.fetchGroupsRecents.mockResolvedValue({ sketches: [], next: null });
    const pending = load(at('/gallery/groups'));
    useSession.setState({ status: 'ready', user: viewer });
    expect(await pending).toMatchObject({ signInNeeded: false });
  });
});

describe('gallery page', () => {
  it('says Invalid group for an invalid kind', () => {
    show({ gallery: { kind: 'invalid', what: 'group' }, first: null, signInNeeded: false });
    expect(screen.getByTestId('invalid-group').textContent).toContain('Invalid group');
    expect(screen.queryByTestId('sketch-grid')).toBeNull();
  });

  it('shows the Invalid co-op page for an invalid co-op', () => {
    show({ gallery: { kind: 'invalid', what: 'coop' }, first: null, signInNeeded: false });
    expect(screen.getByTestId('invalid-coop').textContent).toContain('Invalid co-op');
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
  });

  it('asks a visitor to log in for a personal gallery', () => {
    show({ gallery: { kind: 'recommended' }, first: null, signInNeeded: true }, '/gallery/recommended');
    expect(screen.getByTestId('gallery-sign-in').querySelector('a')!.getAttribute('href')).toBe('/auth/login?returnTo=%2Fgallery%2Frecommended');
  });

  it('toggles grid and large list, kept in page state', () => {
    const data = { gallery: { kind: 'recent' } as const, first: { items: [card(1), card(2)], next: null }, signInNeeded: false };
    const { unmount } = show(data);
    expect(screen.getByTestId('sketch-grid').dataset.mode).toBe('grid');
    expect(screen.getByTestId('mode-grid').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByTestId('mode-list'));
    expect(screen.getByTestId('sketch-grid').dataset.mode).toBe('list');
    expect(screen.getByTestId('mode-list').getAttribute('aria-pressed')).toBe('true');
    // The toggle's bar knows the mode: over the large list it is as wide as the list's columns.
    expect(screen.getByTestId('mode-list').closest<HTMLElement>('[data-mode]')!.dataset.mode).toBe('list');
    unmount();
    // Coming back to the same history entry shows the same mode.
    show(data);
    expect(screen.getByTestId('sketch-grid').dataset.mode).toBe('list');
  });

  it('switches the window of both kinds of top sketches among their own addresses, and shows no switch elsewhere', () => {
    const windows = () =>
      [...screen.getByRole('navigation', { name: 'Time window' }).querySelectorAll('a')].map((a) => `${a.textContent} ${a.getAttribute('href')}${a.getAttribute('aria-current') ? ' (shown)' : ''}`);
    const first = { items: [card(1)], next: null };
    const { unmount } = show({ gallery: { kind: 'tops', days: 30 }, first, signInNeeded: false }, '/gallery/tops/30');
    expect(windows()).toEqual(['7 days /gallery/tops/7', '30 days /gallery/tops/30 (shown)', 'Year /gallery/tops/365']);
    unmount();
    const tops7 = show({ gallery: { kind: 'topSketches', days: 7 }, first, signInNeeded: false }, '/gallery/tops7');
    expect(windows()).toEqual(['7 days /gallery/tops7 (shown)', '30 days /gallery/tops30']);
    tops7.unmount();
    show({ gallery: { kind: 'recent' }, first, signInNeeded: false });
    expect(screen.queryByRole('navigation', { name: 'Time window' })).toBeNull();
  });

  it('names the gallery from the server and links to its owner', () => {
    show({ gallery: { kind: 'group', id: 4 }, first: { items: [card(1)], next: null, name: 'Ink Club', description: 'Inks only.', ownerHref: '/group/4' }, signInNeeded: false });
    expect(screen.getByTestId('gallery-title').textContent).toBe('Ink Club');
    expect(screen.getByTestId('gallery-owner').getAttribute('href')).toBe('/group/4');
  });

  it('keeps only followed artists in the friends gallery, and hides blocked and mature sketches everywhere', () => {
    useSession.setState({ status: 'ready', user: viewer });
    const items = [card(1), card(2, { mature: true }), card(3), card(4)]; // users 51, 52, 53 (blocked), 54
    const { unmount } = show({ gallery: { kind: 'friends' }, first: { items, next: null }, signInNeeded: false });
    expect(shownIds()).toEqual(['1']);
    unmount();
    queryClient.clear();
    show({ gallery: { kind: 'recent' }, first: { items, next: null }, signInNeeded: false });
    expect(shownIds()).toEqual(['1', '4']);
  });

  it('sorts tag galleries by recent or top', async () => {
    galleries.fetchTagSketches.mockResolvedValue({ tag: 'cat', sketches: [card(9)], next: null });
    show({ gallery: { kind: 'tag', tag: 'cat' }, first: { items: [card(1)], next: null }, signInNeeded: false }, '/tag/cat');
    expect(screen.getByTestId('gallery-title').textContent).toBe('#cat');
    fireEvent.click(screen.getByTestId('sort-top'));
    await waitFor(() => expect(shownIds()).toEqual(['9']));
    expect(galleries.fetchTagSketches).toHaveBeenCalledWith('cat', 'top', 1);
  });

  it('loads the next page from the server\'s cursor as the list is scrolled', async () => {
    home.fetchRecentSketches.mockResolvedValue({ sketches: [card(3), card(4)], next: null });
    show({ gallery: { kind: 'recent' }, first: { items: [card(1), card(2)], next: 2 }, signInNeeded: false });
    await waitFor(() => expect(shownIds()).toEqual(['1', '2', '3', '4']));
    expect(home.fetchRecentSketches).toHaveBeenCalledWith(2);
  });
});
