// @vitest-environment jsdom
// /logout: after the confirmation the session ends; a gloperator acting as someone is back in
// their own account instead (the server's answer names them), and the acting bar's state goes.
import { cleanup, render, screen, waitFor } from '../../../test/support/render';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../api/schemas/session';
import { Dialogs } from '../../components/Dialogs';
import { useDialogs } from '../../stores/dialogs';
import { useSession } from '../../stores/session';
import LogoutScreen, { LOGOUT_QUESTION } from './LogoutScreen';
import { SUGGEST_DRAFT_KEYS } from '../../lib/groupAdminRules';

const navigateMock = vi.hoisted(() => vi.fn(async () => true));
vi.mock('../../app/navigation/navigation', () => ({ navigate: navigateMock }));

const user = (id: number, nickname: string): CurrentUser => ({
  id, avatar: `/img/avatar/${id}`, nickname, mature: false, following: [], blocks: [], icons: id === 4 ? ['m'] : [],
  chatId: null, chatServer: null, ban: null, showHeader: true, googleLogin: false, thumbs: false,
});
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  useDialogs.setState({ queue: [] });
  document.cookie = 'csrf=t';
});
afterEach(() => {
  cleanup(); // unmounted before the session below changes
  vi.unstubAllGlobals();
  navigateMock.mockClear();
  useSession.setState({ status: 'loading', user: null, moderator: null });
});

async function logOutConfirmed(answer: unknown) {
  const fetchMock = vi.fn(async () => json(answer));
  vi.stubGlobal('fetch', fetchMock);
  render(
    <>
      <LogoutScreen />
      <Dialogs />
    </>,
  );
  expect((await screen.findByTestId('dialog-message')).textContent).toBe(LOGOUT_QUESTION);
  await userEvent.click(screen.getByTestId('dialog-ok'));
  await waitFor(() => expect(navigateMock).toHaveBeenCalledWith('/', { replace: true }));
  return fetchMock;
}

describe('logging out', () => {
  it('signs an own session out', async () => {
    useSession.setState({ status: 'ready', user: user(1, 'InkyAda'), moderator: null });
    const fetchMock = await logOutConfirmed({ ok: true, user: null });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(useSession.getState()).toMatchObject({ user: null, moderator: null });
  });

  it("forgets the group admin's suggest drafts, which the next admin on this browser must not find", async () => {
    localStorage.setItem(SUGGEST_DRAFT_KEYS.group, 'https://sketchery.app/group/ink-club');
    useSession.setState({ status: 'ready', user: user(3, 'GroupGreta'), moderator: null });
    await logOutConfirmed({ ok: true, user: null });
    expect(localStorage.getItem(SUGGEST_DRAFT_KEYS.group)).toBeNull();
  });

  it('while acting as someone, returns the gloperator to their own account', async () => {
    useSession.setState({ status: 'ready', user: user(1, 'InkyAda'), moderator: { id: 4, nickname: 'GlopGus' } });
    await logOutConfirmed({ ok: true, user: user(4, 'GlopGus') });
    expect(useSession.getState()).toMatchObject({ user: { id: 4, nickname: 'GlopGus' }, moderator: null });
  });

  it('does nothing more once Back has left the page (which answered the question No): no second Back, no page opened', async () => {
    useSession.setState({ status: 'ready', user: user(1, 'InkyAda'), moderator: null });
    history.replaceState(null, '', '/logout');
    const back = vi.spyOn(history, 'back').mockImplementation(() => {});
    render(<LogoutScreen />);
    await waitFor(() => expect(useDialogs.getState().queue).toHaveLength(1));
    history.replaceState(null, '', '/gallery'); // Back reached the page before
    useDialogs.getState().queue[0]!.resolve(false); // navigation's cancelOpenQuestions
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(back).not.toHaveBeenCalled();
    expect(navigateMock).not.toHaveBeenCalled();
    back.mockRestore();
  });

  it('says so when the logout fails, and leaves the empty page for where the reader was, still signed in', async () => {
    useSession.setState({ status: 'ready', user: user(1, 'InkyAda'), moderator: null });
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    render(
      <>
        <LogoutScreen />
        <Dialogs />
      </>,
    );
    await userEvent.click(await screen.findByTestId('dialog-ok'));
    expect((await screen.findByTestId('dialog-message')).textContent).toBe('Sorry, there was an error. Please try again in a bit.');
    await userEvent.click(screen.getByTestId('dialog-ok'));
    // Opened directly (no page before it in this test's history): home.
    await waitFor(() => expect(navigateMock).toHaveBeenCalledWith('/', { replace: true }));
    expect(useSession.getState().user?.id).toBe(1);
  });
});
