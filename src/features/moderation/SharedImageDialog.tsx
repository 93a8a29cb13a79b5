// Create a shared image from the sketch (spec part 1 §6; POST /api/v2/content/createImage):
// the sketch's picture joins the shared content in a brush category, under a title.
import { useId, useRef, useState, type FormEvent } from 'react';
import { createSharedImage } from '../../api/content';
import { useQuery } from '../../api/query';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { MODERATION_TEXTS } from '../../lib/moderation';
import { brushCategoriesQuery } from '../../queries/brushes';
import { alertDialog } from '../../stores/dialogs';
import { moderatorTint, ToolForm } from './styles';

const TITLE_MAX = 64;

export interface SharedImageDialogProps {
  sketch: { id: number; title: string };
  onClose: () => void;
}

export function SharedImageDialog({ sketch, onClose }: SharedImageDialogProps) {
  const titleId = useId();
  const first = useRef<HTMLSelectElement | null>(null);
  const categories = useQuery(brushCategoriesQuery());
  const [category, setCategory] = useState('');
  const [title, setTitle] = useState(sketch.title.slice(0, TITLE_MAX));
  const [problem, setProblem] = useState<string | null>(null);
  const [uuid, setUuid] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const path = category || categories.data?.[0]?.path || '';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const missing = !path ? MODERATION_TEXTS.error : !title.trim() ? MODERATION_TEXTS.sharedImageTitleRequired : null;
    setProblem(missing);
    if (missing) return;
    setBusy(true);
    try {
      setUuid((await createSharedImage({ sketchId: sketch.id, path, title: title.trim() })).uuid);
    } catch {
      await alertDialog(MODERATION_TEXTS.error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal onClose={onClose} dismissible={!busy} closeOnBackdrop initialFocus={first} labelledBy={titleId} panelClassName={moderatorTint} testId="shared-image-dialog">
      <ToolForm onSubmit={(event) => void submit(event)} noValidate>
        <h2 id={titleId}>Create a shared image</h2>
        <p className="hint">The picture of this sketch joins the shared content, in a category.</p>
        <label>
          Category
          <select ref={first} value={path} onChange={(e) => setCategory(e.target.value)} data-testid="shared-image-path">
            {(categories.data ?? []).map((c) => (
              <option key={c.path} value={c.path}>
                {c.path}
              </option>
            ))}
          </select>
        </label>
        <label>
          Title
          <input value={title} maxLength={TITLE_MAX} onChange={(e) => setTitle(e.target.value)} data-testid="shared-image-title" />
        </label>
        {problem && (
          <p className="problem" role="alert">
            {problem}
          </p>
        )}
        {uuid && (
          <p className="result" role="status" data-testid="shared-image-result">
            Shared image created: <code>{uuid}</code>
          </p>
        )}
        <div className="actions">
          <Button onClick={onClose} disabled={busy}>
            Close
          </Button>
          <Button type="submit" variant="primary" disabled={busy} data-testid="shared-image-submit">
            Create shared image
          </Button>
        </div>
      </ToolForm>
    </Modal>
  );
}
