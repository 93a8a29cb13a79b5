// /logout: logging out needs a confirmation (spec part 1 §5). A banned user can log out too: the
// shell shows this page instead of the ban page (App.tsx). A gloperator acting as someone logs out
// of that account into their own (the server's answer names the user signed in now).
import { styled } from '@linaria/react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { logout } from '../../api/session';
import { useSession } from '../../stores/session';
import { alertDialog, confirmDialog } from '../../stores/dialogs';
import { navigate } from '../../app/navigation/navigation';
import { usePageTitle } from '../../app/navigation/screen';
import { sitePaths } from '../../lib/paths/site';

export const LOGOUT_QUESTION = 'Are you sure you want to log out?';

/**
 * Forgets the group admin's suggest drafts (spec part 1 §3: ga-suggest-group, ga-suggest-sketch),
 * whose fixed keys cannot be kept per account: the next admin to sign in on this browser must not
 * find them. By their common prefix, so this page carries none of the group admin's code.
 */
function forgetSuggestDrafts(): void {
  try {
    for (const key of Object.keys(localStorage)) if (key.startsWith('ga-suggest-')) localStorage.removeItem(key);
  } catch {
    /* storage disabled: nothing was kept */
  }
}

const Box = styled.section`
  max-width: 480px;
  margin: 48px auto;
  padding: 0 20px;
  text-align: center;
`;

export default function LogoutScreen() {
  const user = useSession((s) => s.user);
  const asked = useRef(false);
  const { mutateAsync: logOut, isPending, isSuccess } = useMutation({ mutationFn: () => logout() });
  // "Logging out…" only once the user said yes: behind the question, nothing is happening yet.
  const confirmed = isPending || isSuccess;
  usePageTitle('Log out');

  useEffect(() => {
    if (asked.current) return; // StrictMode runs effects twice in development
    asked.current = true;
    // Back where the reader came from (home when the page was opened directly), still signed in;
    // unless the reader has left already: Back, leaving, answers the question No (navigation's
    // cancelOpenQuestions), and a second Back would take them a page further.
    const address = location.href;
    const leave = () => void (location.href !== address ? null : history.length > 1 ? history.back() : navigate(sitePaths.home(), { replace: true }));
    void (async () => {
      if (!user) return void navigate(sitePaths.home(), { replace: true });
      // The page's gate: Back leaves the page rather than closing the question (Modal's historyEntry).
      const sure = await confirmDialog(LOGOUT_QUESTION, { confirmLabel: 'Log out', gate: true });
      if (!sure) return leave();
      let signedIn;
      try {
        ({ user: signedIn } = await logOut());
      } catch {
        // Not left on an empty page: back to where they were, where the menu's Log out tries again.
        await alertDialog('Sorry, there was an error. Please try again in a bit.', { gate: true });
        return leave();
      }
      forgetSuggestDrafts();
      useSession.getState().setUser(signedIn);
      void navigate(sitePaths.home(), { replace: true });
    })();
  }, [user, logOut]);

  return (
    <Box data-testid="logout-screen" role="status">
      {user && confirmed ? 'Logging out…' : null}
    </Box>
  );
}
