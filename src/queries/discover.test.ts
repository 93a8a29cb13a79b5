import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserSummary } from '../api/schemas/users';
import { artistSearchList, directoryList, searchArtistList, searchSketchList } from './discover';

const api = vi.hoisted(() => ({ fetchUsers: vi.fn(), searchUsers: vi.fn(), searchArtists: vi.fn(), searchSketches: vi.fn() }));
vi.mock('../api/discover', () => api);

const user = (id: number, glops = id): UserSummary => ({ id, nickname: `u${id}`, avatar: '', glops });
const full = (from = 1) => Array.from({ length: 25 }, (_, i) => user(from + i));
const signal = new AbortController().signal;

beforeEach(() => {
  for (const fn of Object.values(api)) fn.mockReset();
});

describe('directory lists', () => {
  it('page on for Fans, Glops and Sketches while pages are full', async () => {
    api.fetchUsers.mockResolvedValue(full());
    for (const sort of ['fans', 'glops', 'sketches'] as const) {
      expect((await directoryList(sort, null).fetchPage(null, signal)).next).toBe(2);
      expect(api.fetchUsers).toHaveBeenLastCalledWith(sort, 1, signal);
      expect((await directoryList(sort, null).fetchPage(2, signal)).next).toBe(3);
      expect(api.fetchUsers).toHaveBeenLastCalledWith(sort, 2, signal);
    }
    api.fetchUsers.mockResolvedValue([user(1)]);
    expect((await directoryList('fans', null).fetchPage(3, signal)).next).toBeNull();
  });

  it('stop after the first page for Active, Birthday and Patrons, even a full one', async () => {
    api.fetchUsers.mockResolvedValue(full());
    for (const sort of ['active', 'birthday', 'patrons'] as const) expect((await directoryList(sort, null).fetchPage(null, signal)).next).toBeNull();
  });

  it('sort birthdays by glops, descending, whatever order they came in', async () => {
    api.fetchUsers.mockResolvedValue([user(1, 10), user(2, 300), user(3, 20)]);
    expect((await directoryList('birthday', null).fetchPage(null, signal)).items.map((u) => u.id)).toEqual([2, 3, 1]);
  });

  it('are one list per sort and viewer', () => {
    expect(directoryList('fans', 1).key).not.toEqual(directoryList('fans', 2).key);
    expect(directoryList('fans', 1).key).not.toEqual(directoryList('glops', 1).key);
  });
});

describe('search lists', () => {
  it('follow the server cursor', async () => {
    api.searchUsers.mockResolvedValue({ users: [user(1)], cursor: '25' });
    expect(await artistSearchList('inky', null).fetchPage(null, signal)).toEqual({ items: [user(1)], next: '25' });
    expect(api.searchUsers).toHaveBeenLastCalledWith('inky', null, signal);
    await artistSearchList('inky', null).fetchPage('25', signal);
    expect(api.searchUsers).toHaveBeenLastCalledWith('inky', '25', signal);
    api.searchArtists.mockResolvedValue({ users: [], cursor: null });
    expect(await searchArtistList('inky', 'top', 1).fetchPage(null, signal)).toEqual({ items: [], next: null });
    expect(api.searchArtists).toHaveBeenLastCalledWith('inky', 'top', null, signal);
    api.searchSketches.mockResolvedValue({ sketches: [], cursor: null });
    await searchSketchList('magic', 'fox inky', 'recent', null).fetchPage('50', signal);
    expect(api.searchSketches).toHaveBeenLastCalledWith('magic', 'fox inky', 'recent', '50', signal);
  });
});
