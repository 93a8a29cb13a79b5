import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './loadOnce';

describe('loadOnce', () => {
  it('loads once and hands every later caller the same module, also while the load is under way', async () => {
    const load = vi.fn(() => Promise.resolve({ name: 'screen' }));
    const screen = loadOnce(load);
    const first = screen();
    const second = screen();
    expect(second).toBe(first);
    expect(await first).toEqual({ name: 'screen' });
    expect(await screen()).toBe(await first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load, so the next call loads again', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('screen');
    const screen = loadOnce(load);
    await expect(screen()).rejects.toThrow('offline');
    expect(await screen()).toBe('screen');
    expect(await screen()).toBe('screen');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
