// @vitest-environment jsdom
import { act, renderHook, waitFor } from '../../../test/support/render';
import { describe, expect, it, vi } from 'vitest';
import { queryCache } from './client';
import { firstPageQuery, toListData, useInfiniteQuery, type Cursor, type InfiniteDef, type Page } from './useInfiniteQuery';

type Item = { id: number };
const items = (...ids: number[]) => ids.map((id) => ({ id }));

function list(pages: Record<string, Page<Item>>, key = 'l') {
  const fetchPage = vi.fn(async (cursor: Cursor, _signal: AbortSignal) => pages[String(cursor)] ?? { items: [], next: null });
  const def: InfiniteDef<Item> = { key: ['list', key], fetchPage };
  return { def, fetchPage };
}

describe('useInfiniteQuery', () => {
  it('loads the first page at once, then the next from its cursor, without duplicates', async () => {
    const { def, fetchPage } = list({ null: { items: items(1, 2), next: 2 }, 2: { items: items(2, 3), next: null } });
    const { result } = renderHook(() => useInfiniteQuery(def));
    await waitFor(() => expect(result.current.items).toEqual(items(1, 2)));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toEqual(items(1, 2, 3)));
    expect(result.current.hasMore).toBe(false);
    expect(fetchPage.mock.calls.map(([cursor]) => cursor)).toEqual([null, 2]);
  });

  it('starts from the page the loader put in the cache, without asking again', async () => {
    const { def, fetchPage } = list({ null: { items: items(1), next: 2 } });
    await queryCache.fetch(firstPageQuery(def));
    const { result } = renderHook(() => useInfiniteQuery(def));
    expect(result.current.items).toEqual(items(1));
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  it('gives back the whole list on back and forward, and starts afresh on a new visit once stale', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    try {
      const { def, fetchPage } = list({ null: { items: items(1), next: 2 }, 2: { items: items(2), next: null } });
      queryCache.setData(def.key, { ...toListData({ items: items(1, 2), next: null }) });
      vi.setSystemTime(Date.now() + 60_000);
      const back = renderHook(() => useInfiniteQuery(def, { keepOnMount: true }));
      expect(back.result.current.items).toEqual(items(1, 2));
      back.unmount();
      expect(fetchPage).not.toHaveBeenCalled();
      const fresh = renderHook(() => useInfiniteQuery(def));
      await waitFor(() => expect(fresh.result.current.items).toEqual(items(1)));
      expect(fetchPage).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops after a failure until retry, then loads again', async () => {
    const { def, fetchPage } = list({ null: { items: items(1), next: 2 } });
    const { result } = renderHook(() => useInfiniteQuery(def));
    await waitFor(() => expect(result.current.items).toEqual(items(1)));
    fetchPage.mockRejectedValueOnce(new Error('down'));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.error).toBeInstanceOf(Error));
    act(() => result.current.loadMore());
    expect(fetchPage).toHaveBeenCalledTimes(2); // no second try on its own
    fetchPage.mockResolvedValueOnce({ items: items(2), next: null });
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.items).toEqual(items(1, 2)));
    expect(result.current.error).toBeNull();
  });

  it('cancels the request for more when the list goes away', async () => {
    const { def, fetchPage } = list({ null: { items: items(1), next: 2 } });
    const { result, unmount } = renderHook(() => useInfiniteQuery(def));
    await waitFor(() => expect(result.current.items).toEqual(items(1)));
    let signal: AbortSignal | undefined;
    fetchPage.mockImplementationOnce((_cursor, s) => {
      signal = s;
      return new Promise(() => {});
    });
    act(() => result.current.loadMore());
    expect(result.current.loading).toBe(true);
    unmount();
    expect(signal?.aborted).toBe(true);
  });

  it('drops a page for more that arrives after the list was started afresh', async () => {
    const { def, fetchPage } = list({ null: { items: items(1), next: 2 } });
    const { result } = renderHook(() => useInfiniteQuery(def));
    await waitFor(() => expect(result.current.items).toEqual(items(1)));
    let answer!: (page: Page<Item>) => void;
    fetchPage.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    act(() => result.current.loadMore());
    fetchPage.mockResolvedValueOnce({ items: items(9), next: null });
    await act(() => queryCache.invalidate(def.key));
    await act(async () => answer({ items: items(2), next: null }));
    expect(result.current.items).toEqual(items(9));
  });
});
