// @vitest-environment jsdom
import { act, render, screen, waitFor } from '../../../test/support/render';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import type { AlbumMembership } from '../../api/schemas/albums';
import { useDialogs } from '../../stores/dialogs';
import { useSession } from '../../stores/session';
import { AlbumSwitches } from './AlbumSwitches';
import { queryClient } from '../../api/queryClient';
import { albumKeys, type MembershipEntry } from '../../queries/albums';
import { deferred } from '../../../test/support/fixtures';
import { makeViewer } from '../../../test/support/fixtures';

const api = vi.hoisted(() => ({
  fetchAlbumMembership: vi.fn(),
  addToAlbum: vi.fn(),
  removeFromAlbum: vi.fn(),
  createAlbum: vi.fn(),
  editAlbum: vi.fn(),
}));
vi.mock('../../api/albums', () => api);

const membership: AlbumMembership = {
  albums: [
    { id: 1, title: 'Harbours', mode: 0, member: true },
    { id: 2, title: 'Portraits', mode: 0, member: false },
    { id: 3, title: 'Faves', mode: 1, member: false },
  ],
};

const box = (id: number) => screen.getByTestId(`album-switch-${id}`) as HTMLInputElement;
const dialog = () => useDialogs.getState().queue[0];
async function dismissDialog() {
  await act(async () => dialog()?.resolve(true));
}

/** What the server holds: the writes change it, and the reads after them answer it. */
let held: AlbumMembership;
const setHeld = (albumId: number, member: boolean) => {
  held = { albums: held.albums.map((entry) => (entry.id === albumId ? { ...entry, member } : entry)) };
  return Promise.resolve({ ok: true });
};

describe('AlbumSwitches', () => {
  beforeEach(() => {
    Object.values(api).forEach((fn) => fn.mockReset());
    held = membership;
    api.fetchAlbumMembership.mockImplementation(() => Promise.resolve(held));
    api.addToAlbum.mockImplementation((albumId: number) => setHeld(albumId, true));
    api.removeFromAlbum.mockImplementation((albumId: number) => setHeld(albumId, false));
    useDialogs.setState({ queue: [] });
    useSession.setState({ status: 'ready', user: makeViewer(1) });
  });

  it('shows nothing to a visitor', () => {
    useSession.setState({ status: 'ready', user: null });
    const { container } = render(<AlbumSwitches sketchId={10} ownerId={1} />);
    expect(container.textContent).toBe('');
    expect(api.fetchAlbumMembership).not.toHaveBeenCalled();
  });

  it('gives the creator albums and collections with their membership', async () => {
    render(<AlbumSwitches sketchId={10} ownerId={1} />);
    await screen.findByTestId('album-switch-1');
    expect(api.fetchAlbumMembership).toHaveBeenCalledWith(10);
    expect(box(1).checked).toBe(true);
    expect(box(2).checked).toBe(false);
    expect(box(3).checked).toBe(false);
    expect(screen.getByTestId('album-switches-new-album')).toBeTruthy();
  });

  it("gives other users only their collections (spec §6)", async () => {
    render(<AlbumSwitches sketchId={10} ownerId={2} />);
    await screen.findByTestId('album-switch-3');
    expect(screen.queryByTestId('album-switch-1')).toBeNull();
    expect(screen.queryByTestId('album-switches-new-album')).toBeNull();
    expect(screen.getByTestId('album-switches-new-collection')).toBeTruthy();
  });

  it('adds and removes the sketch as the switches flip', async () => {
    render(<AlbumSwitches sketchId={10} ownerId={1} />);
    await screen.findByTestId('album-switch-2');
    await userEvent.click(box(2));
    expect(api.addToAlbum).toHaveBeenCalledWith(2, 10);
    await userEvent.click(box(1));
    expect(api.removeFromAlbum).toHaveBeenCalledWith(1, 10);
    await waitFor(() => expect(box(1).checked).toBe(false));
    expect(box(2).checked).toBe(true);
    expect(dialog()).toBeUndefined();
  });

  it.each([
    [2, 'Sorry a sketch cannot be in more than 10 albums.'],
    [3, 'Sorry a sketch cannot be in more than 10 collections.'],
  ])('undoes switch %i at the limit of 10 with the spec message', async (id, text) => {
    api.addToAlbum.mockRejectedValue(new ApiError(409, { error: 'album_limit', message: 'limit' }));
    render(<AlbumSwitches sketchId={10} ownerId={1} />);
    await screen.findByTestId(`album-switch-${id}`);
    await userEvent.click(box(id));
    await waitFor(() => expect(dialog()?.message).toBe(text));
    expect(box(id).checked).toBe(false);
    await dismissDialog();
  });

  it.each([
    [2, 'Sorry there was an error adding the sketch to the album'],
    [3, 'Sorry there was an error adding the sketch to the collection'],
  ])('undoes switch %i when adding fails otherwise', async (id, text) => {
    api.addToAlbum.mockRejectedValue(new ApiError(500, null));
    render(<AlbumSwitches sketchId={10} ownerId={1} />);
    await screen.findByTestId(`album-switch-${id}`);
    await userEvent.click(box(id));
    await waitFor(() => expect(dialog()?.message).toBe(text));
    expect(box(id).checked).toBe(false);
    await dismissDialog();
  });

  it('puts the switch back on when removing fails', async () => {
    api.removeFromAlbum.mockRejectedValue(new ApiError(0, null));
    render(<AlbumSwitches sketchId={10} ownerId={1} />);
    await screen.findByTestId('album-switch-1');
    await userEvent.click(box(1));
    await waitFor(() => expect(dialog()?.message).toBe('Sorry there was an error removing the sketch from the album'));
    expect(box(1).checked).toBe(true);
    await dismissDialog();
  });

  it('creates a new collection holding the sketch and shows it switched on', async () => {
    api.createAlbum.mockResolvedValue({ id: 44 });
    render(<AlbumSwitches sketchId={10} ownerId={2} />);
    await userEvent.click(await screen.findByTestId('album-switches-new-collection'));
    await userEvent.type(screen.getByTestId('album-form-title'), 'Borrowed light');
    await userEvent.click(screen.getByTestId('album-form-save'));
    expect(api.createAlbum).toHaveBeenCalledWith({ title: 'Borrowed light', description: '', thumbnail: null, sketchId: 10, collection: true });
    await waitFor(() => expect(box(44).checked).toBe(true));
    expect(screen.getByText('Borrowed light')).toBeTruthy();
  });

  it('keeps a flipped switch when a read that left before the flip answers after it', async () => {
    render(<AlbumSwitches sketchId={10} ownerId={1} />);
    await screen.findByTestId('album-switch-2');
    // A refresh is on its way with the state from before the flip (the page came back to the front).
    const before = deferred<AlbumMembership>();
    api.fetchAlbumMembership.mockImplementationOnce(() => before.promise);
    await act(async () => void queryClient.invalidateQueries({ queryKey: albumKeys.membership(10) }));
    // The write is still on its way when the old read answers (so nothing but the write's own
    // cancel can keep that answer off the screen).
    const written = deferred<{ ok: boolean }>();
    api.addToAlbum.mockImplementationOnce((albumId: number) => written.promise.then(() => setHeld(albumId, true)));
    await userEvent.click(box(2));
    await act(async () => before.resolve(membership));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0)); // the old answer's delivery, had it been kept
    });
    expect(queryClient.getQueryData<MembershipEntry[]>(albumKeys.membership(10))?.find((entry) => entry.id === 2)?.member).toBe(true);
    expect(box(2).checked).toBe(true);
    await act(async () => written.resolve({ ok: true }));
    // The read after the write shows what the server now holds.
    await waitFor(() => expect(api.fetchAlbumMembership).toHaveBeenCalledTimes(3));
    expect(box(2).checked).toBe(true);
  });

  it('takes back only its own change when a write fails after another succeeded', async () => {
    const refusal = deferred<never>();
    api.addToAlbum.mockImplementationOnce(() => refusal.promise);
    render(<AlbumSwitches sketchId={10} ownerId={1} />);
    await screen.findByTestId('album-switch-2');
    await userEvent.click(box(2)); // on its way, to be refused
    await userEvent.click(box(1)); // taken out, and the server agrees
    await waitFor(() => expect(api.removeFromAlbum).toHaveBeenCalledWith(1, 10));
    await act(async () => refusal.reject(new ApiError(500, null)));
    await waitFor(() => expect(dialog()?.message).toBe('Sorry there was an error adding the sketch to the album'));
    expect(box(2).checked).toBe(false);
    expect(box(1).checked).toBe(false); // a snapshot from before both would have put it back on
    await dismissDialog();
    await waitFor(() => expect(box(1).checked).toBe(false));
  });

  it('says so when the list cannot be loaded', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    api.fetchAlbumMembership.mockRejectedValue(new ApiError(500, null));
    render(<AlbumSwitches sketchId={10} ownerId={1} />);
    expect(await screen.findByTestId('album-switches-error')).toBeTruthy();
  });
});
