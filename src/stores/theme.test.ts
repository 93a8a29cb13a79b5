// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { SAVED_THEME_ATTRIBUTE, THEME_STORAGE_KEY } from '../lib/theme';
import { useSession } from './session';
import type { CurrentUser } from '../api/schemas/session';

const account = (id: number, theme: CurrentUser['theme']): CurrentUser => ({
  id, avatar: `/img/avatar/${id}`, nickname: `user${id}`, mature: false, following: [], blocks: [], icons: [],
  chatId: null, chatServer: null, ban: null, showHeader: true, googleLogin: false, thumbs: false, theme,
});
const shown = () => document.documentElement.dataset.theme;

describe('the theme an account saved', () => {
  afterEach(() => {
    localStorage.removeItem(THEME_STORAGE_KEY);
    document.documentElement.removeAttribute(SAVED_THEME_ATTRIBUTE);
    useSession.setState({ status: 'loading', user: null, moderator: null });
  });

  it('goes with its account: after a logout or another account signed in, a browser without a theme of its own shows theirs or the default', () => {
    // PatronPaolo's page opened dark (his saved theme, the browser having none).
    document.documentElement.setAttribute(SAVED_THEME_ATTRIBUTE, 'dark');
    document.documentElement.dataset.theme = 'dark';
    useSession.setState({ status: 'ready', user: account(2, 'dark'), moderator: null });
    useSession.getState().setUser(null);
    expect(shown()).toBe('default');
    expect(document.documentElement.hasAttribute(SAVED_THEME_ATTRIBUTE)).toBe(false);
    useSession.getState().setUser(account(3, 'gray'));
    expect(shown()).toBe('gray');
  });

  it("leaves the browser's own choice alone", () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    document.documentElement.dataset.theme = 'light';
    useSession.setState({ status: 'ready', user: account(2, 'dark'), moderator: null });
    useSession.getState().setUser(account(3, 'gray'));
    expect(shown()).toBe('light');
  });
});
