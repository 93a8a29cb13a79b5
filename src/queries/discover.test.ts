import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserSummary } from '../api/schemas/users';
import { artistSearchList, directoryList, searchArtistList, searchSketchList } from './discover';
import { readPage } from '../../test/support/queries';

const api = vi.hoisted(() => ({ fetchUsers: vi.fn(), searchUsers: vi.fn(), searchArtists: vi.fn(), searchSketches: vi.fn() }));
vi.mock('../api/discover', () => api);

const user = (id: number, glops = id): UserSummary => ({ id, nickname: `u${id}`, avatar: '', glops });
const full = (from = 1) => Array.from({ length: 25 }, (_, i) => user(from + i));

beforeEach(() => {
  for (const fn of Object.values(api)) fn.mockReset();
});

describe('directory lists', () => {
  it('page on for Fans, Glops and Sketches while pages are full', async () => {
    api.fetchUsers.mockResolvedValue(full());
    for (const sort of ['fans', 'glops', 'sketches'] as const) {
      expect((await readPage(directoryList(sort, null), null)).next).toBe(2);
      expect(api.fetchUsers).toHaveBeenLastCalledWith(sort, 1);
      expect((await readPage(directoryList(sort, null), 2)).next).toBe(3);
      expect(api.fetchUsers).toHaveBeenLastCalledWith(sort, 2);
    }
    api.fetchUsers.mockResolvedValue([user(1)]);
    expect((await readPage(directoryList('fans', null), 3)).next).toBeNull();
  });

  it('stop after the first page for Active, Birthday and Patrons, even a full one', async () => {
    api.fetchUsers.mockResolvedValue(full());
    for (const sort of ['active', 'birthday', 'patrons'] as const) expect((await readPage(directoryList(sort, null), null)).next).toBeNull();
  });

  it('sort birthdays by glops, descending, whatever order they came in', async () => {
    api.fetchUsers.mockResolvedValue([user(1, 10), user(2, 300), user(3, 20)]);
    expect((await readPage<{ items: UserSummary[]; next: null }>(directoryList('birthday', null), null)).items.map((u) => u.id)).toEqual([2, 3, 1]);
  });

  it('are one list per sort and viewer', () => {
    expect(directoryList('fans', 1).queryKey).not.toEqual(directoryList('fans', 2).queryKey);
    expect(directoryList('fans', 1).queryKey).not.toEqual(directoryList('glops', 1).queryKey);
  });
});

describe('search lists', () => {
  it('follow the server cursor', async () => {
    api.searchUsers.mockResolvedValue({ users: [user(1)], cursor: '25' });
    expect(await readPage(artistSearchList('inky', null), null)).toEqual({ items: [user(1)], next: '25' });
    expect(api.searchUsers).toHaveBeenLastCalledWith('inky', null);
    await readPage(artistSearchList('inky', null), '25');
    expect(api.searchUsers).toHaveBeenLastCalledWith('inky', '25');
    api.searchArtists.mockResolvedValue({ users: [], cursor: null });
    expect(await readPage(searchArtistList('inky', 'top', 1), null)).toEqual({ items: [], next: null });
    expect(api.searchArtists).toHaveBeenLastCalledWith('inky', 'top', null);
    api.searchSketches.mockResolvedValue({ sketches: [], cursor: null });
    await readPage(searchSketchList('magic', 'fox inky', 'recent', null), '50');
    expect(api.searchSketches).toHaveBeenLastCalledWith('magic', 'fox inky', 'recent', '50');
  });
});
