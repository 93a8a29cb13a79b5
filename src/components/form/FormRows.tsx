// The rows every form ends with: its message (the spec's text, and the server's reason when it
// gave one) and its actions (the primary submit button, then Cancel); and the row a form with a
// kept draft starts with. They render inside a form whose styles give .error, .hint and .actions
// (screens/upload/formParts).
import { Button } from '../Button';
import type { FormMessage, FormState } from './useForm';

export const DRAFT_RESTORED_TEXT = 'Your changes from before are back in the form. They are not saved yet.';

/** Says that the form shows text kept from before, not what was saved, and offers to drop it. */
export function DraftNoticeRow({ form, testId }: { form: Pick<FormState<object>, 'draftRestored' | 'discardDraft'>; testId: string }) {
  if (!form.draftRestored) return null;
  return (
    <div className="draft" role="status" data-testid={testId}>
      <span>{DRAFT_RESTORED_TEXT}</span>
      <Button onClick={form.discardDraft} data-testid={`${testId}-discard`}>
        Discard them
      </Button>
    </div>
  );
}

export function FormMessageRow({ message, testId }: { message: FormMessage | null; testId: string }) {
  if (!message) return null;
  return (
    <p className="error" role="alert" data-testid={testId}>
      {message.text}
      {message.reason && <span className="hint"> ({message.reason})</span>}
    </p>
  );
}

export interface FormActionsProps {
  submitLabel: string;
  submitTestId: string;
  submitDisabled: boolean;
  /** The Cancel button, when the form offers one. */
  cancel?: { onClick: () => void; testId: string; disabled?: boolean };
}

export function FormActions({ submitLabel, submitTestId, submitDisabled, cancel }: FormActionsProps) {
  return (
    <div className="actions">
      <Button type="submit" variant="primary" disabled={submitDisabled} data-testid={submitTestId}>
        {submitLabel}
      </Button>
      {cancel && (
        <Button onClick={cancel.onClick} disabled={cancel.disabled} data-testid={cancel.testId}>
          Cancel
        </Button>
      )}
    </div>
  );
}
