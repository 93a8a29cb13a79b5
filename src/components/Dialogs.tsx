// Renders the first queued confirmation or alert of stores/dialogs as a modal.
import { styled } from '@linaria/react';
import { useEffect, useRef } from 'react';
import { useDialogs } from '../stores/dialogs';
import { Button } from './Button';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: grid;
  place-items: center;
  padding: 16px;
  background: rgba(0, 0, 0, 0.5);
`;

const Box = styled.div`
  width: min(420px, 100%);
  background: var(--surface);
  color: var(--text);
  border-radius: 14px;
  box-shadow: var(--shadow);
  padding: 20px;
  h2 {
    margin: 0 0 8px;
    font-size: 18px;
  }
  p {
    margin: 0 0 20px;
    white-space: pre-line;
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 10px;
`;

export function Dialogs() {
  const dialog = useDialogs((s) => s.queue[0]);
  const okRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!dialog) return;
    okRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') dialog.resolve(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [dialog]);

  if (!dialog) return null;
  return (
    <Backdrop data-testid="dialog">
      <Box role={dialog.kind === 'confirm' ? 'alertdialog' : 'dialog'} aria-modal="true" aria-label={dialog.title ?? dialog.message}>
        {dialog.title && <h2>{dialog.title}</h2>}
        <p data-testid="dialog-message">{dialog.message}</p>
        <Actions>
          {dialog.kind === 'confirm' && (
            <Button data-testid="dialog-cancel" onClick={() => dialog.resolve(false)}>
              Cancel
            </Button>
          )}
          <Button ref={okRef} variant="primary" data-testid="dialog-ok" onClick={() => dialog.resolve(true)}>
            {dialog.confirmLabel ?? 'OK'}
          </Button>
        </Actions>
      </Box>
    </Backdrop>
  );
}
