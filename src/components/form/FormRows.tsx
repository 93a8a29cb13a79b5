// The rows every form ends with: its message (the spec's text, and the server's reason when it
// gave one) and its actions (the primary submit button, then Cancel). They render inside a form
// whose styles give .error, .hint and .actions (screens/upload/formParts).
import { Button } from '../Button';
import type { FormMessage } from './useForm';

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
