// @vitest-environment jsdom
import { render, screen, waitFor } from '../../../test/support/render';
import { useLayoutEffect, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { lazyPanel } from './lazyPanel';

describe('lazyPanel', () => {
  it('shows a panel opened before its code arrived as soon as it arrives, and loads it once', async () => {
    const load = vi.fn(async () => (props: { label: string }) => <p data-testid="panel">{props.label}</p>);
    const { Panel, preload } = lazyPanel(load);
    const first = render(<Panel label="Menu" />);
    expect(screen.queryByTestId('panel')).toBeNull();
    expect((await screen.findByTestId('panel')).textContent).toBe('Menu');
    first.unmount();
    await preload();
    render(<Panel label="Again" />);
    expect(screen.getByTestId('panel').textContent).toBe('Again'); // synchronous once loaded
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again on the next open when the chunk failed to load', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const load = vi
      .fn<() => Promise<() => React.ReactElement>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(() => <p data-testid="panel">ok</p>);
    const { Panel, preload } = lazyPanel(load);
    await preload();
    render(<Panel />);
    expect((await screen.findByTestId('panel')).textContent).toBe('ok');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows a panel whose code arrived between its first render and its effect (the idle preload won the race)', async () => {
    let arrive!: (panel: ComponentType) => void;
    const load = vi.fn(() => new Promise<ComponentType>((resolve) => (arrive = resolve)));
    const { Panel, preload } = lazyPanel(load);
    void preload(); // the preload after start is under way
    // The code arrives after the panel's render and before its effect: during the commit, in a
    // layout effect of a sibling (the promise settles before the panel's passive effect runs).
    function CodeArrives() {
      useLayoutEffect(() => arrive(() => <p data-testid="late-panel">ok</p>), []);
      return null;
    }
    const host = document.body.appendChild(document.createElement('div'));
    // Outside act, as in a browser: React renders and commits in a task of its own and runs the
    // effects after it, which act would run at once. IS_REACT_ACT_ENVIRONMENT tells React so.
    const actEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
    const root = createRoot(host);
    try {
      root.render(
        <>
          <Panel />
          <CodeArrives />
        </>,
      );
      expect(host.textContent).toBe('');
      await waitFor(() => expect(host.querySelector('[data-testid="late-panel"]')?.textContent).toBe('ok'));
      expect(load).toHaveBeenCalledTimes(1);
      root.unmount();
    } finally {
      Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment);
      host.remove();
    }
  });
});
