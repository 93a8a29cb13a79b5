// @vitest-environment jsdom
import { act, render, screen, waitFor, within } from '../../../test/support/render';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../api/queryClient';
import { galleryList } from '../../queries/galleries';
import { seedList } from '../../../test/support/queries';
import { useSession } from '../../stores/session';
import { Dialogs } from '../../components/Dialogs';
import { Comments, type CommentsProps } from './Comments';
import { COMMENT_POSTED, COMMENT_UNSENT, draftKey } from './commentRules';
import { COMMENT_MAX } from '../../api/schemas/comments';
import type { Comment } from '../../api/schemas/comments';
import type { CurrentUser } from '../../api/schemas/session';

const reloadPageMock = vi.hoisted(() => vi.fn(async () => true));
vi.mock('../../app/navigation/navigation', () => ({ reloadPage: reloadPageMock, navigate: vi.fn() }));

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const comment = (id: number, userId: number, text = `Comment ${id}`): Comment => ({
  id, comment: text, date: '2024-05-01T10:00:00Z', userId, userNickname: `user${userId}`, userAvatar: `/img/avatar/${userId}`,
});
const viewer = (id: number, extra: Partial<CurrentUser> = {}): CurrentUser => ({
  id, avatar: `/img/avatar/${id}`, nickname: `user${id}`, mature: false, following: [], blocks: [], icons: [],
  chatId: null, chatServer: null, ban: null, showHeader: true, googleLogin: false, thumbs: false, ...extra,
});

type Handler = (url: URL, init: RequestInit) => Response | Promise<Response>;
function serve(handler: Handler) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => handler(new URL(String(input), 'http://localhost'), init));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const posts = (fetchMock: ReturnType<typeof serve>, path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => init?.method === 'POST' && String(url) === path).map(([, init]) => JSON.parse(String(init?.body)));

function show(props: Partial<CommentsProps> = {}) {
  return render(
    <>
      <Comments type="sketch" which={7} pageOwnerId={9} cannotComment={null} {...props} />
      <Dialogs />
    </>,
  );
}
const ids = () => screen.queryAllByTestId('comment').map((el) => Number(el.getAttribute('data-comment-id')));
const confirm = async () => userEvent.click(await screen.findByTestId('dialog-ok'));
/** The query cache tells its observers on the next tick (its notify batch): after it, the list shows what the cache holds. */
const notified = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
/** A gallery the reader came from, with the sketch's card and its comment count: cached, still fresh. */
const cameFromGallery = () => {
  const { queryKey } = galleryList({ kind: 'recent' }, 'recent', 1);
  seedList(queryKey, { items: [{ id: 7, comments: 0 }], next: null });
  return queryKey;
};

beforeEach(() => {
  reloadPageMock.mockClear();
  document.cookie = 'csrf=t';
  useSession.setState({ status: 'ready', user: viewer(1) });
});

describe('the comment list', () => {
  it('loads every comment of a sketch and shows the text as text, never as HTML', async () => {
    const fetchMock = serve(() => json([comment(1, 2, '<b>bold</b> & <img src=x onerror=alert(1)>'), comment(2, 3)]));
    show();
    await waitFor(() => expect(ids()).toEqual([2, 1])); // newest first
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/comments/7?count=all&type=sketch');
    const text = screen.getAllByTestId('comment-text')[1]!;
    expect(text.textContent).toBe('<b>bold</b> & <img src=x onerror=alert(1)>');
    expect(text.querySelector('b, img')).toBeNull();
    expect(screen.getAllByTestId('comment-author')[1]!.getAttribute('href')).toBe('/user/2');
  });

  it('lays a comment, its author and the box out in their own direction (dir="auto"), right to left for Arabic or Hebrew', async () => {
    serve(() => json([comment(1, 2, 'תגובה יפה 2')]));
    show();
    await waitFor(() => expect(ids()).toEqual([1]));
    expect(screen.getByTestId('comment-text').getAttribute('dir')).toBe('auto');
    expect(screen.getByTestId('comment-author').getAttribute('dir')).toBe('auto');
    expect(screen.getByTestId('comment-input').getAttribute('dir')).toBe('auto');
  });

  it('puts the comment box above the comments, newest first, and the control for earlier ones below', async () => {
    serve((url) => json(Array.from({ length: 10 }, (_, i) => comment((url.searchParams.get('page') === '1' ? 11 : 1) + i, 2))));
    show({ type: 'profile', which: 5, pageOwnerId: 5 });
    await waitFor(() => expect(ids()).toHaveLength(10));
    const follows = (a: Element, b: Element) => !!(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    const list = screen.getByTestId('comment-list');
    expect(follows(screen.getByTestId('comment-form'), list)).toBe(true);
    expect(follows(list, screen.getByTestId('comments-more'))).toBe(true);
    expect(ids()[0]).toBe(20);
  });

  it('comes into view with the box focused when the address points at the comments (a feed card comment count), and stays as the parts above render', async () => {
    serve(() => json([comment(1, 2)]));
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    // The page's growth, which the test makes.
    const growth: (() => void)[] = [];
    vi.stubGlobal('ResizeObserver', class { constructor(grown: () => void) { growth.push(grown); } observe() {} disconnect() { growth.length = 0; } });
    window.history.replaceState(null, '', '#comments');
    show();
    await waitFor(() => expect(ids()).toEqual([1]));
    expect(scrollIntoView).toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByTestId('comment-input'));
    // The lazy parts above the comments render and push them down: they are brought back (by a
    // follower fetched for such a link).
    await waitFor(() => expect(growth).toHaveLength(1));
    const before = scrollIntoView.mock.calls.length;
    growth.forEach((grown) => grown());
    expect(scrollIntoView).toHaveBeenCalledTimes(before + 1);
    // Once the reader moves the page, it is theirs.
    window.dispatchEvent(new Event('wheel'));
    growth.forEach((grown) => grown());
    expect(scrollIntoView).toHaveBeenCalledTimes(before + 1);
    window.history.replaceState(null, '', window.location.pathname);
    vi.unstubAllGlobals();
  });

  it('shows no input to a visitor', async () => {
    useSession.setState({ status: 'ready', user: null });
    serve(() => json([comment(1, 2)]));
    show();
    await waitFor(() => expect(ids()).toEqual([1]));
    expect(screen.queryByTestId('comment-input')).toBeNull();
    expect(screen.queryByTestId('comment-delete')).toBeNull();
    expect(screen.queryByTestId('comment-report')).toBeNull();
  });

  it('says why there is no input when the page does not let the viewer comment (blocked)', async () => {
    serve(() => json([]));
    show({ cannotComment: 'The artist has blocked you, so you cannot comment here.' });
    await screen.findByText('No comments yet.');
    expect(screen.queryByTestId('comment-input')).toBeNull();
    expect(screen.getByTestId('comment-refused').textContent).toBe('The artist has blocked you, so you cannot comment here.');
  });

  it("hides a blocked user's comment unless the viewer owns the page", async () => {
    serve(() => json([comment(1, 2), comment(2, 66)]));
    useSession.setState({ status: 'ready', user: viewer(1, { blocks: [66] }) });
    const { unmount } = show({ pageOwnerId: 9 });
    await waitFor(() => expect(ids()).toEqual([1]));
    unmount();
    show({ pageOwnerId: 1 });
    await waitFor(() => expect(ids()).toEqual([2, 1]));
  });

  it("counts the comments the viewer is shown for the page's count, not a blocked user's", async () => {
    serve(() => json([comment(1, 2), comment(2, 66), comment(3, 66)]));
    useSession.setState({ status: 'ready', user: viewer(1, { blocks: [66] }) });
    const counts: number[] = [];
    const { unmount } = show({ pageOwnerId: 9, onCountChange: (count) => counts.push(count) });
    await waitFor(() => expect(ids()).toEqual([1]));
    expect(counts.at(-1)).toBe(1);
    unmount();
    // The page's owner is shown them all.
    show({ pageOwnerId: 1, onCountChange: (count) => counts.push(count) });
    await waitFor(() => expect(counts.at(-1)).toBe(3));
  });

  it('pages profile comments by 10 and loads earlier ones with the more control', async () => {
    const fetchMock = serve((url) => {
      const page = Number(url.searchParams.get('page'));
      const first = page === 1 ? 11 : 1;
      return json(Array.from({ length: 10 }, (_, i) => comment(first + i, 2)));
    });
    show({ type: 'profile', which: 5, pageOwnerId: 5 });
    await waitFor(() => expect(ids()).toHaveLength(10));
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/comments/5?count=10&page=1&type=profile');
    await userEvent.click(screen.getByTestId('comments-more'));
    await waitFor(() => expect(ids()).toHaveLength(20));
    expect(ids().at(-1)).toBe(1); // the earliest last, where the more control is
    expect(String(fetchMock.mock.calls[1]![0])).toBe('/api/comments/5?count=10&page=2&type=profile');
  });

  it('keeps the earlier comments a reader opened when the list is read again (every page shown is read)', async () => {
    const fetchMock = serve((url) => {
      const page = Number(url.searchParams.get('page'));
      return json(Array.from({ length: 10 }, (_, i) => comment((page === 1 ? 11 : 1) + i, 2)));
    });
    show({ type: 'profile', which: 5, pageOwnerId: 5 });
    await waitFor(() => expect(ids()).toHaveLength(10));
    await userEvent.click(screen.getByTestId('comments-more'));
    await waitFor(() => expect(ids()).toHaveLength(20));
    // The page came back to the front: what is stale is read again.
    await act(async () => queryClient.invalidateQueries({ queryKey: ['comments'] }));
    await notified();
    expect(fetchMock.mock.calls.slice(2).map(([url]) => String(url))).toEqual([
      '/api/comments/5?count=10&page=1&type=profile',
      '/api/comments/5?count=10&page=2&type=profile',
    ]);
    expect(ids()).toHaveLength(20);
    expect(screen.getByTestId('comments-more')).toBeTruthy();
  });
});

describe('load failures', () => {
  it('says the comments could not be loaded, and Retry loads them', async () => {
    let fail = true;
    serve(() => (fail ? json({ error: 'x', message: 'down' }, 500) : json([comment(1, 2)])));
    show();
    expect((await screen.findByTestId('comments-error')).textContent).toContain('The comments could not be loaded.');
    fail = false;
    await userEvent.click(within(screen.getByTestId('comments-error')).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(ids()).toEqual([1]));
  });

  it('says so when earlier comments cannot be loaded, and keeps the list', async () => {
    serve((url) =>
      url.searchParams.get('page') === '1' ? json(Array.from({ length: 10 }, (_, i) => comment(11 + i, 2))) : json({ error: 'x', message: 'down' }, 500),
    );
    show({ type: 'compo', which: 3, pageOwnerId: null });
    await waitFor(() => expect(ids()).toHaveLength(10));
    await userEvent.click(screen.getByTestId('comments-more'));
    expect(await screen.findByText('Sorry, the earlier comments could not be loaded. Please try again in a bit.')).toBeTruthy();
    expect(ids()).toHaveLength(10);
  });
});

describe('posting', () => {
  it('shows the comment at once and replaces it with the server’s version', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = serve((_url, init) => (init.method === 'POST' ? new Promise<Response>((resolve) => (answer = resolve)) : json([])));
    show();
    await screen.findByText('No comments yet.');
    await userEvent.type(screen.getByTestId('comment-input'), '  Nice colours  ');
    await userEvent.click(screen.getByTestId('comment-post'));
    const pending = await screen.findByTestId('comment');
    expect(Number(pending.getAttribute('data-comment-id'))).toBeLessThan(0);
    expect(within(pending).getByTestId('comment-text').textContent).toBe('Nice colours');
    expect((screen.getByTestId('comment-input') as HTMLTextAreaElement).value).toBe('');
    const [body] = posts(fetchMock, '/comment');
    expect(body).toMatchObject({ comment: 'Nice colours', type: 'sketch', which: 7, key: expect.stringMatching(/^[0-9a-f]{24}$/) });
    expect(localStorage.getItem(draftKey(1, 'sketch', 7))).toBe('  Nice colours  ');
    expect(screen.getByTestId('comment-spoken').textContent).toBe(''); // not yet: only once the server has it
    await act(async () => answer(json(comment(500, 1, 'Nice colours'))));
    await waitFor(() => expect(ids()).toEqual([500]));
    expect(localStorage.getItem(draftKey(1, 'sketch', 7))).toBeNull();
    expect(reloadPageMock).not.toHaveBeenCalled();
    // The box emptied and the comment shows where the reader is not: a screen reader says so.
    await waitFor(() => expect(screen.getByTestId('comment-spoken').textContent).toBe(COMMENT_POSTED));
    expect(screen.getByTestId('comment-spoken').getAttribute('role')).toBe('status');
  });

  it("marks the lists of cards stale without reading them now, so Back to a gallery shows the sketch's new count", async () => {
    const fetchMock = serve((_url, init) => (init.method === 'POST' ? json(comment(500, 1, 'Nice colours')) : json([])));
    const gallery = cameFromGallery();
    show();
    await screen.findByText('No comments yet.');
    await userEvent.type(screen.getByTestId('comment-input'), 'Nice colours');
    await userEvent.click(screen.getByTestId('comment-post'));
    await waitFor(() => expect(ids()).toEqual([500]));
    expect(queryClient.getQueryState(gallery)?.isInvalidated).toBe(true);
    expect(fetchMock.mock.calls.filter(([url]) => !String(url).startsWith('/api/comments/') && String(url) !== '/comment')).toEqual([]);
  });

  it('leaves the lists of cards alone after a comment on a profile, which no card counts', async () => {
    serve((_url, init) => (init.method === 'POST' ? json(comment(500, 1, 'Hello')) : json([])));
    const gallery = cameFromGallery();
    show({ type: 'profile', which: 5, pageOwnerId: 5 });
    await screen.findByText('No comments yet.');
    await userEvent.type(screen.getByTestId('comment-input'), 'Hello');
    await userEvent.click(screen.getByTestId('comment-post'));
    await waitFor(() => expect(ids()).toEqual([500]));
    expect(queryClient.getQueryState(gallery)?.isInvalidated).toBe(false);
  });

  it('posts once when three submits come in the same moment, before the page has rendered again', async () => {
    const fetchMock = serve((_url, init) => (init.method === 'POST' ? new Promise<Response>(() => {}) : json([])));
    show();
    await screen.findByText('No comments yet.');
    await userEvent.type(screen.getByTestId('comment-input'), 'Only once');
    const button = screen.getByTestId('comment-post') as HTMLButtonElement;
    act(() => {
      button.click();
      button.click();
      button.click();
    });
    await waitFor(() => expect(ids()).toHaveLength(1));
    expect(posts(fetchMock, '/comment')).toHaveLength(1);
  });

  it('keeps a comment on its way shown while the list is read again', async () => {
    let answer: (response: Response) => void = () => {};
    let saved: Comment[] = [];
    serve((_url, init) => (init.method === 'POST' ? new Promise<Response>((resolve) => (answer = resolve)) : json(saved)));
    show();
    await screen.findByText('No comments yet.');
    await userEvent.type(screen.getByTestId('comment-input'), 'Still here');
    await userEvent.click(screen.getByTestId('comment-post'));
    await waitFor(() => expect(ids()).toHaveLength(1));
    // A refresh lands while the post is on its way: the server does not have it yet.
    await act(async () => queryClient.invalidateQueries({ queryKey: ['comments'] }));
    await notified();
    expect(ids()).toHaveLength(1);
    expect(ids()[0]).toBeLessThan(0);
    expect(screen.getByTestId('comment').getAttribute('data-pending')).toBe('true');
    saved = [comment(500, 1, 'Still here')];
    await act(async () => answer(json(saved[0])));
    await waitFor(() => expect(ids()).toEqual([500]));
    expect(screen.getByTestId('comment').getAttribute('data-pending')).toBeNull();
  });

  it('ignores empty text', async () => {
    const fetchMock = serve(() => json([]));
    show();
    await screen.findByText('No comments yet.');
    await userEvent.click(screen.getByTestId('comment-post'));
    await userEvent.type(screen.getByTestId('comment-input'), '   ');
    await userEvent.click(screen.getByTestId('comment-post'));
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    expect(posts(fetchMock, '/comment')).toHaveLength(0);
    expect(ids()).toEqual([]);
  });

  it('keeps the draft per target while typing, and brings it back after a reload', async () => {
    serve(() => json([]));
    const { unmount } = show();
    await screen.findByText('No comments yet.');
    await userEvent.type(screen.getByTestId('comment-input'), 'Half a thought');
    expect(localStorage.getItem(draftKey(1, 'sketch', 7))).toBe('Half a thought');
    unmount();
    show();
    expect((await screen.findByTestId('comment-input') as HTMLTextAreaElement).value).toBe('Half a thought');
    expect(localStorage.getItem(draftKey(1, 'sketch', 8))).toBeNull();
  });

  it('reloads the page when the post fails, and the draft survives the reload', async () => {
    serve((_url, init) => (init.method === 'POST' ? json({ error: 'x', message: 'down' }, 500) : json([])));
    const { unmount } = show();
    await screen.findByText('No comments yet.');
    await userEvent.type(screen.getByTestId('comment-input'), 'Do not lose me');
    await userEvent.click(screen.getByTestId('comment-post'));
    await waitFor(() => expect(reloadPageMock).toHaveBeenCalled());
    // Nothing was posted: the comment is not shown, and what was typed is back in the box.
    await waitFor(() => expect(ids()).toEqual([]));
    expect((screen.getByTestId('comment-input') as HTMLTextAreaElement).value).toBe('Do not lose me');
    expect(localStorage.getItem(draftKey(1, 'sketch', 7))).toBe('Do not lose me');
    unmount(); // what the reload does: the page is built again
    show();
    expect((await screen.findByTestId('comment-input') as HTMLTextAreaElement).value).toBe('Do not lose me');
  });

  it("keeps one account's comment draft from the next account signed in on the same browser", async () => {
    localStorage.setItem(draftKey(1, 'sketch', 7), 'Ada typed this');
    useSession.setState({ status: 'ready', user: viewer(2) });
    serve(() => json([]));
    show();
    await screen.findByText('No comments yet.');
    expect(screen.getByTestId<HTMLTextAreaElement>('comment-input').value).toBe('');
    localStorage.removeItem(draftKey(1, 'sketch', 7));
  });
});

describe('a comment at its length limit', () => {
  it('says nothing until the limit, then says that the rest of a paste was not taken', async () => {
    serve(() => json([]));
    show();
    await screen.findByText('No comments yet.');
    const box = screen.getByTestId('comment-input') as HTMLTextAreaElement;
    await userEvent.type(box, 'Short');
    expect(screen.getByTestId('comment-limit').textContent).toBe('');
    await userEvent.paste('x'.repeat(COMMENT_MAX + 50));
    expect(box.value).toHaveLength(COMMENT_MAX);
    expect(screen.getByTestId('comment-limit').textContent).toBe(`The comment can be at most ${COMMENT_MAX} characters.`);
  });
});

describe('posting without an answer (offline)', () => {
  it('keeps the page and the text, says so, and posts once the server answers again', async () => {
    let online = false;
    serve((_url, init) => {
      if (init.method !== 'POST') return json([]);
      if (!online) return Promise.reject(new TypeError('Failed to fetch'));
      return json(comment(50, 1, 'Do not lose me'));
    });
    show();
    await screen.findByText('No comments yet.');
    await userEvent.type(screen.getByTestId('comment-input'), 'Do not lose me');
    await userEvent.click(screen.getByTestId('comment-post'));
    await waitFor(() => expect(screen.getByTestId('dialog-message').textContent).toBe(COMMENT_UNSENT));
    expect(reloadPageMock).not.toHaveBeenCalled();
    expect((screen.getByTestId('comment-input') as HTMLTextAreaElement).value).toBe('Do not lose me');
    await userEvent.click(screen.getByTestId('dialog-ok'));
    online = true;
    await userEvent.click(screen.getByTestId('comment-post'));
    await waitFor(() => expect(ids()).toEqual([50]));
    expect((screen.getByTestId('comment-input') as HTMLTextAreaElement).value).toBe('');
  });
});

describe('deleting', () => {
  const list = [comment(1, 1), comment(2, 2), comment(3, 9)];
  const actions = () =>
    screen.getAllByTestId('comment').map((el) => [
      Number(el.getAttribute('data-comment-id')),
      !!within(el).queryByTestId('comment-delete'),
      !!within(el).queryByTestId('comment-report'),
    ]);

  it('offers delete to the comment owner and report to the others', async () => {
    serve(() => json(list));
    show({ pageOwnerId: 9 });
    await waitFor(() => expect(ids()).toHaveLength(3));
    expect(actions()).toEqual([[3, false, true], [2, false, true], [1, true, false]]);
    // Each says whose comment it acts on: a list reads as many a bare "Report".
    const names = screen.getAllByTestId('comment').map((item) => item.querySelector('[data-testid="comment-report"], [data-testid="comment-delete"]')?.getAttribute('aria-label'));
    const authors = screen.getAllByTestId('comment-author').map((author) => author.textContent);
    expect(names).toEqual([`Report comment by ${authors[0]}`, `Report comment by ${authors[1]}`, `Delete comment by ${authors[2]}`]);
  });

  it('offers delete of every comment to the page owner', async () => {
    useSession.setState({ status: 'ready', user: viewer(9) });
    serve(() => json(list));
    show({ pageOwnerId: 9 });
    await waitFor(() => expect(ids()).toHaveLength(3));
    expect(actions()).toEqual([[3, true, false], [2, true, true], [1, true, true]]);
  });

  it('offers delete of every comment to an account with the thumbs flag', async () => {
    useSession.setState({ status: 'ready', user: viewer(4, { thumbs: true }) });
    serve(() => json(list));
    show({ pageOwnerId: 9 });
    await waitFor(() => expect(ids()).toHaveLength(3));
    expect(actions().map(([, del]) => del)).toEqual([true, true, true]);
  });

  it('asks first, then deletes and says so', async () => {
    const fetchMock = serve((_url, init) => (init.method === 'POST' ? json({ ok: true }) : json(list)));
    show();
    await waitFor(() => expect(ids()).toHaveLength(3));
    await userEvent.click(screen.getByTestId('comment-delete'));
    expect(screen.getByTestId('dialog-message').textContent).toBe('Are you sure you want to delete this comment?');
    await userEvent.click(screen.getByTestId('dialog-cancel'));
    expect(posts(fetchMock, '/comment')).toHaveLength(0);
    await userEvent.click(screen.getByTestId('comment-delete'));
    await confirm();
    expect(await screen.findByText('Comment deleted')).toBeTruthy();
    expect(posts(fetchMock, '/comment')).toEqual([{ commentId: 1, action: 'delete' }]);
    expect(ids()).toEqual([3, 2]);
  });

  it("reads a paged thread again after a delete, so 'Load earlier' skips no comment", async () => {
    // The server's profile thread: comments 1 to 20 by the page's owner, newest first in pages of 10.
    let saved = Array.from({ length: 20 }, (_, i) => comment(i + 1, 5));
    serve((url, init) => {
      if (init.method === 'POST') {
        const { commentId } = JSON.parse(String(init.body)) as { commentId: number };
        saved = saved.filter((c) => c.id !== commentId);
        return json({ ok: true });
      }
      const page = Number(url.searchParams.get('page'));
      const newestFirst = [...saved].reverse();
      return json(newestFirst.slice((page - 1) * 10, page * 10).reverse());
    });
    useSession.setState({ status: 'ready', user: viewer(5) });
    show({ type: 'profile', which: 5, pageOwnerId: 5 });
    await waitFor(() => expect(ids()).toHaveLength(10));
    // The oldest comment shown (11) goes: 10 moves up onto the first page.
    const oldest = screen.getAllByTestId('comment').at(-1)!;
    expect(oldest.getAttribute('data-comment-id')).toBe('11');
    await userEvent.click(within(oldest).getByTestId('comment-delete'));
    await confirm();
    await waitFor(() => expect(ids()).toContain(10));
    await userEvent.click(screen.getByTestId('comments-more'));
    await waitFor(() => expect(ids()).toHaveLength(19));
    expect([...ids()].sort((a, b) => a - b)).toEqual(saved.map((c) => c.id));
  });

  it("marks the lists of cards stale, so Back to a gallery shows the sketch's new count", async () => {
    serve((_url, init) => (init.method === 'POST' ? json({ ok: true }) : json(list)));
    const gallery = cameFromGallery();
    show();
    await waitFor(() => expect(ids()).toHaveLength(3));
    await userEvent.click(screen.getByTestId('comment-delete'));
    await confirm();
    expect(await screen.findByText('Comment deleted')).toBeTruthy();
    expect(queryClient.getQueryState(gallery)?.isInvalidated).toBe(true);
  });

  it("shows 'Error deleting comment: {message}' on failure and keeps the comment", async () => {
    serve((_url, init) => (init.method === 'POST' ? json({ error: 'forbidden', message: 'Not yours.' }, 403) : json(list)));
    show();
    await waitFor(() => expect(ids()).toHaveLength(3));
    await userEvent.click(screen.getByTestId('comment-delete'));
    await confirm();
    expect(await screen.findByText('Error deleting comment: Not yours.')).toBeTruthy();
    expect(ids()).toEqual([3, 2, 1]);
  });
});

describe('reporting', () => {
  it('thanks the reporter', async () => {
    const fetchMock = serve((_url, init) => (init.method === 'POST' ? json({ ok: true }) : json([comment(2, 2)])));
    show();
    await userEvent.click(await screen.findByTestId('comment-report'));
    expect(await screen.findByText('Thanks for your report, it will be reviewed by a gloperator.')).toBeTruthy();
    expect(posts(fetchMock, '/api/v2/report/comment')).toEqual([{ id: 2 }]);
  });

  it("shows 'Error: {status} {message}' on failure", async () => {
    serve((_url, init) => (init.method === 'POST' ? json({ error: 'forbidden', message: 'You cannot report your own comment.' }, 403) : json([comment(2, 2)])));
    show();
    await userEvent.click(await screen.findByTestId('comment-report'));
    expect(await screen.findByText('Error: 403 You cannot report your own comment.')).toBeTruthy();
  });
});
