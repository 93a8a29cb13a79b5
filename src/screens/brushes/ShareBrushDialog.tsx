// The gloperators' tool of the brush browser (spec part 1 §2, §6 "create a shared image"):
// from a brush, create a shared image (POST /api/v2/content/createImage -> uuid) or a co-op
// sketch (POST /api/v2/content/createCoOpSketch) from a sketch the moderator pastes (a link or
// an id), in a category, with a title. Failures are the generic admin alerts of spec §8.
import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { createCoOpSketch } from '../../api/content';
import { Button } from '../../components/Button';
import { DialogForm, moderatorTint } from '../../components/DialogForm';
import { SharedImageCreated, SharedImageFields } from '../../features/moderation/SharedImageFields';
import { Modal } from '../../components/Modal';
import { TextInput } from '../../components/TextInput';
import { parsePositiveId } from '../../lib/ids';
import { parseSketchLink } from '../../lib/links';
import { alertDialog } from '../../stores/dialogs';
import { COOP_DESCRIPTION_MAX, SHARED_IMAGE_TITLE_MAX, type BrushCategory, type BrushItem, type CoOpSketchCreateBody } from '../../api/schemas/content';
import { useCreateSharedImage } from '../../queries/brushes';
import { sketchPaths } from '../../lib/paths/sketches';

export const SHARE_TEXTS = {
  imageFailed: 'Error',
  coopFailed: 'Error!',
  badSketch: 'Please paste a sketch link or a sketch id.',
  noTitle: 'Please enter a title.',
  noCategory: 'Please choose a category.',
} as const;

/** A sketch id from what the moderator pasted: a sketch link or the bare id. */
export function sketchIdOf(text: string): number | null {
  const trimmed = text.trim();
  // Sketch links carry up to 15 digits (lib/links), so a bare id may too.
  if (/^\d+$/.test(trimmed)) return parsePositiveId(trimmed, 15);
  return parseSketchLink(trimmed);
}

export interface ShareBrushDialogProps {
  brush: BrushItem;
  categories: readonly BrushCategory[];
  /** The category shown in the browser; preselected. */
  path: string;
  onClose: () => void;
}

export function ShareBrushDialog({ brush, categories, path, onClose }: ShareBrushDialogProps) {
  const titleId = useId();
  const firstField = useRef<HTMLInputElement | null>(null);
  const [sketch, setSketch] = useState('');
  const [category, setCategory] = useState(path || (categories[0]?.path ?? ''));
  const [title, setTitle] = useState(brush.title.slice(0, SHARED_IMAGE_TITLE_MAX));
  const [desc, setDesc] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const image = useCreateSharedImage();
  const coop = useMutation({ mutationFn: (request: CoOpSketchCreateBody) => createCoOpSketch(request) });
  const busy = image.isPending || coop.isPending;

  /** The request fields, or null after saying what is missing (the typed text stays). */
  function checked(): { sketchId: number; path: string; title: string } | null {
    const sketchId = sketchIdOf(sketch);
    const problemText = sketchId === null ? SHARE_TEXTS.badSketch : !category ? SHARE_TEXTS.noCategory : !title.trim() ? SHARE_TEXTS.noTitle : null;
    setProblem(problemText);
    return problemText || sketchId === null ? null : { sketchId, path: category, title: title.trim() };
  }

  async function create(kind: 'image' | 'coop') {
    const fields = checked();
    if (!fields || busy) return;
    // One answer shows at a time: the other tool's goes.
    (kind === 'image' ? coop : image).reset();
    try {
      if (kind === 'image') await image.mutateAsync(fields);
      else await coop.mutateAsync({ ...fields, desc: desc.trim() });
    } catch {
      await alertDialog(kind === 'image' ? SHARE_TEXTS.imageFailed : SHARE_TEXTS.coopFailed);
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void create('image');
  };

  return (
    <Modal onClose={onClose} closeOnBackdrop initialFocus={firstField} labelledBy={titleId} panelClassName={moderatorTint}>
      <DialogForm data-testid="share-dialog" onSubmit={submit} noValidate>
        <h2 id={titleId}>Create a shared image</h2>
        <p className="hint">From the brush “{brush.title}”. Paste the link (or id) of the sketch that holds the image.</p>
        <label>
          Sketch link or id
          <TextInput ref={firstField} value={sketch} onChange={setSketch} inputMode="url" autoComplete="off" testId="share-sketch" />
        </label>
        <SharedImageFields categories={categories} category={category} onCategory={setCategory} title={title} onTitle={setTitle} testIds={{ path: 'share-path', title: 'share-title' }} />
        <label>
          Description (co-op sketch)
          <TextInput multiLine value={desc} maxLength={COOP_DESCRIPTION_MAX} onChange={setDesc} testId="share-desc" />
        </label>
        {problem && (
          <p className="problem" role="alert" data-testid="share-problem">
            {problem}
          </p>
        )}
        {image.data && (
          <p className="result" role="status" data-testid="share-result">
            <SharedImageCreated created={image.data} categories={categories} testId="share-image-link" />
          </p>
        )}
        {coop.data && (
          <p className="result" role="status" data-testid="share-result">
            Co-op sketch created:{' '}
            <a href={sketchPaths.coOps(coop.data.id)} data-testid="share-coop-link">
              open its gallery
            </a>
          </p>
        )}
        <div className="actions">
          <Button onClick={onClose} data-testid="share-close">
            Close
          </Button>
          <Button onClick={() => void create('coop')} disabled={busy} data-testid="share-create-coop">
            Create co-op sketch
          </Button>
          <Button type="submit" variant="primary" disabled={busy} data-testid="share-create-image">
            Create shared image
          </Button>
        </div>
      </DialogForm>
    </Modal>
  );
}
