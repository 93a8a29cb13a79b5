// @vitest-environment jsdom
import { act, render, screen } from '../../../test/support/render';
import { describe, expect, it } from 'vitest';
import { usePageState } from './pageState';
import { useNavigation, type DisplayedPage } from './navigation';

function Tabs() {
  const [tab, setTab] = usePageState('tab', 'recent');
  return (
    <button type="button" onClick={() => setTab('top')}>
      {tab}
    </button>
  );
}

const page = (entryKey: string): DisplayedPage => ({
  entryKey,
  restored: false,
  name: 'x',
  location: { path: '/', search: '', hash: '' },
  render: () => null,
});

describe('usePageState', () => {
  it('keeps state per history entry, so coming back to an entry restores it', () => {
    act(() => useNavigation.setState({ page: page('entry-a') }));
    const first = render(<Tabs />);
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button').textContent).toBe('top');
    first.unmount();

    act(() => useNavigation.setState({ page: page('entry-b') }));
    const second = render(<Tabs />);
    expect(screen.getByRole('button').textContent).toBe('recent'); // a new entry starts fresh
    second.unmount();

    act(() => useNavigation.setState({ page: { ...page('entry-a'), restored: true } }));
    render(<Tabs />);
    expect(screen.getByRole('button').textContent).toBe('top');
  });
});
