// @vitest-environment jsdom
// The shell's skip link: the first Tab stop of every page, it moves focus to the page's main
// content without loading the page again.
import { act, render, screen } from '../../test/support/render';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from './App';
import { startNavigation, type Resolver } from './navigation';
import { useSession } from '../stores/session';

const resolver: Resolver = async (location) => ({
  location,
  name: 'page',
  render: () => (
    <p>
      A page with <a href="/gallery">a link</a>
    </p>
  ),
});

describe('the skip link', () => {
  let stop = () => {};
  beforeEach(() => {
    history.replaceState(null, '', '/');
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    useSession.setState({ status: 'ready', user: null });
  });
  afterEach(() => stop());

  it('is the first Tab stop and moves focus to the main content', async () => {
    stop = startNavigation(resolver);
    render(<App />);
    await screen.findByText('a link');
    await userEvent.tab();
    const link = screen.getByRole('link', { name: 'Skip to main content' });
    expect(document.activeElement).toBe(link);
    await act(() => userEvent.keyboard('{Enter}'));
    expect(document.activeElement).toBe(screen.getByRole('main'));
    expect(window.location.hash).toBe(''); // not a navigation
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByText('a link'));
  });
});
