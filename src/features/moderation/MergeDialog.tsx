// Merge users (spec part 1 §6, §7 POST /api/v2/admin/mergeTo {userId, targetUserId}): the user's
// sketches, comments, albums and fans move to the target account, after a confirmation.
import { useMutation } from '@tanstack/react-query';
import { queryClient } from '../../api/queryClient';
import { useId, useRef, useState } from 'react';
import { mergeUsers } from '../../api/moderation';
import { TextInput } from '../../components/TextInput';
import { fieldProblem } from '../../components/form/fieldProblem';
import { parsePositiveId } from '../../lib/ids';
import { confirmMergeText, MODERATION_TEXTS } from '../../lib/moderation';
import { useSession } from '../../stores/session';
import { alertDialog, confirmDialog } from '../../stores/dialogs';
import { ToolDialog, type UserToolProps } from './ToolDialog';

export type MergeDialogProps = UserToolProps;

export function MergeDialog({ user, onClose }: MergeDialogProps) {
  const first = useRef<HTMLInputElement | null>(null);
  const [target, setTarget] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const problemId = useId();
  /** The problem is the id typed (not the merge of one's own account). */
  const aboutTarget = problem !== null && problem !== MODERATION_TEXTS.mergeOwnAccount;
  const viewerId = useSession((state) => state.user?.id ?? null);
  const merge = useMutation({
    mutationFn: (targetUserId: number) => mergeUsers(user.id, targetUserId),
    // The page shows the merged-away user's figures: it reads them again.
    onSuccess: () => queryClient.invalidateQueries(),
  });

  async function send() {
    if (merge.isPending) return;
    const targetId = parsePositiveId(target.trim(), 12);
    const missing =
      user.id === viewerId
        ? MODERATION_TEXTS.mergeOwnAccount
        : targetId === null
          ? MODERATION_TEXTS.mergeTargetRequired
          : targetId === user.id
            ? MODERATION_TEXTS.mergeSelf
            : null;
    setProblem(missing);
    if (missing && missing !== MODERATION_TEXTS.mergeOwnAccount) first.current?.focus();
    if (missing || targetId === null) return;
    if (!(await confirmDialog(confirmMergeText(user.nickname, targetId)))) return;
    try {
      await merge.mutateAsync(targetId);
    } catch {
      await alertDialog(MODERATION_TEXTS.errorBang);
    }
  }

  return (
    <ToolDialog
      title={`Merge ${user.nickname}`}
      hint={`Moves everything of ${user.nickname} (user ${user.id}) to another account.`}
      initialFocus={first}
      onSubmit={send}
      onClose={onClose}
      busy={merge.isPending}
      problem={problem}
      problemId={problemId}
      result={merge.data?.message ?? null}
      submitLabel="Merge"
      submitVariant="danger"
      testId="merge"
    >
      <label>
        Id of the user to merge into
        <TextInput
          ref={first}
          value={target}
          onChange={setTarget}
          inputMode="numeric"
          autoComplete="off"
          testId="merge-target"
          {...fieldProblem(aboutTarget ? problemId : null)}
        />
      </label>
    </ToolDialog>
  );
}
