// The owner's note to their fans (spec part 2 §7 POST /api/v2/user/noteToFans {message}): an
// empty note is not sent; the answer says how many fans it reached.
import { styled } from '@linaria/react';
import { useId, useState, type FormEvent } from 'react';
import { noteToFans } from '../../api/profile';
import { NOTE_TO_FANS_MAX } from '../../api/schemas/profile';
import { Button } from '../../components/Button';
import { ACTION_FAILED, noteSentText } from '../../lib/profile';

const Form = styled.form`
  display: grid;
  gap: 8px;
  max-width: 640px;
  label {
    font-weight: 700;
  }
  textarea {
    min-height: 80px;
    padding: 10px;
    border-radius: var(--radius);
    border: 1px solid var(--border);
    background: var(--surface);
    color: var(--text);
    font: inherit;
    resize: vertical;
  }
  .row {
    display: flex;
    align-items: center;
    gap: 12px;
    flex-wrap: wrap;
  }
  [role='status'] {
    color: var(--text-muted);
  }
`;

export function NoteToFans() {
  const id = useId();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [status, setStatus] = useState('');
  const send = async (event: FormEvent) => {
    event.preventDefault();
    const message = text.trim();
    if (!message || sending) return;
    setSending(true);
    setStatus('');
    try {
      const { fansNotified } = await noteToFans(message);
      setText('');
      setStatus(noteSentText(fansNotified));
    } catch {
      setStatus(ACTION_FAILED);
    } finally {
      setSending(false);
    }
  };
  return (
    <Form onSubmit={(e) => void send(e)} data-testid="note-to-fans">
      <label htmlFor={id}>Note to your fans</label>
      <textarea id={id} value={text} maxLength={NOTE_TO_FANS_MAX} onChange={(e) => setText(e.target.value)} data-testid="note-to-fans-text" />
      <div className="row">
        <Button type="submit" variant="primary" disabled={sending} data-testid="note-to-fans-send">
          Send to fans
        </Button>
        <span role="status" data-testid="note-to-fans-status">
          {status}
        </span>
      </div>
    </Form>
  );
}
