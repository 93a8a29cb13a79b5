// @vitest-environment jsdom
import { render, screen } from '../../../test/support/render';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { queryClient } from '../../api/queryClient';
import { seedQuery } from '../../../test/support/queries';
import { statsKeys } from '../../queries/stats';
import type { LoadContext } from '../../app/navigation/screen';
import { useSession } from '../../stores/session';
import SketchStatsScreen, { load as loadSketchStats, type SketchStatsData } from './SketchStatsScreen';
import { STATS_TEXTS } from './statsAccess';
import UserStatsScreen, { load as loadUserStats, type UserStatsData } from './UserStatsScreen';
import type { CurrentUser } from '../../api/schemas/session';
import type { SketchStats, UserStats } from '../../api/schemas/stats';

const PATRON: CurrentUser = {
  id: 2, avatar: '/img/avatar/2', nickname: 'PatronPaolo', mature: false, following: [], blocks: [], icons: ['p'],
  chatId: null, chatServer: null, ban: null, showHeader: true, googleLogin: false, thumbs: false,
};
const ARTIST: CurrentUser = { ...PATRON, id: 1, nickname: 'InkyAda', icons: [] };

const SKETCH_STATS: SketchStats = {
  appVersion: '6.1.3',
  snapshots: 4,
  brushes: ['HB Pencil', 'Sumi Brush Pen'],
  images: 1,
  uuids: ['2f1c9c1e-0000-4000-8000-000000000001'],
  template: 'Portrait grid',
  userIds: [2, 17],
  stats: [
    { token: 'time', value: 7500 },
    { token: 'strokes', value: 1234 },
    { token: 'undos', value: 80 },
    { token: 'layers', value: 5 },
    { token: 'streamed', value: 0 },
    { token: 'tool:brush', value: 90 },
    { token: 'tool:eraser', value: 30 },
  ],
};

const USER_STATS: UserStats = {
  hours: Array.from({ length: 24 }, (_, i) => i),
  days: Array.from({ length: 30 }, (_, i) => (i % 7) + 1),
  months: Array.from({ length: 12 }, (_, i) => 100 + i),
  fans: 12,
  comments: 34,
  ratings: 56,
  sketchCount: 14,
  jpgBytes: 3 * 1024 * 1024,
  pngBytes: 20 * 1024 * 1024,
  fileBytes: 0,
  today: [{ sketchId: 55, title: 'Moth', views: 9 }, { sketchId: 56, title: '', views: 3 }],
  week: [{ sketchId: 55, title: 'Moth', views: 40 }],
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
let fetchMock: ReturnType<typeof vi.fn>;
const context = <P extends object>(params: P): LoadContext<P> => ({ params, location: { path: '/', search: '', hash: '' }, signal: new AbortController().signal });

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});

describe('sketch stats loader: who sees what', () => {
  it('asks a visitor to log in without calling the server', async () => {
    useSession.setState({ status: 'ready', user: null });
    expect(await loadSketchStats(context({ id: 9 }))).toEqual({ sketchId: 9, refusal: 'login' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('waits for the session before deciding', async () => {
    useSession.setState({ status: 'loading', user: null });
    fetchMock.mockResolvedValue(json(200, SKETCH_STATS));
    const pending = loadSketchStats(context({ id: 9 }));
    useSession.setState({ status: 'ready', user: PATRON });
    expect(await pending).toEqual({ sketchId: 9 });
    expect(queryClient.getQueryData<SketchStats>(statsKeys.sketch(9))?.appVersion).toBe('6.1.3');
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/v2/sketchStats/9');
  });

  it.each([
    [403, 'not_owner', 'notOwner'],
    [403, 'not_patron', 'notPatron'],
    [404, 'no_stats', 'noStats'],
    [401, 'not_logged_in', 'login'],
  ])('turns the server refusal %i %s into the %s message', async (status, error, refusal) => {
    useSession.setState({ status: 'ready', user: ARTIST });
    fetchMock.mockResolvedValue(json(status, { error, message: 'x' }));
    expect(await loadSketchStats(context({ id: 9 }))).toEqual({ sketchId: 9, refusal });
  });

  // A malformed id never reaches the loader: the route table does not match it (src/app/routes/routeTable.test.ts).
  it('shows the not-found page for an unknown sketch', async () => {
    useSession.setState({ status: 'ready', user: PATRON });
    fetchMock.mockResolvedValue(json(404, { error: 'not_found', message: 'Sketch 9 does not exist.' }));
    await expect(loadSketchStats(context({ id: 9 }))).rejects.toBeInstanceOf(ApiError);
  });
});

describe('sketch stats screen', () => {
  /** The page as its loader leaves it: the statistics (if shown) in the query cache. */
  const show = ({ stats, ...data }: SketchStatsData & { stats?: SketchStats }) => {
    if (stats) seedQuery(statsKeys.sketch(data.sketchId), stats);
    return render(<SketchStatsScreen data={data} params={{}} location={{ path: '/stats/9', search: '', hash: '' }} />);
  };

  it('shows key figures as tiles, tool use as a bar chart and the brushes as chips', () => {
    show({ sketchId: 9, stats: SKETCH_STATS });
    expect(screen.getByTestId('stat-time').textContent).toBe('Drawing time2h 05m');
    expect(screen.getByTestId('stat-strokes').textContent).toBe('Strokes1,234');
    expect(screen.getByTestId('stat-undos').textContent).toContain('80');
    expect(screen.getByTestId('stat-layers').textContent).toContain('5');
    const bars = screen.getAllByTestId('chart-tools-bar');
    expect(bars.map((bar) => bar.getAttribute('data-value'))).toEqual(['90', '30']);
    expect(bars.map((bar) => bar.getAttribute('width'))).toEqual(['100.00%', '33.33%']);
    expect(screen.getByRole('img', { name: 'Eraser: 30 uses' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Brushes used' }).textContent).toBe('HB PencilSumi Brush Pen');
    expect(screen.getByTestId('stats-details').textContent).toContain('Portrait grid');
    expect(screen.getByRole('link', { name: 'Artist 17' }).getAttribute('href')).toBe('/user/17');
    expect(screen.getByTestId('stats-sketch-link').getAttribute('href')).toBe('/sketch/9');
  });

  it.each([
    ['login', STATS_TEXTS.login],
    ['notOwner', STATS_TEXTS.notOwnerSketch],
    ['notPatron', STATS_TEXTS.notPatron],
    ['noStats', STATS_TEXTS.noStats],
  ] as const)('shows the %s message instead of statistics', (refusal, text) => {
    show({ sketchId: 9, refusal });
    expect(screen.getByTestId('stats-notice-text').textContent).toBe(text);
    expect(screen.queryByTestId('chart-tools')).toBeNull();
  });

  it('offers the login to a visitor and the store to a non-patron', () => {
    show({ sketchId: 9, refusal: 'login' });
    expect(screen.getByTestId('stats-login').getAttribute('href')).toMatch(/^\/auth\/login\?returnTo=/);
    show({ sketchId: 9, refusal: 'notPatron' });
    expect(screen.getByTestId('stats-store').getAttribute('href')).toBe('/store');
    expect(screen.getByText(STATS_TEXTS.becomePatron)).toBeTruthy();
  });
});

describe('user stats loader: who sees what', () => {
  it('asks a visitor to log in without calling the server', async () => {
    useSession.setState({ status: 'ready', user: null });
    expect(await loadUserStats(context({ userId: 2 }))).toEqual({ userId: 2, refusal: 'login' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("asks the server for someone else's: another user's are refused, a user who does not exist is the not-found page", async () => {
    useSession.setState({ status: 'ready', user: ARTIST });
    fetchMock.mockResolvedValue(json(403, { error: 'not_owner', message: STATS_TEXTS.notOwnerUser }));
    expect(await loadUserStats(context({ userId: 2 }))).toEqual({ userId: 2, refusal: 'notOwner' });
    fetchMock.mockResolvedValue(json(404, { error: 'not_found', message: 'User 99999 does not exist.' }));
    await expect(loadUserStats(context({ userId: 99_999 }))).rejects.toBeInstanceOf(ApiError);
  });

  it('tells a non-patron that statistics are a patron feature', async () => {
    useSession.setState({ status: 'ready', user: ARTIST });
    expect(await loadUserStats(context({ userId: 1 }))).toEqual({ userId: 1, refusal: 'notPatron' });
  });

  it('loads a patron their own statistics, and follows a server refusal', async () => {
    useSession.setState({ status: 'ready', user: PATRON });
    fetchMock.mockResolvedValueOnce(json(200, USER_STATS));
    expect(await loadUserStats(context({ userId: 2 }))).toEqual({ userId: 2 });
    expect(queryClient.getQueryData<UserStats>(statsKeys.user(2))?.fans).toBe(12);
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/v2/stats?user=2');
    queryClient.clear(); // within 5 s the statistics would come from the cache
    fetchMock.mockResolvedValueOnce(json(403, { error: 'not_patron', message: 'x' }));
    expect(await loadUserStats(context({ userId: 2 }))).toEqual({ userId: 2, refusal: 'notPatron' });
  });
});

describe('user stats screen', () => {
  const show = ({ stats, ...data }: UserStatsData & { stats?: UserStats }) => {
    if (stats) seedQuery(statsKeys.user(data.userId), stats);
    return render(<UserStatsScreen data={data} params={{}} location={{ path: '/e/stats/2', search: '', hash: '' }} />);
  };

  it('draws the hours, days and months as charts with one mark per value', () => {
    useSession.setState({ status: 'ready', user: PATRON });
    show({ userId: 2, stats: USER_STATS });
    expect(screen.getAllByTestId('chart-hours-point')).toHaveLength(24);
    expect(screen.getAllByTestId('chart-days-bar')).toHaveLength(30);
    expect(screen.getAllByTestId('chart-months-bar')).toHaveLength(12);
    expect(screen.getByTestId('stat-fans').textContent).toBe('Fans12');
    expect(screen.getByTestId('stat-sketches').textContent).toBe('Sketches14');
    expect(screen.getByTestId('stat-storage').textContent).toBe('Storage23 MB');
    // The five headline figures are outlined alike.
    const tiles = ['fans', 'comments', 'ratings', 'sketches', 'storage'].map((name) => screen.getByTestId(`stat-${name}`));
    expect(tiles.map((tile) => tile.getAttribute('data-key'))).toEqual(['true', 'true', 'true', 'true', 'true']);
    expect(screen.getByRole('img', { name: 'PNG images: 20 MB' })).toBeTruthy();
  });

  it("ranks today's and the week's most viewed sketches, linking to them", () => {
    useSession.setState({ status: 'ready', user: PATRON });
    show({ userId: 2, stats: USER_STATS });
    const today = screen.getAllByTestId('chart-today-row');
    expect(today).toHaveLength(2);
    expect(today[0]!.querySelector('a')!.getAttribute('href')).toBe('/sketch/55');
    expect(today[1]!.textContent).toContain('Untitled');
    expect(screen.getAllByTestId('chart-today-bar').map((bar) => bar.getAttribute('width'))).toEqual(['100.00%', '33.33%']);
  });

  it('says when there were no views', () => {
    useSession.setState({ status: 'ready', user: PATRON });
    show({ userId: 2, stats: { ...USER_STATS, hours: Array.from({ length: 24 }, () => 0), today: [] } });
    expect(screen.getByText('No views in the last 24 hours.')).toBeTruthy();
    expect(screen.getByText('No views today yet.')).toBeTruthy();
  });

  it.each([
    ['login', STATS_TEXTS.login],
    ['notOwner', STATS_TEXTS.notOwnerUser],
    ['notPatron', STATS_TEXTS.notPatron],
  ] as const)('shows the %s message instead of statistics', (refusal, text) => {
    show({ userId: 2, refusal });
    expect(screen.getByTestId('stats-notice-text').textContent).toBe(text);
    expect(screen.queryByTestId('chart-hours')).toBeNull();
  });
});
