// A question with a text answer on the one Modal (the page uses no window.prompt: inside the
// app's WebView it only works when the app implements the WebView's UI delegate). OK answers the
// text as typed, Cancel and Escape answer null; the caller decides what an empty answer means.
import { styled } from '@linaria/react';
import { useId, useRef, useState } from 'react';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { TextInput } from '../../components/TextInput';
import { ADMIN_MESSAGE_MAX } from '../../lib/groupAdminRules';

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

export interface PromptRequest {
  title: string;
  question: string;
  confirmLabel: string;
  /** The text the field starts with: what the admin typed before, for a send that failed. */
  draft: string;
  resolve: (answer: string | null) => void;
}

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

/**
 * The prompt a tab shows, as a promise of the answer. A message sent with `sending` and refused or
 * unanswered is the draft the next prompt for the same item starts with, so a failed send never
 * loses what the admin typed.
 */
export function usePrompt() {
  const [request, setRequest] = useState<PromptRequest | null>(null);
  const unsent = useRef(new Map<string, string>());
  /** Asks `question`; `item` names what it is about (a request's, a feature's id), whose unsent message it starts with. */
  const ask = (item: string, title: string, question: string, confirmLabel: string) =>
    new Promise<string | null>((resolve) => {
      setRequest({
        title,
        question,
        confirmLabel,
        draft: unsent.current.get(item) ?? '',
        resolve: (answer) => {
          setRequest(null);
          resolve(answer);
        },
      });
    });
  /** Sends `message`, the answer to the prompt about `item`, with `send`; kept as its draft until `send` has succeeded. */
  const sending = async (item: string, message: string, send: () => Promise<unknown>) => {
    unsent.current.set(item, message);
    try {
      await send();
      unsent.current.delete(item);
    } catch {
      // The tab says why (its mutation's failure alert); the message waits in the next prompt.
    }
  };
  return { ask, sending, dialog: request ? <PromptDialog request={request} /> : null };
}
