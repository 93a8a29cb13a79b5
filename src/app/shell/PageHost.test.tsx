// @vitest-environment jsdom
// PageHost: each history entry gets a fresh component tree, and a page that fails to render shows
// the code 500 page (the rest of the app stays) and reports the error.
import { act, fireEvent, render, screen } from '../../../test/support/render';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { navigate, startNavigation, type Resolver } from '../navigation/navigation';
import { PageHost } from './PageHost';
import { rootErrorOptions } from './PageBoundary';
import { SERVER_ERROR_TEXT } from './ErrorPage';

const analytics = vi.hoisted(() => ({ reportError: vi.fn() }));
vi.mock('../navigation/analytics', () => analytics);

function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  return (
    <button data-testid="counter" data-page={name} onClick={() => setCount(count + 1)}>
      {count}
    </button>
  );
}

function Broken(): never {
  throw new Error('render failed');
}

const resolver: Resolver = async (location) => ({
  location,
  name: location.path,
  render: () => (location.path === '/broken' ? <Broken /> : <Counter name={location.path} />),
});

describe('PageHost', () => {
  let stop = () => {};
  beforeEach(() => {
    history.replaceState(null, '', '/gallery/a');
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    analytics.reportError.mockReset();
  });
  afterEach(() => stop());

  it('gives a new history entry of the same screen a fresh state', async () => {
    stop = startNavigation(resolver);
    render(<PageHost />);
    fireEvent.click(await screen.findByTestId('counter'));
    expect(screen.getByTestId('counter').textContent).toBe('1');
    await act(() => navigate('/gallery/b'));
    expect(screen.getByTestId('counter').getAttribute('data-page')).toBe('/gallery/b');
    expect(screen.getByTestId('counter').textContent).toBe('0');
  });

  it('shows the code 500 page for a page that throws while rendering, and reports it', async () => {
    stop = startNavigation(resolver);
    // The root as main.tsx makes it: a caught error goes to analytics once, not to the console.
    render(<PageHost />, rootErrorOptions);
    await screen.findByTestId('counter');
    await act(() => navigate('/broken'));
    expect(screen.getByTestId('server-error').textContent).toContain(SERVER_ERROR_TEXT);
    expect(analytics.reportError).toHaveBeenCalledTimes(1);
    expect(analytics.reportError).toHaveBeenCalledWith(expect.objectContaining({ message: 'render failed' }));
    await act(() => navigate('/gallery/c'));
    expect(screen.getByTestId('counter').getAttribute('data-page')).toBe('/gallery/c');
  });
});
