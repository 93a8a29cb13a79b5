// The artist's daily challenge part of the sketch page (spec part 1 §5, §6, §7, §8): the sketch's
// eligible challenges to enter it in, each after a confirmation; once it is in one, the challenge
// and a removal after a confirmation. A refused entry says 'There was a problem entering this
// challenge: ' and the server's reason.
import { useState } from 'react';
import { enterChallenge, removeFromChallenge } from '../../api/challenges';
import { serverReasonOf } from '../../api/errors';
import type { Sketch } from '../../api/schemas/sketches';
import { Button } from '../../components/Button';
import { confirmEntryText, confirmRemoveText, entryFailedText, REMOVE_FAILED } from '../../lib/challengeRules';
import { invalidateAfterEntryChange } from '../../queries/challenges';
import { alertDialog, confirmDialog } from '../../stores/dialogs';
import { EntryBox } from './entryBox';

/** Enters or removes; the answer 'ok' is success, any other answer or a refusal is the reason it failed. */
export function ChallengeEntry({ sketch, update }: { sketch: Sketch; update: (patch: Partial<Sketch>) => void }) {
  const [busy, setBusy] = useState(false);
  const eligible = Array.isArray(sketch.eligibleChallenges) ? sketch.eligibleChallenges : [];
  if (sketch.challengeId === null && eligible.length === 0) return null;

  async function enter(challenge: { id: number; title: string }) {
    if (busy || !(await confirmDialog(confirmEntryText(challenge.title), { confirmLabel: 'Enter' }))) return;
    setBusy(true);
    let failure: string | null = null;
    try {
      const answer = await enterChallenge({ challengeId: challenge.id, sketchId: sketch.id });
      if (answer.trim().toLowerCase() === 'ok') update({ challengeId: challenge.id, challengeTitle: challenge.title, eligibleChallenges: [] });
      else failure = entryFailedText(answer);
    } catch (error) {
      failure = entryFailedText(serverReasonOf(error));
    }
    setBusy(false);
    void invalidateAfterEntryChange(sketch.id);
    if (failure) await alertDialog(failure);
  }

  async function remove(challengeId: number) {
    const title = sketch.challengeTitle ?? `#${challengeId}`;
    if (busy || !(await confirmDialog(confirmRemoveText(title), { confirmLabel: 'Remove' }))) return;
    setBusy(true);
    let failure: string | null = null;
    try {
      await removeFromChallenge(sketch.id);
      update({ challengeId: null, challengeTitle: null });
    } catch (error) {
      const reason = serverReasonOf(error);
      failure = reason ? `${REMOVE_FAILED} (${reason})` : REMOVE_FAILED;
    }
    setBusy(false);
    // The refetched sketch brings the challenges it may enter again.
    void invalidateAfterEntryChange(sketch.id);
    if (failure) await alertDialog(failure);
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
