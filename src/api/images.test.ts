import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadCachedImages } from './images';

afterEach(() => vi.restoreAllMocks());

describe('reloadCachedImages', () => {
  it('asks for each picture again past the HTTP cache, and a failure is no error', async () => {
    const fetched = vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('offline')).mockResolvedValue(new Response(''));
    reloadCachedImages(['/img/sketch/4/400.jpg', '/img/sketch/4/800.jpg']);
    expect(fetched.mock.calls.map(([url, init]) => [url, init?.cache, init?.credentials])).toEqual([
      ['/img/sketch/4/400.jpg', 'reload', 'same-origin'],
      ['/img/sketch/4/800.jpg', 'reload', 'same-origin'],
    ]);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});
