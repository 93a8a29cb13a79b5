// The bar that says a gloperator is acting as another user (spec part 1 §6: impersonate a user),
// on every page, above the page (and above the ban page of a banned user they act as): "Acting
// as {nickname}", and a button back to their own account. Back ends the acting session on the
// server (POST /api/v2/user/impersonateEnd); the session is then the gloperator's and every read
// is asked again as them (the session store resets the queries when the user changes). Logging
// out while acting does the same (LogoutScreen). Test ids: `acting-bar`, `acting-bar-back`.
import { styled } from '@linaria/react';
import { useState } from 'react';
import { endImpersonation, fetchMe } from '../../api/session';
import { errorCodeOf } from '../../api/errors';
import { Button } from '../../components/Button';
import { alertDialog } from '../../stores/dialogs';
import { useSession } from '../../stores/session';

export const ACTING_BAR_ERROR = 'Sorry, there was an error. Please try again in a bit.';

// In the flow before the page (so the page starts below it), held just under the fixed header
// while the page scrolls.
const Bar = styled.div`
  position: sticky;
  top: calc(var(--header-height) + env(safe-area-inset-top));
  z-index: 90;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 8px 12px;
  padding: 6px 12px;
  background: var(--surface);
  background: color-mix(in srgb, var(--surface) 70%, #2e9d5b);
  border-bottom: 1px solid color-mix(in srgb, var(--border) 40%, #2e9d5b);
  color: var(--text);
  font-size: 0.9375rem;
  p {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
    text-align: center;
  }
`;

export function ActingBar() {
  const user = useSession((s) => s.user);
  const moderator = useSession((s) => s.moderator);
  const [busy, setBusy] = useState(false);
  if (!user || !moderator) return null;

  async function back() {
    if (busy) return;
    setBusy(true);
    try {
      const answer = await endImpersonation();
      useSession.getState().setUser(answer.user, answer.moderator);
    } catch (error) {
      // Gone back already (another tab): the server says whose session this is now.
      if (errorCodeOf(error) !== 'not_acting') return void (await alertDialog(ACTING_BAR_ERROR));
      const now = await fetchMe().catch(() => null);
      if (now) useSession.getState().setUser(now.user, now.moderator);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Bar role="region" aria-label="Acting as another user" data-testid="acting-bar">
      <p data-testid="acting-bar-text">
        Acting as <strong dir="auto">{user.nickname}</strong>
      </p>
      <Button onClick={() => void back()} disabled={busy} data-testid="acting-bar-back">
        {/* One inline run: the button lays its children out as flex items, which would split the words from the name. */}
        <span>
          Back to <bdi>{moderator.nickname}</bdi>
        </span>
      </Button>
    </Bar>
  );
}
