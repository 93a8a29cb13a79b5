// The 'Create album' / 'Create collection' form and the album edit form (spec part 1 §5):
// title at most 64, description at most 1024 characters, a thumbnail set by pasting a sketch
// link (shown as a preview). A failed save keeps everything typed and says what went wrong.
import { useId } from 'react';
import { createAlbum, editAlbum } from '../../api/albums';
import { serverReasonOf } from '../../api/errors';
import { FormActions, FormMessageRow } from '../../components/form/FormRows';
import { useForm, type FieldErrors } from '../../components/form/useForm';
import { ALBUM_DESCRIPTION_MAX, ALBUM_TITLE_MAX } from '../../lib/albumLimits';
import { albumCreateError, albumDescriptionProblem, albumEditError, albumTitleProblem, type AlbumKind } from '../../lib/albumRules';
import { parseSketchLink, sketchIdOfImage } from '../../lib/links';
import { SketchLinkField } from '../../components/SketchLinkField';
import type { Album } from '../../api/schemas/albums';
import { Form } from '../../components/formParts';
import { LimitNote } from '../../components/LimitNote';
import { TextInput } from '../../components/TextInput';
import { sitePaths } from '../../lib/paths/site';

export interface AlbumFormProps {
  kind: AlbumKind;
  /** Editing this album; creating when absent. */
  album?: Album;
  /** Creating from a sketch page: the new album starts with this sketch. */
  sketchId?: number;
  onSaved: (id: number, title: string) => void;
  onCancel: () => void;
}

interface AlbumValues {
  title: string;
  description: string;
  /** The pasted link of the thumbnail's sketch. */
  link: string;
}

function albumProblems(values: AlbumValues): FieldErrors<AlbumValues> {
  const errors: FieldErrors<AlbumValues> = {};
  const title = albumTitleProblem(values.title);
  const description = albumDescriptionProblem(values.description);
  if (title) errors.title = title;
  if (description) errors.description = description;
  if (values.link.trim() !== '' && parseSketchLink(values.link) === null) errors.link = 'Please paste a link to a sketch, such as https://…/sketch/123.';
  return errors;
}

export function AlbumForm(props: AlbumFormProps) {
  const { kind, album } = props;
  const formId = useId();
  const initialThumb = sketchIdOfImage(album?.thumbnail);
  const form = useForm<AlbumValues>({
    initial: { title: album?.title ?? '', description: album?.description ?? '', link: initialThumb ? sitePaths.sketch(initialThumb) : '' },
    validate: albumProblems,
    shownAtField: ['link'], // the link field says itself what is wrong
    once: true, // a double tap would make it twice
    submit: async ({ title, description, link }) => {
      const thumbnail = parseSketchLink(link);
      const { id } = album
        ? await editAlbum({ albumId: album.id, title: title.trim(), description, thumbnail })
        : await createAlbum({ title: title.trim(), description, thumbnail, sketchId: props.sketchId ?? null, collection: kind === 'collection' });
      props.onSaved(id, title.trim());
    },
    // The spec's text, and the server's reason on its own line when it gave one.
    failure: (caught) => ({ text: album ? albumEditError(kind) : albumCreateError(kind), reason: serverReasonOf(caught) }),
  });

  const heading = album ? `Edit ${kind}` : kind === 'album' ? 'Create album' : 'Create collection';
  return (
    <Form noValidate onSubmit={(event) => void form.handleSubmit(event)} data-testid="album-form" aria-labelledby={`${formId}-h`}>
      <h2 id={`${formId}-h`}>{heading}</h2>
      <label className="field">
        Title
        <TextInput maxLength={ALBUM_TITLE_MAX} testId="album-form-title" {...form.text('title')} />
        <LimitNote length={form.values.title.length} max={ALBUM_TITLE_MAX} what="title" testId="album-form-title-count" />
      </label>
      <label className="field">
        Description
        <TextInput multiLine maxLength={ALBUM_DESCRIPTION_MAX} testId="album-form-description" {...form.text('description')} />
        <LimitNote length={form.values.description.length} max={ALBUM_DESCRIPTION_MAX} what="description" testId="album-form-description-count" />
      </label>
      <SketchLinkField label="Thumbnail (paste a sketch link)" value={form.values.link} onChange={(link) => form.set('link', link)} testId="album-form-thumbnail" />
      <FormMessageRow message={form.message} testId="album-form-error" />
      <FormActions
        submitLabel={album ? 'Save' : heading}
        submitTestId="album-form-save"
        submitDisabled={form.submitting}
        cancel={{ onClick: props.onCancel, testId: 'album-form-cancel', disabled: form.submitting }}
      />
    </Form>
  );
}
