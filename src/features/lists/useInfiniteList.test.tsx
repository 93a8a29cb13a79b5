// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useNavigation, type DisplayedPage } from '../../app/navigation';
import { clearListCacheForTests, useInfiniteList, type Cursor, type Page } from './useInfiniteList';

type Item = { id: number };
const page = (ids: number[], next: Cursor): Page<Item> => ({ items: ids.map((id) => ({ id })), next });
const onEntry = (entryKey: string) =>
  useNavigation.setState({ page: { entryKey, name: 'gallery', location: { path: '/', search: '', hash: '' }, render: () => null, restored: false } as DisplayedPage });

beforeEach(() => {
  clearListCacheForTests();
  onEntry('entry-1');
});

describe('useInfiniteList', () => {
  it('loads the first page at once, then the next from its cursor, without duplicates', async () => {
    const fetchPage = vi.fn(async (cursor: Cursor) => (cursor === null ? page([1, 2], 2) : page([2, 3], null)));
    const { result } = renderHook(() => useInfiniteList('list', fetchPage));
    await waitFor(() => expect(result.current.items).toHaveLength(2));
    expect(fetchPage).toHaveBeenCalledWith(null, expect.any(AbortSignal));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items.map((i) => i.id)).toEqual([1, 2, 3]));
    expect(fetchPage).toHaveBeenLastCalledWith(2, expect.any(AbortSignal));
    expect(result.current.hasMore).toBe(false);
    act(() => result.current.loadMore());
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('starts from the page the loader fetched', async () => {
    const fetchPage = vi.fn(async () => page([9], null));
    const { result } = renderHook(() => useInfiniteList('list', fetchPage, page([1, 2], 2)));
    expect(result.current.items.map((i) => i.id)).toEqual([1, 2]);
    expect(fetchPage).not.toHaveBeenCalled();
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toHaveLength(3));
    expect(fetchPage).toHaveBeenCalledWith(2, expect.any(AbortSignal));
  });

  it('gives the same list back when the user returns to the history entry', async () => {
    const fetchPage = vi.fn(async (cursor: Cursor) => (cursor === null ? page([1], 2) : page([2], 3)));
    const first = renderHook(() => useInfiniteList('list', fetchPage));
    await waitFor(() => expect(first.result.current.items).toHaveLength(1));
    act(() => first.result.current.loadMore());
    await waitFor(() => expect(first.result.current.items).toHaveLength(2));
    first.unmount();
    fetchPage.mockClear();
    const again = renderHook(() => useInfiniteList('list', fetchPage));
    expect(again.result.current.items.map((i) => i.id)).toEqual([1, 2]);
    expect(fetchPage).not.toHaveBeenCalled();
    again.unmount();
    // Another history entry has a list of its own.
    onEntry('entry-2');
    const other = renderHook(() => useInfiniteList('list', fetchPage));
    expect(other.result.current.items).toEqual([]);
    await waitFor(() => expect(other.result.current.items).toHaveLength(1));
  });

  it('switches lists when the key changes, and back to the remembered one', async () => {
    const fetchPage = vi.fn(async (cursor: Cursor, _signal: AbortSignal, key = 'a') => page(key === 'a' ? [1] : [5], null));
    const { result, rerender } = renderHook(({ listKey }) => useInfiniteList(listKey, (c, s) => fetchPage(c, s, listKey)), {
      initialProps: { listKey: 'a' },
    });
    await waitFor(() => expect(result.current.items.map((i) => i.id)).toEqual([1]));
    rerender({ listKey: 'b' });
    await waitFor(() => expect(result.current.items.map((i) => i.id)).toEqual([5]));
    rerender({ listKey: 'a' });
    expect(result.current.items.map((i) => i.id)).toEqual([1]);
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('stops after a failure until retry, then loads again', async () => {
    const fetchPage = vi.fn().mockRejectedValueOnce(new Error('boom')).mockResolvedValue(page([1], null));
    const { result } = renderHook(() => useInfiniteList<Item>('list', fetchPage));
    await waitFor(() => expect(result.current.error).toBeTruthy());
    expect(result.current.loading).toBe(false);
    act(() => result.current.loadMore());
    expect(fetchPage).toHaveBeenCalledTimes(1);
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.items).toHaveLength(1));
    expect(result.current.error).toBeNull();
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('cancels the request in flight when the list goes away', async () => {
    let signal: AbortSignal | null = null;
    const fetchPage = vi.fn((_cursor: Cursor, s: AbortSignal) => {
      signal = s;
      return new Promise<Page<Item>>(() => {});
    });
    const { unmount } = renderHook(() => useInfiniteList('list', fetchPage));
    await waitFor(() => expect(signal).not.toBeNull());
    unmount();
    expect(signal!.aborted).toBe(true);
  });
});
