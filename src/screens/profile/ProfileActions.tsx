// What a signed-in user can do on someone else's profile (spec part 2 §2, §4): fan or unfan
// (unfan asks first; not while blocking them), block or unblock (both ask first), message (only when canMessage) and
// report ('Thanks for your report!'). A fan or block shows at once; a failed action says so and
// takes back what it showed.
import { styled } from '@linaria/react';
import { useMutation, type QueryKey } from '@tanstack/react-query';
import { errorCodeOf, serverReasonOf } from '../../api/errors';
import { reportUser } from '../../api/profile';
import type { Profile } from '../../api/schemas/profile';
import { Button } from '../../components/Button';
import { secondaryButtonLink } from '../../components/buttonLinks';
import { messagePaths } from '../../lib/paths/messages';
import { ACTION_FAILED, confirmBlockText, relationFailedText, confirmReportText, confirmUnblockText, confirmUnfanText, THANKS_FOR_REPORT } from '../../lib/profile';
import { useProfileRelation } from '../../queries/profile';
import type { RelationChange } from '../../queries/relations';
import { alertDialog, confirmDialog } from '../../stores/dialogs';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

/** `cacheKey`: the profile's read, where a fan or block shows at once. */
export function ProfileActions({ profile, cacheKey }: { profile: Profile; cacheKey: QueryKey }) {
  const relation = useProfileRelation(cacheKey);
  const report = useMutation({ mutationFn: (userId: number) => reportUser(userId) });
  const busy = relation.isPending || report.isPending;
  const { id, nickname } = profile;

  async function change(what: RelationChange, ask: string | null) {
    if (ask && !(await confirmDialog(ask))) return;
    try {
      await relation.mutateAsync({ userId: id, change: what });
    } catch (error) {
      await alertDialog(relationFailedText(errorCodeOf(error), serverReasonOf(error)));
    }
  }

  async function sendReport() {
    if (!(await confirmDialog(confirmReportText(nickname)))) return;
    try {
      await report.mutateAsync(id);
    } catch {
      await alertDialog(ACTION_FAILED);
      return;
    }
    await alertDialog(THANKS_FOR_REPORT);
  }

  return (
    <Bar data-testid="profile-actions">
      {/* Nobody becomes the fan of someone they block (a block ends fandom both ways). */}
      {profile.blocking ? null : profile.isFanOf ? (
        <Button data-testid="profile-unfan" disabled={busy} onClick={() => void change('unfan', confirmUnfanText(nickname))}>
          Unfan
        </Button>
      ) : (
        <Button variant="primary" data-testid="profile-fan" disabled={busy} onClick={() => void change('fan', null)}>
          Become a fan
        </Button>
      )}
      {profile.canMessage && (
        <a className={secondaryButtonLink} href={messagePaths.messageWrite(id)} data-testid="profile-message">
          Message
        </a>
      )}
      {profile.blocking ? (
        <Button data-testid="profile-unblock" disabled={busy} onClick={() => void change('unblock', confirmUnblockText(nickname))}>
          Unblock
        </Button>
      ) : (
        <Button variant="danger" data-testid="profile-block" disabled={busy} onClick={() => void change('block', confirmBlockText(nickname))}>
          Block
        </Button>
      )}
      <Button variant="ghost" data-testid="profile-report" disabled={busy} onClick={() => void sendReport()}>
        Report
      </Button>
    </Bar>
  );
}
