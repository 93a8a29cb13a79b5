// What a signed-in user can do on someone else's profile (spec part 2 §2, §4): fan or unfan
// (unfan asks first), block or unblock (both ask first), message (only when canMessage) and
// report ('Thanks for your report!'). A failed action says so and changes nothing shown.
import { styled } from '@linaria/react';
import { useState } from 'react';
import { reportUser } from '../../api/profile';
import type { Profile } from '../../api/schemas/profile';
import { Button } from '../../components/Button';
import { secondaryButtonLink } from '../../components/buttonLinks';
import { messagePaths } from '../../lib/paths/messages';
import { ACTION_FAILED, confirmBlockText, confirmReportText, confirmUnblockText, confirmUnfanText, THANKS_FOR_REPORT } from '../../lib/profile';
import { alertDialog, confirmDialog } from '../../stores/dialogs';
import { becomeFan, blockUser, stopBeingFan, unblockUser } from './relations';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

type Busy = 'fan' | 'block' | 'report' | null;

export function ProfileActions({ profile }: { profile: Profile }) {
  const [busy, setBusy] = useState<Busy>(null);
  const { id, nickname } = profile;

  async function run(what: Exclude<Busy, null>, ask: string | null, action: () => Promise<void>, done?: string) {
    if (ask && !(await confirmDialog(ask))) return;
    setBusy(what);
    try {
      await action();
      if (done) await alertDialog(done);
    } catch {
      await alertDialog(ACTION_FAILED);
    } finally {
      setBusy(null);
    }
  }

  return (
    <Bar data-testid="profile-actions">
      {profile.isFanOf ? (
        <Button data-testid="profile-unfan" disabled={busy !== null} onClick={() => void run('fan', confirmUnfanText(nickname), () => stopBeingFan(id))}>
          Unfan
        </Button>
      ) : (
        <Button variant="primary" data-testid="profile-fan" disabled={busy !== null} onClick={() => void run('fan', null, () => becomeFan(id))}>
          Become a fan
        </Button>
      )}
      {profile.canMessage && (
        <a className={secondaryButtonLink} href={messagePaths.messageWrite(id)} data-testid="profile-message">
          Message
        </a>
      )}
      {profile.blocking ? (
        <Button data-testid="profile-unblock" disabled={busy !== null} onClick={() => void run('block', confirmUnblockText(nickname), () => unblockUser(id))}>
          Unblock
        </Button>
      ) : (
        <Button variant="danger" data-testid="profile-block" disabled={busy !== null} onClick={() => void run('block', confirmBlockText(nickname), () => blockUser(id))}>
          Block
        </Button>
      )}
      <Button variant="ghost" data-testid="profile-report" disabled={busy !== null} onClick={() => void run('report', confirmReportText(nickname), async () => void (await reportUser(id)), THANKS_FOR_REPORT)}>
        Report
      </Button>
    </Bar>
  );
}
