// The frame of a moderator's tool that sends one request (ban, merge, shared image): the green
// Modal, the title and a hint, the tool's fields, then the problem line, the server's answer and
// Close beside the send button. The Modal stays while the request is on its way. Test ids:
// `{testId}-dialog`, `-problem`, `-result`, `-close`, `-submit`.
import { useId, type FormEvent, type ReactNode, type RefObject } from 'react';
import { Button, type ButtonProps } from '../../components/Button';
import { DialogForm, moderatorTint } from '../../components/DialogForm';
import { Modal } from '../../components/Modal';
import { useOneAtATime } from '../../lib/useOneAtATime';

/** The user a tool acts on, and how the tool closes. */
export interface UserToolProps {
  user: { id: number; nickname: string };
  onClose: () => void;
}

export interface ToolDialogProps {
  title: string;
  hint: string;
  /** The first field, focused when the dialog opens. */
  initialFocus: RefObject<HTMLElement | null>;
  /**
   * Sends the request (the form's submit default is already prevented); one at a time, so its
   * promise lasts until the request is answered.
   */
  onSubmit: () => Promise<void>;
  onClose: () => void;
  busy: boolean;
  problem: string | null;
  /** The problem line's id, which the field it is about names in its aria-describedby. */
  problemId?: string;
  /** The server's answer once it came. */
  result: ReactNode;
  submitLabel: string;
  submitVariant: ButtonProps['variant'];
  testId: string;
  /** The labelled fields. */
  children: ReactNode;
}

export function ToolDialog({ title, hint, initialFocus, onSubmit, onClose, busy, problem, problemId, result, submitLabel, submitVariant, testId, children }: ToolDialogProps) {
  const titleId = useId();
  const oneAtATime = useOneAtATime();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void oneAtATime(onSubmit);
  };
  return (
    <Modal onClose={onClose} dismissible={!busy} closeOnBackdrop initialFocus={initialFocus} labelledBy={titleId} panelClassName={moderatorTint} testId={`${testId}-dialog`}>
      <DialogForm onSubmit={submit} noValidate>
        <h2 id={titleId}>{title}</h2>
        <p className="hint">{hint}</p>
        {children}
        {problem && (
          <p className="problem" id={problemId} role="alert" data-testid={`${testId}-problem`}>
            {problem}
          </p>
        )}
        {result && (
          <p className="result" role="status" data-testid={`${testId}-result`}>
            {result}
          </p>
        )}
        <div className="actions">
          <Button onClick={onClose} disabled={busy} data-testid={`${testId}-close`}>
            Close
          </Button>
          {/* Done once it says so: a second press would do it again (a second ban, say). Inert
              rather than disabled, so the focus stays on it (Button's busy). */}
          <Button type="submit" variant={submitVariant} busy={busy || !!result} data-testid={`${testId}-submit`}>
            {submitLabel}
          </Button>
        </div>
      </DialogForm>
    </Modal>
  );
}
