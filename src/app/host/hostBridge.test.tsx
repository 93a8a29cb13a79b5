// @vitest-environment jsdom
// The shell against a fake host: theme and auth pushes, platform sign-in, deep links.
import { act, render, screen, waitFor } from '../../../test/support/render';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { FakeHost } from '../../../bridge/testing/fakeHost';
import { REQUESTS } from '../../../bridge/protocol';
import { ApiError } from '../../api/client';
import { authAppleId, exchangeHostToken, logout } from '../../api/session';
import { Dialogs } from '../../components/Dialogs';
import { useSession } from '../../stores/session';
import { useTheme } from '../../stores/theme';
import { useUi } from '../../stores/ui';
import { App } from '../shell/App';
import { Header, loginPanel, menuPanel } from '../shell/Header';
import { PLATFORM_SIGN_IN_WAITING } from '../shell/LoginMenu';
import { APP_UPDATE_NEEDED, LIVE_STREAM_FAILED, SKETCH_FILE_FAILED } from './hostAnswers';
import {
  LIVE_STREAM_IN_APP,
  PLATFORM_SIGN_IN_FAILED,
  PLATFORM_SIGN_IN_NO_ACCOUNT,
  hasHost,
  hostAuthSettled,
  followHostFiles,
  loadHostBridge,
  openSketchInApp,
  openUpload,
  startHostBridge,
  startLiveStream,
  stopHostBridge,
} from './hostBridge';
import { navigate, navigateWhenIdle, reloadPage, useNavigation } from '../navigation/navigation';
import { useHandedFile } from '../../stores/handedFile';
import { useHost } from './hostState';
import UploadScreen from '../../screens/upload/UploadScreen';
import { uploadInfoQuery } from '../../queries/upload';
import { seedQuery } from '../../../test/support/queries';
import type { CurrentUser } from '../../api/schemas/session';

vi.mock('../../api/session', () => ({
  fetchMe: vi.fn(async () => ({ user: null })),
  logout: vi.fn(async () => ({ ok: true as const, user: null })),
  authAppleId: vi.fn(),
  exchangeHostToken: vi.fn(),
}));
vi.mock('../navigation/navigation', async (original) => ({
  ...(await original<object>()),
  navigate: vi.fn(async () => true),
  navigateWhenIdle: vi.fn(),
  reloadPage: vi.fn(async () => true),
}));

const TOKEN = 'host.signed.token-0123456789';
const ada: CurrentUser = {
  id: 1, nickname: 'InkyAda', avatar: '/img/avatar/1', mature: false, following: [], blocks: [], icons: [],
  chatId: 'c', chatServer: null, ban: null, showHeader: true, googleLogin: false, thumbs: false,
};

/** A page part with state of its own (a half-written comment). */
function Draft() {
  const [text, setText] = useState('');
  return <input data-testid="draft" value={text} onChange={(event) => setText(event.target.value)} />;
}

let host: FakeHost;
const reload = vi.fn();

function startWith(fake = new FakeHost(), options: Parameters<FakeHost['bridgeOptions']>[0] = {}) {
  stopHostBridge();
  host = fake;
  startHostBridge({ bridge: host.bridgeOptions(options), reload });
}

// The menus and the bridge client are lazy chunks (src/app/shell/lazyPanel.tsx, hostBridge.ts); these
// tests use them at once.
beforeAll(() => Promise.all([menuPanel.preload(), loginPanel.preload(), loadHostBridge()]));

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  history.replaceState(null, '', '/');
  document.documentElement.dataset.theme = 'default';
  useSession.setState({ status: 'ready', user: null });
  reload.mockReset();
  startWith();
});
afterEach(() => act(() => stopHostBridge())); // the host store changes under mounted components

describe('theme from the host', () => {
  it('a push repaints in the same task, through the CSS variables, and remounts nothing', async () => {
    // The shell with a page whose state lives in React: a remount would lose what was typed.
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    useNavigation.setState({ page: { location: { path: '/', search: '', hash: '' }, name: 'draft', render: () => <Draft />, entryKey: 'k1', restored: false } });
    render(<App />);
    await userEvent.type(screen.getByTestId('draft'), 'half a comment');
    // The menu, for its theme picker: opened after typing, since focus leaving a menu closes it.
    // Its code may still be on its way (a lazy panel): the act is awaited until it has come.
    await act(async () => useUi.setState({ openPanel: 'menu' }));
    await screen.findByTestId('theme-dark');
    const header = screen.getByTestId('header');
    host.pushTheme('161616'); // no act(): the repaint needs nothing from React
    // <html data-theme> selects the theme's CSS custom properties (globalStyles.ts): the next frame is dark.
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    // React learns the name after that paint (the picker's pressed entry), and rebuilds nothing.
    await waitFor(() => expect(screen.getByTestId('theme-dark').getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByTestId('header')).toBe(header);
    expect((screen.getByTestId('draft') as HTMLInputElement).value).toBe('half a comment');
    expect(useTheme.getState().generation).toBe(0);
    host.pushTheme('161616');
    host.pushTheme('4d5052');
    expect(document.documentElement.dataset.theme).toBe('gray');
    await waitFor(() => expect(useTheme.getState().theme).toBe('gray'));
    expect((screen.getByTestId('draft') as HTMLInputElement).value).toBe('half a comment');
  });

  it('rejects any other value', () => {
    act(() => host.deliver({ bridge: 'sketchery', v: 1, kind: 'event', name: 'theme', payload: { hex: 'ff00ff' } }));
    expect(document.documentElement.dataset.theme).toBe('default');
    expect(host.warnings.some((w) => w.startsWith('dropped: payload.hex'))).toBe(true);
  });

  it("takes the hello answer's theme at start", async () => {
    startWith(new FakeHost({ answer: { theme: 'f2f2f3' } }));
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('light'));
  });
});

describe('the interface follows the host', () => {
  /** The upload page of a signed-in artist (the app's upload is offered to them only). */
  const showUpload = () => {
    seedQuery(uploadInfoQuery().queryKey, { showMature: true, uploadUrl: '/api/v2/upload/sketch', userPro: false, tags: [] });
    return render(<UploadScreen data={{ signedIn: true }} params={{}} location={{ path: '/upload', search: '', hash: '' }} />);
  };

  it('after an unanswered hello the page is a plain browser; a late answer brings the app back', async () => {
    const silent = new FakeHost({ hello: 'silent' });
    const hello = silent.nextRequest(REQUESTS.hello);
    startWith(silent, { helloTimeoutMs: 50 });
    showUpload();
    expect(hasHost()).toBe(true); // still asking: no app action yet, and no web answer either
    expect(screen.queryByTestId('upload-in-app')).toBeNull();
    await waitFor(() => expect(hasHost()).toBe(false));
    expect(screen.queryByTestId('upload-in-app')).toBeNull();
    await openUpload((path) => void navigate(path));
    expect(navigate).toHaveBeenCalledWith('/upload'); // Upload goes to the web page, as in a browser
    const request = await hello;
    act(() => silent.answerHello(request)); // a late answer is still taken
    expect(hasHost()).toBe(true);
    expect(screen.getByTestId('upload-in-app')).toBeTruthy();
  });

  it('shows an action for the app only when the host listed its capability', async () => {
    startWith(new FakeHost({ answer: { capabilities: ['stream.start', 'signIn.platform'] } }));
    showUpload();
    await waitFor(() => expect(useHost.getState().status).toBe('connected'));
    expect(screen.queryByTestId('upload-in-app')).toBeNull();
  });
});

describe('resume from the host', () => {
  it('counts each return of the app to the foreground in the host store (queryFreshness.ts follows it)', async () => {
    await waitFor(() => expect(useHost.getState().status).toBe('connected'));
    expect(useHost.getState().resumes).toBe(0);
    host.pushResume();
    host.pushResume();
    expect(useHost.getState().resumes).toBe(2);
    host.deliver({ bridge: 'sketchery', v: 1, kind: 'event', name: 'resume', payload: { at: 1 } });
    expect(useHost.getState().resumes).toBe(2);
    expect(host.warnings.some((w) => w.startsWith('dropped: payload'))).toBe(true);
  });

  it('counts a resume sent before the app listened, once it listens', () => {
    const early = new FakeHost();
    early.pushResume();
    startWith(early);
    expect(useHost.getState().resumes).toBe(1);
    early.pushResume();
    expect(useHost.getState().resumes).toBe(2);
  });
});

describe('auth from the host', () => {
  it('a signed-in push is exchanged for a session; a sign-out push logs out', async () => {
    vi.mocked(exchangeHostToken).mockResolvedValue({ user: ada, moderator: null });
    render(<Header />);
    expect(screen.getByTestId('login-button')).toBeTruthy();
    act(() => host.pushAuth({ state: 'signedIn', token: TOKEN }));
    await act(() => hostAuthSettled());
    expect(exchangeHostToken).toHaveBeenCalledWith(TOKEN);
    expect(screen.getByTestId('current-user').textContent).toBe('InkyAda');
    // The screen, read as a visitor ("You must be logged in..."), reads again as the user; a repeat changes nobody.
    expect(reloadPage).toHaveBeenCalledTimes(1);
    act(() => host.pushAuth({ state: 'signedIn', token: TOKEN }));
    await act(() => hostAuthSettled());
    expect(reloadPage).toHaveBeenCalledTimes(1);
    act(() => host.pushAuth({ state: 'signedOut' }));
    act(() => host.pushAuth({ state: 'signedOut' }));
    await act(() => hostAuthSettled());
    expect(logout).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('login-button')).toBeTruthy();
  });

  it('a sign-out push ends a gloperator’s own account too when they act as someone (the first logout only takes them back)', async () => {
    useSession.setState({ status: 'ready', user: ada, moderator: { id: 4, nickname: 'GlopGus' } });
    vi.mocked(logout)
      .mockResolvedValueOnce({ ok: true, user: { ...ada, id: 4, nickname: 'GlopGus' } })
      .mockResolvedValueOnce({ ok: true, user: null });
    render(<Header />);
    act(() => host.pushAuth({ state: 'signedOut' }));
    await act(() => hostAuthSettled());
    expect(logout).toHaveBeenCalledTimes(2);
    expect(useSession.getState()).toMatchObject({ user: null, moderator: null });
    expect(screen.getByTestId('login-button')).toBeTruthy();
  });

  it('waits for the first session read, so its late answer cannot undo the sign-in', async () => {
    vi.mocked(exchangeHostToken).mockResolvedValue({ user: ada, moderator: null });
    useSession.setState({ status: 'loading', user: null });
    vi.useFakeTimers();
    onTestFinished(() => void vi.useRealTimers());
    host.pushAuth({ state: 'signedIn', token: TOKEN });
    // A whole second of (fake) time with every timer and promise run: a page that did not wait
    // for the session would have exchanged the token by now.
    await vi.advanceTimersByTimeAsync(1_000);
    expect(exchangeHostToken).not.toHaveBeenCalled();
    useSession.setState({ status: 'ready', user: null }); // the first read answers: nobody
    await hostAuthSettled();
    expect(useSession.getState().user?.nickname).toBe('InkyAda');
  });

  it('a refused token leaves a visitor a visitor', async () => {
    vi.mocked(exchangeHostToken).mockRejectedValue(new ApiError(401, { error: 'expired' }));
    host.pushAuth({ state: 'signedIn', token: TOKEN });
    await hostAuthSettled();
    expect(useSession.getState().user).toBeNull();
    expect(logout).not.toHaveBeenCalled();
  });

  it('a refused token signs out the account the page showed: the app has someone else signed in', async () => {
    useSession.setState({ status: 'ready', user: ada });
    vi.mocked(exchangeHostToken).mockRejectedValue(new ApiError(401, { error: 'expired' }));
    host.pushAuth({ state: 'signedIn', token: TOKEN });
    await hostAuthSettled();
    expect(logout).toHaveBeenCalledTimes(1);
    expect(useSession.getState().user).toBeNull();
  });

  it('a server out of reach signs nobody out', async () => {
    useSession.setState({ status: 'ready', user: ada });
    vi.mocked(exchangeHostToken).mockRejectedValue(new TypeError('Failed to fetch'));
    host.pushAuth({ state: 'signedIn', token: TOKEN });
    await hostAuthSettled();
    expect(logout).not.toHaveBeenCalled();
    expect(useSession.getState().user).toBe(ada);
  });
});

describe('platform sign-in', () => {
  async function chooseSignIn() {
    history.replaceState(null, '', '/?aid=1');
    render(<><Header /><Dialogs /></>);
    const request = host.nextRequest(REQUESTS.platformSignIn);
    await userEvent.click(screen.getByTestId('login-button'));
    await userEvent.click(screen.getByTestId('login-platform'));
    return request;
  }

  it('sends the identity token to the server and reloads on a user', async () => {
    vi.mocked(authAppleId).mockResolvedValue({ user: ada, moderator: null });
    const request = await chooseSignIn();
    act(() => host.reply(request, { ok: true, data: { identityToken: TOKEN } }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(authAppleId).toHaveBeenCalledWith(TOKEN);
  });

  it('says no account exists on a 404 no_account', async () => {
    vi.mocked(authAppleId).mockRejectedValue(new ApiError(404, { error: 'no_account' }));
    const request = await chooseSignIn();
    act(() => host.reply(request, { ok: true, data: { identityToken: TOKEN } }));
    expect(await screen.findByText(PLATFORM_SIGN_IN_NO_ACCOUNT)).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
  });

  it('says there was an error on any other failure, of the server or of the host', async () => {
    vi.mocked(authAppleId).mockRejectedValue(new ApiError(500, { error: 'server' }));
    const request = await chooseSignIn();
    act(() => host.reply(request, { ok: true, data: { identityToken: TOKEN } }));
    expect(await screen.findByText(PLATFORM_SIGN_IN_FAILED)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));

    const again = host.nextRequest(REQUESTS.platformSignIn);
    act(() => useUi.setState({ openPanel: null }));
    await userEvent.click(screen.getByTestId('login-button'));
    await userEvent.click(screen.getByTestId('login-platform'));
    const failing = await again;
    act(() => host.reply(failing, { ok: false, error: { code: 'FAILED', message: 'no network' } }));
    expect(await screen.findByText(PLATFORM_SIGN_IN_FAILED)).toBeTruthy();
  });

  it('shows that it waits for the app, and Cancel gives up and brings the sign-in back', async () => {
    const request = await chooseSignIn();
    expect(screen.getByTestId('login-platform-waiting').textContent).toContain(PLATFORM_SIGN_IN_WAITING);
    expect(screen.getByRole('progressbar', { name: 'Signing in' })).toBeTruthy();
    expect((screen.getByTestId('login-platform') as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect((screen.getByTestId('login-platform') as HTMLButtonElement).disabled).toBe(false));
    expect(screen.queryByTestId('login-platform-waiting')).toBeNull();
    // The host is told to close its sheet; its answer after that changes nothing.
    expect(host.events('cancel')).toEqual([expect.objectContaining({ payload: { requestId: request.id } })]);
    act(() => host.reply(request, { ok: true, data: { identityToken: TOKEN } }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(authAppleId).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closing the menu while it waits gives up as well', async () => {
    const request = await chooseSignIn();
    act(() => useUi.setState({ openPanel: null }));
    await waitFor(() => expect(host.events('cancel')).toEqual([expect.objectContaining({ payload: { requestId: request.id } })]));
  });

  it('says nothing on a cancel', async () => {
    const request = await chooseSignIn();
    act(() => host.reply(request, { ok: false, error: { code: 'CANCELLED', message: 'closed' } }));
    await waitFor(() => expect((screen.getByTestId('login-platform') as HTMLButtonElement).disabled).toBe(false));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(authAppleId).not.toHaveBeenCalled();
  });
});

describe('deep links', () => {
  beforeEach(() => useSession.setState({ status: 'ready', user: ada }));

  it('Upload asks the host to open its upload screen', async () => {
    render(<Header />);
    const request = host.nextRequest(REQUESTS.openUpload);
    await userEvent.click(screen.getByTestId('menu-button'));
    await userEvent.click(screen.getByTestId('menu-upload'));
    host.reply(await request, { ok: true, data: {} });
    // The positive signal: a second Upload that the host cannot serve goes to the web page.
    // By then the first, answered earlier, has settled, and it must not have navigated.
    const failing = host.nextRequest(REQUESTS.openUpload);
    await userEvent.click(screen.getByTestId('menu-button'));
    await userEvent.click(screen.getByTestId('menu-upload'));
    host.reply(await failing, { ok: false, error: { code: 'FAILED', message: 'no camera roll' } });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/upload'));
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('Upload asks once while the app is asked, and leaves a user who moved on meanwhile where they are', async () => {
    const go = vi.fn();
    const request = host.nextRequest(REQUESTS.openUpload);
    const first = openUpload(go);
    const sent = await request;
    await openUpload(go); // a second tap while the app is asked
    expect(host.requests(REQUESTS.openUpload)).toHaveLength(1);
    window.history.pushState(null, '', '/challenges'); // the user went on
    host.reply(sent, { ok: false, error: { code: 'FAILED', message: 'late' } });
    await first;
    expect(go).not.toHaveBeenCalled();
    window.history.pushState(null, '', '/');
  });

  it('Upload asked from the web upload page leaves the page as it is when the app fails', async () => {
    window.history.pushState(null, '', '/upload');
    try {
      const go = vi.fn();
      const request = host.nextRequest(REQUESTS.openUpload);
      const asked = openUpload(go);
      host.reply(await request, { ok: false, error: { code: 'FAILED', message: 'no camera roll' } });
      expect(await asked).toBe('failed');
      expect(go).not.toHaveBeenCalled();
    } finally {
      window.history.pushState(null, '', '/');
    }
  });

  it('Upload goes to the web upload page without a host', async () => {
    startWith(new FakeHost(), { transport: { kind: 'none', send: () => false } });
    expect(hasHost()).toBe(false);
    render(<Header />);
    await userEvent.click(screen.getByTestId('menu-button'));
    await userEvent.click(screen.getByTestId('menu-upload'));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/upload'));
  });

  it('a live stream starts in the host; a cancel there says nothing, a failure says so, and only a page with no app is sent to get it', async () => {
    const answers = [
      [{ ok: true, data: {} }, { kind: 'handled' }],
      // The user dismissed the app's screen (PROTOCOL.md §5): the page shows nothing.
      [{ ok: false, error: { code: 'CANCELLED', message: '' } }, { kind: 'cancelled' }],
      [{ ok: false, error: { code: 'FAILED', message: 'no camera' } }, { kind: 'failed', text: LIVE_STREAM_FAILED }],
    ] as const;
    for (const [answer, expected] of answers) {
      const request = host.nextRequest(REQUESTS.startStream);
      const started = startLiveStream();
      host.reply(await request, answer);
      expect(await started).toEqual(expected);
    }

    // An app without the feature is an app to update, not one to get.
    startWith(new FakeHost({ answer: { capabilities: ['upload.open'] } }));
    expect(await startLiveStream()).toEqual({ kind: 'failed', text: APP_UPDATE_NEEDED });
    expect(host.requests(REQUESTS.startStream)).toEqual([]);

    startWith(new FakeHost(), { transport: { kind: 'none', send: () => false } });
    expect(await startLiveStream()).toMatchObject({ kind: 'noApp', text: LIVE_STREAM_IN_APP, downloadUrl: expect.stringMatching(/^https:/) });
  });

  it('hands a sketch file to the app by absolute URL, never a data: URL', async () => {
    const request = host.nextRequest(REQUESTS.openSketch);
    const opened = openSketchInApp({ id: 12, fileUrl: '/download/12.sketchery' });
    const sent = await request;
    expect(sent.payload).toEqual({ sketchId: 12, fileUrl: `${location.origin}/download/12.sketchery` });
    host.reply(sent, { ok: true, data: {} });
    expect(await opened).toEqual({ kind: 'handled' });
    expect(await openSketchInApp({ id: 12, fileUrl: 'data:application/octet-stream;base64,AAAA' })).toEqual({ kind: 'failed', text: SKETCH_FILE_FAILED });
    expect(host.invalid).toEqual([]);
  });

  it('a file the host hands over, even before the app listened, waits for the upload form and opens /upload', () => {
    const file = { source: { kind: 'url', url: '/img/s/1.png' }, name: 'Sketch.png', mimeType: 'image/png', size: 2048 } as const;
    host.pushFile(file);
    expect(useHandedFile.getState().file).toBeNull();
    followHostFiles();
    expect(useHandedFile.getState().file).toEqual(file);
    expect(navigateWhenIdle).toHaveBeenCalledWith('/upload');
    expect(useHandedFile.getState().take()).toEqual(file);
    expect(useHandedFile.getState().take()).toBeNull();
  });
});
