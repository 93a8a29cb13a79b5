// The box a message is written in, for a reply and for a new message (spec part 2 §5, §8): text
// empty after trimming is not sent; while it is sent the box is emptied, and if sending fails
// the text comes back into the box with 'Sorry, there was an error sending your message. Please
// retry in a bit.' A new message also has a subject, kept the same way. What is typed is kept
// as a draft in this tab until the server has it (lib/drafts.ts).
import { styled } from '@linaria/react';
import { useId, type FormEvent } from 'react';
import { Button } from '../../components/Button';
import { TextInput } from '../../components/TextInput';
import { LimitNote } from '../../components/LimitNote';
import { clearSentDraft, useDraft } from '../../lib/drafts';
import { MESSAGE_SEND_FAILED, MESSAGE_SUBJECT_MAX, MESSAGE_TEXT_MAX, messageToSend } from '../../lib/messageRules';
import type { OutgoingMessage } from '../../queries/messages';
import { useOneAtATime } from '../../lib/useOneAtATime';
import { refusedRequest, serverReasonOf } from '../../api/errors';

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
  mutateAsync(message: OutgoingMessage): Promise<unknown>;
  isPending: boolean;
  isError: boolean;
  /** Why the last send failed (a refusal carries the server's reason). */
  error?: unknown;
}

export interface MessageFormProps {
  /** The label of the text box ('Reply', 'Message'). */
  label: string;
  /** Shows a subject field above the text (a new message). */
  withSubject?: boolean;
  /** Sends (useReply, useWriteMessage). */
  send: MessageSend;
  /** Where what is typed is kept until it is sent (lib/drafts.ts): one per viewer and thread or recipient (messageDraftKey). */
  draftKey: string;
}

/** The draft of the viewer's message in `place` ('thread:12', 'to:7'). */
export const messageDraftKey = (viewerId: number, place: string) => `message-draft:${viewerId}:${place}`;

export function MessageForm({ label, withSubject = false, send, draftKey }: MessageFormProps) {
  // Kept in this tab's storage as it is typed: Back, a reload or a failed send loses nothing.
  const subjectDraft = useDraft('session', `${draftKey}:subject`);
  const textDraft = useDraft('session', `${draftKey}:text`);
  const subject = subjectDraft.text;
  const draft = textDraft.text;
  const sending = send.isPending;
  const failed = send.isError;
  // A refusal that trying again cannot change (the other person no longer takes messages from the
  // viewer, a block made in another tab) says the server's reason under the spec's text.
  const reason = failed && refusedRequest(send.error) ? serverReasonOf(send.error) : null;
  const errorId = useId();
  // A second submit in the same task (a double tap) sends nothing: isPending starts only once
  // React has rendered.
  const oneAtATime = useOneAtATime();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void oneAtATime(sendDraft);
  };
  const sendDraft = async () => {
    const text = messageToSend(draft);
    if (text === null || sending) return;
    const sent = { subject, draft };
    // The box empties while it is sent; the stored draft stays until the server has the message.
    textDraft.show('');
    if (withSubject) subjectDraft.show('');
    // Settles even when the page has gone meanwhile (a sent message opens its thread), so the
    // draft is removed only once the server has the message.
    try {
      await send.mutateAsync({ subject: subject.trim(), text });
    } catch {
      // The text goes back into the box, so nothing typed is lost.
      textDraft.show(sent.draft);
      subjectDraft.show(sent.subject);
      return;
    }
    clearSentDraft('session', `${draftKey}:text`, sent.draft);
    clearSentDraft('session', `${draftKey}:subject`, sent.subject);
  };

  return (
    <Box onSubmit={submit} data-testid="message-form" aria-busy={sending}>
      {withSubject && (
        <label>
          Subject
          <TextInput value={subject} maxLength={MESSAGE_SUBJECT_MAX} readOnly={sending} onChange={subjectDraft.set} testId="message-subject" />
        </label>
      )}
      {withSubject && <LimitNote quiet length={subject.length} max={MESSAGE_SUBJECT_MAX} what="subject" testId="message-subject-limit" />}
      <label>
        {label}
        <TextInput
          multiLine
          value={draft}
          maxLength={MESSAGE_TEXT_MAX}
          readOnly={sending}
          aria-describedby={failed ? errorId : undefined}
          onChange={textDraft.set}
          testId="message-text"
        />
      </label>
      <LimitNote quiet length={draft.length} max={MESSAGE_TEXT_MAX} what="message" testId="message-text-limit" />
      {failed && (
        <p className="error" id={errorId} role="alert" data-testid="message-error">
          {MESSAGE_SEND_FAILED}
          {reason && (
            <>
              <br />
              {reason}
            </>
          )}
        </p>
      )}
      <div className="actions">
        <Button type="submit" variant="primary" busy={sending} data-testid="message-send">
          Send
        </Button>
      </div>
    </Box>
  );
}
