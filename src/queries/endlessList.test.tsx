// @vitest-environment jsdom
import { act, renderHook, waitFor } from '../../test/support/render';
import { describe, expect, it, vi } from 'vitest';
import { queryClient } from '../api/queryClient';
import { listData } from '../../test/support/queries';
import { endlessList, loadEndlessList, useEndlessList, type Cursor, type Page } from './endlessList';

type Item = { id: number };
const items = (...ids: number[]) => ids.map((id) => ({ id }));

/** A list served from `pages` by cursor; the test may change what the server holds. */
function list(pages: Record<string, Page<Item>>, key = 'l') {
  const fetchPage = vi.fn(async (cursor: Cursor) => pages[String(cursor)] ?? { items: [], next: null });
  return { list: endlessList(['list', key], fetchPage), fetchPage, pages };
}

describe('useEndlessList', () => {
  it('loads the first page at once, then the next from its cursor, without duplicates', async () => {
    const { list: def, fetchPage } = list({ null: { items: items(1, 2), next: 2 }, 2: { items: items(2, 3), next: null } });
    const { result } = renderHook(() => useEndlessList(def));
    await waitFor(() => expect(result.current.items).toEqual(items(1, 2)));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toEqual(items(1, 2, 3)));
    expect(result.current.hasMore).toBe(false);
    expect(fetchPage.mock.calls.map(([cursor]) => cursor)).toEqual([null, 2]);
  });

  it('reads the loaded pages again when a list ordered by latest activity moved under the reader, so the item that moved up shows', async () => {
    const pages: Record<string, Page<Item>> = { null: { items: items(1, 2), next: 2 }, 2: { items: items(3, 4), next: null } };
    const fetchPage = vi.fn(async (cursor: Cursor) => pages[String(cursor)] ?? { items: [], next: null });
    const def = endlessList(['list', 'reorders'], fetchPage, { reorders: true });
    const { result } = renderHook(() => useEndlessList(def));
    await waitFor(() => expect(result.current.items).toEqual(items(1, 2)));
    // Topic 4 gets a reply before the reader scrolls on: it is first now, and page 2 starts with 2.
    pages.null = { items: items(4, 1), next: 2 };
    pages[2] = { items: items(2, 3), next: null };
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toEqual(items(4, 1, 2, 3)));
    // A plain list keeps what it shows (no reads in a loop for a feed that grows all the time).
    const plain = list({ null: { items: items(1, 2), next: 2 }, 2: { items: items(2, 3), next: null } }, 'plain');
    const shown = renderHook(() => useEndlessList(plain.list));
    await waitFor(() => expect(shown.result.current.items).toEqual(items(1, 2)));
    act(() => shown.result.current.loadMore());
    await waitFor(() => expect(shown.result.current.items).toEqual(items(1, 2, 3)));
    expect(plain.fetchPage.mock.calls.map(([cursor]) => cursor)).toEqual([null, 2]);
  });

  it('starts from the page the loader put in the cache, without asking again', async () => {
    const { list: def, fetchPage } = list({ null: { items: items(1), next: 2 } });
    await loadEndlessList(def);
    const { result } = renderHook(() => useEndlessList(def));
    expect(result.current.items).toEqual(items(1));
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  it('keeps every loaded page when the list is invalidated on screen, each read again', async () => {
    const { list: def, fetchPage, pages } = list({ null: { items: items(1, 2), next: 2 }, 2: { items: items(3, 4), next: 3 }, 3: { items: items(5), next: null } });
    const { result } = renderHook(() => useEndlessList(def));
    await waitFor(() => expect(result.current.items).toHaveLength(2));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toEqual(items(1, 2, 3, 4)));
    // A moderator approves item 1 on page 2 of the list: the server's list moves up by one.
    pages.null = { items: items(2, 3), next: 2 };
    pages[2] = { items: items(4, 5), next: 3 };
    fetchPage.mockClear();
    await act(() => queryClient.invalidateQueries({ queryKey: ['list'] }));
    await waitFor(() => expect(result.current.items).toEqual(items(2, 3, 4, 5)));
    expect(fetchPage.mock.calls.map(([cursor]) => cursor)).toEqual([null, 2]);
  });

  it('shows a list reached by back as it was left, and a list visited anew from its first page once stale', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    try {
      const { list: def, fetchPage } = list({ null: { items: items(1), next: 2 }, 2: { items: items(2), next: null } });
      queryClient.setQueryData(def.queryKey, listData({ items: items(1), next: 2 }, { items: items(2), next: null }));
      vi.setSystemTime(Date.now() + 60_000);
      expect(listOf(await loadEndlessList(def, { restored: true }))).toEqual(items(1, 2));
      expect(fetchPage).not.toHaveBeenCalled();
      expect(listOf(await loadEndlessList(def, { restored: false }))).toEqual(items(1));
      expect(fetchPage.mock.calls.map(([cursor]) => cursor)).toEqual([null]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops after a failure until retry, then loads again', async () => {
    const { list: def, fetchPage } = list({ null: { items: items(1), next: 2 }, 2: { items: items(2), next: null } });
    const { result } = renderHook(() => useEndlessList(def));
    await waitFor(() => expect(result.current.items).toEqual(items(1)));
    fetchPage.mockRejectedValueOnce(new Error('down'));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.error).toBeInstanceOf(Error));
    act(() => result.current.loadMore());
    expect(fetchPage).toHaveBeenCalledTimes(2);
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.items).toEqual(items(1, 2)));
    expect(result.current.error).toBeNull();
  });

  it('says a failed first page, and reads it again on retry', async () => {
    const { list: def, fetchPage } = list({ null: { items: items(7), next: null } });
    fetchPage.mockRejectedValueOnce(new Error('down'));
    const { result } = renderHook(() => useEndlessList(def));
    await waitFor(() => expect(result.current.error).toBeInstanceOf(Error));
    expect(result.current.hasMore).toBe(false);
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.items).toEqual(items(7)));
  });
});

const listOf = (data: { pages: Page<Item>[] }) => data.pages.flatMap((page) => page.items);
