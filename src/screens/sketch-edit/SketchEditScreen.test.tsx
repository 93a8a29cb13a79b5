// @vitest-environment jsdom
import { sizedImageUrl } from '../../lib/images';
import { act, render, renderHook, screen, waitFor, within } from '../../../test/support/render';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import type { SketchEditInfo } from '../../api/schemas/sketchEdit';
import { queryClient } from '../../api/queryClient';
import { seedQuery } from '../../../test/support/queries';
import { sketchKeys } from '../../queries/sketches';
import { useSketchPrivacy } from '../../queries/sketchWrites';
import { useSession } from '../../stores/session';
import { makeViewer } from '../../../test/support/fixtures';
import SketchEditScreen, { load, SKETCH_EDIT_LOGIN } from './SketchEditScreen';

const api = vi.hoisted(() => ({ fetchSketchEdit: vi.fn(), saveSketchEdit: vi.fn(), synthesizeSketchFile: vi.fn() }));
vi.mock('../../api/sketchEdit', () => api);
const nav = vi.hoisted(() => ({ navigate: vi.fn(), reloadPage: vi.fn() }));
vi.mock('../../app/navigation/navigation', async (importOriginal) => ({ ...(await importOriginal<object>()), ...nav }));

const info: SketchEditInfo = {
  id: 12,
  title: 'Harbour',
  description: 'Boats at dusk',
  unlisted: false,
  video: null,
  tags: ['sea', 'boats'],
  watermark: false,
  angle: 0,
  parentSketchId: 9,
  format: 'jpg',
  userPro: false,
};
const location = { path: '/sketch/12/edit', search: '', hash: '' };
/** The page as its loader leaves it: the edit values in the query cache. */
const show = (data: SketchEditInfo = info) => {
  seedQuery(sketchKeys.edit(data.id), data);
  return render(<SketchEditScreen data={{ id: data.id, signedIn: true }} params={{ id: '12' }} location={location} />);
};
const input = (id: string) => screen.getByTestId(id) as HTMLInputElement;

describe('SketchEditScreen', () => {
  beforeEach(() => {
    api.saveSketchEdit.mockReset();
    api.fetchSketchEdit.mockReset();
    nav.navigate.mockReset();
  });

  it('fills the form with the current values', () => {
    show();
    expect(input('edit-title').value).toBe('Harbour');
    expect(input('edit-description').value).toBe('Boats at dusk');
    expect(input('edit-tags').value).toBe('sea, boats');
    expect(input('edit-parent').value).toBe('/sketch/9');
    expect(input('edit-unlisted').checked).toBe(false);
    expect(screen.getByTestId('edit-angle-0').getAttribute('aria-pressed')).toBe('true');
    const turn = within(screen.getByRole('group', { name: 'Turn the picture' }));
    expect(turn.getAllByRole('button').map((button) => [button.textContent, button.getAttribute('aria-pressed')])).toEqual([
      ['0°', 'true'],
      ['90°', 'false'],
      ['180°', 'false'],
      ['270°', 'false'],
    ]);
    expect((screen.getByTestId('edit-format') as HTMLSelectElement).value).toBe('jpg');
  });

  it('shows the tags as they will be saved while they are typed, so a changed or dropped tag is seen first', async () => {
    show(info);
    expect(screen.getByTestId('edit-tags-preview').textContent).toBe('Saved as #sea #boats');
    await userEvent.type(input('edit-tags'), ', 🎨, <b>Night Sky</b>');
    expect(screen.getByTestId('edit-tags-preview').textContent).toBe('Saved as #sea #boats #bnight-skyb');
    await userEvent.clear(input('edit-tags'));
    expect(screen.queryByTestId('edit-tags-preview')).toBeNull();
    await userEvent.type(input('edit-tags'), '🎨');
    expect(screen.getByTestId('edit-tags-preview').textContent).toBe('No tags: a tag keeps only letters, digits, "-" and "_".');
  });

  it('sends every field and opens the sketch', async () => {
    api.saveSketchEdit.mockResolvedValue(info);
    show({ ...info, userPro: true });
    await userEvent.clear(input('edit-title'));
    await userEvent.type(input('edit-title'), 'Harbour at night');
    await userEvent.click(input('edit-unlisted'));
    await userEvent.type(input('edit-video'), 'https://videos.example.com/1.mp4');
    await userEvent.type(input('edit-tags'), ', night');
    await userEvent.click(input('edit-watermark'));
    await userEvent.click(screen.getByTestId('edit-angle-270'));
    await userEvent.clear(input('edit-parent'));
    await userEvent.click(input('edit-parent'));
    await userEvent.paste('https://another.host/sketch/77');
    await userEvent.selectOptions(screen.getByTestId('edit-format'), 'png');
    await userEvent.click(screen.getByTestId('edit-save'));
    expect(api.saveSketchEdit).toHaveBeenCalledWith(12, {
      title: 'Harbour at night',
      description: 'Boats at dusk',
      privacy: 'unlisted',
      video: 'https://videos.example.com/1.mp4',
      tags: ['sea', 'boats', 'night'],
      watermark: true,
      angle: 270,
      parentSketchId: '77',
      format: 'png',
    });
    await waitFor(() => expect(nav.navigate).toHaveBeenCalledWith('/sketch/12'));
    // Saved: the buttons stay off while the sketch page opens, and the sketch is read again there.
    expect((screen.getByTestId('edit-save') as HTMLButtonElement).disabled).toBe(true);
    expect(queryClient.getQueryState(sketchKeys.edit(12))?.isInvalidated).toBe(true);
    expect(api.fetchSketchEdit).not.toHaveBeenCalled();
    // Turned: the sketch's pictures are asked for under a new address, past what the page has seen.
    expect(sizedImageUrl('/img/sketch/12', 400)).toBe('/img/sketch/12/400.jpg?v=1');
    expect(sizedImageUrl('/img/sketch/13', 400)).toBe('/img/sketch/13/400.jpg');
  });

  it('keeps the picture addresses when neither the angle nor the watermark changed', async () => {
    api.saveSketchEdit.mockResolvedValue(info);
    show({ ...info, userPro: true });
    await userEvent.type(input('edit-title'), '!');
    await userEvent.click(screen.getByTestId('edit-save'));
    await waitFor(() => expect(nav.navigate).toHaveBeenCalledWith('/sketch/12'));
    expect(sizedImageUrl('/img/sketch/12', 400)).toBe('/img/sketch/12/400.jpg');
  });

  it('shows the exact failure text with the server reason, and keeps every input', async () => {
    api.saveSketchEdit.mockRejectedValue(new ApiError(400, { error: 'bad_request', message: 'The parent sketch 77 does not exist.' }));
    show();
    await userEvent.clear(input('edit-title'));
    await userEvent.type(input('edit-title'), 'Typed title');
    await userEvent.type(input('edit-description'), ' and more');
    await userEvent.click(input('edit-unlisted'));
    await userEvent.click(screen.getByTestId('edit-save'));
    const error = await screen.findByTestId('edit-error');
    expect(error.firstChild?.textContent).toBe('Sorry there was an error updating your sketch information...');
    expect(error.textContent).toContain('The parent sketch 77 does not exist.');
    expect(input('edit-title').value).toBe('Typed title');
    expect(input('edit-description').value).toBe('Boats at dusk and more');
    expect(input('edit-unlisted').checked).toBe(true);
    expect((screen.getByTestId('edit-save') as HTMLButtonElement).disabled).toBe(false);
    expect(nav.navigate).not.toHaveBeenCalled();
  });

  it('shows the failure text alone when the server gives no reason', async () => {
    api.saveSketchEdit.mockRejectedValue(new ApiError(0, null));
    show();
    await userEvent.click(screen.getByTestId('edit-save'));
    expect((await screen.findByTestId('edit-error')).textContent).toBe('Sorry there was an error updating your sketch information...');
  });

  it('checks the video link and the parent link before sending', async () => {
    show();
    await userEvent.type(input('edit-video'), 'not a link');
    expect(screen.getByTestId('edit-video-error')).toBeTruthy();
    await userEvent.click(screen.getByTestId('edit-save'));
    // Said once, at the field, not again under the form.
    expect(screen.getAllByText('The video must be a web address, such as https://…')).toHaveLength(1);
    expect(screen.queryByTestId('edit-error')).toBeNull();
    await userEvent.clear(input('edit-video'));
    await userEvent.clear(input('edit-parent'));
    await userEvent.type(input('edit-parent'), 'my other one');
    expect(screen.getByTestId('edit-parent-error').textContent).toContain('That is not a sketch link.');
    await userEvent.click(screen.getByTestId('edit-save'));
    expect(api.saveSketchEdit).not.toHaveBeenCalled();
    expect(screen.queryByTestId('edit-error')).toBeNull();
  });

  it('offers the watermark to patrons only', () => {
    const { unmount } = show();
    expect(screen.queryByTestId('edit-watermark')).toBeNull();
    expect(screen.getByTestId('edit-watermark-patrons').textContent).toBe('Watermarks are a patron feature.');
    unmount();
    show({ ...info, userPro: true });
    expect(screen.getByTestId('edit-watermark')).toBeTruthy();
  });

  it('holds the title to its limit', async () => {
    show();
    expect(input('edit-title').maxLength).toBe(100);
  });
});

describe('after the sketch page changed the privacy', () => {
  it('starts the form from the new privacy, and a save of the title alone keeps it', async () => {
    useSession.setState({ status: 'ready', user: makeViewer(3) });
    // The form was opened and left (Cancel) a moment ago: its read is in the cache, still fresh.
    seedQuery(sketchKeys.edit(12), info);
    document.cookie = 'csrf=t';
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ unlisted: true }), { headers: { 'Content-Type': 'application/json' } })));
    const privacy = renderHook(() => useSketchPrivacy(12, () => {}));
    await act(() => privacy.result.current.mutateAsync('unlisted'));
    privacy.unmount();
    api.fetchSketchEdit.mockResolvedValue({ ...info, unlisted: true });
    const data = await load({ params: { id: 12 }, location, signal: new AbortController().signal });
    render(<SketchEditScreen data={data} params={{ id: '12' }} location={location} />);
    expect(input('edit-unlisted').checked).toBe(true);
    api.saveSketchEdit.mockResolvedValue(info);
    await userEvent.type(input('edit-title'), ' at night');
    await userEvent.click(screen.getByTestId('edit-save'));
    expect(api.saveSketchEdit).toHaveBeenCalledWith(12, expect.objectContaining({ title: 'Harbour at night', privacy: 'unlisted' }));
  });
});

describe('edit loader', () => {
  // A malformed id never reaches the loader: the route table does not match it (src/app/routes/routeTable.test.ts).
  it('reads the edit values of the sketch in the address', async () => {
    useSession.setState({ status: 'ready', user: makeViewer(3) });
    api.fetchSketchEdit.mockResolvedValue(info);
    const signal = new AbortController().signal;
    expect(await load({ params: { id: 12 }, location, signal })).toEqual({ id: 12, signedIn: true });
    expect(queryClient.getQueryData(sketchKeys.edit(12))).toEqual(info);
    expect(api.fetchSketchEdit).toHaveBeenCalledWith(12);
  });

  it('asks a visitor to log in, back to this page, without asking the server', async () => {
    useSession.setState({ status: 'ready', user: null });
    const data = await load({ params: { id: 12 }, location, signal: new AbortController().signal });
    expect(data).toEqual({ id: 12, signedIn: false });
    expect(api.fetchSketchEdit).not.toHaveBeenCalled();
    window.history.replaceState(null, '', '/sketch/12/edit');
    render(<SketchEditScreen data={data} params={{ id: '12' }} location={location} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(SKETCH_EDIT_LOGIN);
    expect(screen.queryByTestId('sketch-edit-page')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('login-notice-link').getAttribute('href')).toBe(`/auth/login?returnTo=${encodeURIComponent('/sketch/12/edit')}`));
  });

  it('asks to log in again when the server no longer knows the session (401), and shows not found to another user', async () => {
    useSession.setState({ status: 'ready', user: makeViewer(3) });
    const signal = new AbortController().signal;
    api.fetchSketchEdit.mockRejectedValueOnce(new ApiError(401, { error: 'not_logged_in', message: 'x' }));
    expect(await load({ params: { id: 12 }, location, signal })).toEqual({ id: 12, signedIn: false });
    queryClient.clear();
    api.fetchSketchEdit.mockRejectedValueOnce(new ApiError(403, { error: 'forbidden', message: 'x' }));
    await expect(load({ params: { id: 12 }, location, signal })).rejects.toMatchObject({ status: 403 });
  });
});
