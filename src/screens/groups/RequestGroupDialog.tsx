// The request-a-group dialog (spec part 2 §2, §5): a name, a description and a thumbnail sketch
// link; 'Please fill in all the info' without a name or a description, 'Groups must have a
// thumbnail sketch' without a sketch link; the leader must be 16 or older, which it says.
import { useId, useRef, useState } from 'react';
import { serverReasonOf } from '../../api/errors';
import { Button } from '../../components/Button';
import { Form } from '../../components/formParts';
import { Modal } from '../../components/Modal';
import { fieldProblem } from '../../components/form/fieldProblem';
import { TextInput } from '../../components/TextInput';
import { LimitNote } from '../../components/LimitNote';
import { SketchLinkField } from '../../components/SketchLinkField';
import { GROUP_DESCRIPTION_MAX, GROUP_TITLE_MAX } from '../../lib/groupLimits';
import { GROUP_TEXTS, groupRequestProblem, thumbnailSketchId } from '../../lib/groupRules';
import { useRequestGroup } from '../../queries/groups';
import { useOneAtATime } from '../../lib/useOneAtATime';

type ProblemField = 'title' | 'description' | 'thumbnail';

/** The first field groupRequestProblem's text is about: an empty name, else an empty description, else the thumbnail link. */
function fieldOfProblem({ title, description }: { title: string; description: string }): ProblemField {
  if (!title.trim()) return 'title';
  if (!description.trim()) return 'description';
  return 'thumbnail';
}

export function RequestGroupDialog({ onClose, onSent }: { onClose: () => void; onSent: () => void }) {
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [thumbnail, setThumbnail] = useState('');
  const [error, setError] = useState<string | null>(null);
  /** The field the problem is about (its input is marked, described by the problem and focused). */
  const [errorAt, setErrorAt] = useState<ProblemField | null>(null);
  const request = useRequestGroup();
  const sending = request.isPending;
  const headingId = useId();
  const errorId = useId();
  const titleField = useRef<HTMLInputElement>(null);
  const descriptionField = useRef<HTMLTextAreaElement>(null);
  const thumbnailField = useRef<HTMLInputElement>(null);

  const oneAtATime = useOneAtATime();
  const send = () => oneAtATime(sendNow);
  async function sendNow() {
    if (sending) return;
    const problem = groupRequestProblem({ title, description, thumbnail });
    setError(problem);
    const at = problem ? fieldOfProblem({ title, description }) : null;
    setErrorAt(at);
    if (at) (at === 'title' ? titleField : at === 'description' ? descriptionField : thumbnailField).current?.focus();
    if (problem) return;
    try {
      await request.mutateAsync({ title: title.trim(), description: description.trim(), thumbnail: String(thumbnailSketchId(thumbnail)) });
    } catch (failure) {
      setError(serverReasonOf(failure) ?? GROUP_TEXTS.requestFailed); // what was typed stays
      return;
    }
    onSent();
  }
  const problemOf = (field: ProblemField) => (errorAt === field ? errorId : null);

  return (
    <Modal onClose={onClose} dismissible={!sending} labelledBy={headingId} initialFocus={titleField} testId="request-group-dialog" width={560}>
      <Form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <h2 id={headingId}>Request a group</h2>
        <p className="hint" data-testid="request-group-age">
          {GROUP_TEXTS.leaderAge}
        </p>
        <label className="field">
          Name
          <TextInput ref={titleField} value={title} maxLength={GROUP_TITLE_MAX} onChange={setTitle} testId="request-group-name" {...fieldProblem(problemOf('title'))} />
        </label>
        <LimitNote length={title.length} max={GROUP_TITLE_MAX} what="name" testId="request-group-name-limit" />
        <label className="field">
          Description
          <TextInput multiLine ref={descriptionField} value={description} maxLength={GROUP_DESCRIPTION_MAX} onChange={setDescription} testId="request-group-description" {...fieldProblem(problemOf('description'))} />
        </label>
        <LimitNote length={description.length} max={GROUP_DESCRIPTION_MAX} what="description" testId="request-group-description-limit" />
        <SketchLinkField
          ref={thumbnailField}
          label="Thumbnail sketch link"
          value={thumbnail}
          onChange={setThumbnail}
          testId="request-group-thumbnail"
          problemId={problemOf('thumbnail')}
        />
        {error && (
          <p className="error" id={errorId} role="alert" data-testid="request-group-error">
            {error}
          </p>
        )}
        <div className="actions">
          <Button type="submit" variant="primary" disabled={sending} data-testid="request-group-send">
            Send request
          </Button>
          <Button onClick={onClose} disabled={sending} data-testid="request-group-cancel">
            Cancel
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
