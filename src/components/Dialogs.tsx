// Renders the first queued confirmation or alert of stores/dialogs as a modal.
import { styled } from '@linaria/react';
import { useRef } from 'react';
import { useDialogs, type DialogRequest } from '../stores/dialogs';
import { Button } from './Button';
import { Modal } from './Modal';

const Body = styled.div`
  h2 {
    margin: 0 0 8px;
  }
  p {
    margin: 0 0 20px;
    white-space: pre-line;
  }
  .actions {
    display: flex;
    justify-content: flex-end;
    gap: 10px;
  }
`;

export function Dialogs() {
  const dialog = useDialogs((s) => s.queue[0]);
  // Keyed, so each request opens afresh: focus goes to its OK (its Cancel for what cannot be
  // taken back) and back to where it was.
  return dialog ? <QueuedDialog key={dialog.id} dialog={dialog} /> : null;
}

function QueuedDialog({ dialog }: { dialog: DialogRequest }) {
  const okRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      onClose={() => dialog.resolve(false)}
      historyEntry={!dialog.gate}
      initialFocus={dialog.kind === 'confirm' && dialog.irreversible ? cancelRef : okRef}
      role={dialog.kind === 'confirm' ? 'alertdialog' : 'dialog'}
      label={dialog.title ?? dialog.message}
      testId="dialog"
      width={420}
    >
      <Body>
        {dialog.title && <h2>{dialog.title}</h2>}
        <p data-testid="dialog-message">{dialog.message}</p>
        <div className="actions">
          {dialog.kind === 'confirm' && (
            <Button ref={cancelRef} data-testid="dialog-cancel" onClick={() => dialog.resolve(false)}>
              Cancel
            </Button>
          )}
          <Button ref={okRef} variant={dialog.kind === 'confirm' && dialog.destructive ? 'danger' : 'primary'} data-testid="dialog-ok" onClick={() => dialog.resolve(true)}>
            {dialog.confirmLabel ?? 'OK'}
          </Button>
        </div>
      </Body>
    </Modal>
  );
}
