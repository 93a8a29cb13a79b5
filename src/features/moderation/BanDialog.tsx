// The moderator's ban form (spec part 1 §5, §8, §9): a duration from the list and a reason are
// sent, with notes for the other moderators (POST /api/v2/gloperate/ban); the server's message
// shows on success, and the spec's apology on failure. A warning (0 hours) waits on the user's
// ban page until they accept it; a suspension shows its end date there.
import { useId, useRef, useState } from 'react';
import { Dropdown, type DropdownOption } from '../../components/Dropdown';
import { fieldProblem } from '../../components/form/fieldProblem';
import { TextInput } from '../../components/TextInput';
import { BAN_NOTES_MAX, BAN_OPTIONS, BAN_REASON_MAX, MODERATION_TEXTS } from '../../lib/moderation';
import { useBanUser } from '../../queries/moderation';
import { ToolDialog, type UserToolProps } from './ToolDialog';

export type BanDialogProps = UserToolProps;

/** The spec's durations, after a prompt that cannot be chosen back once a duration is. */
const DURATION_CHOICES: readonly DropdownOption[] = [{ label: 'Choose a duration', value: '', disabled: true }, ...BAN_OPTIONS.map((option) => ({ label: option.label, value: String(option.hours) }))];

export function BanDialog({ user, onClose }: BanDialogProps) {
  const first = useRef<HTMLSelectElement | null>(null);
  const reasonField = useRef<HTMLTextAreaElement | null>(null);
  const problemId = useId();
  const [duration, setDuration] = useState('');
  const [reason, setReason] = useState('');
  const [notes, setNotes] = useState('');
  /** What is missing before the form can be sent, and its field (the server's refusal is the mutation's). */
  const [missing, setMissing] = useState<{ at: 'duration' | 'reason'; problem: string } | null>(null);
  const problemOf = (field: 'duration' | 'reason') => (missing?.at === field ? problemId : null);
  const ban = useBanUser();
  /** A field's change: after a ban was sent, its answer goes, and Send is on again for the new one. */
  const edit = (set: (value: string) => void) => (value: string) => {
    if (ban.isSuccess) ban.reset();
    set(value);
  };

  async function send(): Promise<void> {
    if (ban.isPending) return;
    const at = duration === '' ? 'duration' : !reason.trim() ? 'reason' : null;
    const problem = at === 'duration' ? MODERATION_TEXTS.durationRequired : at === 'reason' ? MODERATION_TEXTS.reasonRequired : null;
    setMissing(at && problem ? { at, problem } : null);
    if (at) (at === 'duration' ? first : reasonField).current?.focus();
    if (problem) {
      ban.reset(); // an earlier answer goes with the new problem
      return;
    }
    // A refusal shows as the problem, from the mutation's state.
    await ban.mutateAsync({ duration: Number(duration), reason: reason.trim(), notes: notes.trim(), uid: user.id }).catch(() => undefined);
  }

  return (
    <ToolDialog
      title={`Ban or warn ${user.nickname}`}
      hint={`A warning must be accepted before ${user.nickname} can go on; a ban shows its end date.`}
      initialFocus={first}
      onSubmit={send}
      onClose={onClose}
      busy={ban.isPending}
      problem={missing?.problem ?? (ban.isError ? MODERATION_TEXTS.banFailed : null)}
      problemId={problemId}
      result={ban.data?.message ?? null}
      submitLabel="Send"
      submitVariant="danger"
      testId="ban"
    >
      <Dropdown label="Duration" ref={first} value={duration} onChange={edit(setDuration)} options={DURATION_CHOICES} required testId="ban-duration" {...fieldProblem(problemOf('duration'))} />
      <label>
        Reason (shown to the user)
        <TextInput multiLine ref={reasonField} value={reason} maxLength={BAN_REASON_MAX} onChange={edit(setReason)} required testId="ban-reason-input" {...fieldProblem(problemOf('reason'))} />
      </label>
      <label>
        Notes (for moderators)
        <TextInput multiLine value={notes} maxLength={BAN_NOTES_MAX} onChange={edit(setNotes)} testId="ban-notes" />
      </label>
    </ToolDialog>
  );
}
