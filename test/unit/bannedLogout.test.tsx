// @vitest-environment jsdom
// A banned user sees the ban page everywhere but can still log out (spec part 1 §5: logout asks
// first), and "Logging out…" shows only after the answer; a ban given while the page is open
// shows from the next page view on, not only after a reload (the whole app against the real server).
import { act, screen, waitFor } from '../support/render';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { navigate } from '../../src/app/navigation/navigation';
import { post } from '../../src/api/client';
import { useSession } from '../../src/stores/session';
import { demoAccountByRole } from '../../server/seed/demoAccounts';
import { useAppOnServer } from '../support/appOnServer';

const app = useAppOnServer();

describe('a banned user', () => {
  it('is shown the ban page, follows its Log out link, confirms, and is signed out', async () => {
    await app.signInAs(demoAccountByRole('banned').id);
    await app.open('/', 'ban-page', { shell: true });
    const href = screen.getByTestId('ban-logout').getAttribute('href')!;
    await waitFor(async () => expect(await act(() => navigate(href))).toBe(true));
    const question = await screen.findByTestId('dialog-message');
    expect(question.textContent).toBe('Are you sure you want to log out?');
    expect(screen.queryByTestId('ban-page')).toBeNull();
    expect(screen.getByTestId('logout-screen').textContent).toBe(''); // nothing is happening yet
    await userEvent.click(screen.getByTestId('dialog-ok'));
    await waitFor(() => expect(useSession.getState().user).toBeNull());
    const me = await fetch('/api/v2/user/me').then((r) => r.json() as Promise<{ user?: unknown }>);
    expect(me.user ?? null).toBeNull(); // the server ended the session too
  });

  it('banned (here warned) while the page is open sees the ban page at the next page view, without a reload', async () => {
    const artist = demoAccountByRole('artist').id;
    await app.signInAs(artist);
    // A page that settles once shown (home fills its strips in idle tasks, outside act).
    await app.open('/recover', 'recover-page', { shell: true });
    expect(useSession.getState().user?.ban ?? null).toBeNull();
    // A gloperator's warning, given elsewhere (the development surface stands in for the ban dialog).
    await act(() => post('/api/dev/warn', { userId: artist }));
    await act(() => navigate('/compos'));
    await screen.findByTestId('ban-page');
    expect(useSession.getState().user?.ban).toMatchObject({ duration: 0 });
  });
});
