// @vitest-environment jsdom
import { act, render, screen, waitFor, within } from '../../../test/support/render';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { queryClient } from '../../api/queryClient';
import type { FanListItem } from '../../api/schemas/users';
import { profileQuery } from '../../queries/profile';
import { useDialogs } from '../../stores/dialogs';
import { useSession } from '../../stores/session';
import type { FanTab } from '../../lib/profile';
import FansScreen, { load } from './FansScreen';
import { userCardColumns as fanColumns, USER_CARD_HEIGHT as FAN_CARD_HEIGHT } from '../../components/UserCardGrid';
import { deferred, makeViewer, NoResize } from '../../../test/support/fixtures';
import { makeProfile, profileApi as api, usersApi as users } from './testing';

vi.mock('../../api/profile', async () => (await import('./testing')).profileApi);
vi.mock('../../api/users', async () => (await import('./testing')).usersApi);

const fan = (id: number): FanListItem => ({ id, nickname: `Fan${id}`, avatar: `/img/avatar/${id}`, date: '2025-02-03T08:00:00.000Z' });
const location = (path: string) => ({ path, search: '', hash: '' });

async function show(tab: FanTab, viewerId: number | null, extra: { blocks?: number[] } = {}) {
  useSession.setState({ status: 'ready', user: viewerId === null ? null : makeViewer(viewerId, extra) });
  api.fetchProfile.mockResolvedValue(makeProfile());
  const params = { user: '7', tab };
  const data = await load({ params, location: location(`/user/7/${tab}`), signal: new AbortController().signal });
  return render(<FansScreen data={data} params={params} location={location(`/user/7/${tab}`)} />);
}
const nicknames = () => screen.queryAllByTestId('fan-nickname').map((n) => n.textContent);

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', NoResize);
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  for (const fn of [...Object.values(api), ...Object.values(users)]) fn.mockReset();
  history.replaceState(null, '', '/user/7/fans');
});

describe('the fan lists', () => {
  it("on one's own list: the tab bar 'Your fans' and 'Fan of', cards with avatar, nickname, 'Since' and a link", async () => {
    api.fetchFanList.mockResolvedValue({ items: [fan(20), fan(21)], cursor: '' });
    api.fetchFanOf.mockResolvedValue({ 20: false, 21: true });
    await show('fans', 7);
    expect(within(screen.getByTestId('fans-tabs')).getAllByRole('tab').map((t) => t.textContent)).toEqual(['Your fans', 'Fan of']);
    expect(api.fetchFanList).toHaveBeenCalledWith('followers', 7, '');
    expect(api.fetchFanOf).toHaveBeenCalledWith([20, 21]);
    const card = screen.getAllByTestId('fan-card')[0]!;
    expect(within(card).getByTestId('fan-nickname').textContent).toBe('Fan20');
    expect(within(card).getByTestId('fan-since').textContent).toBe('Since Feb 3, 2025');
    expect(within(card).getByRole('link').getAttribute('href')).toBe('/user/20');
    expect(card.querySelector('img')?.getAttribute('src')).toContain('/img/avatar/20');
    await waitFor(() => expect(document.title).toBe('Your fans · Sketchery'));
  });

  it("on someone else's list: no tab bar, the heading 'Fans' or 'Fan of', and no follow icons", async () => {
    api.fetchFanList.mockResolvedValue({ items: [fan(20)], cursor: '' });
    await show('fans', 8);
    expect(screen.queryByTestId('fans-tabs')).toBeNull();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getByTestId('fans-heading').textContent).toBe('Fans');
    expect(screen.queryByTestId('fan-follow')).toBeNull();
    expect(api.fetchFanOf).not.toHaveBeenCalled();
  });

  it("shows 'Fan of' for a visitor at /fanof, from the following list", async () => {
    api.fetchFanList.mockResolvedValue({ items: [fan(30)], cursor: '' });
    await show('fanof', null);
    expect(screen.getByTestId('fans-heading').textContent).toBe('Fan of');
    expect(api.fetchFanList).toHaveBeenCalledWith('following', 7, '');
  });

  it('gives the owner the follow icon on fans they do not follow; it turns into a green check', async () => {
    api.fetchFanList.mockResolvedValue({ items: [fan(20), fan(21)], cursor: '' });
    // What the server holds: the fan status check answers the follow once it is made.
    const followed: Record<number, boolean> = { 20: false, 21: true };
    api.fetchFanOf.mockImplementation(async () => ({ ...followed }));
    users.fan.mockImplementation(async (id: number) => {
      followed[id] = true;
      return { isFan: true, fans: 1 };
    });
    await show('fans', 7);
    expect(screen.getAllByTestId('fan-follow')).toHaveLength(1);
    expect(screen.getAllByTestId('fan-followed')).toHaveLength(1);
    await userEvent.click(screen.getByTestId('fan-follow'));
    expect(users.fan).toHaveBeenCalledWith(20);
    await waitFor(() => expect(screen.getAllByTestId('fan-followed')).toHaveLength(2));
    expect(screen.queryByTestId('fan-follow')).toBeNull();
    expect(screen.getAllByTestId('fan-followed')[0]!.getAttribute('aria-label')).toBe('You are a fan of Fan20');
  });

  it('turns the check back into the follow icon and says so when the server refuses', async () => {
    api.fetchFanList.mockResolvedValue({ items: [fan(20)], cursor: '' });
    api.fetchFanOf.mockResolvedValue({ 20: false });
    const refusal = deferred<never>();
    users.fan.mockImplementation(() => refusal.promise);
    await show('fans', 7);
    await userEvent.click(screen.getByTestId('fan-follow'));
    // Shown at once, while the server is asked.
    await screen.findByTestId('fan-followed');
    await act(async () => refusal.reject(new ApiError(500, null)));
    await waitFor(() => expect(useDialogs.getState().queue[0]?.message).toBe('Sorry, there was an error. Please try again in a bit.'));
    expect(screen.getByTestId('fan-follow')).toBeTruthy();
    expect(screen.queryByTestId('fan-followed')).toBeNull();
    expect(useSession.getState().user?.following).toEqual([]);
    await act(async () => useDialogs.getState().queue[0]?.resolve(true));
  });

  it("no follow icons on one's own Fan of list", async () => {
    api.fetchFanList.mockResolvedValue({ items: [fan(20)], cursor: '' });
    await show('fanof', 7);
    expect(screen.queryByTestId('fan-follow')).toBeNull();
    expect(screen.queryByTestId('fan-followed')).toBeNull();
  });

  it('switching tab starts the other list from its first page and puts it in the address', async () => {
    api.fetchFanList.mockImplementation(async (which: string) => ({ items: which === 'followers' ? [fan(20)] : [fan(40), fan(41)], cursor: '' }));
    api.fetchFanOf.mockResolvedValue({ 20: true });
    await show('fans', 7);
    await userEvent.click(screen.getByTestId('fans-tab-fanof'));
    expect(window.location.pathname).toBe('/user/7/fanof');
    await waitFor(() => expect(nicknames()).toEqual(['Fan40', 'Fan41']));
    expect(api.fetchFanList).toHaveBeenLastCalledWith('following', 7, '');
  });

  it('loads the next page by cursor until the cursor is empty', async () => {
    const first = Array.from({ length: 25 }, (_, i) => fan(100 + i));
    api.fetchFanList.mockResolvedValueOnce({ items: first, cursor: '25' }).mockResolvedValueOnce({ items: [fan(200)], cursor: '' });
    await show('fanof', 8);
    await waitFor(() => expect(api.fetchFanList).toHaveBeenCalledWith('following', 7, '25'));
    await waitFor(() => expect(screen.getByTestId('fan-grid').getAttribute('data-count')).toBe('26'));
    expect(api.fetchFanList).toHaveBeenCalledTimes(2);
  });

  it("stops at the cursor 'end' as at an empty one: the server is not asked for ?cursor=end", async () => {
    const first = Array.from({ length: 25 }, (_, i) => fan(100 + i));
    api.fetchFanList.mockResolvedValueOnce({ items: first, cursor: 'end' }).mockResolvedValue({ items: [fan(300)], cursor: '' });
    await show('fanof', 8);
    await waitFor(() => expect(screen.getByTestId('fan-grid').getAttribute('data-count')).toBe('25'));
    // Time for the grid to ask for more (as it does after a full page with a cursor), were there more to ask for.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(api.fetchFanList.mock.calls.map((call) => call[2])).toEqual(['']);
    expect(screen.getByTestId('fan-grid').getAttribute('data-count')).toBe('25');
  });

  it('switching tab and back starts the list again from its first page, read again with no cursor', async () => {
    const first = Array.from({ length: 25 }, (_, i) => fan(100 + i));
    let secondPages = 0;
    api.fetchFanList.mockImplementation(async (which: string, _user: number, cursor: string) => {
      if (which === 'following') return { items: [fan(40)], cursor: '' };
      if (cursor === '') return { items: first, cursor: '25' };
      // The second page answers once; asked again, it is still on its way (the test sees the first page alone).
      secondPages += 1;
      return secondPages === 1 ? { items: [fan(200)], cursor: '' } : new Promise(() => {});
    });
    api.fetchFanOf.mockImplementation(async (ids: number[]) => Object.fromEntries(ids.map((id) => [id, false])));
    await show('fans', 7);
    await waitFor(() => expect(screen.getByTestId('fan-grid').getAttribute('data-count')).toBe('26'));
    const firstPageReads = () => api.fetchFanList.mock.calls.filter(([which, , cursor]) => which === 'followers' && cursor === '').length;
    expect(firstPageReads()).toBe(1);
    await userEvent.click(screen.getByTestId('fans-tab-fanof'));
    await waitFor(() => expect(nicknames()).toEqual(['Fan40']));
    await userEvent.click(screen.getByTestId('fans-tab-fans'));
    expect(window.location.pathname).toBe('/user/7/fans');
    await waitFor(() => expect(firstPageReads()).toBe(2));
    await waitFor(() => expect(screen.getByTestId('fan-grid').getAttribute('data-count')).toBe('25'));
    expect(nicknames()).not.toContain('Fan200');
  });

  it("hides users the viewer blocks and the viewer's own entry", async () => {
    api.fetchFanList.mockResolvedValue({ items: [fan(20), fan(21), fan(8)], cursor: '' });
    await show('fans', 8, { blocks: [21] });
    expect(nicknames()).toEqual(['Fan20']);
  });

  it('says when a list is empty', async () => {
    api.fetchFanList.mockResolvedValue({ items: [], cursor: '' });
    await show('fans', 7);
    expect(screen.getByTestId('fans-empty').textContent).toBe('You have no fans yet.');
  });

  it('lays cards out in columns about 260 wide and 70 high', () => {
    expect(FAN_CARD_HEIGHT).toBe(70);
    expect(fanColumns(259)).toBe(1);
    expect(fanColumns(536)).toBe(2);
    expect(fanColumns(1280)).toBe(4);
  });

  it('keeps the profile in the cache under the address’s user part', async () => {
    api.fetchFanList.mockResolvedValue({ items: [], cursor: '' });
    await show('fans', null);
    expect(queryClient.getQueryData(profileQuery('7').queryKey)).toBeTruthy();
  });
});
