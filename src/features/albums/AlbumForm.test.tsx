// @vitest-environment jsdom
import { render, screen, waitFor } from '../../../test/support/render';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import type { Album } from '../../api/schemas/albums';
import { AlbumForm } from './AlbumForm';

const api = vi.hoisted(() => ({ createAlbum: vi.fn(), editAlbum: vi.fn() }));
vi.mock('../../api/albums', () => api);

const album: Album = {
  id: 7,
  title: 'Harbour',
  description: 'Boats',
  descriptionHtml: 'Boats',
  thumbnail: '/img/sketch/12',
  items: 3,
  views: 4,
  userId: 1,
  userNickname: 'InkyAda',
  userAvatar: '/img/avatar/1',
  mode: 0,
};

function setup(props: Partial<Parameters<typeof AlbumForm>[0]> = {}) {
  const onSaved = vi.fn();
  const onCancel = vi.fn();
  render(<AlbumForm kind="album" onSaved={onSaved} onCancel={onCancel} {...props} />);
  return { onSaved, onCancel };
}

const field = (id: string) => screen.getByTestId(id) as HTMLInputElement;

describe('AlbumForm limits', () => {
  beforeEach(() => {
    api.createAlbum.mockReset();
    api.editAlbum.mockReset();
  });

  it('holds the title to 64 and the description to 1024 characters, with clear messages', async () => {
    setup();
    expect(field('album-form-title').maxLength).toBe(64);
    expect(field('album-form-description').maxLength).toBe(1024);
    expect(screen.getByTestId('album-form-title-count').textContent).toBe('0 / 64');
    await userEvent.type(field('album-form-title'), 'x'.repeat(70));
    expect(field('album-form-title').value).toHaveLength(64);
    expect(screen.getByTestId('album-form-title-count').textContent).toBe('The title can be at most 64 characters.');
    await userEvent.click(field('album-form-description'));
    await userEvent.paste('y'.repeat(1024));
    expect(screen.getByTestId('album-form-description-count').textContent).toBe('The description can be at most 1024 characters.');
  });

  it('asks for a title before sending', async () => {
    setup();
    await userEvent.click(screen.getByTestId('album-form-save'));
    expect(screen.getByTestId('album-form-error').textContent).toBe('Please give it a title.');
    expect(api.createAlbum).not.toHaveBeenCalled();
  });

  it('takes the thumbnail from a pasted sketch link of any host, with a preview; a bad link gets a message', async () => {
    setup();
    await userEvent.click(field('album-form-thumbnail'));
    await userEvent.paste('https://elsewhere.example/sketch/55');
    expect((screen.getByTestId('album-form-thumbnail-preview') as HTMLImageElement).getAttribute('src')).toBe('/img/sketch/55/100.jpg');
    await userEvent.clear(field('album-form-thumbnail'));
    await userEvent.paste('https://elsewhere.example/user/55');
    expect(screen.getByTestId('album-form-thumbnail-error').textContent).toContain('That is not a sketch link.');
    expect(screen.queryByTestId('album-form-thumbnail-preview')).toBeNull();
    await userEvent.type(field('album-form-title'), 'Boats');
    await userEvent.click(screen.getByTestId('album-form-save'));
    expect(api.createAlbum).not.toHaveBeenCalled();
    // One message for the one problem: the field's, not a second one under the form.
    expect(screen.getAllByText(/not a sketch link|Please paste a link to a sketch/)).toHaveLength(1);
    expect(screen.queryByTestId('album-form-error')).toBeNull();
  });
});

describe('AlbumForm saving', () => {
  beforeEach(() => {
    api.createAlbum.mockReset();
    api.editAlbum.mockReset();
  });

  it('creates a collection with the sketch it was opened from', async () => {
    api.createAlbum.mockResolvedValue({ id: 99 });
    const { onSaved } = setup({ kind: 'collection', sketchId: 5 });
    expect(screen.getByRole('heading').textContent).toBe('Create collection');
    await userEvent.type(field('album-form-title'), '  Faves ');
    await userEvent.type(field('album-form-description'), 'Mine');
    await userEvent.click(field('album-form-thumbnail'));
    await userEvent.paste('/sketch/8');
    await userEvent.click(screen.getByTestId('album-form-save'));
    expect(api.createAlbum).toHaveBeenCalledWith({ title: 'Faves', description: 'Mine', thumbnail: 8, sketchId: 5, collection: true });
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(99, 'Faves'));
  });

  it.each([
    ['album', 'Sorry there was an error creating the album'],
    ['collection', 'Sorry there was an error creating the collection'],
  ] as const)('says "%s" creation failed, with the reason, and keeps what was typed', async (kind, text) => {
    api.createAlbum.mockRejectedValue(new ApiError(400, { error: 'bad_request', message: 'Title taken' }));
    setup({ kind });
    await userEvent.type(field('album-form-title'), 'Kept title');
    await userEvent.type(field('album-form-description'), 'Kept words');
    await userEvent.click(screen.getByTestId('album-form-save'));
    const error = await screen.findByTestId('album-form-error');
    expect(error.firstChild?.textContent).toBe(text);
    expect(error.textContent).toContain('Title taken');
    expect(field('album-form-title').value).toBe('Kept title');
    expect(field('album-form-description').value).toBe('Kept words');
  });

  it('edits an album with its current values and reports an edit failure', async () => {
    api.editAlbum.mockRejectedValueOnce(new ApiError(0, null)).mockResolvedValueOnce({ id: 7 });
    const { onSaved } = setup({ album });
    expect(field('album-form-title').value).toBe('Harbour');
    expect(field('album-form-thumbnail').value).toBe('/sketch/12');
    await userEvent.clear(field('album-form-title'));
    await userEvent.type(field('album-form-title'), 'Harbour II');
    await userEvent.click(screen.getByTestId('album-form-save'));
    expect((await screen.findByTestId('album-form-error')).textContent).toBe('Sorry there was an error editing the album');
    expect(api.editAlbum).toHaveBeenCalledWith({ albumId: 7, title: 'Harbour II', description: 'Boats', thumbnail: 12 });
    await userEvent.click(screen.getByTestId('album-form-save'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(7, 'Harbour II'));
  });

  it('names a collection in the edit failure', async () => {
    api.editAlbum.mockRejectedValue(new ApiError(500, null));
    setup({ album: { ...album, mode: 1 }, kind: 'collection' });
    await userEvent.click(screen.getByTestId('album-form-save'));
    expect((await screen.findByTestId('album-form-error')).textContent).toBe('Sorry there was an error editing the collection');
  });
});
