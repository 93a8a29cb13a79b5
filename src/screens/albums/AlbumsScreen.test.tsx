// @vitest-environment jsdom
import { render, screen, waitFor } from '../../../test/support/render';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { seedQuery } from '../../../test/support/queries';
import { albumKeys } from '../../queries/albums';
import { useSession } from '../../stores/session';
import AlbumsScreen from './AlbumsScreen';
import type { Album, AlbumListResponse } from '../../api/schemas/albums';
import type { CurrentUser } from '../../api/schemas/session';

const api = vi.hoisted(() => ({ fetchAlbumList: vi.fn(), createAlbum: vi.fn(), editAlbum: vi.fn() }));
vi.mock('../../api/albums', () => api);
const nav = vi.hoisted(() => ({ navigate: vi.fn(), reloadPage: vi.fn() }));
vi.mock('../../app/navigation/navigation', async (importOriginal) => ({ ...(await importOriginal<object>()), ...nav }));

const album = (id: number, mode: 0 | 1): Album => ({
  id,
  title: `A${id}`,
  description: '',
  descriptionHtml: '',
  thumbnail: null,
  items: id,
  views: 0,
  userId: 1,
  userNickname: 'InkyAda',
  userAvatar: '',
  mode,
});
const data: AlbumListResponse = { user: { id: 1, nickname: 'InkyAda', avatar: '/img/avatar/1' }, items: [album(1, 0), album(2, 1), album(3, 0)], more: false, cursor: null };
const me = (id: number) => ({ id, nickname: 'x', avatar: '', mature: false, following: [], blocks: [], icons: [], chatId: null, chatServer: null, ban: null, showHeader: true, googleLogin: false, thumbs: false }) as CurrentUser;
const show = () => {
  seedQuery(albumKeys.list('InkyAda'), data);
  return render(<AlbumsScreen data={{ user: 'InkyAda' }} params={{ user: 'InkyAda' }} location={{ path: '/user/InkyAda/albums', search: '', hash: '' }} />);
};

describe('AlbumsScreen', () => {
  beforeEach(() => {
    api.createAlbum.mockReset();
    nav.navigate.mockReset();
    useSession.setState({ status: 'ready', user: null });
  });

  it('lists albums and collections apart, linking to each album page', () => {
    show();
    const albums = screen.getByTestId('albums-list').querySelectorAll('a');
    expect([...albums].map((a) => a.getAttribute('href'))).toEqual(['/user/InkyAda/album/1', '/user/InkyAda/album/3']);
    expect(screen.getByTestId('collections-list').querySelectorAll('a')).toHaveLength(1);
    expect(screen.queryByTestId('create-album')).toBeNull();
  });

  it('counts each album’s sketches in words, and gives an album without a cover the drawn placeholder', () => {
    show();
    const tiles = screen.getAllByTestId('album-tile');
    expect(tiles.map((tile) => tile.querySelector('.meta')!.textContent)).toEqual(['1 sketch', '3 sketches', '2 sketches']);
    for (const tile of tiles) expect(tile.querySelector('[data-testid="empty-cover"] svg')).not.toBeNull();
  });

  it("gives the owner 'Create album' and 'Create collection', and opens the new one", async () => {
    useSession.setState({ status: 'ready', user: me(1) });
    api.createAlbum.mockResolvedValue({ id: 50 });
    api.fetchAlbumList.mockResolvedValue(data); // the list is read again after the new album
    show();
    expect(screen.getByTestId('create-album').textContent).toBe('Create album');
    await userEvent.click(screen.getByTestId('create-collection'));
    expect(screen.getByRole('heading', { name: 'Create collection' })).toBeTruthy();
    await userEvent.type(screen.getByTestId('album-form-title'), 'Loved');
    await userEvent.click(screen.getByTestId('album-form-save'));
    expect(api.createAlbum).toHaveBeenCalledWith({ title: 'Loved', description: '', thumbnail: null, sketchId: null, collection: true });
    await waitFor(() => expect(nav.navigate).toHaveBeenCalledWith('/user/InkyAda/album/50'));
  });
});
