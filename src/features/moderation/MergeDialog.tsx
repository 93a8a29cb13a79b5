// Merge users (spec part 1 §6, §7 POST /api/v2/admin/mergeTo {userId, targetUserId}): the user's
// sketches, comments, albums and fans move to the target account, after a confirmation.
import { useId, useRef, useState, type FormEvent } from 'react';
import { mergeUsers } from '../../api/moderation';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { parsePositiveId } from '../../lib/ids';
import { confirmMergeText, MODERATION_TEXTS } from '../../lib/moderation';
import { alertDialog, confirmDialog } from '../../stores/dialogs';
import { moderatorTint, ToolForm } from './styles';

export interface MergeDialogProps {
  user: { id: number; nickname: string };
  onClose: () => void;
}

export function MergeDialog({ user, onClose }: MergeDialogProps) {
  const titleId = useId();
  const first = useRef<HTMLInputElement | null>(null);
  const [target, setTarget] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const targetId = parsePositiveId(target.trim(), 12);
    const missing = targetId === null ? MODERATION_TEXTS.mergeTargetRequired : targetId === user.id ? MODERATION_TEXTS.mergeSelf : null;
    setProblem(missing);
    if (missing || targetId === null) return;
    if (!(await confirmDialog(confirmMergeText(user.nickname, targetId)))) return;
    setBusy(true);
    try {
      setResult((await mergeUsers(user.id, targetId)).message);
    } catch {
      await alertDialog(MODERATION_TEXTS.errorBang);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal onClose={onClose} dismissible={!busy} closeOnBackdrop initialFocus={first} labelledBy={titleId} panelClassName={moderatorTint} testId="merge-dialog">
      <ToolForm onSubmit={(event) => void submit(event)} noValidate>
        <h2 id={titleId}>Merge {user.nickname}</h2>
        <p className="hint">Moves everything of {user.nickname} (user {user.id}) to another account.</p>
        <label>
          Id of the user to merge into
          <input ref={first} value={target} onChange={(e) => setTarget(e.target.value)} inputMode="numeric" autoComplete="off" data-testid="merge-target" />
        </label>
        {problem && (
          <p className="problem" role="alert" data-testid="merge-problem">
            {problem}
          </p>
        )}
        {result && (
          <p className="result" role="status" data-testid="merge-result">
            {result}
          </p>
        )}
        <div className="actions">
          <Button onClick={onClose} disabled={busy} data-testid="merge-close">
            Close
          </Button>
          <Button type="submit" variant="danger" disabled={busy} data-testid="merge-submit">
            Merge
          </Button>
        </div>
      </ToolForm>
    </Modal>
  );
}
