// /sketch/{id}/edit (spec part 1 §2, §7): the artist edits a sketch's information. Only the
// owner gets the form: a visitor is asked to log in (back to this page) without asking the
// server, as is a user whose session the server no longer knows (401); to another user the call
// answers 403 or 404, which shows the not-found page.
// A failed save keeps everything typed and shows the spec's text with the server's reason.
import { styled } from '@linaria/react';
import { PageFrame } from '../../components/PageFrame';
import { ApiError } from '../../api/client';
import { serverReasonOf } from '../../api/errors';
import { useQuery } from '@tanstack/react-query';
import { queryClient } from '../../api/queryClient';
import { saveSketchEdit } from '../../api/sketchEdit';
import { reloadCachedImages } from '../../api/images';
import { loadedSketchPictures, sketchPictureChanged } from '../../lib/pictureVersions';
import { navigate } from '../../app/navigation/navigation';
import { useNavigateFromPage } from '../../app/navigation/pageNavigate';
import { usePageTitle, type LoadContext, type ScreenProps } from '../../app/navigation/screen';
import { Segments } from '../../components/ViewToggle';
import { Checkbox } from '../../components/Checkbox';
import { DraftNoticeRow, FormActions, FormMessageRow } from '../../components/form/FormRows';
import { useForm, type FieldErrors } from '../../components/form/useForm';
import { fixedImage } from '../../lib/images';
import { parseSketchLink } from '../../lib/links';
import { SketchLinkField } from '../../components/SketchLinkField';
import { Dropdown, type DropdownOption } from '../../components/Dropdown';
import { ANGLES, parseTags, SKETCH_DESCRIPTION_MAX, SKETCH_EDIT_ERROR, SKETCH_TITLE_MAX, TAGS_MAX, videoProblem } from '../../lib/sketchRules';
import { sketchEditQuery } from '../../queries/sketchEdit';
import { sketchKeys } from '../../queries/sketches';
import type { SketchEditInfo } from '../../api/schemas/sketchEdit';
import { Form } from '../../components/formParts';
import { LimitNote } from '../../components/LimitNote';
import { TextInput } from '../../components/TextInput';
import { TagsPreview } from '../../components/TagsPreview';
import { LoginNotice } from '../../components/LoginNotice';
import { sitePaths } from '../../lib/paths/site';
import { whenSessionKnown } from '../../stores/session';

/** What a visitor reads instead of the form. */
export const SKETCH_EDIT_LOGIN = 'You must be logged in to edit a sketch.';

/** The sketch being edited (what the form starts from is in the query cache). */
export interface SketchEditData {
  id: number;
  /** False for a visitor (the page asks them to log in), as the other signed-in pages' data says it. */
  signedIn: boolean;
}

export async function load({ params }: LoadContext<{ id: number }>): Promise<SketchEditData> {
  const { id } = params;
  if (!(await whenSessionKnown())) return { id, signedIn: false };
  try {
    await queryClient.fetchQuery(sketchEditQuery(id));
  } catch (error) {
    // A session the server no longer knows: as for a visitor.
    if (error instanceof ApiError && error.status === 401) return { id, signedIn: false };
    throw error;
  }
  return { id, signedIn: true };
}

const Page = styled(PageFrame)`
  max-width: 640px;
  /* The rotation: the site's segmented toggle (ViewToggle's Segments), its four options equal
     segments of one row (the width of four 100 px toolkit buttons, the form's on a phone), under
     a legend that reads as the other fields' labels. */
  .angles {
    min-width: 0;
    margin: 0;
    padding: 0;
    border: 0;
    legend {
      padding: 0;
      margin-bottom: 4px;
      font-weight: 600;
    }
    > div {
      display: flex;
      width: 100%;
      max-width: 400px;
      button {
        flex: 1 1 0;
        min-width: 44px;
        padding: 0 8px;
      }
    }
  }
  .sketch {
    display: flex;
    align-items: center;
    gap: 12px;
    margin-bottom: 12px;
    img {
      width: 96px;
      height: 96px;
      object-fit: cover;
      border-radius: var(--radius);
      background: var(--surface-2);
    }
  }
`;

interface EditValues {
  title: string;
  description: string;
  unlisted: boolean;
  video: string;
  tagsText: string;
  watermark: boolean;
  angle: number;
  /** The pasted link of the earlier version. */
  parentLink: string;
  format: 'jpg' | 'png';
}

const FORMAT_CHOICES: readonly DropdownOption<EditValues['format']>[] = [
  { label: 'JPEG', value: 'jpg' },
  { label: 'PNG', value: 'png' },
];

const valuesOf = (data: SketchEditInfo): EditValues => ({
  title: data.title ?? '',
  description: data.description ?? '',
  unlisted: data.unlisted,
  video: data.video ?? '',
  tagsText: (data.tags ?? []).join(', '),
  watermark: data.watermark,
  angle: (ANGLES as readonly number[]).includes(data.angle) ? data.angle : 0,
  parentLink: data.parentSketchId ? sitePaths.sketch(data.parentSketchId) : '',
  format: data.format === 'png' ? 'png' : 'jpg',
});

function editProblems(values: EditValues): FieldErrors<EditValues> {
  const errors: FieldErrors<EditValues> = {};
  const video = videoProblem(values.video);
  if (video) errors.video = video;
  if (values.parentLink.trim() !== '' && parseSketchLink(values.parentLink) === null) errors.parentLink = 'The parent must be a link to a sketch, such as https://…/sketch/123.';
  if (parseTags(values.tagsText).length > TAGS_MAX) errors.tagsText = `A sketch can have at most ${TAGS_MAX} tags.`;
  return errors;
}

export default function SketchEditScreen({ data }: ScreenProps<SketchEditData>) {
  usePageTitle('Edit sketch');
  return data.signedIn ? (
    <SketchEditLoaded id={data.id} />
  ) : (
    <Page>
      <LoginNotice text={SKETCH_EDIT_LOGIN} />
    </Page>
  );
}

function SketchEditLoaded({ id }: { id: number }) {
  // Not read again when the page comes back to the front or online: that would start the form
  // again under the artist's fingers.
  const info = useQuery({ ...sketchEditQuery(id), refetchOnWindowFocus: false, refetchOnReconnect: false });
  // The form starts from the server's values; a reload that brings newer ones starts it again.
  return info.data ? <SketchEditForm key={info.dataUpdatedAt} data={info.data} /> : null;
}

function SketchEditForm({ data }: { data: SketchEditInfo }) {
  const navigateFromPage = useNavigateFromPage();
  const form = useForm<EditValues>({
    initial: valuesOf(data),
    draft: { key: `sketch-edit:${data.id}`, fields: ['title', 'description', 'video', 'tagsText', 'parentLink'] },
    validate: editProblems,
    // Each shows under its field (the parent link's in the link field's own words).
    shownAtField: ['video', 'parentLink', 'tagsText'],
    submit: async (values) => {
      const parentId = parseSketchLink(values.parentLink);
      await saveSketchEdit(data.id, {
        title: values.title.trim(),
        description: values.description,
        privacy: values.unlisted ? 'unlisted' : 'public',
        video: values.video.trim(),
        tags: parseTags(values.tagsText),
        watermark: data.userPro && values.watermark,
        angle: values.angle,
        parentSketchId: parentId === null ? '' : String(parentId),
        format: values.format,
      });
      // The sketch page and this form read the saved values on their next showing; nothing is
      // read again now, so the form is not started again (its buttons stay off) while the sketch
      // page opens.
      void queryClient.invalidateQueries({ queryKey: sketchKeys.one(data.id), refetchType: 'none' });
      // A turn or a watermark redraws the picture under its address: show the new one.
      if (values.angle !== data.angle || (data.userPro && values.watermark !== data.watermark)) {
        sketchPictureChanged(data.id);
        reloadCachedImages(loadedSketchPictures(data.id));
      }
      void navigateFromPage(sitePaths.sketch(data.id));
    },
    failure: (caught) => ({ text: SKETCH_EDIT_ERROR, reason: serverReasonOf(caught) }),
  });
  const { values, errors } = form;
  // Saved: the buttons stay off while the sketch page opens.
  const saving = form.submitting || form.submitted;

  return (
    <Page data-testid="sketch-edit-page">
      <h1>Edit sketch</h1>
      <a className="sketch" href={sitePaths.sketch(data.id)}>
        <img {...fixedImage(`/img/sketch/${data.id}`, 100)} alt="" />
        <span>Back to the sketch</span>
      </a>
      <Form noValidate onSubmit={(event) => void form.handleSubmit(event)} data-testid="sketch-edit-form">
        <DraftNoticeRow form={form} testId="edit-draft" />
        <label className="field">
          Title
          <TextInput maxLength={SKETCH_TITLE_MAX} testId="edit-title" {...form.text('title')} />
          <LimitNote length={values.title.length} max={SKETCH_TITLE_MAX} what="title" testId="edit-title-count" />
        </label>
        <label className="field">
          Description
          <TextInput multiLine maxLength={SKETCH_DESCRIPTION_MAX} testId="edit-description" {...form.text('description')} />
          <LimitNote length={values.description.length} max={SKETCH_DESCRIPTION_MAX} what="description" testId="edit-description-count" />
        </label>
        <Checkbox checked={values.unlisted} onChange={(checked) => form.set('unlisted', checked)} testId="edit-unlisted">
          Unlisted (only people with the link can see it)
        </Checkbox>
        <label className="field">
          Time-lapse video link
          <TextInput type="url" inputMode="url" placeholder="https://…" testId="edit-video" {...form.text('video')} />
        </label>
        {errors.video && (
          <span className="limit" data-testid="edit-video-error">
            {errors.video}
          </span>
        )}
        <label className="field">
          Tags (separated by commas)
          <TextInput testId="edit-tags" {...form.text('tagsText')} />
        </label>
        <TagsPreview text={values.tagsText} testId="edit-tags-preview" />
        {errors.tagsText && <span className="limit">{errors.tagsText}</span>}
        {data.userPro ? (
          <Checkbox checked={values.watermark} onChange={(checked) => form.set('watermark', checked)} testId="edit-watermark">
            Watermark
          </Checkbox>
        ) : (
          <span className="hint" data-testid="edit-watermark-patrons">
            Watermarks are a patron feature.
          </span>
        )}
        <fieldset className="angles">
          <legend>Turn the picture</legend>
          <Segments>
            {ANGLES.map((value) => (
              <button key={value} type="button" aria-pressed={values.angle === value} onClick={() => form.set('angle', value)} data-testid={`edit-angle-${value}`}>
                {value}°
              </button>
            ))}
          </Segments>
        </fieldset>
        <SketchLinkField label="Earlier version of (paste a sketch link)" value={values.parentLink} onChange={(link) => form.set('parentLink', link)} testId="edit-parent" />
        <Dropdown label="Image format" labelClassName="field" value={values.format} onChange={(format) => form.set('format', format)} options={FORMAT_CHOICES} testId="edit-format" />
        <FormMessageRow message={form.message} testId="edit-error" />
        <FormActions
          submitLabel="Save"
          submitTestId="edit-save"
          submitDisabled={saving}
          cancel={{ onClick: () => void navigate(sitePaths.sketch(data.id)), testId: 'edit-cancel', disabled: saving }}
        />
      </Form>
    </Page>
  );
}
