// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from '../../../test/support/render';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../api/queryClient';
import { seedQuery } from '../../../test/support/queries';
import { HOME_REFRESH_MS, homeKeys } from '../../queries/homeKeys';
import { messageKeys } from '../../queries/messages';
import { useSession } from '../../stores/session';
import HomeScreen, { load, loadBelow, NAVIGATION_TILES } from './HomeScreen';
import { COMPO_CLOSED_LABEL, COMPO_OPEN_LABEL, Compos } from './HomeStrips';
import { Challenges } from './HomeSections';
import { cardDeadline } from '../../lib/compoRules';
import { hydrateAt } from '../../../test/support/hydrateAt';
import type { HomeIndex } from '../../api/schemas/home';
import type { CurrentUser } from '../../api/schemas/session';
import type { SketchCard } from '../../api/schemas/sketchCards';
import { NoResize } from '../../../test/support/fixtures';
import { homeApi as api } from './testing';

vi.mock('../../api/home', async () => (await import('./testing')).homeApi);
// The Top tab's list (the other galleries keep the real module: the tests do not reach them).
const galleries = vi.hoisted(() => ({ fetchSearchTops: vi.fn() }));
vi.mock('../../api/galleries', async (original) => ({ ...(await original<object>()), ...galleries }));

const card = (id: number, extra: Partial<SketchCard> = {}): SketchCard => ({ id, image: `/img/sketch/${id}`, title: `Sketch ${id}`, userId: 50 + id, userNickname: `artist${id}`, width: 100, height: 100, ...extra });
const cards = (ids: number[]) => ids.map((id) => card(id));

function homeIndex(extra: Partial<HomeIndex> = {}): HomeIndex {
  return {
    user: null,
    motd: { id: 3, text: 'The Kaiju Season compo is open for entries.', date: '2025-05-31T12:00:00.000Z' },
    birthdays: [
      { id: 13, nickname: 'Mira', avatar: '/img/avatar/13', glops: 20 },
      { id: 12, nickname: 'Blocked', avatar: '/img/avatar/12', glops: 500 },
      { id: 11, nickname: 'Gus', avatar: '/img/avatar/11', glops: 900 },
    ],
    challenges: [
      { id: 90, title: 'An old photograph redrawn', thumbnail: '/img/sketch/5', description: 'Any medium.', date: '2025-06-01', user: { id: 14, nickname: 'Nia', avatar: '' }, sketches: [], entries: 14, next: null, prev: null },
    ],
    compos: [
      { id: 27, keyName: 'kaiju-season-2025', name: 'kaiju-season-2025', title: 'Kaiju Season', thumbnail: '', state: 'open', startDate: '2025-05-27', endDate: '2025-06-10', endVotingDate: '2025-06-17', entries: 44, infos: null, canVote: false, hasVoted: false, commentCount: 0 },
      { id: 26, keyName: 'travel-journal-2025', title: 'Travel Journal', thumbnail: '', state: 'voting', startDate: '2025-05-12', endDate: '2025-05-30', endVotingDate: '2025-06-06', entries: 41, infos: null, canVote: true, hasVoted: false, commentCount: 0 },
      { id: 24, keyName: 'small-animals-2025', title: 'Small Animals', thumbnail: '', state: 'closed', startDate: '2025-04-20', endDate: '2025-05-20', endVotingDate: '2025-05-27', entries: 31, infos: null, canVote: false, hasVoted: false, commentCount: 0 },
    ],
    featured: cards([1, 2]),
    recent: cards([3, 4, 5]),
    tops: cards([6]),
    trending: cards([7]),
    following: [],
    streams: [
      { id: 41, preview: '/img/sketch/9', sw: 1024, sh: 768, orientation: 3, userId: 60, userNickname: 'Streamer', userAvatar: '/img/avatar/60', totalViews: 120, viewers: 12, title: 'Inking', started: '2025-06-01T10:00:00Z' },
    ],
    stats: { sketches: 3842, users: 400, sketchesToday: 6 },
    ...extra,
  };
}

const viewer: CurrentUser = {
  id: 1, nickname: 'InkyAda', avatar: '/img/avatar/1', mature: false, following: [51], blocks: [12, 54], icons: [], chatId: 'c', chatServer: '/',
  ban: null, showHeader: true, googleLogin: false, thumbs: false,
};
const signedInIndex = (extra: Partial<HomeIndex> = {}) =>
  homeIndex({
    user: { id: 1, nickname: 'InkyAda', avatar: '/img/avatar/1', cover: '/img/cover/1', glops: 18420, fans: 110, sketches: 146, hiddenSketches: 4, unread: { messages: 3, notifications: 12, replies: 4, uploads: 7 } },
    following: cards([1]),
    ...extra,
  });

/** The page as its loader leaves it: the index in the query cache. */
const show = (index: HomeIndex, search = '') => {
  seedQuery(homeKeys.index, index);
  return render(<HomeScreen data={{ tabs: null }} params={{}} location={{ path: '/', search, hash: '' }} />);
};

// The lower half is a chunk of its own that the page imports when it shows: it is loaded once
// here, so every render shows it at once and no test waits for the compiler (seconds on a busy
// machine) or ends while the chunk is still on its way.
beforeAll(async () => {
  await loadBelow();
});

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', NoResize);
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  useSession.setState({ status: 'ready', user: null });
  for (const fn of Object.values(api)) fn.mockReset();
});
afterEach(() => {
  document.cookie = 'motd-seen=; Path=/; Max-Age=0';
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('home loader', () => {
  it('asks for the index with the last seen message of the day, or true', async () => {
    api.fetchHomeIndex.mockResolvedValue(homeIndex());
    const context = { params: {}, location: { path: '/', search: '', hash: '' }, signal: new AbortController().signal };
    await load(context);
    expect(api.fetchHomeIndex).toHaveBeenLastCalledWith(true);
    document.cookie = 'motd-seen=3; Path=/';
    await queryClient.invalidateQueries({ queryKey: homeKeys.all }); // within 5 s the index would come from the cache
    const data = await load(context);
    expect(api.fetchHomeIndex).toHaveBeenLastCalledWith(3);
    expect(data.tabs).toBeNull();
    expect((await load({ ...context, location: { ...context.location, search: '?variant=tabs' } })).tabs?.TabsHome).toBeTypeOf('function');
  });
});

describe('home page', () => {
  it('shows a signed-in user\'s cover, avatar and badges with their counts and places', () => {
    useSession.setState({ status: 'ready', user: viewer });
    show(signedInIndex());
    const cover = screen.getByTestId('home-cover');
    expect(cover.getAttribute('src')).toBe('/img/cover/1/1024.jpg');
    // Across the page: wider than one size step on a desktop, narrower on a phone.
    expect(cover.getAttribute('sizes')).toBe('(min-width: 1280px) 1232px, 100vw');
    expect(cover.getAttribute('srcset')).toContain('/img/cover/1/350.jpg 350w');
    expect(cover.getAttribute('srcset')).toContain('/img/cover/1/1400.jpg 1400w');
    expect(screen.getByTestId('home-avatar').getAttribute('src')).toBe('/img/avatar/1/75.jpg');
    const badge = (key: string) => screen.getByTestId(`badge-${key}`);
    expect(badge('fans').textContent).toBe('Fans110');
    expect(badge('notifications').textContent).toBe('Notifications12');
    expect(badge('uploads').textContent).toBe('Uploads7');
    expect(badge('replies').textContent).toBe('Replies4');
    expect(badge('messages').textContent).toBe('Messages3');
    expect(badge('fans').getAttribute('href')).toBe('/user/1/fans');
    expect(badge('messages').getAttribute('href')).toBe('/messages');
    expect(screen.queryByTestId('home-welcome')).toBeNull();
  });

  it("shows the header's unread counts once it has them, so the block and the header never disagree", () => {
    useSession.setState({ status: 'ready', user: viewer });
    // The index, kept for 5 s, still says 3 messages and 12 notifications; the header read its
    // counts at this page view, after it (so the test does not hang on two writes' milliseconds).
    queryClient.setQueryData(homeKeys.index, signedInIndex(), { updatedAt: Date.now() - 5000 });
    seedQuery(messageKeys.unread, { messages: 5, notifications: 13, replies: 4, uploads: 0 });
    render(<HomeScreen data={{ tabs: null }} params={{}} location={{ path: '/', search: '', hash: '' }} />);
    expect(screen.getByTestId('badge-messages').textContent).toBe('Messages5');
    expect(screen.getByTestId('badge-notifications').textContent).toBe('Notifications13');
    expect(screen.getByTestId('badge-uploads').textContent).toBe('Uploads0');
    expect(screen.getByTestId('badge-fans').textContent).toBe('Fans110');
  });

  it("says how many of the owner's sketches the count leaves out (unlisted or taken down), and nothing when none are", () => {
    useSession.setState({ status: 'ready', user: viewer });
    const { unmount } = show(signedInIndex());
    expect(screen.getByTestId('home-profile').textContent).toContain('146 sketches');
    expect(screen.getByTestId('home-hidden-sketches').textContent).toBe('not counting 4 unlisted or taken down');
    unmount();
    const index = signedInIndex();
    show({ ...index, user: { ...index.user!, hiddenSketches: 0 } });
    expect(screen.getByTestId('home-profile').textContent).toContain('146 sketches');
    expect(screen.queryByTestId('home-hidden-sketches')).toBeNull();
  });

  it('welcomes a visitor instead, and keeps the navigation tiles', () => {
    show(homeIndex());
    expect(screen.getByTestId('home-welcome').textContent).toContain('Welcome to Sketchery');
    expect(screen.queryByTestId('home-profile')).toBeNull();
    const tiles = within(screen.getByTestId('home-tiles')).getAllByRole('link');
    expect(tiles.map((a) => a.textContent)).toEqual(['Artists', 'Compos', 'Forum', 'Groups', 'Search', 'Help']);
    expect(tiles.map((a) => a.getAttribute('href')).slice(0, 5)).toEqual(NAVIGATION_TILES.slice(0, 5).map((t) => t.href));
  });

  it('writes a count of one in the singular: 1 glop, 1 sketch, 1 artist, 1 entry', () => {
    useSession.setState({ status: 'ready', user: viewer });
    const base = signedInIndex();
    show({
      ...base,
      user: { ...base.user!, glops: 1, sketches: 1 },
      birthdays: [{ id: 13, nickname: 'Mira', avatar: '/img/avatar/13', glops: 1 }],
      challenges: base.challenges.map((challenge) => ({ ...challenge, entries: 1 })),
      compos: base.compos.map((compo) => ({ ...compo, entries: 1 })),
      stats: { sketches: 1, users: 1, sketchesToday: 0 },
    });
    expect(screen.getByTestId('home-profile').textContent).toContain('1 glop · 1 sketch');
    expect(within(screen.getByTestId('home-birthdays')).getByTestId('birthday').textContent).toBe('Mira1 glop');
    expect(screen.getByTestId('home-stats').textContent).toBe('1 sketch · 1 artist · 0 new today');
    expect(screen.getByTestId('home-challenges').textContent).toContain('1 entry');
    expect(screen.getByTestId('home-challenges').textContent).not.toContain('1 entries');
    expect(screen.getByTestId('home-compos').textContent).toContain('1 entry');
    expect(screen.getByTestId('home-compos').textContent).not.toContain('1 entries');
  });

  it('asks for a birthday avatar at the size it shows (56 px: the 75 px step), not smaller', () => {
    useSession.setState({ status: 'ready', user: viewer });
    show({ ...signedInIndex(), birthdays: [{ id: 13, nickname: 'Mira', avatar: '/img/avatar/13', glops: 1 }] });
    const avatar = within(screen.getByTestId('home-birthdays')).getByTestId('birthday').querySelector('img')!;
    expect(avatar.getAttribute('src')).toBe('/img/avatar/13/75.jpg');
    expect(avatar.getAttribute('width')).toBe('56');
  });

  it('lists birthdays by glops, descending, whatever the order they came in, without blocked users', () => {
    useSession.setState({ status: 'ready', user: viewer });
    show(signedInIndex());
    const names = within(screen.getByTestId('home-birthdays')).getAllByTestId('birthday').map((a) => a.querySelector('span')!.textContent);
    expect(names).toEqual(['Gus', 'Mira']);
  });

  it('shows the message of the day until it is dismissed, and remembers its id for the next requests', async () => {
    show(homeIndex());
    expect(screen.getByTestId('home-motd').textContent).toContain('Kaiju Season');
    fireEvent.click(screen.getByTestId('motd-dismiss'));
    await waitFor(() => expect(screen.queryByTestId('home-motd')).toBeNull());
    // A cookie, so the server's render of home leaves it out too.
    expect(document.cookie).toMatch(/(^|; )motd-seen=3(;|$)/);
  });

  it('names a voting compo\'s link as its page does: Vote, then Update your vote; none where the viewer may not vote', () => {
    useSession.setState({ status: 'ready', user: viewer });
    const base = homeIndex();
    const voting = base.compos[1]!;
    show({ ...base, compos: [voting, { ...voting, id: 30, keyName: 'voted-2025', hasVoted: true }, { ...voting, id: 31, keyName: 'not-mine-2025', canVote: false }] });
    const [notVoted, voted, refused] = screen.getAllByTestId('compo');
    expect(within(notVoted!).getByTestId('compo-vote').textContent).toBe('Vote');
    expect(within(notVoted!).getByTestId('compo-vote').getAttribute('href')).toBe('/compo/travel-journal-2025/vote');
    expect(within(voted!).getByTestId('compo-vote').textContent).toBe('Update your vote');
    expect(within(refused!).queryByTestId('compo-vote')).toBeNull();
  });

  it('shows a compo\'s picture, and the empty cover of the compos list for a compo without entries', () => {
    const base = homeIndex();
    show({ ...base, compos: base.compos.map((compo, i) => (i === 0 ? { ...compo, thumbnail: '/img/sketch/7' } : { ...compo, entries: 0 })) });
    const [withPicture, empty] = screen.getAllByTestId('compo');
    expect(withPicture!.querySelector('img')).not.toBeNull();
    expect(within(withPicture!).queryByTestId('empty-cover')).toBeNull();
    expect(empty!.querySelector('img')).toBeNull();
    expect(within(empty!).getByTestId('empty-cover')).toBeTruthy();
  });

  it('shows today\'s challenge, compos with their state labels and live streams', async () => {
    show(homeIndex());
    expect(screen.getByTestId('challenge').textContent).toContain('An old photograph redrawn');
    const compos = screen.getAllByTestId('compo');
    expect(compos[0]!.textContent).toContain(COMPO_OPEN_LABEL);
    // A visitor is sent through the login to the ballot, as on the compo's page.
    const visitorsVote = within(compos[1]!).getByTestId('compo-login-to-vote');
    expect(visitorsVote.textContent).toBe('Log in to vote');
    expect(visitorsVote.getAttribute('href')).toBe(`/auth/login?returnTo=${encodeURIComponent('/compo/travel-journal-2025/vote')}`);
    expect(compos[2]!.textContent).toContain(COMPO_CLOSED_LABEL);
    const stream = await screen.findByTestId('stream');
    expect(stream.getAttribute('href')).toBe('/stream/41');
    expect(stream.textContent).toContain('12 watching');
    // A landscape stream's preview is turned upright.
    expect((stream.querySelector('img.frame') as HTMLElement).style.transform).toContain('rotate(90deg)');
  });

  it('switches the recents area; each tab loads its own call once', async () => {
    api.fetchRecentHearts.mockResolvedValue({ sketches: cards([20, 21]), next: 2 });
    api.fetchFeaturedSketches.mockResolvedValue({ sketches: cards([30]), next: null });
    show(homeIndex());
    const recents = await screen.findByTestId('home-recents');
    const ids = () => within(recents).queryAllByTestId('sketch-card').map((a) => a.getAttribute('data-sketch-id'));
    expect(ids()).toEqual(['3', '4', '5']);
    expect(screen.queryByTestId('recents-following')).toBeNull(); // visitors: no personal tabs
    fireEvent.click(screen.getByTestId('recents-hearts'));
    await waitFor(() => expect(ids()).toEqual(['20', '21']));
    expect(recents.dataset.tab).toBe('hearts');
    expect(screen.getByTestId('recents-more').getAttribute('href')).toBe('/gallery/hearts');
    fireEvent.click(screen.getByTestId('recents-featured'));
    await waitFor(() => expect(ids()).toEqual(['30']));
    fireEvent.click(screen.getByTestId('recents-hearts'));
    expect(ids()).toEqual(['20', '21']);
    expect(api.fetchRecentHearts).toHaveBeenCalledTimes(1);
    expect(api.fetchRecentHearts).toHaveBeenCalledWith(1);
  });

  it('makes the recents tabs one tab stop that the arrow keys, Home and End move through', async () => {
    api.fetchRecentHearts.mockResolvedValue({ sketches: cards([20, 21]), next: 2 });
    api.fetchTrending.mockResolvedValue({ sketches: cards([40]), next: null });
    show(homeIndex());
    const list = within(await screen.findByTestId('home-recents')).getByRole('tablist', { name: 'Recents' });
    const tabs = within(list).getAllByRole('tab');
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1, -1]);
    const panel = within(screen.getByTestId('home-recents')).getByRole('tabpanel', { name: 'All recents' });
    expect(tabs.every((t) => t.getAttribute('aria-controls') === panel.id)).toBe(true);
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByTestId('recents-hearts'));
    expect(screen.getByTestId('recents-hearts').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Recent hearts' })).toBe(panel);
    await waitFor(() => expect(within(panel).getAllByTestId('sketch-card')).toHaveLength(2));
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement).toBe(screen.getByTestId('recents-trending'));
    expect(screen.getByTestId('recents-trending').tabIndex).toBe(0);
    expect(screen.getByTestId('recents-hearts').tabIndex).toBe(-1);
    await waitFor(() => expect(within(panel).getAllByTestId('sketch-card')).toHaveLength(1));
  });

  it('offers the personal tabs to a signed-in user; Following keeps followed artists only', async () => {
    useSession.setState({ status: 'ready', user: viewer });
    api.fetchFollowingUploads.mockResolvedValue({ sketches: [card(1), card(2), card(3, { userId: 51 })], next: 2 });
    show(signedInIndex());
    fireEvent.click(await screen.findByTestId('recents-following'));
    const recents = screen.getByTestId('home-recents');
    await waitFor(() => expect(within(recents).getAllByTestId('sketch-card').map((a) => a.getAttribute('data-sketch-id'))).toEqual(['1', '3']));
    expect(api.fetchFollowingUploads).toHaveBeenCalledWith(1, 1);
  });

  it('hides sketches of blocked users and mature sketches in every strip', async () => {
    useSession.setState({ status: 'ready', user: viewer });
    show(signedInIndex({ featured: [card(1), card(4), card(8, { mature: true })] }));
    const featured = within(screen.getByTestId('home-featured')).getAllByTestId('sketch-card').map((a) => a.getAttribute('data-sketch-id'));
    expect(featured).toEqual(['1']);
  });

  it('gives every strip scroll buttons for a mouse (featured, compos, birthdays, top, trending, streams)', async () => {
    show(homeIndex());
    await screen.findByTestId('stream'); // the lower half is a chunk of its own
    for (const name of ['featured', 'compos', 'birthdays', 'tops', 'trending', 'streams']) {
      const section = screen.getByTestId(`home-${name}`);
      expect(within(section).getByTestId('strip-prev'), name).toBeTruthy();
      expect(within(section).getByTestId('strip-next'), name).toBeTruthy();
    }
  });

  it('refreshes every 60 s, keeping the chosen recents tab and the cards on screen (no remount, no flicker)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    api.fetchRecentHearts.mockResolvedValueOnce({ sketches: cards([20, 21]), next: 2 });
    show(homeIndex());
    const recents = await screen.findByTestId('home-recents');
    fireEvent.click(screen.getByTestId('recents-hearts'));
    await waitFor(() => expect(within(recents).getAllByTestId('sketch-card')).toHaveLength(2));
    const kept = within(recents).getAllByTestId('sketch-card')[1]!;
    const featuredBefore = within(screen.getByTestId('home-featured')).getAllByTestId('sketch-card')[0]!;

    api.fetchHomeIndex.mockResolvedValue(homeIndex({ motd: null, stats: { sketches: 3843, users: 400, sketchesToday: 7 } }));
    api.fetchRecentHearts.mockResolvedValueOnce({ sketches: cards([22, 21]), next: 2 });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(HOME_REFRESH_MS);
    });
    expect(api.fetchHomeIndex).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(recents).getAllByTestId('sketch-card').map((a) => a.getAttribute('data-sketch-id'))).toEqual(['22', '21']));
    expect(recents.dataset.tab).toBe('hearts');
    // Unchanged cards are the same elements: nothing flickers.
    expect(within(recents).getAllByTestId('sketch-card')[1]).toBe(kept);
    expect(within(screen.getByTestId('home-featured')).getAllByTestId('sketch-card')[0]).toBe(featuredBefore);
    expect(screen.getByTestId('home-stats').textContent).toContain('7 new today');
    expect(screen.queryByTestId('home-motd')).toBeNull();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(HOME_REFRESH_MS);
    });
    expect(api.fetchHomeIndex).toHaveBeenCalledTimes(2);
  });

  it('stops refreshing while the page is hidden and when it is left', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    api.fetchHomeIndex.mockResolvedValue(homeIndex());
    const { unmount } = show(homeIndex());
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true })); // as browsers fire it: it reaches window
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3 * HOME_REFRESH_MS);
    });
    expect(api.fetchHomeIndex).not.toHaveBeenCalled();
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true })); // as browsers fire it: it reaches window
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(api.fetchHomeIndex).toHaveBeenCalledTimes(1); // overdue: at once
    unmount();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3 * HOME_REFRESH_MS);
    });
    expect(api.fetchHomeIndex).toHaveBeenCalledTimes(1);
  });

  it('offers the tabs variant, and the variant shows its tabs', async () => {
    const { unmount } = show(homeIndex());
    expect(screen.getByTestId('home-variant-tabs').getAttribute('href')).toBe('/?variant=tabs');
    unmount();
    api.fetchRecentSketches.mockResolvedValue({ sketches: cards([3, 4]), next: 2 });
    galleries.fetchSearchTops.mockResolvedValue({ sketches: cards([5]), next: null });
    const tabs = await import('./TabsHome');
    seedQuery(homeKeys.index, homeIndex());
    render(<HomeScreen data={{ tabs }} params={{}} location={{ path: '/', search: '?variant=tabs', hash: '' }} />);
    const variant = screen.getByTestId('home-tabs');
    expect(within(variant).getAllByRole('tab').map((t) => t.textContent)).toEqual(['Latest', 'Trending', 'Top', 'Streams', 'Following']);
    await waitFor(() => expect(within(variant).getAllByTestId('sketch-card')).toHaveLength(2));
    fireEvent.click(screen.getByTestId('home-tab-streams'));
    expect(within(screen.getByTestId('home-tabs')).getByTestId('stream')).toBeTruthy();
    expect(screen.getByTestId('home-tabs').dataset.tab).toBe('streams');
    // The ARIA tabs pattern: one tab stop, arrows choose, the panel is the chosen tab's.
    expect(within(variant).getAllByRole('tab').map((t) => t.tabIndex)).toEqual([-1, -1, -1, 0, -1]);
    fireEvent.keyDown(screen.getByTestId('home-tab-streams'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(screen.getByTestId('home-tab-top'));
    expect(screen.getByTestId('home-tabs').dataset.tab).toBe('top');
    expect(within(variant).getByRole('tabpanel', { name: 'Top' }).id).toBe(screen.getByTestId('home-tab-top').getAttribute('aria-controls'));
    // The chosen tab's list loads: the top sketches of the week.
    await waitFor(() => expect(within(within(variant).getByRole('tabpanel', { name: 'Top' })).getAllByTestId('sketch-card')).toHaveLength(1));
    expect(galleries.fetchSearchTops).toHaveBeenCalledWith(7, 0);
  });
});

/**
 * Dates written as a reader in `timeZone` reads them: Intl's zone, which the compos' deadlines
 * are formatted in (the test's thread cannot change the process's own zone).
 */
function readerIn(timeZone: string): void {
  const PlatformFormat = Intl.DateTimeFormat;
  vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (locales?: string | string[], options?: Intl.DateTimeFormatOptions) {
    return new PlatformFormat(locales, { ...options, timeZone });
  } as typeof Intl.DateTimeFormat);
}

describe('home, server-rendered and hydrated', () => {
  // A second before midnight UTC, and a second after.
  const renderedAt = Date.parse('2025-06-01T23:59:59Z');
  const browserNow = Date.parse('2025-06-02T00:00:01Z');

  it("hydrates today's challenge as the server wrote it when the browser's clock is on the next day, then says the browser's day", async () => {
    const { markup, container, mismatches } = await hydrateAt(<Challenges challenges={homeIndex().challenges} />, { renderedAt, browserNow });
    expect(markup).toContain('Today · Jun 1');
    expect(mismatches).toEqual([]);
    expect(within(container).getByTestId('challenge').querySelector('.label')?.textContent).toBe('Jun 1');
    // Jun 1's challenge is no longer today's: the heading does not say it is.
    expect(within(container).getByRole('heading', { level: 2 }).textContent).toBe('Recent challenges');
    expect(markup).toContain("Today&#x27;s challenge");
  });

  it("writes a compo's deadline on the reader's day in the compo list's words, once hydrated", async () => {
    readerIn('Pacific/Auckland');
    // 20:00 UTC is the next morning in Auckland.
    const [open, voting, closed] = homeIndex().compos.map((compo) => ({ ...compo, endDate: '2025-09-03T20:00:00Z', endVotingDate: '2025-09-10T20:00:00Z' }));
    const compos = [open!, voting!, closed!];
    const { markup, container, mismatches } = await hydrateAt(<Compos compos={compos} />, { renderedAt, browserNow });
    // The server does not know the reader's zone: its markup has the words, the browser the day.
    expect(markup).toContain('Entries until');
    expect(markup).not.toMatch(/Sep/);
    expect(mismatches).toEqual([]);
    const deadlines = within(container).getAllByTestId('compo-deadline').map((line) => line.textContent);
    expect(deadlines).toEqual(['Entries until 4 Sept', 'Voting until 11 Sept', 'Ended 11 Sept']);
    // The compo list's cards say the same days, spelt alike.
    expect(compos.map((compo) => cardDeadline(compo))).toEqual([
      expect.stringMatching(/^Entries close \w{3} 4 Sept, 08:00$/),
      expect.stringMatching(/^Voting ends \w{3} 11 Sept, 08:00$/),
      expect.stringMatching(/^Ended \w{3} 11 Sept, 08:00$/),
    ]);
  });
});
