// The box a message is written in, for a reply and for a new message (spec part 2 §5, §8): text
// empty after trimming is not sent; while it is sent the box is emptied, and if sending fails
// the text comes back into the box with 'Sorry, there was an error sending your message. Please
// retry in a bit.' A new message also has a subject, kept the same way.
import { styled } from '@linaria/react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/Button';
import { TextInput } from '../../components/TextInput';
import { MESSAGE_SEND_FAILED, MESSAGE_SUBJECT_MAX, MESSAGE_TEXT_MAX, messageToSend } from '../../lib/messageRules';
import type { OutgoingMessage } from '../../queries/messages';

const Box = styled.form`
  display: grid;
  gap: 8px;
  margin: 0 0 20px;
  label {
    display: grid;
    gap: 4px;
    font-weight: 600;
  }
  input,
  textarea {
    width: 100%;
  }
  .error {
    margin: 0;
    color: var(--danger);
    font-weight: 600;
  }
  .actions {
    display: flex;
    justify-content: flex-end;
  }
`;

/** The write of a message (a mutation of src/queries/messages.ts): the form shows its state. */
export interface MessageSend {
  mutate(message: OutgoingMessage, callbacks: { onError: () => void }): void;
  isPending: boolean;
  isError: boolean;
}

export interface MessageFormProps {
  /** The label of the text box ('Reply', 'Message'). */
  label: string;
  /** Shows a subject field above the text (a new message). */
  withSubject?: boolean;
  /** Sends (useReply, useWriteMessage). */
  send: MessageSend;
}

export function MessageForm({ label, withSubject = false, send }: MessageFormProps) {
  const [subject, setSubject] = useState('');
  const [draft, setDraft] = useState('');
  const sending = send.isPending;
  const failed = send.isError;
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = messageToSend(draft);
    if (text === null || sending) return;
    const sent = { subject, draft };
    setDraft('');
    if (withSubject) setSubject('');
    send.mutate(
      { subject: subject.trim(), text },
      {
        // The text goes back into the box, so nothing typed is lost.
        onError: () => {
          setDraft(sent.draft);
          setSubject(sent.subject);
        },
      },
    );
  };

  return (
    <Box onSubmit={submit} data-testid="message-form" aria-busy={sending}>
      {withSubject && (
        <label>
          Subject
          <TextInput value={subject} maxLength={MESSAGE_SUBJECT_MAX} readOnly={sending} onChange={setSubject} testId="message-subject" />
        </label>
      )}
      <label>
        {label}
        <TextInput
          multiLine
          value={draft}
          maxLength={MESSAGE_TEXT_MAX}
          readOnly={sending}
          aria-describedby={failed ? errorId : undefined}
          onChange={setDraft}
          testId="message-text"
        />
      </label>
      {failed && (
        <p className="error" id={errorId} role="alert" data-testid="message-error">
          {MESSAGE_SEND_FAILED}
        </p>
      )}
      <div className="actions">
        <Button type="submit" variant="primary" disabled={sending} data-testid="message-send">
          Send
        </Button>
      </div>
    </Box>
  );
}
