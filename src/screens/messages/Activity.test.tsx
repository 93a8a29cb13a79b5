// @vitest-environment jsdom
import { act, render, screen, waitFor, within } from '../../../test/support/render';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../api/queryClient';
import type { ActivityItem } from '../../api/schemas/messages';
import { navigate, startNavigation } from '../../app/navigation/navigation';
import { UnreadBadges } from '../../app/shell/UnreadBadges';
import { ProfileBlock } from '../home/ProfileBlock';
import type { HomeUser } from '../../api/schemas/home';
import { ACTIVITY_LOGIN, NO_ACTIVITY } from '../../lib/messageRules';
import { activityDef, messageKeys, type ActivityListPage } from '../../queries/messages';
import { useSession } from '../../stores/session';
import ActivityScreen, { load } from './ActivityScreen';
import { makeViewer, NoResize } from '../../../test/support/fixtures';
import { readPage, seedList } from '../../../test/support/queries';
import { messagesApi as api } from './testing';

vi.mock('../../api/messages', async () => (await import('./testing')).messagesApi);

const item = (id: string, extra: Partial<ActivityItem> = {}): ActivityItem => ({
  id,
  kind: 'heart',
  user: { id: 9, nickname: 'Nia', avatar: '/img/avatar/9' },
  sketch: { id: 40, title: 'Moon', thumbnail: '/img/sketch/40' },
  text: null,
  date: '2026-11-20T10:00:00.000Z',
  unread: false,
  ...extra,
});
const location = (path: string) => ({ path, search: '', hash: '' });
const signal = new AbortController().signal;
const zero = { messages: 0, notifications: 0, replies: 0, uploads: 0 };

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', NoResize);
  vi.stubGlobal('scrollTo', vi.fn());
  Object.values(api).forEach((fn) => fn.mockReset());
  api.clearUnread.mockResolvedValue(zero);
  api.fetchUnread.mockResolvedValue(zero);
  useSession.setState({ status: 'ready', user: makeViewer(1) });
  document.cookie = 'csrf=t';
});

describe('ActivityScreen', () => {
  it('lists notifications with what each is about, marks the new ones, links each and clears the badge once shown', async () => {
    seedList(messageKeys.activity('notifications', 1), {
      items: [item('a', { unread: true, date: '2026-11-21T08:00:00.000Z' }), item('b', { kind: 'fan', sketch: null }), item('c', { kind: 'rule' })],
      next: null,
    });
    render(<ActivityScreen data={{ tab: 'notifications', signedIn: true }} params={{}} location={location('/activity')} />);
    const rows = screen.getAllByTestId('activity-item');
    expect(rows.map((row) => within(row).getByTestId('activity-text').textContent)).toEqual([
      'New: Nia gave a heart to “Moon”',
      'Nia became your fan',
      'Nia gave a thumbs-up to “Moon”',
    ]);
    expect(rows.map((row) => row.getAttribute('href'))).toEqual(['/sketch/40', '/user/9', '/sketch/40']);
    expect(rows.map((row) => row.getAttribute('data-unread'))).toEqual(['true', 'false', 'false']);
    expect(screen.getByTestId('activity-tab-notifications').getAttribute('aria-selected')).toBe('true');
    // Read up to the newest item shown: what came after the list was fetched stays new.
    await waitFor(() => expect(api.clearUnread).toHaveBeenCalledWith({ kind: 'notifications', upTo: '2026-11-21T08:00:00.000Z' }));
    await waitFor(() => expect(document.title).toBe('Notifications · Activity · Sketchery'));
  });

  it('marks new as many of the newest as the first page counted, on the later pages too (read after the list was)', async () => {
    api.fetchActivity.mockResolvedValue({ items: [item('a', { unread: true })], more: true, newCount: 5 });
    const first = await readPage<ActivityListPage>(activityDef('notifications', 1), null);
    expect(first).toMatchObject({ next: 2, newCount: 5 });
    const page = (ids: string[], unread: boolean, newCount: number, next: number | null): ActivityListPage => ({ items: ids.map((id) => item(id, { unread })), next, newCount });
    seedList(messageKeys.activity('notifications', 1), page(['a', 'b', 'c'], true, 5, 2), page(['d', 'e', 'f'], false, 0, null));
    render(<ActivityScreen data={{ tab: 'notifications', signedIn: true }} params={{}} location={location('/activity')} />);
    const rows = screen.getAllByTestId('activity-item');
    expect(rows.map((row) => row.getAttribute('data-unread'))).toEqual(['true', 'true', 'true', 'true', 'true', 'false']);
    expect(within(rows[4]!).getByTestId('activity-text').textContent).toBe('New: Nia gave a heart to “Moon”');
    await waitFor(() => expect(api.clearUnread).toHaveBeenCalledWith({ kind: 'notifications', upTo: item('a').date }));
  });

  it("calls a sketch titled 'null' or nothing 'Untitled' (part 1 §3)", () => {
    const titled = (title: string) => ({ sketch: { id: 2488, title, thumbnail: '/img/sketch/2488' } });
    seedList(messageKeys.activity('notifications', 1), { items: [item('n', titled('null')), item('e', { kind: 'comment', text: 'Wow', ...titled('') })], next: null });
    render(<ActivityScreen data={{ tab: 'notifications', signedIn: true }} params={{}} location={location('/activity')} />);
    expect(screen.getAllByTestId('activity-text').map((line) => line.textContent)).toEqual(['Nia gave a heart to “Untitled”', 'Nia commented on “Untitled”: Wow']);
  });

  it('isolates the nickname, the title and the comment (<bdi>), so right-to-left text cannot reorder the line around it', () => {
    const line = item('h', { kind: 'comment', user: { id: 9, nickname: 'נועה', avatar: '/img/avatar/9' }, sketch: { id: 40, title: 'رسم رقم 2', thumbnail: '/img/sketch/40' }, text: 'יפה מאוד!' });
    seedList(messageKeys.activity('replies', 1), { items: [line], next: null });
    render(<ActivityScreen data={{ tab: 'replies', signedIn: true }} params={{}} location={location('/activity/replies')} />);
    const text = screen.getByTestId('activity-text');
    expect(text.textContent).toBe('נועה commented on “رسم رقم 2”: יפה מאוד!');
    // The UI's words and quotes stay outside the isolates.
    expect([...text.querySelectorAll('bdi')].map((bdi) => bdi.textContent)).toEqual(['נועה', 'رسم رقم 2', 'יפה מאוד!']);
  });

  it('switches tabs by keyboard, keeps the tab in the address, and clears that list’s badge', async () => {
    history.replaceState(null, '', '/activity');
    seedList(messageKeys.activity('notifications', 1), { items: [item('a')], next: null });
    api.fetchActivity.mockResolvedValue({ items: [item('r', { kind: 'profileComment', sketch: null, text: 'Hello!' })], more: false });
    api.fetchFollowingUploads.mockResolvedValue({ sketches: [], next: null });
    render(<ActivityScreen data={{ tab: 'notifications', signedIn: true }} params={{}} location={location('/activity')} />);
    screen.getByTestId('activity-tab-notifications').focus();
    await userEvent.keyboard('{End}');
    expect(window.location.pathname).toBe('/activity/replies');
    await waitFor(() => expect(screen.getByTestId('activity-text').textContent).toBe('Nia commented on your profile: Hello!'));
    expect(screen.getByTestId('activity-item').getAttribute('href')).toBe('/user/1');
    expect(api.fetchActivity).toHaveBeenCalledWith('replies', 1);
    await waitFor(() => expect(api.clearUnread).toHaveBeenCalledWith({ kind: 'replies', upTo: item('r').date }));
    await userEvent.keyboard('{ArrowLeft}');
    expect(window.location.pathname).toBe('/activity/uploads');
    await waitFor(() => expect(screen.getByTestId('activity-panel').textContent).toContain(NO_ACTIVITY.uploads));
    expect(api.fetchFollowingUploads).toHaveBeenCalledWith(1, 1);
    // An empty list: read up to the server's now.
    await waitFor(() => expect(api.clearUnread).toHaveBeenCalledWith({ kind: 'uploads' }));
  });

  it('loads the tab of the address, and asks a visitor to sign in', async () => {
    api.fetchActivity.mockResolvedValue({ items: [], more: false });
    expect(await load({ params: {}, location: location('/activity/replies'), signal })).toEqual({ tab: 'replies', signedIn: true });
    expect(api.fetchActivity).toHaveBeenCalledWith('replies', 1);
    useSession.setState({ status: 'ready', user: null });
    expect(await load({ params: {}, location: location('/activity'), signal })).toEqual({ tab: 'notifications', signedIn: false });
    render(<ActivityScreen data={{ tab: 'notifications', signedIn: false }} params={{}} location={location('/activity')} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(ACTIVITY_LOGIN);
  });

  it('on Back shows the list as it was, unless the header counts something new in it: then it reads it again', async () => {
    seedList(messageKeys.activity('notifications', 1), { items: [item('old')], next: null });
    queryClient.setQueryData(messageKeys.unread, zero);
    await load({ params: {}, location: location('/activity'), signal, restored: true });
    expect(api.fetchActivity).not.toHaveBeenCalled();
    queryClient.setQueryData(messageKeys.unread, { ...zero, notifications: 1 });
    api.fetchActivity.mockResolvedValue({ items: [item('new', { unread: true }), item('old')], more: false });
    await load({ params: {}, location: location('/activity'), signal, restored: true });
    expect(api.fetchActivity).toHaveBeenCalledWith('notifications', 1);
  });

  it('says so when a list is empty', () => {
    seedList(messageKeys.activity('replies', 1), { items: [], next: null });
    render(<ActivityScreen data={{ tab: 'replies', signedIn: true }} params={{}} location={location('/activity/replies')} />);
    expect(screen.getByTestId('activity-list-empty').textContent).toBe(NO_ACTIVITY.replies);
  });
});

describe('UnreadBadges (the header)', () => {
  const wide = (matches: boolean) => vi.stubGlobal('matchMedia', (query: string) => ({ matches, media: query, addEventListener() {}, removeEventListener() {} }));

  it('shows each count above 0 as a link to its list, named in words', async () => {
    wide(true);
    api.fetchUnread.mockResolvedValue({ messages: 3, notifications: 12, replies: 0, uploads: 1 });
    render(<UnreadBadges />);
    const messages = await screen.findByTestId('unread-messages');
    expect(messages.getAttribute('href')).toBe('/messages');
    expect(messages.getAttribute('aria-label')).toBe('3 unread messages');
    expect(messages.textContent).toContain('3');
    expect(screen.getByTestId('unread-notifications').getAttribute('href')).toBe('/activity');
    expect(screen.getByTestId('unread-uploads').getAttribute('aria-label')).toBe('1 unread upload');
    expect(screen.queryByTestId('unread-replies')).toBeNull();
  });

  it('drops a count once its list is read', async () => {
    wide(true);
    api.fetchUnread.mockResolvedValue({ messages: 2, notifications: 0, replies: 0, uploads: 0 });
    render(<UnreadBadges />);
    await screen.findByTestId('unread-messages');
    api.fetchUnread.mockResolvedValue(zero);
    await act(() => queryClient.invalidateQueries({ queryKey: messageKeys.unread }));
    await waitFor(() => expect(screen.queryByTestId('unread-messages')).toBeNull());
    expect(screen.getByTestId('unread-badges').getAttribute('data-total')).toBe('0');
  });

  it('reads the counts again on every page view', async () => {
    wide(true);
    api.fetchUnread.mockResolvedValue({ messages: 1, notifications: 0, replies: 0, uploads: 0 });
    render(<UnreadBadges />);
    await screen.findByTestId('unread-messages');
    const stop = startNavigation(async (location) => ({ location, name: location.path, render: () => null }));
    // The first page view (the page the app opened on) already reads them.
    await waitFor(() => expect(api.fetchUnread).toHaveBeenCalledTimes(2));
    api.fetchUnread.mockResolvedValue({ messages: 1, notifications: 0, replies: 4, uploads: 0 });
    await act(() => navigate('/gallery'));
    expect((await screen.findByTestId('unread-replies')).getAttribute('aria-label')).toBe('4 unread replies');
    expect(api.fetchUnread).toHaveBeenCalledTimes(3);
    stop();
  });

  it("keeps reading the counts while home's profile block shows them too, and both drop once a list is read", async () => {
    wide(true);
    api.fetchUnread.mockResolvedValue({ messages: 2, notifications: 0, replies: 0, uploads: 0 });
    const user: HomeUser = { id: 1, nickname: 'InkyAda', avatar: '', cover: '', glops: 0, fans: 0, sketches: 0, hiddenSketches: 0, unread: { messages: 2, notifications: 0, replies: 0, uploads: 0 } };
    render(
      <>
        <UnreadBadges />
        <ProfileBlock user={user} />
      </>,
    );
    await screen.findByTestId('unread-messages');
    expect(screen.getByTestId('badge-messages').textContent).toBe('Messages2');
    // The thread was read: the header reads the counts again, and the block shows what it read.
    api.fetchUnread.mockResolvedValue({ messages: 1, notifications: 0, replies: 0, uploads: 0 });
    await act(() => queryClient.invalidateQueries({ queryKey: messageKeys.unread }));
    await waitFor(() => expect(screen.getByTestId('unread-messages').getAttribute('aria-label')).toBe('1 unread message'));
    expect(screen.getByTestId('badge-messages').textContent).toBe('Messages1');
    expect(api.fetchUnread).toHaveBeenCalledTimes(2);
  });

  it('shows one badge with the total in a narrow header', async () => {
    wide(false);
    api.fetchUnread.mockResolvedValue({ messages: 0, notifications: 2, replies: 4, uploads: 0 });
    render(<UnreadBadges />);
    const total = await screen.findByTestId('unread-total');
    expect(total.textContent).toContain('6');
    expect(total.getAttribute('aria-label')).toBe('6 unread: 2 notifications, 4 replies');
    expect(total.getAttribute('href')).toBe('/activity');
  });
});
