// @vitest-environment jsdom
import { act, render, screen, waitFor } from '../../../test/support/render';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { seedList, seedQuery } from '../../../test/support/queries';
import { albumKeys } from '../../queries/albums';
import { useDialogs } from '../../stores/dialogs';
import { useSession } from '../../stores/session';
import AlbumScreen, { deleteQuestion, load, type AlbumData } from './AlbumScreen';
import { ViewToggle } from '../../components/ViewToggle';
import { LOAD_FAILED_TEXT } from '../../lib/sketchPage';
import type { Album } from '../../api/schemas/albums';
import type { SketchCard } from '../../api/schemas/sketchCards';
import { makeViewer, NoResize } from '../../../test/support/fixtures';

const api = vi.hoisted(() => ({
  fetchAlbumInfo: vi.fn(),
  fetchAlbumSketches: vi.fn(),
  deleteAlbum: vi.fn(),
  createAlbum: vi.fn(),
  editAlbum: vi.fn(),
}));
vi.mock('../../api/albums', () => api);
const nav = vi.hoisted(() => ({ navigate: vi.fn(), reloadPage: vi.fn() }));
vi.mock('../../app/navigation/navigation', async (importOriginal) => ({ ...(await importOriginal<object>()), ...nav }));

const album = (mode: 0 | 1): Album => ({
  id: 7,
  title: 'Harbour studies',
  description: 'Boats <script>',
  descriptionHtml: 'Boats <img src=x onerror="alert(1)"> <b>bold</b>',
  thumbnail: '/img/sketch/12',
  items: 2,
  views: 31,
  userId: 1,
  userNickname: 'InkyAda',
  userAvatar: '/img/avatar/1',
  mode,
});
const card = (id: number, extra: Partial<SketchCard> = {}): SketchCard => ({ id, image: `/img/sketch/${id}`, title: `S${id}`, userId: 1, width: 100, height: 100, ...extra });
/** The page as its loader leaves it: the album and its first sketches in the query cache. */
const data = (mode: 0 | 1): AlbumData => {
  seedQuery(albumKeys.info(7, 'InkyAda'), album(mode));
  seedList(albumKeys.sketches(7, 'InkyAda'), { items: [card(1), card(2), card(3, { mature: true })], next: null });
  return { user: 'InkyAda', albumId: 7 };
};
const show = (mode: 0 | 1) => render(<AlbumScreen data={data(mode)} params={{}} location={{ path: '/user/InkyAda/album/7', search: '', hash: '' }} />);

describe('AlbumScreen', () => {
  beforeEach(() => {
    vi.stubGlobal('ResizeObserver', NoResize);
    vi.stubGlobal('scrollTo', vi.fn());
    Object.values(api).forEach((fn) => fn.mockReset());
    nav.navigate.mockReset();
    useSession.setState({ status: 'ready', user: null });
  });

  it('shows the cover with title, counts and the sanitised description', async () => {
    show(0);
    expect(screen.getByTestId('album-title').textContent).toBe('Harbour studies');
    expect(screen.getByTestId('album-items').textContent).toBe('2 sketches');
    expect(screen.getByTestId('album-views').textContent).toBe('31 views');
    const description = screen.getByTestId('album-description');
    // The loader loads the sanitizer first; rendered without it, the description waits for it.
    await waitFor(() => expect(description.innerHTML).toContain('<b>bold</b>'));
    expect(description.innerHTML).not.toContain('onerror');
  });

  it('opens an album as a grid and a collection as a large list', () => {
    const { unmount } = show(0);
    expect(screen.getByTestId('sketch-grid').getAttribute('data-mode')).toBe('grid');
    unmount();
    sessionStorage.clear();
    show(1);
    expect(screen.getByTestId('sketch-grid').getAttribute('data-mode')).toBe('list');
  });

  it('says once that the sketches could not be loaded, not also that the album is empty', async () => {
    api.fetchAlbumSketches.mockRejectedValue(new ApiError(500, { error: 'x', message: 'down' }));
    seedQuery(albumKeys.info(7, 'InkyAda'), album(0));
    render(<AlbumScreen data={{ user: 'InkyAda', albumId: 7 }} params={{}} location={{ path: '/user/InkyAda/album/7', search: '', hash: '' }} />);
    expect((await screen.findByTestId('grid-error')).textContent).toBe(LOAD_FAILED_TEXT);
    expect(screen.queryByText(/could not be loaded/g)).toBe(screen.getByTestId('grid-error'));
    expect(screen.queryByTestId('grid-empty')).toBeNull();
    api.fetchAlbumSketches.mockResolvedValue({ sketches: [card(4)], more: false, cursor: null });
    await userEvent.click(screen.getByTestId('grid-retry'));
    await waitFor(() => expect(screen.getByTestId('sketch-grid').dataset.count).toBe('1'));
  });

  it('switches the view with the same toggle as the galleries', async () => {
    show(1);
    const toggle = screen.getByTestId('album-mode-grid').parentElement!;
    const gallery = render(<ViewToggle mode="list" onMode={() => {}} />).getByTestId('mode-grid').parentElement!;
    expect(toggle.className).toBe(gallery.className);
    expect([...toggle.children].map((b) => b.textContent)).toEqual(['Grid', 'Large list']);
  });

  it('switches between grid and list', async () => {
    show(1);
    await userEvent.click(screen.getByTestId('album-mode-grid'));
    expect(screen.getByTestId('sketch-grid').getAttribute('data-mode')).toBe('grid');
  });

  it('hides mature sketches from a viewer who is not mature', () => {
    useSession.setState({ status: 'ready', user: makeViewer(2) });
    show(0);
    const ids = [...document.querySelectorAll('[data-testid="sketch-card"]')].map((a) => a.getAttribute('data-sketch-id'));
    expect(ids).toContain('1');
    expect(ids).not.toContain('3');
  });

  it('gives edit and delete to the owner only', () => {
    useSession.setState({ status: 'ready', user: makeViewer(2) });
    const { unmount } = show(0);
    expect(screen.queryByTestId('album-edit')).toBeNull();
    expect(screen.queryByTestId('album-delete')).toBeNull();
    unmount();
    useSession.setState({ status: 'ready', user: makeViewer(1) });
    show(0);
    expect(screen.getByTestId('album-edit')).toBeTruthy();
    expect(screen.getByTestId('album-delete')).toBeTruthy();
    // The owner's actions stay together (they wrap as one group on a phone).
    expect(screen.getByTestId('album-delete').parentElement).toBe(screen.getByTestId('album-edit').parentElement);
  });

  it('asks about a collection as a collection', async () => {
    useSession.setState({ status: 'ready', user: makeViewer(1) });
    show(1);
    await userEvent.click(screen.getByTestId('album-delete'));
    expect(useDialogs.getState().queue[0]?.message).toBe('Delete this collection? The sketches in it are not deleted.');
    await act(async () => useDialogs.getState().queue[0]!.resolve(false));
    expect(api.deleteAlbum).not.toHaveBeenCalled();
  });

  it('deletes after confirmation and goes to the album list', async () => {
    useSession.setState({ status: 'ready', user: makeViewer(1) });
    api.deleteAlbum.mockResolvedValue({ ok: true });
    show(0);
    await userEvent.click(screen.getByTestId('album-delete'));
    expect(useDialogs.getState().queue[0]?.message).toBe(deleteQuestion('album'));
    await act(async () => useDialogs.getState().queue[0]!.resolve(false));
    expect(api.deleteAlbum).not.toHaveBeenCalled();
    await userEvent.click(screen.getByTestId('album-delete'));
    await act(async () => useDialogs.getState().queue[0]!.resolve(true));
    expect(api.deleteAlbum).toHaveBeenCalledWith(1, 7);
    await waitFor(() => expect(nav.navigate).toHaveBeenCalledWith('/user/InkyAda/albums', { replace: true }));
  });

  it('says so when deleting fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    useSession.setState({ status: 'ready', user: makeViewer(1) });
    api.deleteAlbum.mockRejectedValue(new ApiError(500, null));
    show(0);
    await userEvent.click(screen.getByTestId('album-delete'));
    await act(async () => useDialogs.getState().queue[0]!.resolve(true));
    await waitFor(() => expect(useDialogs.getState().queue[0]?.message).toBe('Sorry there was an error deleting the album.'));
    expect(nav.navigate).not.toHaveBeenCalled();
  });

  it('edits in place and shows the saved album', async () => {
    useSession.setState({ status: 'ready', user: makeViewer(1) });
    api.editAlbum.mockResolvedValue({ id: 7 });
    api.fetchAlbumInfo.mockResolvedValue({ ...album(0), title: 'Renamed', descriptionHtml: 'New' });
    show(0);
    await userEvent.click(screen.getByTestId('album-edit'));
    await userEvent.clear(await screen.findByTestId('album-form-title')); // the form is a chunk of its own
    await userEvent.type(screen.getByTestId('album-form-title'), 'Renamed');
    await userEvent.click(screen.getByTestId('album-form-save'));
    await waitFor(() => expect(screen.getByTestId('album-title').textContent).toBe('Renamed'));
    expect(screen.queryByTestId('album-form')).toBeNull();
  });
});

describe('album loader', () => {
  beforeEach(() => Object.values(api).forEach((fn) => fn.mockReset()));

  it('reads the album and its first page by user name or id', async () => {
    api.fetchAlbumInfo.mockResolvedValue(album(0));
    api.fetchAlbumSketches.mockResolvedValue({ sketches: [], more: false, cursor: null });
    const signal = new AbortController().signal;
    await load({ params: { user: 'InkyAda', albumId: 7 }, location: { path: '', search: '', hash: '' }, signal });
    expect(api.fetchAlbumInfo).toHaveBeenCalledWith('InkyAda', 7);
    expect(api.fetchAlbumSketches).toHaveBeenCalledWith('InkyAda', 7, null);
  });

  it("asks again for an album id under another user's address, which is not theirs, instead of showing the one cached", async () => {
    api.fetchAlbumInfo.mockResolvedValue(album(0));
    api.fetchAlbumSketches.mockResolvedValue({ sketches: [], more: false, cursor: null });
    const signal = new AbortController().signal;
    await load({ params: { user: 'InkyAda', albumId: 7 }, location: { path: '', search: '', hash: '' }, signal });
    api.fetchAlbumInfo.mockRejectedValue(new ApiError(404, null));
    await expect(load({ params: { user: 'PatronPaolo', albumId: 7 }, location: { path: '', search: '', hash: '' }, signal })).rejects.toThrow();
    expect(api.fetchAlbumInfo).toHaveBeenLastCalledWith('PatronPaolo', 7);
  });

  // A malformed album id never reaches the loader: the route table does not match it (src/app/routes/routeTable.test.ts).
});
