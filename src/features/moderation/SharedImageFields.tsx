// The fields a shared image is made with (spec part 1 §6, POST /api/v2/content/createImage): the
// brush category it joins and its title; and what the dialog says once it is made: a link to the
// new image (its picture), with its title and category. The sketch's moderator panel and the
// brush browser's tool both use them, inside a DialogForm.
import type { Ref } from 'react';
import { SHARED_IMAGE_TITLE_MAX, type BrushCategory, type CreateSharedImageResponse } from '../../api/schemas/content';
import { Dropdown } from '../../components/Dropdown';
import { TextInput } from '../../components/TextInput';
import { sizedImageUrl } from '../../lib/images';

export interface SharedImageFieldsProps {
  categories: readonly BrushCategory[];
  category: string;
  onCategory: (path: string) => void;
  title: string;
  onTitle: (title: string) => void;
  /** Test ids of the category list and of the title field. */
  testIds: { path: string; title: string };
  /** The category list, where it is the dialog's first field. */
  categoryRef?: Ref<HTMLSelectElement>;
}

export function SharedImageFields({ categories, category, onCategory, title, onTitle, testIds, categoryRef }: SharedImageFieldsProps) {
  return (
    <>
      <Dropdown label="Category" ref={categoryRef} value={category} onChange={onCategory} options={categories.map((c) => ({ label: c.path, value: c.path }))} testId={testIds.path} />
      <TextInput label="Title" value={title} maxLength={SHARED_IMAGE_TITLE_MAX} onChange={onTitle} testId={testIds.title} />
    </>
  );
}

/** The width the link opens the new image at. */
const OPENED_WIDTH = 1024;

/** 'Shared image created: “Maple leaves” in Stamps/Nature', the title a link to the picture (in a new tab: the tool stays). */
export function SharedImageCreated({ created, categories, testId }: { created: CreateSharedImageResponse; categories: readonly BrushCategory[]; testId: string }) {
  const category = categories.find((c) => c.path === created.categoryPath)?.title ?? created.categoryPath;
  return (
    <>
      Shared image created:{' '}
      <a href={sizedImageUrl(created.image, OPENED_WIDTH)} target="_blank" rel="noopener" data-testid={testId} data-uuid={created.uuid}>
        “{created.title}”
      </a>{' '}
      in {category}
    </>
  );
}
