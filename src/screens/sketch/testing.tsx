// Fixtures of the sketch page's component tests: a full sketch, viewers, a fetch stand-in that
// routes by method and path, and the page rendered with the dialogs.
import { act, render } from '../../../test/support/render';
import { vi } from 'vitest';
import { Dialogs } from '../../components/Dialogs';
import { useDialogs } from '../../stores/dialogs';
import { useSession } from '../../stores/session';
import { queryClient } from '../../api/queryClient';
import { NO_CO_OPS, blockedBothQuery, sketchKeys } from '../../queries/sketches';
import { SketchPage } from './SketchPage';
import type { CurrentUser } from '../../api/schemas/session';
import type { Sketch, SketchHasCoOps } from '../../api/schemas/sketches';
import type { UserSummary } from '../../api/schemas/users';
import { withChunkStyles } from '../../lib/chunkStyles';

export const CREATOR = 9;

export function makeSketch(extra: Partial<Sketch> = {}): Sketch {
  return {
    id: 5, title: 'Harbour at dawn', description: 'Ink and wash.\nSecond line.', image: '/img/sketch/5', imagePng: null,
    width: 2048, height: 1536, creator: CREATOR, creatorNickname: 'Painter', creatorAvatar: '/img/avatar/9', creatorGlops: 18420,
    dateCreated: '2024-05-01T10:00:00Z', device: 'iPad Pro', tags: ['ink', 'sea life'], groups: [{ id: 3, title: 'Harbours' }],
    unlisted: false, mature: false, violation: null, featured: true, featuredByName: 'GlopGus', featuredByLink: '/user/4',
    featuredDate: '2024-05-02T10:00:00Z', heartsReceived: 12, rateRules: 30, commentCount: 2, viewCount: 1234,
    userHeart: false, userCanHeart: true, userCanFeature: true, userRating: null, isFan: false,
    compoKey: 'sea-2024', compoTitle: 'Sea Compo', compoState: 'voting', compoPlace: 2, challengeId: 77, challengeTitle: 'Boats',
    video: 'https://videos.sketchery.app/timelapse/5.mp4',
    wips: [{ id: 40, title: 'Rough', image: '/img/sketch/40', width: 10, height: 10 }],
    parent: { id: 3, title: '', image: '/img/sketch/3' }, prev: { id: 4, title: 'Before', image: '/img/sketch/4' }, next: { id: 6, title: 'After', image: '/img/sketch/6' },
    haveFile: false, privateFile: false, hasStats: false, orientation: 0, awardCategories: [], eligibleChallenges: [], eligibleCompos: [], eligibleGroups: [],
    similar: [{ id: 70, title: 'Similar one', userId: 20, width: 10, height: 10 }],
    recentSketches: [{ id: 71, title: 'Recent one', userId: CREATOR, width: 10, height: 10 }],
    topSketches: [{ id: 72, title: 'Top one', userId: CREATOR, width: 10, height: 10, mature: true }],
    ...extra,
  };
}

export const viewer = (id: number, extra: Partial<CurrentUser> = {}): CurrentUser => ({
  id, avatar: `/img/avatar/${id}`, nickname: `user${id}`, mature: false, following: [], blocks: [], icons: [],
  chatId: null, chatServer: null, ban: null, showHeader: true, googleLogin: false, thumbs: false, ...extra,
});

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Route = (body: unknown, url: URL) => Response | Promise<Response>;

/** fetch answering `METHOD /path` routes; comments are empty and anything else is a 404. */
export function serve(routes: Record<string, Route> = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init.method ?? 'GET'} ${url.pathname}`;
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    if (routes[key]) return routes[key]!(body, url);
    if (url.pathname.startsWith('/api/comments/')) return json([]);
    return json({ error: 'not_found', message: 'No such route' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The bodies POSTed to `path`. */
export const posted = (fetchMock: ReturnType<typeof serve>, path: string) =>
  fetchMock.mock.calls
    .filter(([input, init]) => init?.method === 'POST' && new URL(String(input), 'http://localhost').pathname === path)
    .map(([, init]) => JSON.parse(String(init?.body)));

/** What the loader puts in the cache besides the sketch. */
export interface PageExtras {
  hearts?: UserSummary[];
  coOps?: SketchHasCoOps;
  blockedByCreator?: boolean;
  viewerBlocksCreator?: boolean;
}

/** The page as its loader leaves it: the sketch and its extras in the query cache. */
export function seedSketchPage(sketch: Sketch, extras: PageExtras = {}) {
  queryClient.setQueryData(sketchKeys.one(sketch.id), sketch);
  queryClient.setQueryData(sketchKeys.hearts(sketch.id), extras.hearts ?? []);
  queryClient.setQueryData(sketchKeys.coOps(sketch.id), extras.coOps ?? NO_CO_OPS);
  queryClient.setQueryData(blockedBothQuery().queryKey, { blocks: extras.viewerBlocksCreator ? [sketch.creator] : [], blockedBy: extras.blockedByCreator ? [sketch.creator] : [], users: [] });
}

/** Renders the page and waits until the parts it loads lazily are there. */
export async function showSketch(sketch: Sketch, user: CurrentUser | null, extras: PageExtras = {}) {
  useSession.setState({ status: 'ready', user });
  seedSketchPage(sketch, extras);
  useDialogs.setState({ queue: [] });
  document.cookie = 'csrf=t';
  const view = render(
    <>
      <SketchPage id={sketch.id} />
      <Dialogs />
    </>,
  );
  await settleLazyParts();
  return view;
}

/** Lets React.lazy parts of the sketch page (details, actions, comments, strips) resolve and render. */
export async function settleLazyParts() {
  await act(async () => {
    await Promise.all([withChunkStyles(import('./SketchDetails')), withChunkStyles(import('./ViewerActions')), withChunkStyles(import('./OwnerActions')), withChunkStyles(import('./SketchStrip')), withChunkStyles(import('./ReportDialog')), withChunkStyles(import('../../features/comments/Comments'))]);
  });
  for (let i = 0; i < 3; i++) await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
}
