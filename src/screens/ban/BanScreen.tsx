// The ban and warning notice page (spec part 2 §2), shown on every route to a banned user.
import { styled } from '@linaria/react';
import { linkRow } from '../../components/fieldStyles';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { acceptWarning } from '../../api/session';
import { queryClient } from '../../api/queryClient';
import { useSession } from '../../stores/session';
import { alertDialog } from '../../stores/dialogs';
import { Button } from '../../components/Button';
import { Checkbox } from '../../components/Checkbox';
import { navigate, navigateWhenIdle } from '../../app/navigation/navigation';
import { usePageTitle } from '../../app/navigation/screen';
import {
  GUIDELINES_AGREEMENT,
  NEW_ACCOUNT_RULE,
  REPEAT_WARNING_TEXT,
  banText,
  banTitle,
  isWarning,
  showsSuspensionEnd,
  warningAcceptFailedText,
  warningAcceptedText,
} from '../../lib/ban';
import { COMMUNITY_GUIDELINES_URL, SUPPORT_EMAIL } from '../../lib/product';
import type { BanRecord } from '../../api/schemas/session';
import { sitePaths } from '../../lib/paths/site';

const Page = styled.main`
  max-width: 640px;
  margin: 0 auto;
  padding: calc(var(--header-height) + 24px) 20px 40px;
  h1 {
    margin: 0 0 12px;
    font-size: 1.625rem;
  }
  p {
    margin: 0 0 14px;
  }
  .reason {
    padding: 12px 14px;
    border-radius: var(--radius);
    background: var(--surface);
    border-left: 4px solid var(--accent);
  }
  /* The bottom margin is a paragraph's: "Log out" stands as far below the warning's Accept as
     below the ban's last paragraph. */
  .actions {
    margin: 18px 0 14px;
    display: flex;
    flex-direction: column;
    gap: 16px;
    align-items: flex-start;
  }
`;

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short' });
}

/** A timer waits at most this long (setTimeout's limit is about 24.8 days): a longer one checks again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;
/** After a suspension's end, the session is read again this often while the server still says it holds (its clock decides). */
export const BAN_END_RETRY_MS = 30_000;

/** While the ban page shows, the session is read this often too: a gloperator may lift or shorten the ban. */
export const BAN_RECHECK_MS = 60_000;

/**
 * At a suspension's end the session is read again, so the site comes back by itself (App loads
 * the page the ban held) instead of the ban page staying up with its end date past until a reload;
 * and once a minute before, for a ban lifted or shortened meanwhile.
 */
function useSessionReadAtBanEnd(dateEnd: string | null | undefined): void {
  useEffect(() => {
    const recheck = setInterval(() => void useSession.getState().load(), BAN_RECHECK_MS);
    return () => clearInterval(recheck);
  }, []);
  useEffect(() => {
    const end = dateEnd ? Date.parse(dateEnd) : NaN;
    if (!Number.isFinite(end)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const wait = (ms: number) => {
      timer = setTimeout(check, Math.min(Math.max(ms, 0), MAX_TIMER_MS));
    };
    const check = () => {
      if (Date.now() < end) return wait(end - Date.now() + 1000);
      void useSession.getState().load();
      wait(BAN_END_RETRY_MS);
    };
    wait(end - Date.now() + 1000);
    return () => clearTimeout(timer);
  }, [dateEnd]);
}

export default function BanScreen({ ban, userId }: { ban: BanRecord; userId: number }) {
  const [agreed, setAgreed] = useState(false);
  useSessionReadAtBanEnd(ban.duration > 0 ? ban.dateEnd : null);
  const acceptance = useMutation({ mutationFn: () => acceptWarning(userId) });
  // Accepted, the button stays disabled while the page goes home.
  const sending = acceptance.isPending || acceptance.isSuccess;
  const warning = isWarning(ban);
  usePageTitle(banTitle(ban));

  async function accept() {
    try {
      await acceptance.mutateAsync();
    } catch {
      await alertDialog(warningAcceptFailedText());
      return;
    }
    await alertDialog(warningAcceptedText());
    void queryClient.invalidateQueries(); // the account is no longer under a warning: every page may change
    const user = useSession.getState().user;
    if (user) useSession.getState().setUser({ ...user, ban: null });
    void navigate(sitePaths.home(), { replace: true });
  }

  return (
    <Page id="main" tabIndex={-1} data-testid="ban-page">
      <h1>{banTitle(ban)}</h1>
      <p data-testid="ban-text">{banText(ban)}</p>
      {showsSuspensionEnd(ban) && (
        <p data-testid="ban-ends">
          Suspension ends: <strong>{formatDate(ban.dateEnd!)}</strong>
        </p>
      )}
      {ban.reason && (
        <p className="reason" dir="auto" data-testid="ban-reason">
          {ban.reason}
        </p>
      )}
      <p>
        Please read our <a href={COMMUNITY_GUIDELINES_URL} target="_blank" rel="noopener noreferrer">Community Guidelines</a>.
      </p>
      {warning ? (
        <>
          <p>{REPEAT_WARNING_TEXT}</p>
          <div className="actions">
            <Checkbox checked={agreed} onChange={setAgreed} testId="ban-agree">
              {GUIDELINES_AGREEMENT}
            </Checkbox>
            <Button variant="primary" disabled={!agreed || sending} onClick={accept} data-testid="ban-accept">
              Accept
            </Button>
          </div>
        </>
      ) : (
        <>
          <p>{NEW_ACCOUNT_RULE}</p>
          <p data-testid="ban-support">
            If you have questions, please contact <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
          </p>
        </>
      )}
      <p className={linkRow}>
        {/* The page behind this notice may still be loading, and a link is refused meanwhile:
            this one waits for it instead, so the click is never lost. */}
        <a
          href={sitePaths.logout()}
          data-testid="ban-logout"
          onClick={(event) => {
            event.preventDefault();
            navigateWhenIdle(sitePaths.logout());
          }}
        >
          Log out
        </a>
      </p>
    </Page>
  );
}
