// @vitest-environment jsdom
import { act, render, screen, waitFor, within } from '../../../test/support/render';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveStream } from '../../api/schemas/streams';
import type { CurrentUser } from '../../api/schemas/session';
import { LIVE_STREAM_FAILED, LIVE_STREAM_IN_APP, noApp } from '../../app/host/hostAnswers';
import { ANNOUNCE_BANNER_MS, CLICK_TO_START_AUDIO, NO_LIVE_STREAMS, STREAM_ENDED, STREAM_LOGIN_TO_START, STREAM_LOGIN_TO_WATCH } from '../../lib/streamRules';
import { streamKeys } from '../../queries/streams';
import { FakeSocket } from '../../realtime/testing/fakeSocket';
import { useSession } from '../../stores/session';
import { fetchStream, fetchStreams } from '../../api/streams';
import StreamScreen, { load as loadStream, STREAM_INFO_REFRESH_MS } from './StreamScreen';
import StreamSheetScreen, { load as loadSheet } from './StreamSheetScreen';
import StreamsScreen, { load as loadList } from './StreamsScreen';
import StreamStartScreen, { STREAM_STARTED_IN_APP } from './StreamStartScreen';
import { NoResize } from '../../../test/support/fixtures';
import { seedList, seedQuery } from '../../../test/support/queries';

const sockets = vi.hoisted(() => ({ all: [] as unknown[] }));
vi.mock('../../realtime/streams/streamViewer', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../realtime/streams/streamViewer')>();
  const { FakeSocket: Fake } = await import('../../realtime/testing/fakeSocket');
  class TestViewer extends real.StreamViewer {
    constructor(options: ConstructorParameters<typeof real.StreamViewer>[0]) {
      const socket = new Fake();
      sockets.all.push(socket);
      super({ ...options, factory: async () => socket });
    }
  }
  return { ...real, StreamViewer: TestViewer };
});
const host = vi.hoisted(() => ({ startLiveStream: vi.fn() }));
vi.mock('../../app/host/hostBridge', async (importOriginal) => ({ ...(await importOriginal<object>()), startLiveStream: host.startLiveStream }));
vi.mock('../../api/streams', () => ({ fetchStreams: vi.fn(async () => ({ streams: [], more: false })), fetchStream: vi.fn() }));

const stream = (id: number, extra: Partial<LiveStream> = {}): LiveStream => ({
  id,
  preview: `/img/sketch/${id + 100}`,
  sw: 1536,
  sh: 2048,
  orientation: 1,
  userId: id + 10,
  userNickname: `artist${id}`,
  userAvatar: `/img/avatar/${id + 10}`,
  totalViews: 1200 + id,
  viewers: 5,
  title: `Drawing ${id}`,
  started: '2026-11-20T10:00:00.000Z',
  ...extra,
});
const user: CurrentUser = {
  id: 1, nickname: 'Ada', avatar: '', mature: false, following: [], blocks: [], icons: [], chatId: 'c1abc', chatServer: null, ban: null, showHeader: true, googleLogin: false, thumbs: false,
};
const signIn = () => useSession.setState({ status: 'ready', user });
const location = { path: '/', search: '', hash: '' };
const lastSocket = () => sockets.all.at(-1) as FakeSocket;
const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', NoResize);
  vi.stubGlobal('scrollTo', vi.fn());
  let n = 0;
  URL.createObjectURL = vi.fn(() => `blob:frame-${++n}`);
  URL.revokeObjectURL = vi.fn();
  useSession.setState({ status: 'ready', user: null });
  sockets.all.length = 0;
  host.startLiveStream.mockReset();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('StreamsScreen (/streams)', () => {
  const show = (streams: LiveStream[], more = false) => {
    signIn();
    seedList(streamKeys.list, { items: streams, next: more ? streams.length : null });
    return render(<StreamsScreen />);
  };

  it('gives a visitor no streams but the login text, as a stream page does (part 2 §6), and asks the server for none', async () => {
    vi.mocked(fetchStreams).mockClear();
    await loadList({ params: {}, location: { path: '/streams', search: '', hash: '' }, signal: new AbortController().signal });
    render(<StreamsScreen />);
    expect(screen.getByTestId('stream-login-required').textContent).toContain(STREAM_LOGIN_TO_WATCH);
    expect(screen.getByTestId('stream-login').getAttribute('href')).toEqual(expect.stringContaining('/auth/login'));
    expect(screen.queryByTestId('stream-list')).toBeNull();
    await flush();
    expect(fetchStreams).not.toHaveBeenCalled();
  });

  it('shows each live stream with its preview, who streams, what, and the total views, linking to the stream', async () => {
    show([stream(1), stream(2, { orientation: 3, totalViews: 1 }), stream(3, { orientation: 4 })]);
    const cards = await screen.findAllByTestId('stream-card');
    expect(cards).toHaveLength(3);
    expect(cards[0]?.getAttribute('href')).toEqual('/stream/1');
    expect(within(cards[0]!).getByTestId('stream-card-views')?.textContent).toContain('1,201 views');
    expect(within(cards[1]!).getByTestId('stream-card-views')?.textContent).toBe('1 view');
    expect(cards[0]?.textContent).toContain('artist1 · Drawing 1');
    expect(document.title).toBe('Live streams · Sketchery');
  });

  it('turns the previews of streams from a device held sideways (orientation 3 and 4)', async () => {
    show([stream(1), stream(2, { orientation: 3 }), stream(3, { orientation: 4 })]);
    const images = (await screen.findAllByAltText(/Latest picture of artist\d's canvas/)) as HTMLImageElement[];
    expect(images.map((image) => image.dataset.rotation)).toEqual(['0', '90', '-90']);
    expect(images[0]!.style.transform).toBe('');
    expect(images[1]!.style.transform).toContain('rotate(90deg)');
    expect(images[2]!.style.transform).toContain('rotate(-90deg)');
  });

  it('shows the avatar of an artist whose stream has no picture yet', async () => {
    show([stream(1, { preview: '' })]);
    expect(await screen.findByAltText("artist1's avatar")).toBeTruthy();
  });

  it('renders only the rows near the viewport of a long list', async () => {
    show(Array.from({ length: 200 }, (_, i) => stream(i + 1)));
    const cards = await screen.findAllByTestId('stream-card');
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThan(60);
    expect(screen.getByTestId('stream-list')?.getAttribute('data-count')).toEqual('200');
  });

  it('says nobody streams when the list is empty, and links the sheet and the start page', async () => {
    show([]);
    expect(await screen.findByText(NO_LIVE_STREAMS)).toBeTruthy();
    expect(screen.getByTestId('streams-sheet-link')?.getAttribute('href')).toEqual('/stream/sheet');
    expect(screen.getByTestId('streams-start-link')?.getAttribute('href')).toEqual('/stream/start');
  });
});

describe('StreamScreen (/stream/{id})', () => {
  const show = (live = true, s = stream(7)) => {
    // As the loader leaves it: the stream's info in the cache, and its answer as the page's data.
    seedQuery(streamKeys.one(s.id), { stream: s, live });
    // Its reads while it shows (a test may queue other answers first).
    vi.mocked(fetchStream).mockResolvedValue({ stream: s, live });
    return render(<StreamScreen data={{ stream: s, live }} params={{ id: s.id }} location={location} />);
  };
  /** Signs in, joins with a click, lets the server accept the socket and answers its auth with `answer`. */
  const joinAnswered = async (answer: unknown) => {
    signIn();
    show();
    await userEvent.click(screen.getByRole('button', { name: CLICK_TO_START_AUDIO }));
    await flush();
    const socket = lastSocket();
    socket.serverAccepts();
    await flush();
    socket.sent('auth').at(-1)!.ack!(answer);
    await flush();
    return socket;
  };

  it('asks a visitor to log in to watch', () => {
    show();
    expect(screen.getByText(STREAM_LOGIN_TO_WATCH)).toBeTruthy();
    expect(screen.getByTestId('stream-login')?.getAttribute('href')).toEqual(expect.stringContaining('/auth/login'));
    expect(screen.queryByText(CLICK_TO_START_AUDIO)).toBeNull();
    expect(sockets.all).toHaveLength(0);
  });

  it('says an ended stream has ended', () => {
    signIn();
    show(false);
    expect(screen.getByTestId('stream-ended')?.textContent).toContain(STREAM_ENDED);
  });

  it('joins only on a click: authenticates, shows the connection state, the frames and the announce banner for 10 seconds', async () => {
    signIn();
    show();
    expect(document.title).toBe("artist7's live stream · Sketchery");
    expect(sockets.all).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: CLICK_TO_START_AUDIO }));
    await flush();
    expect(screen.getByTestId('stream-announce')?.textContent).toContain('artist7 is live: Drawing 7');
    // The button is gone; the keyboard's place is the stream.
    expect(document.activeElement).toBe(screen.getByRole('region', { name: "artist7's live stream" }));
    expect(screen.getByTestId('stream-connection')?.textContent).toContain('Connecting...');
    // jsdom has no Web Audio: the page says so instead of failing.
    await waitFor(() => expect(screen.getByTestId('stream-audio')?.getAttribute('data-audio')).toEqual('unavailable'));

    const socket = lastSocket();
    socket.serverAccepts();
    await flush();
    const auth = socket.sent('auth').at(-1)!;
    expect(auth.payload).toEqual({ chatId: 'c1abc', stream: 7, userId: 1 });
    auth.ack!({ ok: true, stream: 7, role: 'viewer' });
    await flush();
    expect(screen.getByTestId('stream-connection')?.textContent).toContain('Connected');

    const frame = (seq: number) => ({ stream: 7, seq, width: 480, height: 640, mime: 'image/jpeg', data: new Uint8Array([0xff, 0xd8, 0xff]).buffer });
    act(() => socket.serverSends('frame', frame(1)));
    expect(screen.getByTestId('stream-frame')?.getAttribute('data-seq')).toEqual('1');
    expect(screen.getByAltText("Live picture of artist7's canvas")).toBeTruthy();
    act(() => socket.serverSends('frame', frame(2)));
    expect(screen.getByTestId('stream-frame')?.getAttribute('data-seq')).toEqual('2');
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:frame-1');
    act(() => socket.serverSends('audio', { stream: 7, seq: 0, sampleRate: 3000, data: new Uint8Array(6000).fill(128).buffer }));
    expect(screen.getByTestId('stream-audio')?.getAttribute('data-chunks')).toEqual('1');

    act(() => socket.drop());
    expect(screen.getByTestId('stream-connection')?.textContent).toContain('Reconnecting... (attempt 1 of 64)');
  });

  it('joins from the keyboard too', async () => {
    signIn();
    show();
    for (let i = 0; i < 20 && document.activeElement !== screen.getByTestId('stream-join'); i++) await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByTestId('stream-join'));
    await userEvent.keyboard('{Enter}');
    await flush();
    expect(sockets.all).toHaveLength(1);
    expect(screen.queryByTestId('stream-join')).toBeNull();
  });

  it('hides the announce banner after 10 seconds', async () => {
    vi.useFakeTimers();
    signIn();
    show();
    // Awaited: the click starts the audio, whose answer (none in jsdom) comes a moment later.
    await act(async () => screen.getByRole('button', { name: CLICK_TO_START_AUDIO }).click());
    expect(screen.getByTestId('stream-announce')).toBeTruthy();
    act(() => vi.advanceTimersByTime(ANNOUNCE_BANNER_MS - 100));
    expect(screen.getByTestId('stream-announce')).toBeTruthy();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByTestId('stream-announce')).toBeNull();
  });

  it('shows why the server refused', async () => {
    await joinAnswered({ ok: false, error: 'not_live' });
    expect(screen.getByRole('alert')?.textContent).toContain(STREAM_ENDED);
  });

  it('reads the stream again while it shows, so the watching count follows, and stops once it has ended', async () => {
    vi.useFakeTimers();
    signIn();
    vi.mocked(fetchStream).mockReset();
    vi.mocked(fetchStream)
      .mockResolvedValueOnce({ stream: stream(7, { viewers: 8, totalViews: 1300 }), live: true })
      .mockResolvedValueOnce({ stream: stream(7, { viewers: 9, totalViews: 1301 }), live: false });
    show();
    expect(screen.getByTestId('stream-views').textContent).toBe('5 watching · 1,207 views');
    // The library tells the page on the next tick after the answer.
    const tick = () => act(() => vi.advanceTimersByTimeAsync(10));
    await act(() => vi.advanceTimersByTimeAsync(STREAM_INFO_REFRESH_MS));
    await tick();
    expect(screen.getByTestId('stream-views').textContent).toBe('8 watching · 1,300 views');
    expect(fetchStream).toHaveBeenCalledTimes(1);
    // The player is not taken away by a read (the socket says when the stream ended, under the last picture).
    await act(() => vi.advanceTimersByTimeAsync(STREAM_INFO_REFRESH_MS));
    await tick();
    expect(screen.getByTestId('stream-views').textContent).toBe('1,301 views');
    expect(screen.getByTestId('stream-player')).toBeTruthy();
    // The page never joined: it says the stream ended, and offers no join into an ended stream.
    expect(screen.getByTestId('stream-ended').textContent).toBe(STREAM_ENDED);
    expect(screen.queryByRole('button', { name: CLICK_TO_START_AUDIO })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(STREAM_INFO_REFRESH_MS * 3));
    expect(fetchStream).toHaveBeenCalledTimes(2);
  });

  it('reads the stream again once the server lets the user in, so the watching count includes them', async () => {
    vi.mocked(fetchStream).mockReset();
    // What the server answers once it counts the user (show() answers 5 for any read before).
    const counted = { stream: stream(7, { viewers: 6, totalViews: 1208 }), live: true };
    signIn();
    show();
    vi.mocked(fetchStream).mockResolvedValue(counted);
    expect(screen.getByTestId('stream-views').textContent).toBe('5 watching · 1,207 views');
    await userEvent.click(screen.getByRole('button', { name: CLICK_TO_START_AUDIO }));
    await flush();
    const socket = lastSocket();
    socket.serverAccepts();
    await flush();
    expect(fetchStream).not.toHaveBeenCalled();
    socket.sent('auth').at(-1)!.ack!({ ok: true, stream: 7, role: 'viewer' });
    // Within a few ticks: not by waitFor, which the page's timed read (every 10 s) would satisfy.
    for (let i = 0; i < 5; i++) await flush();
    expect(fetchStream).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('stream-views').textContent).toBe('6 watching · 1,208 views');
  });

  it('does not read the stream again when the server refuses the user', async () => {
    vi.mocked(fetchStream).mockClear();
    await joinAnswered({ ok: false, error: 'not_live' });
    expect(fetchStream).not.toHaveBeenCalled();
  });

  it('says the stream ended when the server tells it, keeps the last picture and closes the socket', async () => {
    const socket = await joinAnswered({ ok: true, stream: 7, role: 'viewer' });
    act(() => socket.serverSends('frame', { stream: 7, seq: 3, width: 480, height: 640, mime: 'image/jpeg', data: new Uint8Array([0xff, 0xd8, 0xff, 1]).buffer }));
    expect(screen.queryByTestId('stream-ended')).toBeNull();
    expect(screen.getByTestId('stream-connection')?.textContent).toEqual('Connected');
    vi.mocked(fetchStream).mockClear();
    act(() => socket.serverSends('end', { stream: 7 }));
    expect(screen.getByTestId('stream-ended')?.textContent).toEqual(STREAM_ENDED);
    // The page reads the stream again, so its line drops "N watching".
    await waitFor(() => expect(fetchStream).toHaveBeenCalledTimes(1));
    expect(screen.getByTestId('stream-ended')?.getAttribute('role')).toEqual('status');
    expect(screen.queryByTestId('stream-connection')).toBeNull();
    expect(socket.connected).toBe(false);
    // A frame still on its way is not shown; the last picture stays.
    act(() => socket.serverSends('frame', { stream: 7, seq: 4, width: 480, height: 640, mime: 'image/jpeg', data: new Uint8Array([0xff, 0xd8, 0xff, 1]).buffer }));
    expect(screen.getByTestId('stream-frame')?.getAttribute('data-seq')).toEqual('3');
  });
});

describe('the loaders of a stream and of the sheet', () => {
  const at = { location, signal: new AbortController().signal };

  it('read the stream again on every visit, even within the 5 s a read is fresh', async () => {
    vi.mocked(fetchStream).mockResolvedValueOnce({ stream: stream(7), live: true }).mockResolvedValueOnce({ stream: stream(7), live: false });
    expect((await loadStream({ ...at, params: { id: 7 } })).live).toBe(true);
    expect((await loadStream({ ...at, params: { id: 7 } })).live).toBe(false);
    expect(fetchStream).toHaveBeenCalledTimes(2);
  });

  it('read every loaded page of the list again for the sheet', async () => {
    signIn();
    seedList(streamKeys.list, { items: [stream(1)], next: 1 }, { items: [stream(2)], next: null });
    vi.mocked(fetchStreams).mockClear();
    vi.mocked(fetchStreams).mockResolvedValueOnce({ streams: [stream(3)], more: true }).mockResolvedValueOnce({ streams: [stream(4)], more: false });
    await loadSheet({ ...at, params: {} });
    expect(vi.mocked(fetchStreams).mock.calls).toEqual([[0], [1]]);
  });
});

describe('StreamSheetScreen (/stream/sheet)', () => {
  it('asks a visitor to log in to watch', () => {
    render(<StreamSheetScreen />);
    expect(screen.getByText(STREAM_LOGIN_TO_WATCH)).toBeTruthy();
  });

  it('shows every live stream as a tile with its live picture', async () => {
    signIn();
    seedList(streamKeys.list, { items: [stream(1), stream(2)], next: null });
    render(<StreamSheetScreen />);
    const tiles = await screen.findAllByTestId('sheet-tile');
    expect(tiles.map((tile) => tile.getAttribute('href'))).toEqual(['/stream/1', '/stream/2']);
    await flush();
    // One socket per tile connects. StrictMode runs each tile's effect twice: the viewers of the
    // first run are closed before their sockets connect, and never connect after.
    const connecting = (sockets.all as FakeSocket[]).filter((s) => s.connectCalls > 0);
    expect(connecting).toHaveLength(2);
    const socket = connecting[1]!;
    socket.serverAccepts();
    await flush();
    socket.sent('auth').at(-1)!.ack!({ ok: true, stream: 2, role: 'viewer' });
    await flush();
    expect(within(tiles[1]!).getByTestId('sheet-tile-state').getAttribute('data-state')).toBe('connected');
    expect(within(tiles[0]!).getByTestId('sheet-tile-state').getAttribute('data-state')).toBe('connecting');
    act(() => socket.serverSends('frame', { stream: 2, seq: 4, width: 480, height: 640, mime: 'image/jpeg', data: new Uint8Array([0xff, 0xd8, 0xff, 1]).buffer }));
    expect(within(tiles[1]!).getByTestId('sheet-frame')?.getAttribute('data-seq')).toEqual('4');
    await userEvent.click(screen.getByRole('button', { name: 'Small tiles' }));
    expect(screen.getByTestId('stream-sheet')?.getAttribute('data-size')).toEqual('small');
    expect(screen.getByRole('button', { name: 'Small tiles' })?.getAttribute('aria-pressed')).toEqual('true');
  });

  it('says nobody streams when nobody does', async () => {
    signIn();
    seedList(streamKeys.list, { items: [], next: null });
    render(<StreamSheetScreen />);
    expect(await screen.findByText(NO_LIVE_STREAMS)).toBeTruthy();
  });
});

describe('StreamStartScreen (/stream/start)', () => {
  it('asks a visitor to log in to start a live stream', () => {
    render(<StreamStartScreen />);
    expect(screen.getByText(STREAM_LOGIN_TO_START)).toBeTruthy();
    expect(screen.queryByTestId('stream-start')).toBeNull();
    expect(screen.getByTestId('stream-start-watch').getAttribute('href')).toEqual('/streams');
  });

  it('shows the start button and the watch link side by side as one pair of buttons', () => {
    signIn();
    render(<StreamStartScreen />);
    const start = screen.getByTestId('stream-start');
    const watch = screen.getByRole('link', { name: 'Watch live streams' });
    expect(watch.getAttribute('href')).toEqual('/streams');
    // One row: the two are siblings, and the hand-off's answer comes after them.
    expect(watch.parentElement).toBe(start.parentElement);
    expect(start.parentElement?.nextElementSibling).toBe(screen.getByTestId('stream-start-result'));
  });

  it('asks the app to start a stream; without a host it says where streams start', async () => {
    signIn();
    host.startLiveStream.mockResolvedValueOnce(noApp(LIVE_STREAM_IN_APP)).mockResolvedValueOnce({ kind: 'handled' });
    render(<StreamStartScreen />);
    await userEvent.click(screen.getByTestId('stream-start'));
    expect(await screen.findByText(LIVE_STREAM_IN_APP, { exact: false })).toBeTruthy();
    expect(screen.getByTestId('stream-start-app')?.getAttribute('href')).toEqual(expect.stringContaining('apps.apple.com'));
    await userEvent.click(screen.getByTestId('stream-start'));
    expect(await screen.findByText(STREAM_STARTED_IN_APP)).toBeTruthy();
    expect(host.startLiveStream).toHaveBeenCalledTimes(2);
  });

  it('says nothing when the user cancels in the app, and the failure without a download link when the app fails', async () => {
    signIn();
    host.startLiveStream.mockResolvedValueOnce({ kind: 'cancelled' }).mockResolvedValueOnce({ kind: 'failed', text: LIVE_STREAM_FAILED });
    render(<StreamStartScreen />);
    await userEvent.click(screen.getByTestId('stream-start'));
    await waitFor(() => expect(host.startLiveStream).toHaveBeenCalledTimes(1));
    await waitFor(() => expect((screen.getByTestId('stream-start') as HTMLButtonElement).disabled).toBe(false));
    expect(screen.getByTestId('stream-start-result').textContent).toBe('');
    await userEvent.click(screen.getByTestId('stream-start'));
    expect(await screen.findByText(LIVE_STREAM_FAILED)).toBeTruthy();
    expect(screen.queryByTestId('stream-start-app')).toBeNull();
    expect(screen.queryByText(STREAM_STARTED_IN_APP)).toBeNull();
  });
});
