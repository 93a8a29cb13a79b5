// @vitest-environment jsdom
import { render, screen, waitFor } from '../../../test/support/render';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { useSession } from '../../stores/session';
import GroupScreen, { load } from './GroupScreen';

const groupsApi = vi.hoisted(() => ({ fetchGroupInfo: vi.fn() }));
const galleriesApi = vi.hoisted(() => ({ fetchGroupSketches: vi.fn() }));
vi.mock('../../api/groups', () => groupsApi);
vi.mock('../../api/galleries', async (original) => ({ ...(await original<object>()), ...galleriesApi }));

class NoResize {
  observe() {}
  disconnect() {}
}

const info = {
  group: { id: 4, title: 'Ink Club', thumbnail: '/img/sketch/3', sketches: 38, users: 14, description: 'Inks only.', officials: true, events: 1 },
  events: [{ groupId: 4, groupTitle: 'Ink Club', groupThumb: '', titleHtml: 'Ink week', descriptionHtml: 'One a day', endDate: new Date(Date.now() + 86_400_000).toISOString() }],
  officials: [{ id: 3, nickname: 'GroupGreta', avatar: '/img/avatar/3' }],
  member: false,
};
const at = (id: number) => ({ params: { id }, location: { path: `/group/${id}`, search: '', hash: '' }, signal: new AbortController().signal });

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', NoResize);
  useSession.setState({ status: 'ready', user: null });
  groupsApi.fetchGroupInfo.mockReset();
  galleriesApi.fetchGroupSketches.mockReset();
});

describe('group page', () => {
  it('loads the group and its gallery, and shows title, counts, events, officials and sketches', async () => {
    groupsApi.fetchGroupInfo.mockResolvedValue(info);
    galleriesApi.fetchGroupSketches.mockResolvedValue({ sketches: [], next: null, group: info.group });
    const data = await load(at(4));
    expect(data).toEqual({ id: 4, invalid: false });
    expect(galleriesApi.fetchGroupSketches).toHaveBeenCalledWith(4, 1);
    render(<GroupScreen data={data} params={{ id: 4 }} location={at(4).location} />);
    expect(screen.getByTestId('group-title').textContent).toBe('Ink ClubOfficial');
    expect(screen.getByTestId('group-counts').textContent).toContain('14 members · 38 sketches');
    expect(screen.getByTestId('group-event-title').textContent).toBe('Ink week');
    expect(screen.getByTestId('group-officials').textContent).toContain('GroupGreta');
    expect(screen.getByTestId('group-gallery-link').getAttribute('href')).toBe('/gallery/group/4');
    expect(screen.getByAltText('Thumbnail of the group Ink Club')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Ink Club · Groups · Sketchery'));
  });

  it("says 'Invalid group' for an unknown id", async () => {
    groupsApi.fetchGroupInfo.mockRejectedValue(new ApiError(404, { error: 'not_found', message: 'Invalid group' }));
    galleriesApi.fetchGroupSketches.mockRejectedValue(new ApiError(404, { error: 'not_found', message: 'Invalid group' }));
    const data = await load(at(999));
    expect(data).toEqual({ id: 999, invalid: true });
    render(<GroupScreen data={data} params={{ id: 999 }} location={at(999).location} />);
    expect(screen.getByTestId('invalid-group').textContent).toContain('Invalid group');
    await waitFor(() => expect(document.title).toBe('Invalid group · Sketchery'));
  });

  it("says 'Invalid group' for an id that is no number (/group/abc), without asking the server", async () => {
    const data = await load({ params: { id: null }, location: { path: '/group/abc', search: '', hash: '' }, signal: new AbortController().signal });
    expect(data.invalid).toBe(true);
    expect(groupsApi.fetchGroupInfo).not.toHaveBeenCalled();
    render(<GroupScreen data={data} params={{ id: null }} location={{ path: '/group/abc', search: '', hash: '' }} />);
    expect(screen.getByTestId('invalid-group').textContent).toContain('Invalid group');
  });
});
