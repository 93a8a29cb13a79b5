// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '../../../test/support/render';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { seedQuery } from '../../../test/support/queries';
import { uploadInfoQuery } from '../../queries/upload';
import UploadScreen, { load, LOGIN_REQUIRED } from './UploadScreen';
import { UPLOAD_ERROR } from './UploadForm';
import { TAGS_MAX } from '../../lib/sketchRules';
import { HANDED_FILE_UNREADABLE } from '../../api/handedFile';
import { useHandedFile } from '../../stores/handedFile';
import { useHost } from '../../app/host/hostState';
import type { UploadInfo } from '../../api/schemas/upload';
import { useSession } from '../../stores/session';
import { UPLOAD_IN_APP_FAILED } from '../../app/host/hostAnswers';
import { makeViewer } from '../../../test/support/fixtures';

const api = vi.hoisted(() => ({ fetchUploadInfo: vi.fn(), uploadSketch: vi.fn() }));
vi.mock('../../api/upload', () => api);
const nav = vi.hoisted(() => ({ navigate: vi.fn(), reloadPage: vi.fn() }));
vi.mock('../../app/navigation/navigation', async (importOriginal) => ({ ...(await importOriginal<object>()), ...nav }));
const host = vi.hoisted(() => ({ openUpload: vi.fn() }));
vi.mock('../../app/host/hostBridge', () => host);

const info: UploadInfo = { showMature: true, uploadUrl: '/api/v2/upload/sketch', userPro: false, tags: ['sea', 'cats'] };
const location = { path: '/upload', search: '', hash: '' };

function pngBytes(width: number, height: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(64);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(bytes.buffer).setUint32(16, width);
  new DataView(bytes.buffer).setUint32(20, height);
  return bytes;
}

function png(width: number, height: number, name = 'sketch.png'): File {
  return new File([pngBytes(width, height)], name, { type: 'image/png' });
}

/** What the server answers for the artist (an upload reads everything on screen again). */
let held: UploadInfo = info;
/** The page as its loader leaves it: for an artist, the upload info in the query cache. */
const show = (data: { info: UploadInfo | null } = { info }) => {
  if (data.info) {
    held = data.info;
    seedQuery(uploadInfoQuery().queryKey, data.info);
  }
  return render(<UploadScreen data={{ signedIn: data.info !== null }} params={{}} location={location} />);
};
const loadContext = () => ({ params: {}, location, signal: new AbortController().signal });
const pick = (file: File) => userEvent.upload(screen.getByTestId('upload-file') as HTMLInputElement, file);

describe('UploadScreen', () => {
  beforeEach(() => {
    Object.values(api).forEach((fn) => fn.mockReset());
    api.fetchUploadInfo.mockImplementation(() => Promise.resolve(held));
    nav.navigate.mockReset();
    host.openUpload.mockReset();
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    // @ts-expect-error jsdom has none; each test installs its own
    delete URL.createObjectURL;
  });

  it('asks a visitor to log in, without asking the server', async () => {
    useSession.setState({ status: 'ready', user: null });
    expect(await load(loadContext())).toEqual({ signedIn: false });
    expect(api.fetchUploadInfo).not.toHaveBeenCalled();
    show({ info: null });
    expect(screen.getByTestId('upload-login-required').textContent).toContain(LOGIN_REQUIRED);
    expect(screen.queryByTestId('upload-form')).toBeNull();
  });

  it('asks to log in again when the server no longer knows the session (401)', async () => {
    useSession.setState({ status: 'ready', user: makeViewer(3) });
    api.fetchUploadInfo.mockRejectedValue(new ApiError(401, { error: 'not_logged_in', message: 'x' }));
    expect(await load(loadContext())).toEqual({ signedIn: false });
  });

  it('lets other load failures show the error page', async () => {
    useSession.setState({ status: 'ready', user: makeViewer(3) });
    api.fetchUploadInfo.mockRejectedValue(new ApiError(500, null));
    await expect(load(loadContext())).rejects.toBeInstanceOf(ApiError);
  });

  it('offers the app upload inside an app that lists upload.open', async () => {
    useHost.setState({ status: 'connected', capabilities: ['signIn.platform', 'upload.open'] });
    host.openUpload.mockResolvedValue('opened');
    show();
    await userEvent.click(screen.getByTestId('upload-in-app'));
    expect(host.openUpload).toHaveBeenCalled();
    expect(screen.getByTestId('upload-form')).toBeTruthy();
    expect(screen.queryByTestId('upload-in-app-failed')).toBeNull();
  });

  it('keeps the button busy while the app is asked, and says so when the app fails or does not answer', async () => {
    useHost.setState({ status: 'connected', capabilities: ['upload.open'] });
    let answer!: (outcome: string) => void;
    host.openUpload.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    show();
    const button = screen.getByTestId('upload-in-app');
    await userEvent.click(button);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(button); // a second tap while the app is asked asks nothing more
    expect(host.openUpload).toHaveBeenCalledTimes(1);
    await act(async () => answer('failed'));
    expect(button.getAttribute('aria-disabled')).toBeNull();
    expect(screen.getByTestId('upload-in-app-failed').textContent).toBe(UPLOAD_IN_APP_FAILED);
    expect(screen.getByTestId('upload-form')).toBeTruthy(); // what the user typed stays
    // Asked again, and this time the app opens its screen: the message goes.
    host.openUpload.mockResolvedValue('opened');
    await userEvent.click(button);
    expect(screen.queryByTestId('upload-in-app-failed')).toBeNull();
  });

  it('does not offer a visitor the app upload: it asks them to log in first', () => {
    useHost.setState({ status: 'connected', capabilities: ['upload.open'] });
    show({ info: null });
    expect(screen.queryByTestId('upload-in-app')).toBeNull();
    expect(screen.getByTestId('upload-login-required').textContent).toContain(LOGIN_REQUIRED);
  });

  it('follows the host: no app upload while asking, nor from a host without upload.open, nor once hello went unanswered', () => {
    useHost.setState({ status: 'connecting', capabilities: [] });
    show();
    expect(screen.queryByTestId('upload-in-app')).toBeNull();
    act(() => useHost.setState({ status: 'connected', capabilities: ['signIn.platform'] }));
    expect(screen.queryByTestId('upload-in-app')).toBeNull();
    act(() => useHost.setState({ status: 'connected', capabilities: ['upload.open'] }));
    expect(screen.getByTestId('upload-in-app')).toBeTruthy();
    act(() => useHost.setState({ status: 'absent', capabilities: [] })); // e.g. a bridge that stopped
    expect(screen.queryByTestId('upload-in-app')).toBeNull();
    expect(screen.getByTestId('upload-form')).toBeTruthy(); // the web upload stays
  });

  describe('a file the app handed over', () => {
    const handed = { source: { kind: 'url', url: '/img/sketch/7/full.png' }, name: 'Sketch 7.png', mimeType: 'image/png', size: 64 } as const;
    afterEach(() => vi.unstubAllGlobals());

    it('fills the picker with its preview and checks, and is uploaded like a chosen file', async () => {
      const fetchMock = vi.fn(async () => new Response(pngBytes(800, 600), { status: 200 }));
      vi.stubGlobal('fetch', fetchMock);
      api.uploadSketch.mockResolvedValue({ id: 77 });
      useHandedFile.getState().hand(handed);
      show();
      expect((await screen.findByTestId('upload-file-size')).textContent).toBe('800 × 600 pixels');
      expect(screen.getByTestId('upload-from-app').textContent).toBe('From the app: Sketch 7.png');
      expect(screen.getByTestId('upload-preview')).toBeTruthy();
      expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe(`${window.location.origin}/img/sketch/7/full.png`);
      expect(useHandedFile.getState().file).toBeNull(); // taken once
      await userEvent.click(screen.getByTestId('upload-submit'));
      const sent = api.uploadSketch.mock.calls[0]![1] as File;
      expect([sent.name, sent.type, sent.size]).toEqual(['Sketch 7.png', 'image/png', 64]);
      await waitFor(() => expect(nav.navigate).toHaveBeenCalledWith('/sketch/77'));
    });

    it('says so when the file cannot be fetched, and the picker still works', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      vi.stubGlobal('fetch', vi.fn(async () => new Response('gone', { status: 404 })));
      useHandedFile.getState().hand(handed);
      show();
      expect((await screen.findByTestId('upload-error')).textContent).toContain(HANDED_FILE_UNREADABLE);
      await pick(png(10, 10));
      expect((await screen.findByTestId('upload-file-size')).textContent).toBe('10 × 10 pixels');
    });

    it('does not fetch a path that leaves the page origin', async () => {
      const fetchMock = vi.fn();
      vi.stubGlobal('fetch', fetchMock);
      useHandedFile.getState().hand({ ...handed, source: { kind: 'url', url: '/\\evil.test/x.png' } });
      show();
      expect((await screen.findByTestId('upload-error')).textContent).toContain(HANDED_FILE_UNREADABLE);
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it('does not try to read a handle, which only the app can resolve', async () => {
      const fetchMock = vi.fn();
      vi.stubGlobal('fetch', fetchMock);
      useHandedFile.getState().hand({ ...handed, source: { kind: 'handle', handle: 'h-123' } });
      show();
      expect((await screen.findByTestId('upload-error')).textContent).toContain(HANDED_FILE_UNREADABLE);
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it('refuses a handed image over the limits with the same message as a chosen one', async () => {
      vi.stubGlobal('fetch', vi.fn(async () => new Response(pngBytes(4001, 10), { status: 200 })));
      useHandedFile.getState().hand(handed);
      show();
      expect((await screen.findByTestId('upload-file-error')).textContent).toBe('That image is 4,001 × 10 pixels; the largest is 4,000 pixels on either side.');
    });
  });

  it('has no app button in a plain browser', () => {
    show();
    expect(screen.queryByTestId('upload-in-app')).toBeNull();
  });

  it('offers a styled picker: a button in a drop zone, over a real labelled file input', async () => {
    show();
    const zone = screen.getByTestId('upload-drop');
    const input = screen.getByTestId('upload-file') as HTMLInputElement;
    expect(zone.tagName).toBe('LABEL');
    expect(zone.contains(input)).toBe(true);
    expect([input.type, input.accept]).toEqual(['file', 'image/png,image/jpeg']);
    expect(screen.getByLabelText(/Choose an image/)).toBe(input);
    await pick(png(800, 600));
    expect(await screen.findByText('Choose another image')).toBeTruthy();
    expect(zone.textContent).toContain('sketch.png');
  });

  it('takes an image dropped on the picker', async () => {
    show();
    const zone = screen.getByTestId('upload-drop');
    fireEvent.dragOver(zone);
    expect(zone.dataset.dragging).toBe('true');
    fireEvent.drop(zone, { dataTransfer: { files: [png(640, 480, 'dropped.png')] } });
    expect((await screen.findByTestId('upload-file-size')).textContent).toBe('640 × 480 pixels');
    expect(zone.dataset.dragging).toBe('false');
    expect(zone.textContent).toContain('dropped.png');
  });

  it('refuses a file over 16777216 bytes before sending', async () => {
    show();
    const big = png(100, 100);
    Object.defineProperty(big, 'size', { value: 16_777_217 });
    await pick(big);
    expect((await screen.findByTestId('upload-file-error')).textContent).toBe('That image is 16,777,217 bytes; the largest upload is 16,777,216 bytes (16 MB).');
    expect((screen.getByTestId('upload-submit') as HTMLButtonElement).disabled).toBe(true);
  });

  it.each([
    [4001, 300],
    [300, 4001],
  ])('refuses %i x %i pixels before sending', async (w, h) => {
    show();
    await pick(png(w, h));
    expect((await screen.findByTestId('upload-file-error')).textContent).toBe(`That image is ${w.toLocaleString('en-US')} × ${h.toLocaleString('en-US')} pixels; the largest is 4,000 pixels on either side.`);
    expect(api.uploadSketch).not.toHaveBeenCalled();
  });

  it('refuses a file that is not a PNG or JPEG by its bytes', async () => {
    show();
    await userEvent.upload(screen.getByTestId('upload-file') as HTMLInputElement, new File(['GIF89a and more bytes'], 'x.png', { type: 'image/png' }));
    expect((await screen.findByTestId('upload-file-error')).textContent).toBe('Only PNG and JPEG images can be uploaded.');
  });

  it('previews a good image, reports progress and opens the new sketch', async () => {
    let report: (loaded: number, total: number) => void = () => {};
    let finish: (value: { id: number }) => void = () => {};
    api.uploadSketch.mockImplementation((_url, _file, _fields, onProgress) => {
      report = onProgress;
      return new Promise((resolve) => (finish = resolve));
    });
    show();
    const file = png(4000, 4000);
    await pick(file);
    expect((await screen.findByTestId('upload-file-size')).textContent).toBe('4000 × 4000 pixels');
    expect(screen.getByTestId('upload-preview').getAttribute('src')).toBe('blob:preview');
    await userEvent.type(screen.getByTestId('upload-title'), ' Harbour ');
    await userEvent.type(screen.getByTestId('upload-description'), 'Boats');
    await userEvent.click(screen.getByTestId('upload-mature'));
    await userEvent.type(screen.getByTestId('upload-tags'), 'sea, Boats');
    await userEvent.click(screen.getAllByTestId('upload-tag-suggestion')[0]!);
    await userEvent.click(screen.getByTestId('upload-submit'));
    expect(api.uploadSketch).toHaveBeenCalledWith(
      '/api/v2/upload/sketch',
      file,
      { title: 'Harbour', description: 'Boats', mature: true, tags: ['sea', 'boats', 'cats'], privateFile: false, watermark: false },
      expect.any(Function),
      expect.any(AbortSignal),
    );
    // The upload's callbacks update the form's state: inside act, as React's own events are.
    act(() => report(25, 100));
    await waitFor(() => expect((screen.getByTestId('upload-progress') as HTMLProgressElement).value).toBe(25));
    await act(async () => finish({ id: 4242 }));
    await waitFor(() => expect(nav.navigate).toHaveBeenCalledWith('/sketch/4242'));
  });

  it('offers a patron a private sketch file and a watermark, and sends them', async () => {
    api.uploadSketch.mockResolvedValue({ id: 7 });
    show({ info: { ...info, userPro: true } });
    await pick(png(20, 20));
    await screen.findByTestId('upload-file-size');
    await userEvent.type(screen.getByTestId('upload-tags'), 'qa, test tag');
    await userEvent.click(screen.getByTestId('upload-private-file'));
    await userEvent.click(screen.getByTestId('upload-watermark'));
    await userEvent.click(screen.getByTestId('upload-submit'));
    expect(api.uploadSketch).toHaveBeenCalledWith(
      '/api/v2/upload/sketch',
      expect.any(File),
      expect.objectContaining({ tags: ['qa', 'test-tag'], privateFile: true, watermark: true }),
      expect.any(Function),
      expect.any(AbortSignal),
    );
  });

  it('offers the patron options to patrons only', () => {
    show();
    expect(screen.queryByTestId('upload-patron-options')).toBeNull();
  });

  it('Cancel stops the upload, says so and keeps the form', async () => {
    api.uploadSketch.mockImplementation(
      (_url, _file, _fields, _progress, signal: AbortSignal) =>
        new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    show();
    await pick(png(10, 10));
    await screen.findByTestId('upload-file-size');
    await userEvent.type(screen.getByTestId('upload-title'), 'Kept');
    await userEvent.click(screen.getByTestId('upload-submit'));
    await userEvent.click(await screen.findByTestId('upload-cancel'));
    expect((await screen.findByTestId('upload-error')).textContent).toContain('The upload was cancelled.');
    expect((screen.getByTestId('upload-title') as HTMLInputElement).value).toBe('Kept');
    expect(screen.queryByTestId('upload-progress')).toBeNull();
    expect(nav.navigate).not.toHaveBeenCalled();
  });

  it('keeps everything when the upload fails and shows the reason', async () => {
    api.uploadSketch.mockRejectedValue(new ApiError(413, { error: 'bad_upload', message: 'Too large' }));
    show({ info: { ...info, showMature: false } });
    expect(screen.queryByTestId('upload-mature')).toBeNull();
    await pick(png(10, 10));
    await screen.findByTestId('upload-file-size');
    await userEvent.type(screen.getByTestId('upload-title'), 'Kept');
    await userEvent.click(screen.getByTestId('upload-submit'));
    const error = await screen.findByTestId('upload-error');
    expect(error.firstChild?.textContent).toBe(UPLOAD_ERROR);
    expect(error.textContent).toContain('Too large');
    expect((screen.getByTestId('upload-title') as HTMLInputElement).value).toBe('Kept');
    expect((screen.getByTestId('upload-submit') as HTMLButtonElement).disabled).toBe(false);
    expect(nav.navigate).not.toHaveBeenCalled();
  });

  it('says a problem with the tags once, under the tags, when Upload is pressed', async () => {
    show();
    await pick(png(800, 600));
    await screen.findByTestId('upload-file-size');
    await userEvent.type(screen.getByTestId('upload-tags'), Array.from({ length: TAGS_MAX + 1 }, (_, i) => `t${i}`).join(', '));
    await userEvent.click(screen.getByTestId('upload-submit'));
    expect(api.uploadSketch).not.toHaveBeenCalled();
    expect(screen.getAllByText(`A sketch can have at most ${TAGS_MAX} tags.`)).toHaveLength(1);
    expect(screen.queryByTestId('upload-error')).toBeNull();
  });

  it('holds the title to its limit with a message', async () => {
    show();
    await userEvent.click(screen.getByTestId('upload-title'));
    await userEvent.paste('t'.repeat(120));
    expect((screen.getByTestId('upload-title') as HTMLInputElement).value).toHaveLength(100);
    expect(screen.getByTestId('upload-title-count').textContent).toBe('The title can be at most 100 characters.');
  });
});
