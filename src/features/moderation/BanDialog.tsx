// The moderator's ban form (spec part 1 §5, §8, §9): a duration from the list and a reason are
// sent, with notes for the other moderators (POST /api/v2/gloperate/ban); the server's message
// shows on success, and the spec's apology on failure. A warning (0 hours) waits on the user's
// ban page until they accept it; a suspension shows its end date there.
import { useId, useRef, useState, type FormEvent } from 'react';
import { banUser } from '../../api/moderation';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { BAN_NOTES_MAX, BAN_OPTIONS, BAN_REASON_MAX, MODERATION_TEXTS } from '../../lib/moderation';
import { invalidateBans } from '../../queries/moderation';
import { moderatorTint, ToolForm } from './styles';

export interface BanDialogProps {
  user: { id: number; nickname: string };
  onClose: () => void;
}

export function BanDialog({ user, onClose }: BanDialogProps) {
  const titleId = useId();
  const first = useRef<HTMLSelectElement | null>(null);
  const [duration, setDuration] = useState('');
  const [reason, setReason] = useState('');
  const [notes, setNotes] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const missing = duration === '' ? MODERATION_TEXTS.durationRequired : !reason.trim() ? MODERATION_TEXTS.reasonRequired : null;
    setProblem(missing);
    setResult(null);
    if (missing) return;
    setBusy(true);
    try {
      const answer = await banUser({ duration: Number(duration), reason: reason.trim(), notes: notes.trim(), uid: user.id });
      setResult(answer.message);
      void invalidateBans();
    } catch {
      setProblem(MODERATION_TEXTS.banFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal onClose={onClose} dismissible={!busy} closeOnBackdrop initialFocus={first} labelledBy={titleId} panelClassName={moderatorTint} testId="ban-dialog">
      <ToolForm onSubmit={(event) => void submit(event)} noValidate>
        <h2 id={titleId}>Ban or warn {user.nickname}</h2>
        <p className="hint">A warning must be accepted before {user.nickname} can go on; a ban shows its end date.</p>
        <label>
          Duration
          <select ref={first} value={duration} onChange={(e) => setDuration(e.target.value)} required data-testid="ban-duration">
            <option value="" disabled>
              Choose a duration
            </option>
            {BAN_OPTIONS.map((option) => (
              <option key={option.hours} value={String(option.hours)}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          Reason (shown to the user)
          <textarea value={reason} maxLength={BAN_REASON_MAX} onChange={(e) => setReason(e.target.value)} required data-testid="ban-reason-input" />
        </label>
        <label>
          Notes (for moderators)
          <textarea value={notes} maxLength={BAN_NOTES_MAX} onChange={(e) => setNotes(e.target.value)} data-testid="ban-notes" />
        </label>
        {problem && (
          <p className="problem" role="alert" data-testid="ban-problem">
            {problem}
          </p>
        )}
        {result && (
          <p className="result" role="status" data-testid="ban-result">
            {result}
          </p>
        )}
        <div className="actions">
          <Button onClick={onClose} disabled={busy} data-testid="ban-close">
            Close
          </Button>
          <Button type="submit" variant="danger" disabled={busy} data-testid="ban-submit">
            Send
          </Button>
        </div>
      </ToolForm>
    </Modal>
  );
}
