// Create a shared image from the sketch (spec part 1 §6; POST /api/v2/content/createImage):
// the sketch's picture joins the shared content in a brush category, under a title.
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { MODERATION_TEXTS } from '../../lib/moderation';
import { brushCategoriesQuery, useCreateSharedImage } from '../../queries/brushes';
import { alertDialog } from '../../stores/dialogs';
import { SHARED_IMAGE_TITLE_MAX } from '../../api/schemas/content';
import { SharedImageCreated, SharedImageFields } from './SharedImageFields';
import { ToolDialog } from './ToolDialog';

export interface SharedImageDialogProps {
  sketch: { id: number; title: string };
  onClose: () => void;
}

export function SharedImageDialog({ sketch, onClose }: SharedImageDialogProps) {
  const first = useRef<HTMLSelectElement | null>(null);
  const categories = useQuery(brushCategoriesQuery());
  const [category, setCategory] = useState('');
  const [title, setTitle] = useState(sketch.title.slice(0, SHARED_IMAGE_TITLE_MAX));
  const [problem, setProblem] = useState<string | null>(null);
  const creation = useCreateSharedImage();
  const path = category || categories.data?.[0]?.path || '';

  async function send() {
    if (creation.isPending) return;
    const missing = !path ? MODERATION_TEXTS.error : !title.trim() ? MODERATION_TEXTS.sharedImageTitleRequired : null;
    setProblem(missing);
    if (missing) return;
    try {
      await creation.mutateAsync({ sketchId: sketch.id, path, title: title.trim() });
    } catch {
      await alertDialog(MODERATION_TEXTS.error);
    }
  }

  return (
    <ToolDialog
      title="Create a shared image"
      hint="The picture of this sketch joins the shared content, in a category."
      initialFocus={first}
      onSubmit={send}
      onClose={onClose}
      busy={creation.isPending}
      problem={problem}
      result={creation.data && <SharedImageCreated created={creation.data} categories={categories.data ?? []} testId="shared-image-link" />}
      submitLabel="Create shared image"
      submitVariant="primary"
      testId="shared-image"
    >
      <SharedImageFields
        categories={categories.data ?? []}
        category={path}
        onCategory={setCategory}
        title={title}
        onTitle={setTitle}
        testIds={{ path: 'shared-image-path', title: 'shared-image-title' }}
        categoryRef={first}
      />
    </ToolDialog>
  );
}
