// The prompt's dialog (PromptDialog.tsx): its own chunk, fetched when a tab first asks, so group
// admin's first load carries none of it.
import { styled } from '@linaria/react';
import { useId, useRef, useState } from 'react';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { TextInput } from '../../components/TextInput';
import { ADMIN_MESSAGE_MAX } from '../../lib/groupAdminRules';
import type { PromptRequest } from './PromptDialog';

const Body = styled.form`
  display: grid;
  gap: 12px;
  h2 {
    margin: 0;
    font-size: 1.1rem;
  }
  .actions {
    display: flex;
    justify-content: flex-end;
    gap: 10px;
  }
`;

export function PromptDialog({ request }: { request: PromptRequest }) {
  const [text, setText] = useState(request.draft);
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const titleId = useId();
  const fieldId = useId();
  return (
    <Modal onClose={() => request.resolve(null)} initialFocus={fieldRef} role="dialog" labelledBy={titleId} testId="prompt" width={460}>
      <Body
        onSubmit={(event) => {
          event.preventDefault();
          request.resolve(text);
        }}
      >
        <h2 id={titleId}>{request.title}</h2>
        <label htmlFor={fieldId}>{request.question}</label>
        <TextInput multiLine id={fieldId} ref={fieldRef} value={text} maxLength={ADMIN_MESSAGE_MAX} onChange={setText} testId="prompt-text" />
        <div className="actions">
          <Button type="button" onClick={() => request.resolve(null)} data-testid="prompt-cancel">
            Cancel
          </Button>
          <Button type="submit" variant="primary" data-testid="prompt-ok">
            {request.confirmLabel}
          </Button>
        </div>
      </Body>
    </Modal>
  );
}
