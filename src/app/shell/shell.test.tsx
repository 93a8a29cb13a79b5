// @vitest-environment jsdom
import { act, render, screen, waitFor } from '../../../test/support/render';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Header, loginPanel, menuPanel } from './Header';
import { ErrorPage } from './ErrorPage';
import { MENU_ENTRIES } from './HamburgerMenu';
import { useSession } from '../../stores/session';
import { useUi } from '../../stores/ui';
import { popWithinPage } from '../../lib/pagePops';
import { useTheme } from '../../stores/theme';
import { useHost } from '../host/hostState';

// The menus are lazy chunks (src/app/shell/lazyPanel.tsx); these tests open them at once.
beforeAll(() => Promise.all([menuPanel.preload(), loginPanel.preload()]));

describe('header and menus', () => {
  beforeEach(() => {
    useSession.setState({ status: 'ready', user: null });
    history.replaceState(null, '', '/');
  });

  it("names the product's link home as one word (its two parts, flex items, read as two)", () => {
    render(<Header />);
    // jsdom lays nothing out, so it reads the parts as one word anyway: the label is what holds in a browser.
    const home = screen.getByRole('link', { name: 'Sketchery' });
    expect(home.getAttribute('aria-label')).toBe('Sketchery');
    expect(home.getAttribute('href')).toBe('/');
  });

  it('the hamburger menu lists every entry of the spec in order, with the theme picker', async () => {
    render(<Header />);
    await userEvent.click(screen.getByTestId('menu-button'));
    const links = screen.getByTestId('menu').querySelectorAll('li > a');
    expect([...links].map((a) => a.textContent)).toEqual(MENU_ENTRIES.map((e) => e.label));
    expect(MENU_ENTRIES.map((e) => e.label)).toEqual(['Home', 'Challenges', 'Compos', 'Streams', 'Artists', 'Chat', 'Forum', 'Groups', 'Brushes', 'Classes', 'Store', 'Help']);
    expect(screen.getByTestId('menu-help').getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('group', { name: 'Theme' })).toBeTruthy();
    expect(screen.queryByTestId('menu-upload')).toBeNull(); // visitors cannot upload
  });

  it("comes back after signing in to the whole address, the hash too (the brush browser's category)", async () => {
    history.replaceState(null, '', '/shared/brush?x=1#/pencils');
    try {
      render(<Header />);
      await userEvent.click(screen.getByTestId('login-button'));
      expect(screen.getByTestId('login-web').getAttribute('href')).toBe(`/auth/login?returnTo=${encodeURIComponent('/shared/brush?x=1#/pencils')}`);
    } finally {
      history.replaceState(null, '', '/');
    }
  });

  it('visitors get a Login menu without the platform sign-in unless aid is in the query', async () => {
    render(<Header />);
    await userEvent.click(screen.getByTestId('login-button'));
    expect(screen.getByTestId('login-web').getAttribute('href')).toBe('/auth/login?returnTo=%2F');
    expect((screen.getByTestId('login-social') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('login-social').textContent).toContain('Under maintenance');
    expect(screen.getByTestId('login-download').getAttribute('href')).toMatch(/^https:\/\/apps\.apple\.com\//);
    expect(screen.queryByTestId('login-platform')).toBeNull();
  });

  it('offers the platform sign-in when aid is present and the app offers it', async () => {
    history.replaceState(null, '', '/?aid=abc');
    useHost.setState({ status: 'connected', capabilities: ['signIn.platform'] });
    render(<Header />);
    await userEvent.click(screen.getByTestId('login-button'));
    expect(screen.getByTestId('login-platform')).toBeTruthy();
  });

  it('keeps offering the platform sign-in after the page moved to an address without aid: a launch parameter holds for the visit', async () => {
    history.replaceState(null, '', '/?aid=abc');
    useHost.setState({ status: 'connected', capabilities: ['signIn.platform'] });
    render(<Header />);
    await userEvent.click(screen.getByTestId('login-button'));
    expect(screen.getByTestId('login-platform')).toBeTruthy();
    await userEvent.click(screen.getByTestId('login-button')); // closed again
    history.replaceState(null, '', '/challenges');
    await userEvent.click(screen.getByTestId('login-button'));
    expect(await screen.findByTestId('login-platform')).toBeTruthy();
  });

  it('offers no platform sign-in without an app that lists it, aid or not', async () => {
    history.replaceState(null, '', '/?aid=abc');
    render(<Header />); // a plain browser
    await userEvent.click(screen.getByTestId('login-button'));
    expect(screen.getByTestId('login-web')).toBeTruthy();
    expect(screen.queryByTestId('login-platform')).toBeNull();
    act(() => useHost.setState({ status: 'connected', capabilities: ['upload.open'] }));
    expect(screen.queryByTestId('login-platform')).toBeNull();
    act(() => useHost.setState({ status: 'connected', capabilities: ['upload.open', 'signIn.platform'] }));
    expect(await screen.findByTestId('login-platform')).toBeTruthy();
  });

  it('shows the signed-in user instead of Login, and Upload and Log out in the menu', async () => {
    useSession.setState({
      status: 'ready',
      user: { id: 1, nickname: 'InkyAda', avatar: '/img/avatar/1', mature: false, following: [], blocks: [], icons: [], chatId: 'c', chatServer: null, ban: null, showHeader: true, googleLogin: false, thumbs: false },
    });
    render(<Header />);
    expect(screen.getByTestId('current-user').textContent).toBe('InkyAda');
    expect(screen.queryByTestId('login-button')).toBeNull();
    await userEvent.click(screen.getByTestId('menu-button'));
    expect(screen.getByTestId('menu-upload')).toBeTruthy();
    expect(screen.getByTestId('menu-logout').getAttribute('href')).toBe('/logout');
  });
});

describe('the menus by keyboard', () => {
  beforeEach(() => {
    useSession.setState({ status: 'ready', user: null });
    history.replaceState(null, '', '/');
  });

  it.each([
    ['the hamburger menu', 'menu-button', 'menu', 'menu-home'],
    ['the Login menu', 'login-button', 'login-menu', 'login-web'],
  ])('%s takes focus on open, and Escape closes it and gives focus back to its button', async (_name, button, panel, first) => {
    render(<Header />);
    screen.getByTestId(button).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId(panel)).toBeTruthy();
    expect(screen.getByTestId(button).getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByTestId(first));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByTestId(panel)).toBeNull();
    expect(useUi.getState().openPanel).toBeNull();
    expect(document.activeElement).toBe(screen.getByTestId(button));
    expect(screen.getByTestId(button).getAttribute('aria-expanded')).toBe('false');
  });

  it.each([
    ['the hamburger menu', 'menu-button', 'menu'],
    ['the Login menu', 'login-button', 'login-menu'],
  ])('%s closes on Back (a phone back button) and the page stays: it has a history entry while open', async (_name, button, panel) => {
    render(<Header />);
    const entries = history.length;
    await userEvent.click(screen.getByTestId(button));
    expect(screen.getByTestId(panel)).toBeTruthy();
    expect(history.length).toBe(entries + 1);
    expect(history.state).toMatchObject({ dialog: true });
    // What navigation does on a Back from that entry to the page's own (navigation.test.ts).
    act(() => popWithinPage());
    expect(screen.queryByTestId(panel)).toBeNull();
    expect(useUi.getState().openPanel).toBeNull();
    expect(document.activeElement).toBe(screen.getByTestId(button));
  });

  it('closes the Login menu when Tab leaves it', async () => {
    render(
      <>
        <Header />
        <main>
          <a href="/gallery">The page</a>
        </main>
      </>,
    );
    await userEvent.click(screen.getByTestId('login-button'));
    expect(document.activeElement).toBe(screen.getByTestId('login-web'));
    await userEvent.tab(); // the social login is disabled: the download link is next
    expect(document.activeElement).toBe(screen.getByTestId('login-download'));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByText('The page'));
    expect(screen.queryByTestId('login-menu')).toBeNull();
  });
});

describe('themes', () => {
  beforeEach(() => {
    document.documentElement.dataset.theme = 'default';
  });

  it('choosing a theme applies it at once, saves it, and rebuilds the page once after the paint', async () => {
    useUi.setState({ openPanel: 'menu' });
    useSession.setState({ status: 'ready', user: null });
    render(<Header />);
    await userEvent.click(screen.getByTestId('theme-dark'));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    await waitFor(() => expect(useTheme.getState().generation).toBe(1));
    // The menu closes once a theme is picked; opened again, it shows the choice.
    expect(screen.queryByTestId('menu')).toBeNull();
    await userEvent.click(screen.getByTestId('menu-button'));
    expect(screen.getByTestId('theme-dark').getAttribute('aria-pressed')).toBe('true');
    act(() => useTheme.getState().setTheme('dark'));
    await new Promise((resolve) => setTimeout(resolve, 50)); // a few frames
    expect(useTheme.getState().generation).toBe(1); // the same theme again rebuilds nothing
  });
});

describe('error pages', () => {
  it('not found and code 500 have their texts and a Home button', () => {
    const { unmount } = render(<ErrorPage kind="notFound" />);
    expect(document.title).toBe('Page not found · Sketchery');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe("Sorry, we couldn't find the page you're looking for.");
    expect(screen.getByText("Sorry, we couldn't find the page you're looking for.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    unmount();
    render(<ErrorPage kind="serverError" />);
    expect(screen.getByText('Sorry there was an error loading this page. Please try again in a bit.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Home' })).toBeTruthy();
  });
});
