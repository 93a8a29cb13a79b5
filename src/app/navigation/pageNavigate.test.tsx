// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '../../../test/support/render';
import { FADE_MS, navigate, startNavigation, useNavigation, type Resolver } from './navigation';
import { useNavigateFromPage } from './pageNavigate';

const instant: Resolver = async (location) => ({ location, name: location.path, render: () => location.path });

describe('useNavigateFromPage', () => {
  let stop: () => void = () => {};
  beforeEach(async () => {
    vi.useFakeTimers();
    history.replaceState(null, '', '/');
    stop = startNavigation(instant);
    await vi.advanceTimersByTimeAsync(0);
    void navigate('/sketch/5');
    await vi.advanceTimersByTimeAsync(FADE_MS);
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  it('opens the page while the page that asks is the one shown', async () => {
    const { result } = renderHook(() => useNavigateFromPage());
    let opened: Promise<boolean> = Promise.resolve(false);
    await act(async () => {
      opened = result.current('/user/1/sketches', { replace: true });
      await vi.advanceTimersByTimeAsync(FADE_MS);
    });
    expect(await opened).toBe(true);
    expect(useNavigation.getState().page?.name).toBe('/user/1/sketches');
  });

  it('does nothing once another page is shown (the user left while a slow delete was on its way)', async () => {
    const { result } = renderHook(() => useNavigateFromPage());
    const fromSketch = result.current;
    await act(async () => {
      void navigate('/');
      await vi.advanceTimersByTimeAsync(FADE_MS);
    });
    const home = useNavigation.getState().page;
    expect(await fromSketch('/user/1/sketches', { replace: true })).toBe(false);
    await vi.advanceTimersByTimeAsync(FADE_MS);
    expect(useNavigation.getState().page).toBe(home);
    expect(window.location.pathname).toBe('/');
  });
});
