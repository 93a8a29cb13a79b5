// @vitest-environment jsdom
import { screen, waitFor, within } from '../../../test/support/render';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { queryClient } from '../../api/queryClient';
import { profileKeys } from '../../queries/profile';
import { sketchKeys } from '../../queries/sketches';
import { Redirect } from '../../app/navigation/screen';
import { useSession } from '../../stores/session';
import { loadSketchPage } from './loadSketch';
import { MATURE_NOTICE } from './pageRules';
import { ACTION_FAILED as FAN_FAILED, FAN_TEXTS } from '../../lib/profile';
import { CREATOR, json, makeSketch, posted, serve, showSketch, viewer } from './testing';

vi.mock('../../app/navigation/navigation', async (importOriginal) => ({ ...(await importOriginal<object>()), reloadPage: vi.fn(async () => true), navigate: vi.fn(async () => true) }));
vi.mock('../../features/albums/AlbumSwitches', () => ({ AlbumSwitches: (p: { sketchId: number }) => <div data-testid="album-switches">{p.sketchId}</div> }));

const attr = (testId: string, name: string) => screen.getByTestId(testId).getAttribute(name);

beforeEach(() => {
  serve();
});

describe('the hearts it received', () => {
  it('hides blocked users and the viewer\'s own heart from the list (spec part 1 §5, part 2 §6)', async () => {
    const givers = [30, 31, 7].map((id) => ({ id, nickname: `Fan${id}`, avatar: `/img/avatar/${id}` }));
    await showSketch(makeSketch(), viewer(7, { blocks: [31] }), { hearts: givers });
    const links = within(screen.getByTestId('sketch-hearts')).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/user/30']);
  });
});

describe('what a visitor sees', () => {
  it('writes a count of one in the singular', async () => {
    // The comments stay on their way, so the count is the sketch's own (the list's once it came).
    serve({ 'GET /api/comments/5': () => new Promise<Response>(() => {}) });
    await showSketch(makeSketch({ heartsReceived: 1, rateRules: 1, commentCount: 1, viewCount: 1, creatorGlops: 1 }), null);
    expect(['count-hearts', 'count-rules', 'count-comments', 'count-views'].map((id) => screen.getByTestId(id).textContent)).toEqual(['♥ 1 heart', '1 rule', '1 comment', '1 view']);
    expect(screen.getByTestId('creator-glops').textContent).toBe('1 glop');
  });

  it('shows every field of the sketch', async () => {
    await showSketch(makeSketch(), null, { hearts: [{ id: 30, nickname: 'Fan30', avatar: '/img/avatar/30' }], coOps: { hasCoOps: true, count: 3 } });
    const image = screen.getByTestId('sketch-image');
    expect(image.getAttribute('src')).toMatch(/^\/img\/sketch\/5\/\d+\.jpg$/);
    expect(Number(image.getAttribute('width'))).toBeGreaterThan(0);
    expect(Number(image.getAttribute('height'))).toBe(Math.round((Number(image.getAttribute('width')) * 1536) / 2048));
    expect(screen.getByTestId('sketch-title').textContent).toContain('Harbour at dawn');
    expect(document.title).toBe('Harbour at dawn by Painter · Sketchery'); // the page's name for tabs and screen readers
    expect(screen.getByTestId('featured-badge')).toBeTruthy();
    expect(screen.getByTestId('sketch-description').textContent).toBe('Ink and wash.\nSecond line.');
    // The artist's words in their own direction (right to left for Arabic or Hebrew), the UI's around them.
    for (const id of ['sketch-title', 'sketch-description', 'creator-nickname']) expect(attr(id, 'dir')).toBe('auto');
    expect(screen.getByTestId('sketch-prev').querySelector('.ref-title')?.getAttribute('dir')).toBe('auto'); // its ellipsis at the title's end
    expect(attr('sketch-creator', 'href')).toBe(`/user/${CREATOR}`);
    expect(screen.getByTestId('creator-nickname').textContent).toBe('Painter');
    expect(screen.getByTestId('creator-glops').textContent).toBe('18,420 glops');
    expect(screen.getByTestId('sketch-device').textContent).toContain('iPad Pro');
    const tags = within(screen.getByTestId('sketch-tags')).getAllByRole('link');
    expect(tags.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([['#ink', '/tag/ink'], ['#sea life', '/tag/sea%20life']]);
    const featured = screen.getByTestId('featured-by');
    expect(within(featured).getByRole('link', { name: 'GlopGus' }).getAttribute('href')).toBe('/user/4');
    expect(within(featured).getByTestId('featured-date')).toBeTruthy();
    expect(screen.getByTestId('count-hearts').textContent).toContain('12');
    expect(screen.getByTestId('count-rules').textContent).toContain('30');
    expect(screen.getByTestId('count-views').textContent).toContain('1,234');
    const compo = screen.getByTestId('sketch-compo');
    expect(within(compo).getByRole('link').getAttribute('href')).toBe('/compo/sea-2024');
    expect(compo.textContent).toContain('Sea Compo');
    expect(compo.textContent).toContain('2nd');
    expect(within(screen.getByTestId('sketch-challenge')).getByRole('link').getAttribute('href')).toBe('/challenge/77');
    expect(within(screen.getByTestId('sketch-groups')).getByRole('link').getAttribute('href')).toBe('/group/3');
    expect(screen.getByTestId('sketch-video').querySelector('video')?.getAttribute('src')).toBe('https://videos.sketchery.app/timelapse/5.mp4');
    expect(attr('sketch-parent', 'href')).toBe('/sketch/3');
    expect(screen.getByTestId('sketch-parent').textContent).toContain('Untitled');
    expect(attr('sketch-prev', 'href')).toBe('/sketch/4');
    expect(attr('sketch-next', 'href')).toBe('/sketch/6');
    expect(attr('sketch-wip', 'href')).toBe('/sketch/40');
    expect(within(screen.getByTestId('sketch-hearts')).getByRole('link').getAttribute('href')).toBe('/user/30');
    expect(attr('sketch-coops', 'href')).toBe('/gallery/co-op/5');
    expect(within(screen.getByTestId('strip-recent')).getByTestId('sketch-card').getAttribute('href')).toBe('/sketch/71');
    expect(within(screen.getByTestId('strip-similar')).getByTestId('sketch-card').getAttribute('href')).toBe('/sketch/70');
    // The only top sketch is mature: hidden from a visitor, so the strip is not shown.
    expect(screen.queryByTestId('strip-top')).toBeNull();
  });

  it('places the strips of more sketches only once the comments above them have loaded, or failed', async () => {
    let answer: (response: Response) => void = () => {};
    serve({ 'GET /api/comments/5': () => new Promise<Response>((resolve) => (answer = resolve)) });
    await showSketch(makeSketch(), null);
    // The comments are on their way: nothing under them yet that they would push down.
    expect(screen.getByTestId('comments')).toBeTruthy();
    expect(screen.queryByTestId('strip-recent')).toBeNull();
    answer(json([]));
    expect(await screen.findByTestId('strip-recent')).toBeTruthy();
  });

  it('places the strips when the comments fail to load', async () => {
    serve({ 'GET /api/comments/5': () => json({ error: 'server_error', message: 'x' }, 500) });
    await showSketch(makeSketch(), null);
    expect(await screen.findByTestId('comments-error')).toBeTruthy();
    expect(await screen.findByTestId('strip-recent')).toBeTruthy();
  });

  it("says 'Untitled' for an empty title or the text 'null'", async () => {
    await showSketch(makeSketch({ title: 'null' }), null);
    expect(screen.getByTestId('sketch-title').textContent).toContain('Untitled');
  });

  it('offers no actions and no comment input', async () => {
    await showSketch(makeSketch(), null);
    await screen.findByText('No comments yet.');
    expect(screen.queryByTestId('viewer-actions')).toBeNull();
    expect(screen.queryByTestId('owner-actions')).toBeNull();
    expect(screen.queryByTestId('fan')).toBeNull();
    expect(screen.queryByTestId('album-switches')).toBeNull();
    expect(screen.queryByTestId('comment-input')).toBeNull();
  });

  it('hides a mature sketch behind a notice from viewers not marked mature', async () => {
    const { unmount } = await showSketch(makeSketch({ mature: true }), viewer(1));
    expect(screen.getByTestId('mature-notice').textContent).toBe(MATURE_NOTICE);
    expect(screen.queryByTestId('sketch-image')).toBeNull();
    expect(screen.queryByTestId('sketch-video')).toBeNull();
    unmount();
    await showSketch(makeSketch({ mature: true }), viewer(1, { mature: true }));
    expect(screen.getByTestId('sketch-image')).toBeTruthy();
  });

  it('shows the violation notice, and hides the image from all but the artist', async () => {
    const { unmount } = await showSketch(makeSketch({ violation: 'copyright' }), viewer(1));
    expect(screen.getByTestId('violation-notice').textContent).toContain('copyright');
    expect(screen.queryByTestId('sketch-image')).toBeNull();
    unmount();
    await showSketch(makeSketch({ violation: 'copyright' }), viewer(CREATOR));
    expect(screen.getByTestId('sketch-image')).toBeTruthy();
  });

  it('shows a sketch marked as not a sketch, with its notice: it is only left out of galleries', async () => {
    await showSketch(makeSketch({ violation: 'notsketch' }), viewer(1));
    expect(screen.getByTestId('violation-notice').textContent).toContain('left out of galleries');
    expect(screen.getByTestId('sketch-image')).toBeTruthy();
  });
});

describe('signed-in viewers', () => {
  it('get the actions, the album switches and the comment input', async () => {
    await showSketch(makeSketch(), viewer(1));
    expect(screen.getByTestId('viewer-actions')).toBeTruthy();
    expect((await screen.findByTestId('album-switches')).textContent).toBe('5');
    expect(await screen.findByTestId('comment-input')).toBeTruthy();
  });

  it('cannot comment when the creator blocks them, and is told why', async () => {
    await showSketch(makeSketch(), viewer(1), { blockedByCreator: true });
    await screen.findByText('No comments yet.');
    expect(screen.queryByTestId('comment-input')).toBeNull();
    expect(screen.getByTestId('comment-refused').textContent).toBe('The artist has blocked you, so you cannot comment here.');
    // Nor give a heart, a star or a rating (the server refuses them): only the report is offered.
    expect(screen.queryByTestId('heart')).toBeNull();
    expect(screen.queryByTestId('feature')).toBeNull();
    expect(screen.queryByTestId('rate')).toBeNull();
    expect(within(screen.getByTestId('viewer-actions')).getByTestId('report')).toBeTruthy();
  });

  it('are offered only the report on a sketch hidden from them: taken down, marked not a sketch, mature, or by an artist they block', async () => {
    const onlyReport = () => {
      expect(screen.queryByTestId('heart')).toBeNull();
      expect(screen.queryByTestId('feature')).toBeNull();
      expect(screen.queryByTestId('rate')).toBeNull();
      expect(within(screen.getByTestId('viewer-actions')).getByTestId('report')).toBeTruthy();
    };
    for (const [sketch, user, extras] of [
      [makeSketch({ violation: 'copyright' }), viewer(1), {}],
      [makeSketch({ violation: 'notsketch' }), viewer(1), {}],
      [makeSketch({ mature: true }), viewer(1), {}],
      [makeSketch(), viewer(1), { viewerBlocksCreator: true }],
    ] as const) {
      const { unmount } = await showSketch(sketch, user, extras);
      onlyReport();
      unmount();
    }
    // Marked mature, the viewer sees the mature sketch and may give to it.
    await showSketch(makeSketch({ mature: true }), viewer(1, { mature: true }));
    expect(screen.getByTestId('heart')).toBeTruthy();
    expect(screen.getByTestId('rate')).toBeTruthy();
  });

  it('become a fan at once, but confirm to unfan', async () => {
    const fetchMock = serve({ 'POST /api/fan': () => json({ isFan: true, fans: 5 }), 'POST /api/unfan': () => json({ isFan: false, fans: 4 }) });
    await showSketch(makeSketch(), viewer(1));
    await userEvent.click(screen.getByTestId('fan'));
    await screen.findByTestId('unfan');
    expect(posted(fetchMock, '/api/fan')).toEqual([{ user: CREATOR }]);
    expect(useSession.getState().user?.following).toEqual([CREATOR]);
    await userEvent.click(screen.getByTestId('unfan'));
    expect(screen.getByTestId('dialog-message').textContent).toBe('Are you sure you want to stop being a fan of Painter?');
    await userEvent.click(screen.getByTestId('dialog-cancel'));
    expect(posted(fetchMock, '/api/unfan')).toHaveLength(0);
    await userEvent.click(screen.getByTestId('unfan'));
    await userEvent.click(screen.getByTestId('dialog-ok'));
    await screen.findByTestId('fan');
    expect(posted(fetchMock, '/api/unfan')).toEqual([{ user: CREATOR }]);
  });

  it("mark the artist's profile and their other sketch pages stale, so Back to one shows the new fan count and button", async () => {
    serve({ 'POST /api/fan': () => json({ isFan: true, fans: 5 }) });
    // The artist's profile and another of their sketches, left for this page a moment ago: cached, still fresh.
    queryClient.setQueryData(profileKeys.one(String(CREATOR)), { id: CREATOR, isFanOf: false, fans: 4 });
    queryClient.setQueryData(sketchKeys.one(6), makeSketch({ id: 6, isFan: false }));
    await showSketch(makeSketch(), viewer(1));
    await userEvent.click(screen.getByTestId('fan'));
    await screen.findByTestId('unfan');
    expect(queryClient.getQueryState(profileKeys.one(String(CREATOR)))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(sketchKeys.one(6))?.isInvalidated).toBe(true);
    // This page shows the server's answer, and is not read again for it.
    expect(queryClient.getQueryData(sketchKeys.one(5))).toMatchObject({ isFan: true });
  });

  it('are told when becoming a fan fails', async () => {
    serve({ 'POST /api/fan': () => json({ error: 'x', message: 'down' }, 500) });
    await showSketch(makeSketch(), viewer(1));
    await userEvent.click(screen.getByTestId('fan'));
    expect(await screen.findByText(FAN_FAILED)).toBeTruthy();
    expect(screen.getByTestId('fan')).toBeTruthy();
  });

  it("are told the server's reason when the artist blocks them", async () => {
    serve({ 'POST /api/fan': () => json({ error: 'forbidden', message: FAN_TEXTS.blockedByUser }, 403) });
    await showSketch(makeSketch(), viewer(1));
    await userEvent.click(screen.getByTestId('fan'));
    expect(await screen.findByText(FAN_TEXTS.blockedByUser)).toBeTruthy();
  });

  it('are not offered to become the fan of an artist they block', async () => {
    serve();
    await showSketch(makeSketch(), viewer(1, { blocks: [CREATOR] }));
    expect(screen.queryByTestId('fan')).toBeNull();
    expect(screen.getByTestId('sketch-title')).toBeTruthy();
  });
});

describe('the layout', () => {
  const follows = (a: Element, b: Element) => !!(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
  /** A screen `width` px wide, as the page's media query sees it. */
  const screenOf = (width: number) =>
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: Number(/min-width: (\d+)px/.exec(query)?.[1] ?? Infinity) <= width,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));

  it('on a phone puts the actions right under the image, and the comment box before the comments', async () => {
    screenOf(412);
    await showSketch(makeSketch(), viewer(1));
    expect(screen.getByTestId('sketch-page').dataset.layout).toBe('narrow');
    const frame = screen.getByTestId('sketch-image').parentElement!;
    const actions = screen.getByTestId('viewer-actions');
    expect(frame.nextElementSibling).toBe(actions);
    expect(follows(actions, screen.getByTestId('sketch-title'))).toBe(true);
    expect(follows(screen.getByTestId('comment-form'), screen.getByTestId('comment-list'))).toBe(true);
    vi.unstubAllGlobals();
  });

  it("on a phone puts the artist's title before their own long tools panel", async () => {
    screenOf(412);
    serve();
    await showSketch(makeSketch({ compoKey: null, compoState: null }), viewer(CREATOR));
    const frame = screen.getByTestId('sketch-image').parentElement!;
    expect(follows(frame, screen.getByTestId('sketch-title'))).toBe(true);
    expect(follows(screen.getByTestId('sketch-title'), screen.getByTestId('owner-actions'))).toBe(true);
    vi.unstubAllGlobals();
  });

  it('on a wide screen puts the title, artist, actions and comments beside the image, the box first', async () => {
    screenOf(1280);
    await showSketch(makeSketch(), viewer(1));
    expect(screen.getByTestId('sketch-page').dataset.layout).toBe('wide');
    const side = screen.getByTestId('sketch-side');
    expect(within(side).queryByTestId('sketch-image')).toBeNull();
    const [title, heart, form, list] = ['sketch-title', 'heart', 'comment-form', 'comment-list'].map((id) => within(side).getByTestId(id));
    expect(follows(title!, heart!) && follows(heart!, form!) && follows(form!, list!)).toBe(true);
    // The details stay under the image, before the side column in reading order.
    expect(follows(screen.getByTestId('sketch-description'), side)).toBe(true);
    vi.unstubAllGlobals();
  });
});

describe('loading the page', () => {
  beforeEach(() => useSession.setState({ status: 'ready', user: viewer(1, { blocks: [CREATOR] }) }));

  it('sends the viewer home when they block the creator', async () => {
    serve({ 'GET /api/v2/sketchInfo/5': () => json(makeSketch()), 'GET /api/v2/user/blocked': () => json({ blocks: [CREATOR], blockedBy: [], users: [] }) });
    await expect(loadSketchPage(5)).rejects.toEqual(new Redirect('/'));
  });

  it('fails with the server’s error (the error page), and 404 for a bad id', async () => {
    serve({ 'GET /api/v2/sketchInfo/5': () => json({ error: 'x', message: 'boom' }, 500) });
    await expect(loadSketchPage(5)).rejects.toMatchObject({ status: 500 });
    await expect(loadSketchPage(null)).rejects.toBeInstanceOf(ApiError);
  });

  it('reads who blocks the viewer, and survives a failed hearts list', async () => {
    useSession.setState({ status: 'ready', user: viewer(1) });
    serve({
      'GET /api/v2/sketchInfo/5': () => json(makeSketch()),
      'GET /api/v2/sketchHearts/5': () => json({ error: 'x', message: 'down' }, 500),
      'GET /api/v2/sketchHasCoOps/5': () => json({ hasCoOps: true, count: 2 }),
      'GET /api/v2/user/blocked': (_b, url) => json({ blocks: [], blockedBy: url.searchParams.get('both') ? [CREATOR] : [], users: [] }),
    });
    expect(await loadSketchPage(5)).toEqual({ id: 5 });
    expect(queryClient.getQueryData(sketchKeys.one(5))).toMatchObject({ id: 5 });
    expect(queryClient.getQueryState(sketchKeys.hearts(5))).toMatchObject({ status: 'error', data: undefined });
    expect(queryClient.getQueryData(sketchKeys.coOps(5))).toEqual({ hasCoOps: true, count: 2 });
    expect(queryClient.getQueryData<{ blockedBy: number[] }>(['blocked', 'both'])?.blockedBy).toEqual([CREATOR]);
  });

  it('does not read the blocks of a viewer under a ban, whom the ban page is shown instead (the server refuses them)', async () => {
    useSession.setState({ status: 'ready', user: viewer(1, { ban: { duration: 24, reason: 'spam' } }) });
    const fetchMock = serve({ 'GET /api/v2/sketchInfo/5': () => json(makeSketch()) });
    expect(await loadSketchPage(5)).toEqual({ id: 5 });
    expect(fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost').pathname)).not.toContain('/api/v2/user/blocked');
  });

  it('waits for the session before deciding', async () => {
    useSession.setState({ status: 'loading', user: null });
    serve({ 'GET /api/v2/sketchInfo/5': () => json(makeSketch()), 'GET /api/v2/user/blocked': () => json({ blocks: [CREATOR], blockedBy: [], users: [] }) });
    const result = loadSketchPage(5).catch((error: unknown) => error);
    useSession.setState({ status: 'ready', user: viewer(1, { blocks: [CREATOR] }) });
    await waitFor(async () => expect(await result).toEqual(new Redirect('/')));
  });
});

describe('the statistics link', () => {
  it('is offered to the patron creator only, as the server shows the stats to nobody else', async () => {
    await showSketch(makeSketch({ hasStats: true }), viewer(CREATOR));
    expect(screen.getByTestId('sketch-stats-link').getAttribute('href')).toBe('/stats/5');
  });

  it('is not offered to a fan of the creator', async () => {
    await showSketch(makeSketch({ hasStats: true, isFan: true }), viewer(12));
    expect(screen.queryByTestId('sketch-stats-link')).toBeNull();
  });
});
