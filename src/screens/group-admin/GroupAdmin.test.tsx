// @vitest-environment jsdom
import { act, render, screen, waitFor, within } from '../../../test/support/render';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { queryClient } from '../../api/queryClient';
import type { GroupRequest } from '../../api/schemas/community';
import type { GroupActivityItem, GroupFeature, GroupStat } from '../../api/schemas/groupAdmin';
import type { CurrentUser } from '../../api/schemas/session';
import { SUGGEST_DRAFT_KEYS } from '../../lib/groupAdminRules';
import type { ListData, Page } from '../../queries/endlessList';
import { groupAdminKeys } from '../../queries/groupAdmin';
import { useDialogs } from '../../stores/dialogs';
import { useSession } from '../../stores/session';
import { deferred } from '../../../test/support/fixtures';
import { seedList, seedQuery } from '../../../test/support/queries';
import GroupAdminScreen, { load } from './GroupAdminScreen';
import { PromptDialog } from './PromptDialog';

const api = vi.hoisted(() => ({
  fetchGroupActivity: vi.fn(),
  fetchGroupStats: vi.fn(),
  fetchNewFeatures: vi.fn(),
  decideFeature: vi.fn(),
  fetchFeatureQueue: vi.fn(),
  setGroupOfficial: vi.fn(),
  suggestToGroup: vi.fn(),
  fetchGroupAdminInfo: vi.fn(),
  fetchGroupRequests: vi.fn(),
  approveGroupRequest: vi.fn(),
  deleteGroupRequest: vi.fn(),
  fetchSuggestSketch: vi.fn(),
}));
vi.mock('../../api/groupAdmin', () => api);

class NoResize {
  observe() {}
  disconnect() {}
}

const user = (icons: CurrentUser['icons']): CurrentUser => ({
  id: 3, nickname: 'GroupGreta', avatar: '', mature: false, following: [], blocks: [], icons, chatId: null, chatServer: null, ban: null, showHeader: true, googleLogin: false, thumbs: false,
});
const request = (id: number, title: string): GroupRequest => ({
  id, titleHtml: title, descriptionHtml: 'About it', thumbnail: '/img/sketch/5', upvotes: 2, voted: false, user: 40 + id, nickname: `asker${id}`, avatar: '/img/avatar/1', date: '2026-11-20T10:00:00.000Z',
});
const feature = (id: number): GroupFeature => ({
  id, group: { id: 7, title: 'Ink Club' }, sketch: { id: 90 + id, title: `Sketch ${id}`, thumbnail: '/img/sketch/9' }, user: { id: 12, nickname: 'Nia', avatar: '/img/avatar/12' }, date: '2026-11-20T10:00:00.000Z',
});
const stat = (id: number, title: string, official: boolean): GroupStat => ({ id, title, thumbnail: '', sketches: 4, users: 3, week: 1, official });
const activity = (id: number): GroupActivityItem => ({
  id, kind: 'add', date: '2026-11-20T10:00:00.000Z', group: { id: 7, title: 'Ink Club' }, user: { id: 12, nickname: 'Nia', avatar: '/img/avatar/12' }, sketch: { id: 44, title: 'Moon', thumbnail: '/img/sketch/44' },
});
const location = (path: string) => ({ path, search: '', hash: '' });
const signal = new AbortController().signal;

function renderTab(tab: Parameters<typeof GroupAdminScreen>[0]['data']['tab']) {
  return render(<GroupAdminScreen data={{ tab }} params={{ tab }} location={location(`/e/a/groups/${tab}`)} />);
}
const alerts = () => useDialogs.getState().queue.map((dialog) => dialog.message);
/** Closes the alerts, and lets what the screen does once they are closed (busy flags back) settle. */
const closeAlerts = () => act(async () => useDialogs.getState().queue.forEach((dialog) => dialog.resolve(true)));

// The prompt's own chunk, in before a test asks (a page fetches it with its first question).
beforeAll(() => PromptDialog.preload());

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', NoResize);
  vi.stubGlobal('scrollTo', vi.fn());
  Object.values(api).forEach((fn) => fn.mockReset());
  useSession.setState({ status: 'ready', user: user(['g']) });
  useDialogs.setState({ queue: [] });
  localStorage.clear();
  history.replaceState(null, '', '/a/groups');
  document.cookie = 'csrf=t';
});
afterEach(() => vi.restoreAllMocks());

describe('load', () => {
  it('lets group admins and gloperators in, with the tab’s first data; anyone else gets the not-found page', async () => {
    api.fetchGroupActivity.mockResolvedValue({ items: [activity(1)], cursor: '' });
    await expect(load({ params: { tab: 'activity' }, location: location('/a/groups'), signal })).resolves.toEqual({ tab: 'activity' });
    expect(api.fetchGroupActivity).toHaveBeenCalledWith('');
    useSession.setState({ status: 'ready', user: user(['m']) });
    await expect(load({ params: { tab: 'suggest' }, location: location('/e/a/groups/suggest'), signal })).resolves.toEqual({ tab: 'suggest' });
    for (const refused of [user([]), user(['p']), null]) {
      useSession.setState({ status: 'ready', user: refused });
      await expect(load({ params: { tab: 'activity' }, location: location('/a/groups'), signal })).rejects.toMatchObject({ status: 404 });
    }
  });
});

describe('the activity tab', () => {
  it('isolates who, the sketch and the group (<bdi>): a right-to-left title cannot reorder the line around it', () => {
    const line: GroupActivityItem = { ...activity(1), kind: 'feature', user: { id: 12, nickname: 'נועה', avatar: '' }, group: { id: 7, title: 'نادي الحبر' }, sketch: { id: 44, title: 'رسم رقم 2', thumbnail: '' } };
    seedList(groupAdminKeys.activity, { items: [line], next: null });
    renderTab('activity');
    const row = screen.getByTestId('ga-activity-item');
    expect([...row.querySelectorAll('.two-lines bdi')].map((bdi) => bdi.textContent)).toEqual(['נועה', 'رسم رقم 2', 'نادي الحبر']);
    expect(row.querySelector('.two-lines')!.textContent).toBe('נועה approved “رسم رقم 2” as a feature of نادي الحبر');
  });
});

describe('the tabs', () => {
  it('rewrite the address to /e/a/groups/{tab} without a new history entry, by click and by keyboard', async () => {
    seedList(groupAdminKeys.activity, { items: [activity(1), activity(2)], next: null });
    api.fetchGroupStats.mockResolvedValue({ groups: [stat(1, 'Ink Club', false)], cursor: '' });
    const push = vi.spyOn(history, 'pushState');
    const replace = vi.spyOn(history, 'replaceState');
    const entries = history.length;
    renderTab('activity');
    expect(screen.getAllByTestId('ga-activity-item')[0]!.textContent).toContain('Nia added “Moon” to Ink Club');
    await waitFor(() => expect(document.title).toBe('Activity · Groups admin · Sketchery'));

    await userEvent.click(screen.getByTestId('ga-tab-stats'));
    expect(window.location.pathname).toBe('/e/a/groups/stats');
    expect(replace.mock.lastCall?.slice(1)).toEqual(['', '/e/a/groups/stats']);
    expect(await screen.findByTestId('ga-stat-title')).toHaveProperty('textContent', 'Ink Club');
    await waitFor(() => expect(document.title).toBe('Stats · Groups admin · Sketchery'));

    // The tabs pattern: the arrow keys choose the next tab and move the focus to it.
    screen.getByTestId('ga-tab-stats').focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByTestId('ga-tab-requests')).toBe(document.activeElement);
    expect(screen.getByTestId('ga-tab-requests').getAttribute('aria-selected')).toBe('true');
    expect(window.location.pathname).toBe('/e/a/groups/requests');
    expect(push).not.toHaveBeenCalled();
    expect(history.length).toBe(entries);
  });
});

describe('requests', () => {
  beforeEach(() => {
    seedQuery(groupAdminKeys.requests, [request(1, 'Botanical Studies'), request(2, 'One Line Drawings')]);
    api.fetchGroupRequests.mockResolvedValue({ requests: [request(1, 'Botanical Studies'), request(2, 'One Line Drawings')] });
  });
  const row = (id: number) => screen.getAllByTestId('ga-request').find((el) => el.getAttribute('data-id') === String(id))!;

  it('sends nothing when the rejection’s message is empty or the prompt is cancelled', async () => {
    renderTab('requests');
    // Each button says which request it decides (a list reads as many a bare "Approve").
    const title = within(row(2)).getByTestId('ga-request-title').textContent;
    expect(within(row(2)).getByTestId('ga-request-reject').getAttribute('aria-label')).toBe(`Reject request “${title}”`);
    expect(within(row(2)).getByTestId('ga-request-approve').getAttribute('aria-label')).toBe(`Approve request “${title}”`);
    await userEvent.click(within(row(2)).getByTestId('ga-request-reject'));
    await userEvent.type(screen.getByTestId('prompt-text'), '   ');
    await userEvent.click(screen.getByTestId('prompt-ok'));
    expect(screen.queryByTestId('prompt-text')).toBeNull();
    await userEvent.click(within(row(2)).getByTestId('ga-request-reject'));
    await userEvent.click(screen.getByTestId('prompt-cancel'));
    expect(api.deleteGroupRequest).not.toHaveBeenCalled();
    expect(screen.getAllByTestId('ga-request')).toHaveLength(2);
  });

  it('names the group in the rejection’s title as its row shows it, not as the HTML it came in', async () => {
    const odd = request(3, 'Tom &amp; Jerry&#39;s &quot;Club&quot; <b>&lt;3</b>');
    seedQuery(groupAdminKeys.requests, [odd]);
    api.fetchGroupRequests.mockResolvedValue({ requests: [odd] });
    renderTab('requests');
    await userEvent.click(within(row(3)).getByTestId('ga-request-reject'));
    expect(screen.getByRole('dialog').querySelector('h2')!.textContent).toBe('Reject “Tom & Jerry\'s "Club" <3”');
    await userEvent.click(screen.getByTestId('prompt-cancel'));
  });

  it('rejects with the message to the requester, and approves; each leaves the list', async () => {
    // The server's list follows the decisions (the screen reads it again after each).
    api.deleteGroupRequest.mockImplementation(async () => {
      api.fetchGroupRequests.mockResolvedValue({ requests: [request(1, 'Botanical Studies')] });
      return { ok: true };
    });
    api.approveGroupRequest.mockImplementation(async () => {
      api.fetchGroupRequests.mockResolvedValue({ requests: [] });
      return { groupId: 70 };
    });
    renderTab('requests');
    await userEvent.click(within(row(2)).getByTestId('ga-request-reject'));
    await userEvent.type(screen.getByTestId('prompt-text'), ' Too close to Ink Club ');
    await userEvent.click(screen.getByTestId('prompt-ok'));
    expect(api.deleteGroupRequest).toHaveBeenCalledWith(2, 'Too close to Ink Club', 42);
    await waitFor(() => expect(screen.getAllByTestId('ga-request').map((el) => el.getAttribute('data-id'))).toEqual(['1']));
    await userEvent.click(within(row(1)).getByTestId('ga-request-approve'));
    expect(api.approveGroupRequest).toHaveBeenCalledWith(1);
    expect(await screen.findByTestId('ga-requests-empty')).toHaveProperty('textContent', 'No group requests to decide.');
  });

  it('says so when approving or rejecting fails, and keeps the request', async () => {
    api.approveGroupRequest.mockRejectedValue(new ApiError(500, null));
    api.deleteGroupRequest.mockRejectedValue(new ApiError(500, null));
    renderTab('requests');
    await userEvent.click(within(row(1)).getByTestId('ga-request-approve'));
    await waitFor(() => expect(alerts()).toEqual(['Error approving request.']));
    await closeAlerts();
    await userEvent.click(within(row(1)).getByTestId('ga-request-reject'));
    await userEvent.type(screen.getByTestId('prompt-text'), 'No');
    await userEvent.click(screen.getByTestId('prompt-ok'));
    await waitFor(() => expect(alerts()).toEqual(['Error deleting group request.']));
    await closeAlerts();
    expect(screen.getAllByTestId('ga-request')).toHaveLength(2);
    // The list is read again after each failure; the server still holds both.
    await waitFor(() => expect(api.fetchGroupRequests).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(within(row(1)).getByTestId<HTMLButtonElement>('ga-request-reject').disabled).toBe(false));
    expect(screen.getAllByTestId('ga-request')).toHaveLength(2);
    // The message typed for the rejection that failed is there again for this request, not for another.
    await userEvent.click(within(row(1)).getByTestId('ga-request-reject'));
    expect(screen.getByTestId<HTMLTextAreaElement>('prompt-text').value).toBe('No');
    await userEvent.click(screen.getByTestId('prompt-cancel'));
    await userEvent.click(within(row(2)).getByTestId('ga-request-reject'));
    expect(screen.getByTestId<HTMLTextAreaElement>('prompt-text').value).toBe('');
    await userEvent.click(screen.getByTestId('prompt-cancel'));
  });

  it('after a failure says the server’s reason and reads the list again: a request decided meanwhile leaves it', async () => {
    api.approveGroupRequest.mockImplementation(async () => {
      // Another admin approved it a moment before.
      api.fetchGroupRequests.mockResolvedValue({ requests: [request(2, 'One Line Drawings')] });
      throw new ApiError(404, { error: 'not_found', message: 'No such open group request.' });
    });
    renderTab('requests');
    await userEvent.click(within(row(1)).getByTestId('ga-request-approve'));
    // The spec's text as it is, the server's reason on a line of its own (the dialog keeps line breaks).
    await waitFor(() => expect(alerts()).toEqual(['Error approving request.\nNo such open group request.']));
    await closeAlerts();
    await waitFor(() => expect(screen.getAllByTestId('ga-request').map((el) => el.getAttribute('data-id'))).toEqual(['2']));
    expect(api.approveGroupRequest).toHaveBeenCalledTimes(1);
  });
});

describe('new feature requests', () => {
  it('keeps a moderator on page 2: a decision there reads every loaded page again', async () => {
    // The server pages by 3 after the cursor (the id of the last feature seen).
    const open = [1, 2, 3, 4, 5, 6].map(feature);
    let secondPage: Promise<void> = Promise.resolve();
    api.fetchNewFeatures.mockImplementation(async (cursor: string) => {
      if (cursor !== '') await secondPage;
      const after = open.filter((f) => f.id > Number(cursor || 0));
      const page = after.slice(0, 3);
      return { features: page, cursor: after.length > 3 ? String(page[2]!.id) : '' };
    });
    api.decideFeature.mockImplementation(async ({ id }: { id: number }) => {
      open.splice(open.findIndex((f) => f.id === id), 1);
      return { ok: true };
    });
    // The admin has scrolled to the second page.
    seedList(groupAdminKeys.features, { items: open.slice(0, 3), next: '3' }, { items: open.slice(3), next: null });
    renderTab('new');
    const shown = () => screen.getAllByTestId('ga-feature').map((el) => Number(el.getAttribute('data-id')));
    expect(shown()).toEqual([1, 2, 3, 4, 5, 6]);
    const held = deferred<void>();
    secondPage = held.promise;
    const five = screen.getAllByTestId('ga-feature').find((el) => el.getAttribute('data-id') === '5')!;
    await userEvent.click(within(five).getByTestId('ga-feature-approve'));
    await userEvent.type(screen.getByTestId('prompt-text'), 'Lovely');
    await userEvent.click(screen.getByTestId('prompt-ok'));
    expect(api.decideFeature).toHaveBeenCalledWith({ action: 'approve', id: 5, group: 7, message: 'Lovely' });
    // Page 1 is read again and page 2 is being read: the decided feature is gone, the rest of
    // page 2 stays on screen meanwhile (a list cut back to page 1 would have lost it).
    await waitFor(() => expect(api.fetchNewFeatures.mock.calls.map(([cursor]) => cursor)).toEqual(['', '3']));
    expect(shown()).toEqual([1, 2, 3, 4, 6]);
    await act(async () => held.resolve());
    await waitFor(() => expect(screen.getAllByTestId('ga-feature-approve').every((button) => !(button as HTMLButtonElement).disabled)).toBe(true));
    expect(shown()).toEqual([1, 2, 3, 4, 6]);
    expect(api.fetchNewFeatures).toHaveBeenCalledTimes(2);
  });

  it('approve only with a message (an empty one sends nothing), reject at once; each leaves the list', async () => {
    seedList(groupAdminKeys.features, { items: [feature(1), feature(2)], next: null });
    // The server's list follows the decisions (the screen reads it again after each).
    const open = [feature(1), feature(2)];
    api.fetchNewFeatures.mockImplementation(async () => ({ features: [...open], cursor: '' }));
    api.decideFeature.mockImplementation(async ({ id }: { id: number }) => {
      open.splice(open.findIndex((f) => f.id === id), 1);
      return { ok: true };
    });
    renderTab('new');
    const first = () => screen.getAllByTestId('ga-feature')[0]!;
    await userEvent.click(within(first()).getByTestId('ga-feature-approve'));
    await userEvent.click(screen.getByTestId('prompt-ok'));
    expect(api.decideFeature).not.toHaveBeenCalled();
    await userEvent.click(within(first()).getByTestId('ga-feature-approve'));
    await userEvent.type(screen.getByTestId('prompt-text'), 'Congratulations!');
    await userEvent.click(screen.getByTestId('prompt-ok'));
    expect(api.decideFeature).toHaveBeenCalledWith({ action: 'approve', id: 1, group: 7, message: 'Congratulations!' });
    await waitFor(() => expect(screen.getAllByTestId('ga-feature').map((el) => el.getAttribute('data-id'))).toEqual(['2']));
    await userEvent.click(within(first()).getByTestId('ga-feature-reject'));
    expect(api.decideFeature).toHaveBeenLastCalledWith({ action: 'reject', id: 2, group: 7, message: '' });
    expect(await screen.findByTestId('ga-features-empty')).toHaveProperty('textContent', 'No new feature requests.');
  });
});

describe('moderate', () => {
  it('keeps a switched flag when a read that left before the switch answers after it', async () => {
    // What the server holds: the switch changes it once answered, and the reads after it answer it.
    let held = [stat(1, 'Ink Club', false), stat(2, 'Night Owls', true)];
    seedList(groupAdminKeys.stats('title'), { items: held, next: null });
    api.fetchGroupStats.mockImplementation(async () => ({ groups: held, cursor: '' }));
    const answer = deferred<void>();
    api.setGroupOfficial.mockImplementation(async (id: number, official: boolean) => {
      await answer.promise;
      held = held.map((group) => (group.id === id ? { ...group, official } : group));
      return { id, official };
    });
    renderTab('moderate');
    const box = (i: number) => screen.getAllByTestId('ga-official')[i] as HTMLInputElement;
    const busy = (i: number) => screen.getAllByTestId('ga-moderate-group')[i]!.querySelector('[aria-busy]')!.getAttribute('aria-busy');
    // A refresh is on its way with the flags from before the switch (the page came back to the front).
    const before = deferred<{ groups: GroupStat[]; cursor: string }>();
    api.fetchGroupStats.mockImplementationOnce(() => before.promise);
    await act(async () => void queryClient.invalidateQueries({ queryKey: groupAdminKeys.stats('title') }));
    await userEvent.click(box(0));
    await waitFor(() => expect(api.setGroupOfficial).toHaveBeenCalledWith(1, true));
    await act(async () => before.resolve({ groups: [stat(1, 'Ink Club', false), stat(2, 'Night Owls', true)], cursor: '' }));
    // That read is over (cancelled by the switch), and what it brought did not replace the switch.
    await waitFor(() => expect(queryClient.getQueryState(groupAdminKeys.stats('title'))?.fetchStatus).toBe('idle'));
    expect(queryClient.getQueryData<ListData<Page<GroupStat>>>(groupAdminKeys.stats('title'))!.pages[0]!.items[0]!.official).toBe(true);
    expect(box(0).checked).toBe(true);
    expect(busy(0)).toBe('true');
    // The server answers; the read after the switch shows what it now holds.
    await act(async () => answer.resolve());
    await waitFor(() => expect(api.fetchGroupStats).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(busy(0)).toBe('false'));
    expect(box(0).checked).toBe(true);
  });

  it('toggles the official flag; a failure puts it back and names the group', async () => {
    seedList(groupAdminKeys.stats('title'), { items: [stat(1, 'Ink Club', false), stat(2, 'Night Owls', true)], next: null });
    api.fetchGroupStats.mockResolvedValue({ groups: [stat(1, 'Ink Club', true), stat(2, 'Night Owls', true)], cursor: '' });
    api.setGroupOfficial.mockResolvedValueOnce({ id: 1, official: true }).mockRejectedValueOnce(new ApiError(503, null));
    renderTab('moderate');
    const box = (i: number) => screen.getAllByTestId('ga-official')[i] as HTMLInputElement;
    await userEvent.click(box(0));
    expect(api.setGroupOfficial).toHaveBeenCalledWith(1, true);
    expect(box(0).checked).toBe(true);
    await userEvent.click(box(1));
    expect(api.setGroupOfficial).toHaveBeenLastCalledWith(2, false);
    await waitFor(() => expect(alerts()).toEqual(['Error changing official status for group Night Owls']));
    expect(box(1).checked).toBe(true);
    await closeAlerts();
  });
});

describe('suggest', () => {
  const fill = async (group: string, sketch: string) => {
    await userEvent.clear(screen.getByTestId('ga-suggest-group'));
    if (group) await userEvent.type(screen.getByTestId('ga-suggest-group'), group);
    await userEvent.clear(screen.getByTestId('ga-suggest-sketch'));
    if (sketch) await userEvent.type(screen.getByTestId('ga-suggest-sketch'), sketch);
    await userEvent.click(screen.getByTestId('ga-suggest-submit'));
  };
  const message = () => screen.getByTestId('ga-suggest-message').textContent;

  it('keeps the links as drafts and starts from them', async () => {
    localStorage.setItem(SUGGEST_DRAFT_KEYS.group, 'https://sketchery.app/group/ink-club');
    renderTab('suggest');
    expect(screen.getByTestId<HTMLInputElement>('ga-suggest-group').value).toBe('https://sketchery.app/group/ink-club');
    await userEvent.type(screen.getByTestId('ga-suggest-sketch'), 'https://any.host/sketch/12');
    expect(localStorage.getItem('ga-suggest-sketch')).toBe('https://any.host/sketch/12');
    expect(localStorage.getItem('ga-suggest-group')).toBe('https://sketchery.app/group/ink-club');
  });

  it('refuses links that do not match the patterns, sending nothing', async () => {
    renderTab('suggest');
    for (const [group, sketch] of [
      ['https://elsewhere.com/group/ink-club', 'https://sketchery.app/sketch/12'],
      ['https://sketchery.app/group/ink_club!', 'https://sketchery.app/sketch/12'],
      ['https://sketchery.app/group/ink-club', 'https://sketchery.app/sketch/twelve'],
      ['', ''],
    ]) {
      await fill(group!, sketch!);
      expect(message()).toBe('Please fill in the fields with valid links');
    }
    expect(api.fetchGroupAdminInfo).not.toHaveBeenCalled();
    expect(api.suggestToGroup).not.toHaveBeenCalled();
  });

  it('needs both links to resolve on the server', async () => {
    api.fetchGroupAdminInfo.mockRejectedValue(new ApiError(404, { error: 'not_found', message: 'Invalid group' }));
    api.fetchSuggestSketch.mockResolvedValue({ id: 12, title: 'Moon' });
    renderTab('suggest');
    await fill('https://sketchery.app/group/no-such-group', 'https://other.site/e/sketch/12');
    await waitFor(() => expect(message()).toBe('Please fill in the fields with valid links'));
    expect(api.suggestToGroup).not.toHaveBeenCalled();
  });

  it('says the links are not valid when the server finds no sketch the group may hold (unlisted or taken down)', async () => {
    api.fetchGroupAdminInfo.mockResolvedValue({ group: { id: 7, title: 'Ink Club', thumbnail: '', sketches: 1, users: 1, description: '' } });
    api.fetchSuggestSketch.mockResolvedValue({ id: 12, title: 'Moon' });
    api.suggestToGroup.mockRejectedValue(new ApiError(404, { error: 'not_found', message: 'No such sketch.' }));
    renderTab('suggest');
    await fill('https://sketchery.app/group/ink-club', 'https://sketchery.app/sketch/12');
    await waitFor(() => expect(message()).toBe('Please fill in the fields with valid links'));
    expect(localStorage.getItem('ga-suggest-sketch')).toBe('https://sketchery.app/sketch/12');
  });

  it('says the server’s reason when it refuses the suggestion, keeping the links', async () => {
    api.fetchGroupAdminInfo.mockResolvedValue({ group: { id: 7, title: 'Ink Club', thumbnail: '', sketches: 1, users: 1, description: '' } });
    api.fetchSuggestSketch.mockResolvedValue({ id: 12, title: 'Moon' });
    api.suggestToGroup.mockRejectedValue(new ApiError(400, { error: 'bad_request', message: 'This sketch is already proposed for this group.' }));
    renderTab('suggest');
    await fill('https://sketchery.app/group/ink-club', 'https://sketchery.app/sketch/12');
    await waitFor(() => expect(message()).toBe('This sketch is already proposed for this group.'));
    expect(screen.getByTestId('ga-suggest-message').getAttribute('role')).toBe('alert');
    expect(localStorage.getItem('ga-suggest-sketch')).toBe('https://sketchery.app/sketch/12');
    expect(screen.getByTestId<HTMLButtonElement>('ga-suggest-submit').disabled).toBe(false);
  });

  it("says the spec's text, not the server's words, when the server fails (a 500 with a message)", async () => {
    api.fetchGroupAdminInfo.mockResolvedValue({ group: { id: 7, title: 'Ink Club', thumbnail: '', sketches: 1, users: 1, description: '' } });
    api.fetchSuggestSketch.mockResolvedValue({ id: 12, title: 'Moon' });
    api.suggestToGroup.mockRejectedValue(new ApiError(500, { code: 'internal', message: 'Sorry, something went wrong on the server.' }));
    renderTab('suggest');
    await fill('https://sketchery.app/group/ink-club', 'https://sketchery.app/sketch/12');
    await waitFor(() => expect(message()).toBe('Sorry, there was an error. Please try again in a bit.'));
  });

  it('suggests the sketch and clears the drafts; a failure says to try again', async () => {
    api.fetchGroupAdminInfo.mockResolvedValue({ group: { id: 7, title: 'Ink Club', thumbnail: '', sketches: 1, users: 1, description: '' } });
    api.fetchSuggestSketch.mockResolvedValue({ id: 12, title: 'Moon' });
    api.suggestToGroup.mockRejectedValueOnce(new ApiError(503, null)).mockResolvedValueOnce({ id: 99 });
    renderTab('suggest');
    await fill(`http://${window.location.host}/group/ink-club`, 'https://sketchery.app/sketch/12');
    await waitFor(() => expect(message()).toBe('Sorry, there was an error. Please try again in a bit.'));
    expect(api.fetchGroupAdminInfo).toHaveBeenCalledWith('ink-club');
    expect(localStorage.getItem('ga-suggest-group')).toBe(`http://${window.location.host}/group/ink-club`);
    await userEvent.click(screen.getByTestId('ga-suggest-submit'));
    await waitFor(() => expect(message()).toBe('Suggested “Moon” to Ink Club.'));
    expect(api.suggestToGroup).toHaveBeenLastCalledWith({ groupId: 7, groupTitle: 'Ink Club', sketchId: 12, sketchTitle: 'Moon' });
    expect(localStorage.getItem('ga-suggest-group')).toBeNull();
    expect(localStorage.getItem('ga-suggest-sketch')).toBeNull();
    expect(screen.getByTestId<HTMLInputElement>('ga-suggest-group').value).toBe('');
  });
});
