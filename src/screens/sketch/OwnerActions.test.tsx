// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '../../../test/support/render';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../stores/session';
import { SYNTHESIZE_TEXTS } from '../../lib/sketchRules';
import { AVATAR_FAILED, AVATAR_SET, CLOSED_COMPO_NOTE, CODE_COPIED, CONFIRM_DELETE, COVER_FAILED, COVER_SET, DELETE_FAILED, PRIVACY_FAILED } from './pageRules';
import { CREATOR, json, makeSketch, posted, serve, showSketch, viewer } from './testing';

const navigateMock = vi.hoisted(() => vi.fn(async () => true));
const openSketchInAppMock = vi.hoisted(() => vi.fn());
vi.mock('../../app/navigation/navigation', async (importOriginal) => ({ ...(await importOriginal<object>()), reloadPage: vi.fn(async () => true), navigate: navigateMock }));
vi.mock('../../app/host/hostBridge', () => ({ openSketchInApp: openSketchInAppMock }));
vi.mock('../../features/albums/AlbumSwitches', () => ({ AlbumSwitches: () => null }));

const owner = viewer(CREATOR);
const button = (testId: string) => screen.getByTestId(testId) as HTMLButtonElement;
const own = (extra: Parameters<typeof makeSketch>[0] = {}) =>
  makeSketch({ compoKey: null, compoState: null, compoPlace: null, imagePng: '/img/sketch/5/full.png', userCanHeart: false, userCanFeature: false, ...extra });

afterEach(() => {
  navigateMock.mockClear();
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
});

describe('the artist’s own sketch', () => {
  it('has the owner’s actions and none of the viewer’s', async () => {
    serve();
    await showSketch(own(), owner);
    expect(screen.getByTestId('owner-actions')).toBeTruthy();
    expect(screen.queryByTestId('viewer-actions')).toBeNull();
    expect(screen.queryByTestId('fan')).toBeNull();
    const download = screen.getByTestId('download-png');
    expect(download.getAttribute('href')).toBe('/img/sketch/5/full.png');
    expect(download.getAttribute('download')).toBe('sketch-5.png');
    expect(screen.getByRole('link', { name: 'Edit info' }).getAttribute('href')).toBe('/sketch/5/edit');
  });

  it('offers a mature sketch as neither avatar nor cover, which everyone sees', async () => {
    serve();
    await showSketch(own({ width: 2048, height: 506 }), owner);
    expect(screen.getByTestId('set-avatar')).toBeTruthy();
    expect(screen.getByTestId('set-cover')).toBeTruthy();
    cleanup();
    await showSketch(own({ width: 2048, height: 506, mature: true }), owner);
    expect(screen.getByTestId('owner-actions')).toBeTruthy();
    expect(screen.queryByTestId('set-avatar')).toBeNull();
    expect(screen.queryByTestId('set-cover')).toBeNull();
  });

  it('switches between public and unlisted', async () => {
    const fetchMock = serve({ 'POST /api/v2/sketch/5': () => json({ unlisted: true }) });
    await showSketch(own(), owner);
    await userEvent.click(button('privacy-unlisted'));
    await screen.findByTestId('unlisted-badge');
    expect(posted(fetchMock, '/api/v2/sketch/5')).toEqual([{ privacy: 'unlisted' }]);
    expect(button('privacy-unlisted').getAttribute('aria-pressed')).toBe('true');
  });
});

describe('failures of the owner’s actions', () => {
  const failing = () => json({ error: 'x', message: 'down' }, 500);

  it('keeps the privacy and says so when the change fails', async () => {
    serve({ 'POST /api/v2/sketch/5': failing });
    await showSketch(own(), owner);
    await userEvent.click(button('privacy-unlisted'));
    expect(await screen.findByText(PRIVACY_FAILED)).toBeTruthy();
    expect(button('privacy-public').getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByTestId('unlisted-badge')).toBeNull();
    // The actions stay off while the failure is said, and come back once it is read.
    expect(button('privacy-unlisted').disabled).toBe(true);
    await userEvent.click(screen.getByTestId('dialog-ok'));
    await waitFor(() => expect(button('privacy-unlisted').disabled).toBe(false));
  });

  it('says so when the avatar or the cover cannot be set', async () => {
    serve({ 'POST /api/v2/user/setAvatar': failing, 'POST /api/v2/user/setCover': failing });
    await showSketch(own({ width: 2048, height: 506 }), owner);
    await userEvent.click(button('set-avatar'));
    expect(await screen.findByText(AVATAR_FAILED)).toBeTruthy();
    expect(useSession.getState().user?.avatar).toBe('/img/avatar/9');
    await userEvent.click(screen.getByTestId('dialog-ok'));
    await userEvent.click(button('set-cover'));
    expect(await screen.findByText(COVER_FAILED)).toBeTruthy();
  });
});

describe('delete', () => {
  it('asks first, deletes, and leaves the page', async () => {
    const fetchMock = serve({ 'POST /api/v2/sketch/5': () => json({ ok: true }) });
    await showSketch(own(), owner);
    await userEvent.click(button('delete-sketch'));
    expect(screen.getByTestId('dialog-message').textContent).toBe(CONFIRM_DELETE);
    await userEvent.click(screen.getByTestId('dialog-cancel'));
    expect(posted(fetchMock, '/api/v2/sketch/5')).toHaveLength(0);
    await userEvent.click(button('delete-sketch'));
    await userEvent.click(screen.getByTestId('dialog-ok'));
    // To the artist's gallery: their profile's Sketches tab.
    await waitFor(() => expect(navigateMock).toHaveBeenCalledWith(`/user/${CREATOR}/sketches`, { replace: true }));
    expect(posted(fetchMock, '/api/v2/sketch/5')).toEqual([{ action: 'delete' }]);
  });

  it("reads the session again when the sketch was the artist's avatar, so the header drops the deleted picture", async () => {
    const withAvatar = viewer(CREATOR, { avatar: `/img/avatar/${CREATOR}-5` });
    serve({ 'POST /api/v2/sketch/5': () => json({ ok: true }), 'GET /api/v2/user/me': () => json({ user: owner, moderator: null }) });
    await showSketch(own(), withAvatar);
    await userEvent.click(button('delete-sketch'));
    await userEvent.click(screen.getByTestId('dialog-ok'));
    await waitFor(() => expect(useSession.getState().user?.avatar).toBe(`/img/avatar/${CREATOR}`));
  });

  it('is refused for a sketch in a closed compo', async () => {
    serve();
    await showSketch(own({ compoKey: 'old', compoTitle: 'Old', compoState: 'closed', compoPlace: 3 }), owner);
    expect(button('delete-sketch').disabled).toBe(true);
    expect(screen.getByText(CLOSED_COMPO_NOTE)).toBeTruthy();
  });

  it("shows the server's message when it refuses", async () => {
    serve({ 'POST /api/v2/sketch/5': () => json({ error: 'in_closed_compo', message: 'This sketch is in a closed compo and cannot be deleted.' }, 409) });
    await showSketch(own(), owner);
    await userEvent.click(button('delete-sketch'));
    await userEvent.click(screen.getByTestId('dialog-ok'));
    expect(await screen.findByText('This sketch is in a closed compo and cannot be deleted.')).toBeTruthy();
    expect(navigateMock).not.toHaveBeenCalled();
  });

  it("shows 'There was an error deleting the sketch.' without a message", async () => {
    serve({ 'POST /api/v2/sketch/5': () => new Response('', { status: 500 }) });
    await showSketch(own(), owner);
    await userEvent.click(button('delete-sketch'));
    await userEvent.click(screen.getByTestId('dialog-ok'));
    expect(await screen.findByText(DELETE_FAILED)).toBeTruthy();
  });
});

describe('avatar and cover', () => {
  it('sets the sketch as avatar and shows it in the session', async () => {
    const fetchMock = serve({ 'POST /api/v2/user/setAvatar': () => json({ avatar: '/img/avatar/9-5' }) });
    await showSketch(own(), owner);
    await userEvent.click(button('set-avatar'));
    expect(await screen.findByText(AVATAR_SET)).toBeTruthy();
    expect(posted(fetchMock, '/api/v2/user/setAvatar')).toEqual([{ sketch: 5 }]);
    expect(useSession.getState().user?.avatar).toBe('/img/avatar/9-5');
  });

  it('offers the cover only for a 2048x506 sketch', async () => {
    serve();
    const { unmount } = await showSketch(own({ width: 2048, height: 507 }), owner);
    expect(screen.queryByTestId('set-cover')).toBeNull();
    unmount();
    const fetchMock = serve({ 'POST /api/v2/user/setCover': () => json({ cover: '/img/cover/9-5' }) });
    await showSketch(own({ width: 2048, height: 506 }), owner);
    await userEvent.click(button('set-cover'));
    expect(await screen.findByText(COVER_SET)).toBeTruthy();
    expect(posted(fetchMock, '/api/v2/user/setCover')).toEqual([{ sketch: 5 }]);
  });
});

describe('thumbnail code', () => {
  const code = (origin: string) =>
    `<a href="${origin}/sketch/5"><img src="${origin}/img/sketch/5/300.jpg" alt="Harbour at dawn" width="300" height="225"></a>`;

  it('copies the code to the clipboard', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    serve();
    await showSketch(own(), owner);
    await userEvent.click(button('copy-code'));
    expect(await screen.findByText(CODE_COPIED)).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(code(window.location.origin));
  });

  it('shows the code to copy by hand when the clipboard is denied', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) }, configurable: true });
    serve();
    await showSketch(own(), owner);
    await userEvent.click(button('copy-code'));
    const box = (await screen.findByTestId('thumbnail-code')) as HTMLTextAreaElement;
    expect(box.value).toBe(code(window.location.origin));
    expect(screen.queryByText(CODE_COPIED)).toBeNull();
  });
});

describe('open in app', () => {
  it('is offered for a sketch with a file, and explains where it opens without the app', async () => {
    openSketchInAppMock.mockResolvedValue({ handled: false, text: 'Sketch files open in the Sketchery app.', downloadUrl: 'https://apps.example/app' });
    serve();
    await showSketch(own({ haveFile: true }), owner);
    await userEvent.click(button('open-in-app'));
    expect((await screen.findByTestId('open-in-app-hint')).textContent).toContain('Sketch files open in the Sketchery app.');
    expect(openSketchInAppMock).toHaveBeenCalledWith({ id: 5, fileUrl: '/download/5.sketchery' });
  });

  it('is offered for a patron’s private file, and not for a sketch without a file', async () => {
    serve();
    const { unmount } = await showSketch(own({ haveFile: false, privateFile: false }), owner);
    expect(screen.queryByTestId('open-in-app')).toBeNull();
    unmount();
    await showSketch(own({ privateFile: true }), viewer(CREATOR, { icons: ['p'] }));
    expect(button('open-in-app').textContent).toContain('private file');
  });
});

describe('synthesize a sketch file (a patron feature)', () => {
  const patron = viewer(CREATOR, { icons: ['p'] });

  it('is offered to a patron for a sketch without a file; once made, the sketch opens in the app', async () => {
    const fetchMock = serve({ 'POST /sketch/5/synthesize': () => json({ haveFile: true }) });
    await showSketch(own({ haveFile: false, privateFile: false }), patron);
    expect(screen.queryByTestId('open-in-app')).toBeNull();
    await userEvent.click(button('synthesize-file'));
    expect(await screen.findByText(SYNTHESIZE_TEXTS.done)).toBeTruthy();
    expect(posted(fetchMock, '/sketch/5/synthesize')).toEqual([{}]);
    expect(screen.queryByTestId('synthesize-file')).toBeNull();
    expect(button('open-in-app')).toBeTruthy();
  });

  it('is not offered to an artist who is no patron, nor for a sketch that has a file', async () => {
    serve();
    const { unmount } = await showSketch(own({ haveFile: false, privateFile: false }), owner);
    expect(screen.queryByTestId('synthesize-file')).toBeNull();
    unmount();
    await showSketch(own({ haveFile: true }), patron);
    expect(screen.queryByTestId('synthesize-file')).toBeNull();
  });

  it("says the server's reason when it is refused, and keeps the button", async () => {
    serve({ 'POST /sketch/5/synthesize': () => json({ error: 'forbidden', message: SYNTHESIZE_TEXTS.patronOnly }, 403) });
    await showSketch(own({ haveFile: false, privateFile: false }), patron);
    await userEvent.click(button('synthesize-file'));
    expect(await screen.findByText(SYNTHESIZE_TEXTS.patronOnly)).toBeTruthy();
    await userEvent.click(screen.getByTestId('dialog-ok'));
    await waitFor(() => expect(button('synthesize-file').disabled).toBe(false));
    expect(screen.queryByTestId('open-in-app')).toBeNull();
  });
});
