// The owner's note to their fans (spec part 2 §7 POST /api/v2/user/noteToFans {message}): an
// empty note is not sent; the answer says how many fans it reached.
import { styled } from '@linaria/react';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { noteToFans } from '../../api/profile';
import { NOTE_TO_FANS_MAX } from '../../api/schemas/profile';
import { Button } from '../../components/Button';
import { TextInput } from '../../components/TextInput';
import { ACTION_FAILED, noteSentText } from '../../lib/profile';
import { useOneAtATime } from '../../lib/useOneAtATime';

const Form = styled.form`
  display: grid;
  gap: 8px;
  max-width: 640px;
  label {
    font-weight: 700;
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
  const note = useMutation({ mutationFn: (message: string) => noteToFans(message) });
  const oneAtATime = useOneAtATime();
  const status = note.isSuccess ? noteSentText(note.data.fansNotified) : note.isError ? ACTION_FAILED : '';
  const send = (event: FormEvent) => {
    event.preventDefault();
    const message = text.trim();
    if (!message) return;
    // Its state shows how many fans were told, or the failure.
    void oneAtATime(() => note.mutateAsync(message).then(() => setText(''), () => undefined));
  };
  return (
    <Form onSubmit={send} data-testid="note-to-fans">
      <label htmlFor={id}>Note to your fans</label>
      <TextInput multiLine id={id} value={text} maxLength={NOTE_TO_FANS_MAX} onChange={setText} testId="note-to-fans-text" />
      <div className="row">
        <Button type="submit" variant="primary" disabled={note.isPending} data-testid="note-to-fans-send">
          Send to fans
        </Button>
        <span role="status" data-testid="note-to-fans-status">
          {status}
        </span>
      </div>
    </Form>
  );
}
