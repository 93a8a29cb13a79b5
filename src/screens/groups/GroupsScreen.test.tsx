// @vitest-environment jsdom
import { act, render, screen, waitFor, within } from '../../../test/support/render';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { queryClient } from '../../api/queryClient';
import { Dialogs } from '../../components/Dialogs';
import type { GroupRequest } from '../../api/schemas/community';
import type { Group } from '../../api/schemas/galleries';
import type { CurrentUser } from '../../api/schemas/session';
import { GROUP_TEXTS, noMatchingGroupsText, type GroupTab } from '../../lib/groupRules';
import { groupKeys } from '../../queries/groups';
import { deferred } from '../../../test/support/fixtures';
import { useDialogs } from '../../stores/dialogs';
import { useSession } from '../../stores/session';
import GroupsScreen, { load } from './GroupsScreen';

const api = vi.hoisted(() => ({
  searchGroups: vi.fn(),
  fetchGroupsForUser: vi.fn(),
  fetchGroupEvents: vi.fn(),
  fetchGroupRequests: vi.fn(),
  fetchGroupInfo: vi.fn(),
  requestGroup: vi.fn(),
  voteGroupRequest: vi.fn(),
  addSketchToGroup: vi.fn(),
  removeSketchFromGroup: vi.fn(),
}));
vi.mock('../../api/groups', () => api);

const DAY = 86_400_000;
const group = (id: number, extra: Partial<Group> = {}): Group => ({ id, title: `Group ${id}`, thumbnail: `/img/sketch/${id}`, sketches: id * 3, users: id, description: '', ...extra });
const request = (id: number, extra: Partial<GroupRequest> = {}): GroupRequest => ({
  id,
  titleHtml: `Request ${id}`,
  descriptionHtml: 'About it',
  thumbnail: '/img/sketch/1',
  upvotes: 10 - id,
  voted: false,
  user: 7,
  nickname: 'Asker',
  avatar: '/img/avatar/7',
  date: new Date(Date.now() - DAY).toISOString(),
  ...extra,
});
const me = { id: 1, nickname: 'InkyAda', avatar: '', mature: false, following: [], blocks: [], icons: [], chatId: null, chatServer: null, ban: null, showHeader: true, googleLogin: false, thumbs: false } as CurrentUser;
const at = (search = '') => ({ params: {}, location: { path: '/groups', search, hash: '' }, signal: new AbortController().signal });
const show = (tab: GroupTab, tabs: GroupTab[]) =>
  render(
    <>
      <GroupsScreen data={{ tab, tabs }} params={{}} location={{ path: '/groups', search: '', hash: '' }} />
      <Dialogs />
    </>,
  );
const dialog = () => useDialogs.getState().queue[0];

/** The open requests as the server holds them: a vote counts there, and the reads after it answer it. */
let held: GroupRequest[];
const serveRequests = (requests: GroupRequest[]) => {
  held = requests;
  api.fetchGroupRequests.mockImplementation(() => Promise.resolve({ requests: held }));
  api.voteGroupRequest.mockImplementation((id: number) => {
    held = held.map((r) => (r.id === id ? { ...r, voted: true, upvotes: r.upvotes + 1 } : r));
    const voted = held.find((r) => r.id === id)!;
    return Promise.resolve({ id, upvotes: voted.upvotes, voted: true });
  });
};
const card = (id: number) => screen.getAllByTestId('group-request').find((el) => el.getAttribute('data-request-id') === String(id))!;
const upvotes = (id: number) => within(card(id)).getByTestId('group-request-upvotes').textContent;

beforeEach(() => {
  for (const fn of Object.values(api)) fn.mockReset();
  useSession.setState({ status: 'ready', user: null });
  useDialogs.setState({ queue: [] });
  history.replaceState(null, '', '/groups');
});

describe('groups loader', () => {
  it('gives a visitor All Groups, Events and Search, and loads All Groups first', async () => {
    api.searchGroups.mockResolvedValue({ groups: [group(1)] });
    expect(await load(at())).toEqual({ tab: 'all', tabs: ['all', 'events', 'search'] });
    expect(api.searchGroups).toHaveBeenCalledWith('');
    expect((await load(at('?tab=requests'))).tab).toBe('all'); // not a visitor's tab
    expect(api.fetchGroupsForUser).not.toHaveBeenCalled();
  });

  it('gives a member Your Groups first, and Requests; a user in no group has no Your Groups', async () => {
    useSession.setState({ status: 'ready', user: me });
    api.fetchGroupsForUser.mockResolvedValue({ groups: [group(1)] });
    expect(await load(at())).toEqual({ tab: 'yours', tabs: ['yours', 'all', 'events', 'search', 'requests'] });
    api.fetchGroupRequests.mockResolvedValue({ requests: [] });
    expect((await load(at('?tab=requests'))).tab).toBe('requests');
    expect(api.fetchGroupRequests).toHaveBeenCalled();
    useSession.setState({ status: 'ready', user: { ...me, id: 2 } });
    api.fetchGroupsForUser.mockResolvedValue({ groups: [] });
    api.searchGroups.mockResolvedValue({ groups: [] });
    expect(await load(at())).toEqual({ tab: 'all', tabs: ['all', 'events', 'search', 'requests'] });
  });
});

describe('groups screen', () => {
  it('follows the tabs pattern, keeps the tab in the address and names the page', async () => {
    api.searchGroups.mockResolvedValue({ groups: [group(1, { officials: true }), group(2)] });
    api.fetchGroupEvents.mockResolvedValue({ events: [{ groupId: 2, groupTitle: 'Group 2', groupThumb: '', titleHtml: 'Speed <b>round</b>', descriptionHtml: 'Fast', endDate: new Date(Date.now() + DAY).toISOString() }] });
    show('all', ['all', 'events', 'search']);
    await waitFor(() => expect(screen.getAllByTestId('group-card')).toHaveLength(2));
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['All Groups', 'Events', 'Search']);
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(screen.getByTestId('groups-tab-all').id);
    expect(within(screen.getAllByTestId('group-card')[0]!).getByText('Official')).toBeTruthy();
    expect(screen.getAllByTestId('group-card-title')[0]!.getAttribute('href')).toBe('/group/1');
    await waitFor(() => expect(document.title).toBe('All Groups · Groups · Sketchery'));
    screen.getByTestId('groups-tab-all').focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByTestId('groups-tab-events').getAttribute('aria-selected')).toBe('true');
    expect(location.search).toBe('?tab=events');
    await waitFor(() => expect(screen.getByTestId('group-event-title').innerHTML).toBe('Speed <b>round</b>'));
    // The event's group has no thumbnail (''): an empty box, no image without an address.
    expect(within(screen.getByTestId('group-event')).getByTestId('group-no-thumb')).toBeTruthy();
    expect(within(screen.getByTestId('group-event')).queryByRole('img')).toBeNull();
  });

  it('shows an empty box of a thumbnail’s size for a group without one, never an image without an address', async () => {
    api.searchGroups.mockResolvedValue({ groups: [group(1, { thumbnail: '' }), group(2)] });
    show('all', ['all', 'events', 'search']);
    await waitFor(() => expect(screen.getAllByTestId('group-card')).toHaveLength(2));
    const [without, withThumbnail] = screen.getAllByTestId('group-card');
    expect(within(without!).queryByRole('img')).toBeNull();
    expect(within(without!).getByTestId('group-no-thumb').getAttribute('aria-hidden')).toBe('true');
    expect(within(withThumbnail!).getByRole('img', { name: 'Thumbnail of the group Group 2' }).getAttribute('src')).toBe('/img/sketch/2/75.jpg');
    expect(within(withThumbnail!).queryByTestId('group-no-thumb')).toBeNull();
    expect(document.querySelectorAll('img:not([src]), img[src=""]')).toHaveLength(0);
  });

  it('searches on Enter, ignores an empty search and says when nothing matches', async () => {
    show('search', ['all', 'events', 'search']);
    const input = screen.getByTestId('group-search-input');
    await userEvent.type(input, '   {Enter}');
    expect(api.searchGroups).not.toHaveBeenCalled();
    api.searchGroups.mockResolvedValue({ groups: [] });
    await userEvent.clear(input);
    await userEvent.type(input, 'zzqxj{Enter}');
    await waitFor(() => expect(screen.getByTestId('group-search-results-empty').textContent).toBe(noMatchingGroupsText('zzqxj')));
    expect(noMatchingGroupsText('zzqxj')).toBe('Sorry no matching groups found for zzqxj');
    api.searchGroups.mockResolvedValue({ groups: [group(3)] });
    await userEvent.clear(input);
    await userEvent.type(input, 'ink{Enter}');
    await waitFor(() => expect(screen.getAllByTestId('group-card-title').map((a) => a.textContent)).toEqual(['Group 3']));
    expect(api.searchGroups).toHaveBeenLastCalledWith('ink');
  });

  it('lists requests with a vote button while votable, Voted once voted, and none after 30 days', async () => {
    useSession.setState({ status: 'ready', user: me });
    serveRequests([request(1, { voted: true }), request(2), request(3, { date: new Date(Date.now() - 31 * DAY).toISOString() })]);
    show('requests', ['all', 'events', 'search', 'requests']);
    await waitFor(() => expect(screen.getAllByTestId('group-request')).toHaveLength(3));
    const [first, second, third] = screen.getAllByTestId('group-request') as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(first).getByTestId('group-request-voted')).toBeTruthy();
    expect(within(third).getByTestId('group-request-closed')).toBeTruthy();
    expect(within(third).queryByTestId('group-request-vote')).toBeNull();
    await userEvent.click(within(second).getByTestId('group-request-vote'));
    expect(api.voteGroupRequest).toHaveBeenCalledWith(2);
    await waitFor(() => expect(within(second).getByTestId('group-request-upvotes').textContent).toBe('9 votes'));
    expect(within(second).getByTestId('group-request-voted')).toBeTruthy();
    // The list is read again once the vote is settled, and shows what the server holds.
    await waitFor(() => expect(api.fetchGroupRequests).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(upvotes(2)).toBe('9 votes'));
  });

  it('keeps a vote when a read that left before it answers after it', async () => {
    useSession.setState({ status: 'ready', user: me });
    serveRequests([request(2)]);
    show('requests', ['all', 'events', 'search', 'requests']);
    await screen.findByTestId('group-request-vote');
    // A refresh is on its way with the list from before the vote (the page came back to the front).
    const before = deferred<{ requests: GroupRequest[] }>();
    api.fetchGroupRequests.mockImplementationOnce(() => before.promise);
    await act(async () => void queryClient.invalidateQueries({ queryKey: groupKeys.requests(me.id) }));
    // The vote is on its way while that read answers.
    const answer = deferred<void>();
    const vote = api.voteGroupRequest.getMockImplementation()!;
    api.voteGroupRequest.mockImplementationOnce(async (id: number) => {
      await answer.promise;
      return vote(id);
    });
    await userEvent.click(screen.getByTestId('group-request-vote'));
    await waitFor(() => expect(api.voteGroupRequest).toHaveBeenCalledWith(2));
    await act(async () => before.resolve({ requests: [request(2)] }));
    // That read is over (cancelled by the vote), and what it brought did not replace the vote.
    await waitFor(() => expect(queryClient.getQueryState(groupKeys.requests(me.id))?.fetchStatus).toBe('idle'));
    expect(queryClient.getQueryData<{ requests: GroupRequest[] }>(groupKeys.requests(me.id))!.requests[0]).toMatchObject({ voted: true, upvotes: 9 });
    expect(upvotes(2)).toBe('9 votes');
    expect(screen.getByTestId('group-request-voted')).toBeTruthy();
    await act(async () => answer.resolve());
    // The read after the vote shows what the server now holds.
    await waitFor(() => expect(api.fetchGroupRequests).toHaveBeenCalledTimes(3));
    await waitFor(() => expect(upvotes(2)).toBe('9 votes'));
    expect(screen.getByTestId('group-request-voted')).toBeTruthy();
  });

  it('takes back only its own vote when refused after another vote succeeded', async () => {
    useSession.setState({ status: 'ready', user: me });
    serveRequests([request(2), request(3)]);
    const refusal = deferred<never>();
    api.voteGroupRequest.mockImplementationOnce(() => refusal.promise);
    show('requests', ['all', 'events', 'search', 'requests']);
    await waitFor(() => expect(screen.getAllByTestId('group-request-vote')).toHaveLength(2));
    await userEvent.click(within(card(2)).getByTestId('group-request-vote')); // on its way, to be refused
    await userEvent.click(within(card(3)).getByTestId('group-request-vote')); // counted by the server
    await waitFor(() => expect(api.voteGroupRequest).toHaveBeenCalledWith(3));
    await act(async () => refusal.reject(new ApiError(409, { error: 'conflict', message: 'Voting on this request has closed.' })));
    await waitFor(() => expect(dialog()?.message).toBe('Voting on this request has closed.'));
    expect(upvotes(2)).toBe('8 votes');
    expect(within(card(2)).getByTestId('group-request-vote')).toBeTruthy();
    // A snapshot from before both votes would have taken this one back too.
    expect(upvotes(3)).toBe('8 votes');
    expect(within(card(3)).getByTestId('group-request-voted')).toBeTruthy();
    await act(async () => dialog()!.resolve(true));
    // Read again once both are settled: the server counted the second vote only.
    await waitFor(() => expect(api.fetchGroupRequests).toHaveBeenCalledTimes(2));
    await waitFor(() => expect((within(card(2)).getByTestId('group-request-vote') as HTMLButtonElement).disabled).toBe(false));
    expect(upvotes(3)).toBe('8 votes');
    expect(within(card(3)).getByTestId('group-request-voted')).toBeTruthy();
  });

  it('puts a failed vote back and says why', async () => {
    useSession.setState({ status: 'ready', user: me });
    api.fetchGroupRequests.mockResolvedValue({ requests: [request(2)] });
    api.voteGroupRequest.mockRejectedValue(new ApiError(409, { error: 'conflict', message: 'Voting on this request has closed.' }));
    show('requests', ['all', 'events', 'search', 'requests']);
    await userEvent.click(await screen.findByTestId('group-request-vote'));
    await waitFor(() => expect(dialog()?.message).toBe('Voting on this request has closed.'));
    await act(async () => dialog()!.resolve(true));
    expect(screen.getByTestId('group-request-upvotes').textContent).toBe('8 votes');
    expect(screen.getByTestId('group-request-vote')).toBeTruthy();
    // Read again once settled; the button is back to use.
    await waitFor(() => expect(api.fetchGroupRequests).toHaveBeenCalledTimes(2));
    await waitFor(() => expect((screen.getByTestId('group-request-vote') as HTMLButtonElement).disabled).toBe(false));
    expect(screen.getByTestId('group-request-upvotes').textContent).toBe('8 votes');
  });

  it('sends a request from the dialog after its checks, then lists it', async () => {
    useSession.setState({ status: 'ready', user: me });
    api.fetchGroupRequests.mockResolvedValue({ requests: [] });
    show('requests', ['all', 'events', 'search', 'requests']);
    expect(await screen.findByTestId('group-requests-empty')).toBeTruthy();
    await userEvent.click(screen.getByTestId('request-group-open'));
    // The dialog's code comes with the tap (a chunk of its own).
    const form = await screen.findByTestId('request-group-dialog');
    expect(within(form).getByTestId('request-group-age').textContent).toContain('16 or older');
    expect(document.activeElement).toBe(screen.getByTestId('request-group-name'));
    // Each problem is the field's: marked, described by the text, and focused.
    const problemAt = (testId: string) => {
      const field = screen.getByTestId(testId);
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(field.getAttribute('aria-describedby')).toBe(screen.getByTestId('request-group-error').id);
      expect(document.activeElement).toBe(field);
    };
    await userEvent.click(screen.getByTestId('request-group-send'));
    expect(screen.getByTestId('request-group-error').textContent).toBe(GROUP_TEXTS.fillInAll);
    problemAt('request-group-name');
    await userEvent.type(screen.getByTestId('request-group-name'), 'Moon Club');
    await userEvent.click(screen.getByTestId('request-group-send'));
    expect(screen.getByTestId('request-group-error').textContent).toBe(GROUP_TEXTS.fillInAll);
    problemAt('request-group-description');
    expect(screen.getByTestId('request-group-name').getAttribute('aria-invalid')).toBeNull();
    await userEvent.type(screen.getByTestId('request-group-description'), 'Moons only');
    await userEvent.click(screen.getByTestId('request-group-send'));
    expect(screen.getByTestId('request-group-error').textContent).toBe(GROUP_TEXTS.needThumbnail);
    problemAt('request-group-thumbnail');
    expect(api.requestGroup).not.toHaveBeenCalled();
    await userEvent.type(screen.getByTestId('request-group-thumbnail'), 'https://sketchery.app/sketch/42');
    api.requestGroup.mockResolvedValue({ request: request(9) });
    api.fetchGroupRequests.mockResolvedValue({ requests: [request(9, { titleHtml: 'Moon Club' })] });
    await userEvent.click(screen.getByTestId('request-group-send'));
    expect(api.requestGroup).toHaveBeenCalledWith({ title: 'Moon Club', description: 'Moons only', thumbnail: '42' });
    await waitFor(() => expect(screen.queryByTestId('request-group-dialog')).toBeNull());
    expect(screen.getByTestId('request-group-sent')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('group-request-title').textContent).toBe('Moon Club'));
  });

  it('sends one request for a double tap the browser delivers in one task (before React shows it pending)', async () => {
    useSession.setState({ status: 'ready', user: me });
    api.fetchGroupRequests.mockResolvedValue({ requests: [] });
    api.requestGroup.mockResolvedValue({ request: request(9) });
    show('requests', ['all', 'events', 'search', 'requests']);
    await userEvent.click(await screen.findByTestId('request-group-open'));
    await userEvent.type(await screen.findByTestId('request-group-name'), 'Moon Club');
    await userEvent.type(screen.getByTestId('request-group-description'), 'Moons only');
    await userEvent.type(screen.getByTestId('request-group-thumbnail'), '/sketch/42');
    const send = screen.getByTestId('request-group-send');
    act(() => {
      send.click();
      send.click();
    });
    await waitFor(() => expect(screen.queryByTestId('request-group-dialog')).toBeNull());
    expect(api.requestGroup).toHaveBeenCalledTimes(1);
  });

  it('keeps what was typed and shows the server’s reason when sending fails', async () => {
    useSession.setState({ status: 'ready', user: me });
    api.fetchGroupRequests.mockResolvedValue({ requests: [] });
    api.requestGroup.mockRejectedValue(new ApiError(400, { error: 'bad_request', message: GROUP_TEXTS.needThumbnail }));
    show('requests', ['all', 'events', 'search', 'requests']);
    await userEvent.click(await screen.findByTestId('request-group-open'));
    await userEvent.type(await screen.findByTestId('request-group-name'), 'Moon Club');
    await userEvent.type(screen.getByTestId('request-group-description'), 'Moons');
    await userEvent.type(screen.getByTestId('request-group-thumbnail'), '/sketch/99999');
    await userEvent.click(screen.getByTestId('request-group-send'));
    await waitFor(() => expect(screen.getByTestId('request-group-error').textContent).toBe(GROUP_TEXTS.needThumbnail));
    expect((screen.getByTestId('request-group-name') as HTMLInputElement).value).toBe('Moon Club');
  });

  it('windows a long list: far fewer cards than groups, the rest as padding, following the scroll', async () => {
    // jsdom has no layout: the list's top as a browser would give it (rows count their estimate),
    // and a phone's width (one column of cards).
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(360);
    let top = 0;
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const y = this.getAttribute('data-testid') === 'all-groups' ? top : 0;
      return { top: y, height: 0, bottom: y, left: 0, right: 0, width: 0, x: 0, y, toJSON: () => ({}) } as DOMRect;
    });
    api.searchGroups.mockResolvedValue({ groups: Array.from({ length: 2000 }, (_, i) => group(i + 1)) });
    show('all', ['all', 'events', 'search']);
    await waitFor(() => expect(screen.getAllByTestId('group-card').length).toBeGreaterThan(0));
    const list = screen.getByTestId('all-groups');
    expect(list.getAttribute('data-count')).toBe('2000');
    const rendered = () => screen.getAllByTestId('group-card').map((card) => Number(card.getAttribute('data-group-id')));
    expect(rendered().length).toBeLessThan(50);
    expect(rendered()[0]).toBe(1);
    expect(parseFloat(list.style.paddingBottom)).toBeGreaterThan(1900 * 100);
    top = -100_000;
    act(() => void window.dispatchEvent(new Event('scroll')));
    expect(rendered().length).toBeLessThan(50);
    expect(rendered()).not.toContain(1);
    // About 100 000 px down at a row every 106 px (less the 1200 px kept above): group 933 or so.
    expect(rendered()[0]).toBeGreaterThan(900);
    expect(parseFloat(list.style.paddingTop)).toBeGreaterThan(90_000);
    vi.restoreAllMocks();
  });
});
