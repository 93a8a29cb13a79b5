// /recover/{key}, the link of a recovery e-mail (spec part 2 "Account recovery", §7, §8): POST
// /api/v2/recover/accept {key}. The server signs the owner in and the page welcomes them, with
// the way to their profile settings (where they can check their e-mail and sign-in); on failure
// 'Error accepting account recovery key: ' and the reason, then the home page.
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { acceptRecovery } from '../../api/account';
import { NOT_A_KEY } from '../../api/schemas/account';
import { serverReasonOf } from '../../api/errors';
import { navigate } from '../../app/navigation/navigation';
import { usePageTitle, type ScreenProps } from '../../app/navigation/screen';
import { sitePaths } from '../../lib/paths/site';
import { userPaths } from '../../lib/paths/users';
import { RECOVERY_KEY_PATTERN } from '../../lib/recoveryLimits';
import { RECOVERY_ACCEPT_ERROR } from '../../lib/recoveryRules';
import { alertDialog } from '../../stores/dialogs';
import { useSession } from '../../stores/session';
import { Page } from './accountStyles';
import { NO_ANSWER } from './RecoverScreen';
import { linkRow } from '../../components/fieldStyles';

export default function RecoverKeyScreen({ params }: ScreenProps<undefined, { key: string }>) {
  const id = useId();
  const { mutateAsync: accept, data: accepted } = useMutation({ mutationFn: (key: string) => acceptRecovery(key) });
  const user = accepted?.user ?? null;
  const started = useRef(false);
  usePageTitle(user ? 'Welcome back' : 'Account recovery');

  useEffect(() => {
    // A key works once: never send it twice (a second effect run would fail as 'used').
    if (started.current) return;
    started.current = true;
    void (async () => {
      let reason: string;
      if (RECOVERY_KEY_PATTERN.test(params.key)) {
        try {
          const answer = await accept(params.key);
          useSession.getState().setUser(answer.user);
          return;
        } catch (error) {
          reason = serverReasonOf(error) ?? NO_ANSWER;
        }
      } else {
        reason = NOT_A_KEY;
      }
      await alertDialog(`${RECOVERY_ACCEPT_ERROR}${reason}`);
      void navigate(sitePaths.home(), { replace: true });
    })();
  }, [params.key, accept]);

  return (
    <Page tagName="section" data-testid="recover-key-page" data-state={user ? 'accepted' : 'checking'} aria-labelledby={`${id}-h`}>
      <h1 id={`${id}-h`}>{user ? `Welcome back, ${user.nickname}!` : 'Account recovery'}</h1>
      <div role="status">
        {user ? (
          <p data-testid="recover-welcome">You are signed in again. Check your e-mail address and sign-in in your profile settings, so you can get in next time.</p>
        ) : (
          <p>Checking your recovery link…</p>
        )}
      </div>
      {user && (
        <p className={linkRow}>
          <a href={userPaths.editProfile()} data-testid="recover-edit-profile">
            Edit your profile
          </a>
          <a href={sitePaths.home()}>Go to the home page</a>
        </p>
      )}
    </Page>
  );
}
