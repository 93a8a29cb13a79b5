// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from '../../../test/support/render';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { interceptLinkClicks } from '../../app/navigation/links';
import { startNavigation } from '../../app/navigation/navigation';
import { PageHost } from '../../app/shell/PageHost';
import { createResolver, route } from '../../app/routes/routes';
import { Dialogs } from '../../components/Dialogs';
import { pattern } from '../../lib/routePattern';
import { useSession } from '../../stores/session';
import BrushBrowserScreen, { load, type BrushBrowserData } from './BrushBrowserScreen';
import { SHARE_TEXTS } from './ShareBrushDialog';
import type { BrushCategory, BrushItem } from '../../api/schemas/content';
import type { CurrentUser } from '../../api/schemas/session';
import { deferred } from '../../../test/support/fixtures';

const CATEGORIES: BrushCategory[] = [
  { id: 1, items: 30, key: 'inks', path: 'Inks', title: 'Inks' },
  { id: 2, items: 27, key: 'inks.pens', path: 'Inks/Pens', title: 'Pens' },
  { id: 3, items: 3, key: 'inks.brush-pens', path: 'Inks/Brush Pens', title: 'Brush Pens' },
  { id: 4, items: 5, key: 'pencils', path: 'Pencils', title: 'Pencils' },
];
const brush = (id: number): BrushItem => ({ id, thumbnailLarge: `/img/brush/${id}`, title: `Brush ${String(id).padStart(2, '0')}` });
const MODERATOR = { id: 4, nickname: 'GlopGus', icons: ['m'], avatar: '/img/avatar/4' } as CurrentUser;
const ARTIST = { id: 1, nickname: 'InkyAda', icons: [], avatar: '/img/avatar/1' } as unknown as CurrentUser;

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
let fetchMock: ReturnType<typeof vi.fn>;
let posts: { url: string; body: unknown }[];
const UUID = '1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b';
let postStatus: number;
/** While set, a POST is answered only once it settles. */
let held: Promise<void> | null;

/** A fake server: the tree above; 'Inks/Pens' has two pages (25 + 2), other categories one. */
function server(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(String(input), 'http://test');
  if (init?.method === 'POST') {
    posts.push({ url: url.pathname, body: JSON.parse(String(init.body)) });
    const answer = () =>
      postStatus !== 200
        ? json(postStatus, { error: 'forbidden', message: 'no' })
        : json(200, url.pathname.endsWith('createImage') ? { uuid: UUID, image: `/img/shared/${UUID}`, title: (posts.at(-1)!.body as { title: string }).title, categoryPath: (posts.at(-1)!.body as { path: string }).path } : { id: 77 });
    return held ? held.then(answer) : Promise.resolve(answer());
  }
  if (url.pathname === '/api/v2/content/categories') return Promise.resolve(json(200, { categories: CATEGORIES }));
  const category = url.searchParams.get('category') ?? '';
  if (category && !CATEGORIES.some((c) => c.path === category)) return Promise.resolve(json(404, { error: 'not_found', message: 'no category' }));
  if (category === 'Inks/Pens') {
    return Promise.resolve(
      url.searchParams.get('cursor') === 'p2'
        ? json(200, { items: [brush(26), brush(27)], cursor: null })
        : json(200, { items: Array.from({ length: 25 }, (_, i) => brush(i + 1)), cursor: 'p2' }),
    );
  }
  return Promise.resolve(json(200, { items: [brush(category === 'Pencils' ? 90 : 50)], cursor: null }));
}

const loadAt = (hash: string, path = '/shared/brush') => load({ params: {}, location: { path, search: '', hash }, signal: new AbortController().signal });
const show = (data: BrushBrowserData, path = '/shared/brush') =>
  render(
    <>
      <BrushBrowserScreen data={data} params={{}} location={{ path, search: '', hash: '' }} />
      <Dialogs />
    </>,
  );
const requestedUrls = () => fetchMock.mock.calls.map((call) => decodeURIComponent(String(call[0])));

beforeEach(() => {
  posts = [];
  postStatus = 200;
  held = null;
  fetchMock = vi.fn(server);
  vi.stubGlobal('fetch', fetchMock);
  document.cookie = 'csrf=t';
  useSession.setState({ status: 'ready', user: null });
});

describe('brush browser: category from the hash', () => {
  it('loads the category named by the hash and its first page', async () => {
    const data = await loadAt('#Inks/Brush%20Pens');
    expect(data.path).toBe('Inks/Brush Pens');
    expect(data.unknownPath).toBeNull();
    const items = fetchMock.mock.calls.map((call) => new URL(String(call[0]), 'http://test')).find((url) => url.pathname === '/api/v2/content/items')!;
    expect(Object.fromEntries(items.searchParams)).toEqual({ kind: 'brush', category: 'Inks/Brush Pens', sort: 'title' });
  });

  it('shows every brush, with a note, for a category that does not exist', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const data = await loadAt('#Crayons');
    expect(data).toMatchObject({ path: '', unknownPath: 'Crayons' });
    show(data);
    expect(screen.getByTestId('brush-unknown-category').textContent).toBe('There is no category “Crayons”. Showing all brushes.');
    expect(screen.getAllByTestId('brush-item')).toHaveLength(1);
  });
});

describe('brush browser: the category tree', () => {
  it('is read again once the 5 s answer cache has passed (spec part 2 §5), not sooner', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const treeReads = () => requestedUrls().filter((url) => url.includes('/api/v2/content/categories')).length;
    await loadAt('#Pencils');
    vi.setSystemTime(Date.now() + 4_000);
    await loadAt('#Inks');
    expect(treeReads()).toBe(1);
    vi.setSystemTime(Date.now() + 2_000);
    await loadAt('#Pencils');
    expect(treeReads()).toBe(2);
    vi.useRealTimers();
  });
});

describe('brush browser: tree and grid', () => {
  it('nests the tree by path, opens the selected branch and links each category to its hash', async () => {
    show(await loadAt('#Inks/Pens'));
    const tree = screen.getByTestId('brush-tree');
    const links = within(tree).getAllByTestId('brush-category');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/shared/brush',
      '/shared/brush#Inks',
      '/shared/brush#Inks/Brush%20Pens',
      '/shared/brush#Inks/Pens',
      '/shared/brush#Pencils',
    ]);
    const pens = links.find((a) => a.getAttribute('data-path') === 'Inks/Pens')!;
    expect(pens.getAttribute('aria-current')).toBe('page');
    expect(pens.closest('ul')!.hidden).toBe(false);
    expect(screen.getByTestId('brush-crumbs').textContent).toBe('BrushesInksPens');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Pens');
    // 'All brushes' counts the top-level categories.
    expect(links[0]!.textContent).toBe('All brushes35');
  });

  it('collapses and opens a branch with its toggle', async () => {
    show(await loadAt(''));
    const toggle = screen.getByRole('button', { name: 'Open Inks' });
    const pens = screen.getAllByTestId('brush-category').find((a) => a.getAttribute('data-path') === 'Inks/Pens')!;
    expect(pens.closest('ul')!.hidden).toBe(true);
    fireEvent.click(toggle);
    expect(pens.closest('ul')!.hidden).toBe(false);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Close Inks' }));
    expect(pens.closest('ul')!.hidden).toBe(true);
  });

  it('keeps /content as the base of the category links there', async () => {
    show(await loadAt('', '/content'), '/content');
    expect(screen.getAllByTestId('brush-category')[1]!.getAttribute('href')).toBe('/content#Inks');
  });

  it('opens the tree as a top sheet on phones', async () => {
    show(await loadAt('#Inks/Pens'));
    const button = screen.getByTestId('brush-category-button');
    expect(button.textContent).toContain('Pens');
    const panel = document.getElementById('brush-tree-panel')!;
    expect(panel.getAttribute('data-open')).toBe('false');
    fireEvent.click(button);
    expect(panel.getAttribute('data-open')).toBe('true');
    expect(button.getAttribute('aria-expanded')).toBe('true');
  });

  it('shows the brushes with their thumbnails at a size step, and pages by cursor to the end', async () => {
    show(await loadAt('#Inks/Pens'));
    const items = screen.getAllByTestId('brush-item');
    expect(items).toHaveLength(25);
    const image = items[0]!.querySelector('img')!;
    expect(image.getAttribute('src')).toBe('/img/brush/1/200.jpg'); // the 1x step: the srcset serves sharper screens
    // A tile grows past its 200 px minimum: the browser picks from the widths a tile can take, by
    // a width near the common one (250 px beside a sidebar, half a phone's screen).
    expect(image.getAttribute('sizes')).toBe('(min-width: 480px) 250px, 50vw');
    expect(image.getAttribute('srcset')).toContain('/img/brush/1/150.jpg 150w');
    expect(image.getAttribute('srcset')).toContain('/img/brush/1/250.jpg 250w');
    expect(image.getAttribute('srcset')).toContain('/img/brush/1/800.jpg 800w');
    expect(within(items[0]!).getByTestId('brush-title').textContent).toBe('Brush 01');
    // jsdom has no IntersectionObserver: the grid offers a button instead.
    fireEvent.click(screen.getByTestId('brush-load-more'));
    await waitFor(() => expect(screen.getAllByTestId('brush-item')).toHaveLength(27));
    expect(requestedUrls().some((url) => url.includes('category=Inks/Pens') && url.includes('cursor=p2'))).toBe(true);
    expect(screen.queryByTestId('brush-load-more')).toBeNull();
  });
});

describe('brush browser: the moderator tool', () => {
  it('is not there for visitors and users without the m flag', async () => {
    const data = await loadAt('#Pencils');
    show(data);
    expect(screen.queryByTestId('brush-share')).toBeNull();
    act(() => useSession.setState({ status: 'ready', user: ARTIST }));
    expect(screen.queryByTestId('brush-share')).toBeNull();
    act(() => useSession.setState({ status: 'ready', user: MODERATOR }));
    expect(screen.getAllByTestId('brush-share')).toHaveLength(1);
  });

  it('creates a shared image from a brush and links to it', async () => {
    useSession.setState({ status: 'ready', user: MODERATOR });
    show(await loadAt('#Pencils'));
    await userEvent.click(screen.getByTestId('brush-share'));
    const dialog = screen.getByTestId('share-dialog');
    expect((within(dialog).getByTestId('share-title') as HTMLInputElement).value).toBe('Brush 90');
    expect((within(dialog).getByTestId('share-path') as HTMLSelectElement).value).toBe('Pencils');
    await userEvent.type(within(dialog).getByTestId('share-sketch'), 'https://sketchery.app/sketch/123');
    await userEvent.click(within(dialog).getByTestId('share-create-image'));
    const link = await screen.findByTestId('share-image-link');
    expect(link.getAttribute('href')).toBe(`/img/shared/${UUID}/1024.jpg`);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.getByTestId('share-result').textContent).toBe('Shared image created: “Brush 90” in Pencils');
    expect(posts).toEqual([{ url: '/api/v2/content/createImage', body: { sketchId: 123, path: 'Pencils', title: 'Brush 90' } }]);
  });

  it("says 'Error' when the server refuses, keeping what was typed", async () => {
    useSession.setState({ status: 'ready', user: MODERATOR });
    postStatus = 403;
    show(await loadAt('#Pencils'));
    await userEvent.click(screen.getByTestId('brush-share'));
    await userEvent.type(screen.getByTestId('share-sketch'), '55');
    await userEvent.click(screen.getByTestId('share-create-image'));
    await waitFor(() => expect(screen.getByTestId('dialog-message').textContent).toBe(SHARE_TEXTS.imageFailed));
    expect(screen.getByTestId('dialog-message').textContent).toBe('Error');
    expect((screen.getByTestId('share-sketch') as HTMLInputElement).value).toBe('55');
    expect(screen.queryByTestId('share-image-link')).toBeNull();
  });

  it('asks for a sketch link or id before sending anything', async () => {
    useSession.setState({ status: 'ready', user: MODERATOR });
    show(await loadAt('#Pencils'));
    await userEvent.click(screen.getByTestId('brush-share'));
    await userEvent.type(screen.getByTestId('share-sketch'), 'not a link');
    await userEvent.click(screen.getByTestId('share-create-image'));
    expect(screen.getByTestId('share-problem').textContent).toBe('Please paste a sketch link or a sketch id.');
    await userEvent.clear(screen.getByTestId('share-title'));
    await userEvent.clear(screen.getByTestId('share-sketch'));
    await userEvent.type(screen.getByTestId('share-sketch'), '12');
    await userEvent.click(screen.getByTestId('share-create-image'));
    expect(screen.getByTestId('share-problem').textContent).toBe('Please enter a title.');
    expect(posts).toEqual([]);
  });

  it("creates a co-op sketch, and says 'Error!' when that fails", async () => {
    useSession.setState({ status: 'ready', user: MODERATOR });
    show(await loadAt('#Pencils'));
    await userEvent.click(screen.getByTestId('brush-share'));
    await userEvent.type(screen.getByTestId('share-sketch'), '/sketch/77');
    await userEvent.type(screen.getByTestId('share-desc'), 'Add to it!');
    await userEvent.click(screen.getByTestId('share-create-coop'));
    await waitFor(() => expect(screen.getByTestId('share-coop-link').getAttribute('href')).toBe('/gallery/co-op/77'));
    expect(posts[0]).toEqual({ url: '/api/v2/content/createCoOpSketch', body: { sketchId: 77, path: 'Pencils', title: 'Brush 90', desc: 'Add to it!' } });
    postStatus = 409;
    await userEvent.click(screen.getByTestId('share-create-coop'));
    await waitFor(() => expect(screen.getByTestId('dialog-message').textContent).toBe('Error!'));
  });
});

describe('brush browser: the moderator tool while it sends', () => {
  it('keeps both create buttons off until the answer comes, then shows only that tool’s answer', async () => {
    useSession.setState({ status: 'ready', user: MODERATOR });
    show(await loadAt('#Pencils'));
    await userEvent.click(screen.getByTestId('brush-share'));
    await userEvent.type(screen.getByTestId('share-sketch'), '77');
    await userEvent.click(screen.getByTestId('share-create-coop'));
    await waitFor(() => expect(screen.getByTestId('share-coop-link')).toBeTruthy());
    const answer = deferred<void>();
    held = answer.promise;
    await userEvent.click(screen.getByTestId('share-create-image'));
    const image = screen.getByTestId<HTMLButtonElement>('share-create-image');
    const coop = screen.getByTestId<HTMLButtonElement>('share-create-coop');
    await waitFor(() => expect(image.disabled).toBe(true));
    expect(coop.disabled).toBe(true);
    expect(screen.queryByTestId('share-result')).toBeNull(); // the co-op's answer went with the new request
    await userEvent.click(image);
    expect(posts).toHaveLength(2);
    await act(async () => answer.resolve());
    await waitFor(() => expect(screen.getByTestId('share-image-link').getAttribute('href')).toBe(`/img/shared/${UUID}/1024.jpg`));
    expect(image.disabled).toBe(false);
    expect(coop.disabled).toBe(false);
    expect(screen.getAllByTestId('share-result')).toHaveLength(1);
  });
});

describe('brush browser: history', () => {
  it('picking a category adds a history entry with its hash; back returns to the previous category', async () => {
    const table = [route('brushes', pattern('/shared/brush', () => ({})), () => import('./BrushBrowserScreen'))];
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    history.replaceState(null, '', '/shared/brush#Inks');
    const stopLinks = interceptLinkClicks();
    const stop = startNavigation(createResolver(() => table));
    render(<PageHost />);
    const browser = () => screen.getByTestId('brush-browser');
    await waitFor(() => expect(browser().getAttribute('data-category')).toBe('Inks'));
    const pencils = screen.getAllByTestId('brush-category').find((a) => a.getAttribute('data-path') === 'Pencils')!;
    fireEvent.click(pencils);
    await waitFor(() => expect(browser().getAttribute('data-category')).toBe('Pencils'));
    expect(window.location.hash).toBe('#Pencils');
    expect(screen.getAllByTestId('brush-item')[0]!.getAttribute('data-brush-id')).toBe('90');
    history.back();
    await waitFor(() => expect(browser().getAttribute('data-category')).toBe('Inks'));
    expect(window.location.hash).toBe('#Inks');
    stop();
    stopLinks();
  });
});
