// The artist's daily challenge part of the sketch page (spec part 1 §5, §6, §7, §8): the sketch's
// eligible challenges to enter it in, each after a confirmation; once it is in one, the challenge
// and a removal after a confirmation. A refused entry says 'There was a problem entering this
// challenge: ' and the server's reason.
import { serverReasonOf } from '../../api/errors';
import type { Sketch } from '../../api/schemas/sketches';
import { Button } from '../../components/Button';
import { confirmEntryText, confirmRemoveText, entryFailedText, REMOVE_FAILED } from '../../lib/challengeRules';
import { challengeEntryAccepted, useEnterChallenge, useRemoveFromChallenge } from '../../queries/sketchWrites';
import { alertDialog, confirmDialog } from '../../stores/dialogs';
import { EntryBox } from './entryBox';

/** Enters or removes; the answer 'ok' is success, any other answer or a refusal is the reason it failed. */
export function ChallengeEntry({ sketch }: { sketch: Sketch }) {
  const entering = useEnterChallenge(sketch.id);
  const removing = useRemoveFromChallenge(sketch.id);
  const busy = entering.isPending || removing.isPending;
  const eligible = Array.isArray(sketch.eligibleChallenges) ? sketch.eligibleChallenges : [];
  if (sketch.challengeId === null && eligible.length === 0) return null;

  async function enter(challenge: { id: number; title: string }) {
    if (busy || !(await confirmDialog(confirmEntryText(challenge.title), { confirmLabel: 'Enter' }))) return;
    let failure: string | null = null;
    try {
      const answer = await entering.mutateAsync(challenge);
      if (!challengeEntryAccepted(answer)) failure = entryFailedText(answer);
    } catch (error) {
      failure = entryFailedText(serverReasonOf(error));
    }
    if (failure) await alertDialog(failure);
  }

  async function remove(challengeId: number) {
    const title = sketch.challengeTitle ?? `#${challengeId}`;
    if (busy || !(await confirmDialog(confirmRemoveText(title), { confirmLabel: 'Remove' }))) return;
    try {
      await removing.mutateAsync();
    } catch (error) {
      const reason = serverReasonOf(error);
      await alertDialog(reason ? `${REMOVE_FAILED} (${reason})` : REMOVE_FAILED);
    }
  }

  return (
    <EntryBox aria-labelledby="challenge-entry-h" data-testid="challenge-entry">
      <h3 id="challenge-entry-h">Daily challenge</h3>
      {sketch.challengeId !== null ? (
        // The details above the actions already name and link the challenge (for every viewer).
        <div className="row">
          <Button variant="danger" disabled={busy} data-testid="challenge-remove" onClick={() => void remove(sketch.challengeId!)}>
            Remove from challenge
          </Button>
        </div>
      ) : (
        <div className="row">
          {eligible.map((challenge) => (
            <Button key={challenge.id} disabled={busy} data-testid="challenge-enter" data-challenge-id={challenge.id} onClick={() => void enter(challenge)}>
              Enter in “{challenge.title}”
            </Button>
          ))}
        </div>
      )}
    </EntryBox>
  );
}
