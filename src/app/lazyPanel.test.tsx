// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
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
});
