// /sketch/{id}/edit (spec part 1 §2, §7): the artist edits a sketch's information. Only the
// owner gets the form: the call answers others with 401/403/404, which shows the not-found page.
// A failed save keeps everything typed and shows the spec's text with the server's reason.
import { styled } from '@linaria/react';
import { useState, type FormEvent } from 'react';
import { ApiError, messageOf } from '../../api/client';
import { queryCache, useQuery } from '../../api/query';
import { saveSketchEdit } from '../../api/sketchEdit';
import type { SketchEditInfo } from '../../api/types';
import { navigate } from '../../app/navigation';
import type { LoadContext, ScreenProps } from '../../app/screen';
import { Button } from '../../components/Button';
import { Checkbox } from '../../components/Checkbox';
import { devicePixelRatio, sizedImageUrl } from '../../lib/images';
import { parseSketchLink } from '../../lib/links';
import { SketchLinkField } from '../../components/SketchLinkField';
import { ANGLES, isVideoUrl, parseTags, SKETCH_DESCRIPTION_MAX, SKETCH_EDIT_ERROR, SKETCH_TITLE_MAX, TAGS_MAX } from '../../lib/sketchRules';
import { sketchEditQuery, sketchKeys } from '../../queries/sketches';
import { Form, LimitNote } from '../../components/formParts';
import { paths } from '../../lib/paths';

/** The sketch being edited (what the form starts from is in the query cache). */
export interface SketchEditData {
  id: number;
}

export async function load({ params, signal }: LoadContext<{ id: number }>): Promise<SketchEditData> {
  const { id } = params;
  await queryCache.fetch(sketchEditQuery(id), { signal });
  return { id };
}

const Page = styled.div`
  max-width: 640px;
  margin: 0 auto;
  padding: 16px;
  h1 {
    margin: 4px 0 16px;
    font-size: 1.5rem;
  }
  .choices {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
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

export default function SketchEditScreen({ data }: ScreenProps<SketchEditData>) {
  const info = useQuery(sketchEditQuery(data.id));
  // The form starts from the server's values; a reload that brings newer ones starts it again.
  return info.data ? <SketchEditForm key={info.updatedAt} data={info.data} /> : null;
}

function SketchEditForm({ data }: { data: SketchEditInfo }) {
  const [title, setTitle] = useState(data.title ?? '');
  const [description, setDescription] = useState(data.description ?? '');
  const [unlisted, setUnlisted] = useState(data.unlisted);
  const [video, setVideo] = useState(data.video ?? '');
  const [tagsText, setTagsText] = useState((data.tags ?? []).join(', '));
  const [watermark, setWatermark] = useState(data.watermark);
  const [angle, setAngle] = useState<number>((ANGLES as readonly number[]).includes(data.angle) ? data.angle : 0);
  const [parentLink, setParentLink] = useState(data.parentSketchId ? paths.sketch(data.parentSketchId) : '');
  const [format, setFormat] = useState<'jpg' | 'png'>(data.format === 'png' ? 'png' : 'jpg');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<{ text: string; reason?: string | null } | null>(null);

  const tags = parseTags(tagsText);
  const videoOk = isVideoUrl(video);
  const parentId = parseSketchLink(parentLink);
  const badParent = parentLink.trim() !== '' && parentId === null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = !videoOk
      ? 'The video must be a web address, such as https://…'
      : badParent
        ? 'The parent must be a link to a sketch, such as https://…/sketch/123.'
        : tags.length > TAGS_MAX
          ? `A sketch can have at most ${TAGS_MAX} tags.`
          : null;
    if (problem) {
      setError({ text: problem });
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await saveSketchEdit(data.id, {
        title: title.trim(),
        description,
        privacy: unlisted ? 'unlisted' : 'public',
        video: video.trim(),
        tags,
        watermark: data.userPro && watermark,
        angle,
        parentSketchId: parentId === null ? '' : String(parentId),
        format,
      });
      void queryCache.invalidate(sketchKeys.one(data.id)); // the sketch page and this form show the saved values
      void navigate(paths.sketch(data.id));
    } catch (caught) {
      setError({ text: SKETCH_EDIT_ERROR, reason: caught instanceof ApiError ? messageOf(caught.body) : null });
      setSaving(false);
    }
  };

  return (
    <Page data-testid="sketch-edit-page">
      <h1>Edit sketch</h1>
      <a className="sketch" href={paths.sketch(data.id)}>
        <img src={sizedImageUrl(`/img/sketch/${data.id}`, 100, devicePixelRatio())} alt="" />
        <span>Back to the sketch</span>
      </a>
      <Form noValidate onSubmit={(event) => void submit(event)} data-testid="sketch-edit-form">
        <label className="field">
          Title
          <input type="text" value={title} maxLength={SKETCH_TITLE_MAX} data-testid="edit-title" onChange={(e) => setTitle(e.currentTarget.value)} />
          <LimitNote length={title.length} max={SKETCH_TITLE_MAX} what="title" testId="edit-title-count" />
        </label>
        <label className="field">
          Description
          <textarea value={description} maxLength={SKETCH_DESCRIPTION_MAX} data-testid="edit-description" onChange={(e) => setDescription(e.currentTarget.value)} />
          <LimitNote length={description.length} max={SKETCH_DESCRIPTION_MAX} what="description" testId="edit-description-count" />
        </label>
        <Checkbox checked={unlisted} onChange={setUnlisted} testId="edit-unlisted">
          Unlisted (only people with the link can see it)
        </Checkbox>
        <label className="field">
          Time-lapse video link
          <input type="url" inputMode="url" value={video} placeholder="https://…" data-testid="edit-video" onChange={(e) => setVideo(e.currentTarget.value)} />
        </label>
        {!videoOk && (
          <span className="limit" data-testid="edit-video-error">
            The video must be a web address, such as https://…
          </span>
        )}
        <label className="field">
          Tags (separated by commas)
          <input type="text" value={tagsText} data-testid="edit-tags" onChange={(e) => setTagsText(e.currentTarget.value)} />
        </label>
        {tags.length > TAGS_MAX && <span className="limit">A sketch can have at most {TAGS_MAX} tags.</span>}
        {data.userPro ? (
          <Checkbox checked={watermark} onChange={setWatermark} testId="edit-watermark">
            Watermark
          </Checkbox>
        ) : (
          <span className="hint" data-testid="edit-watermark-patrons">
            Watermarks are a patron feature.
          </span>
        )}
        <fieldset className="choices" style={{ border: 0, padding: 0, margin: 0 }}>
          <legend>Turn the picture</legend>
          {ANGLES.map((value) => (
            <Button key={value} toggled={angle === value} aria-pressed={angle === value} onClick={() => setAngle(value)} data-testid={`edit-angle-${value}`}>
              {value}°
            </Button>
          ))}
        </fieldset>
        <SketchLinkField label="Earlier version of (paste a sketch link)" value={parentLink} onChange={setParentLink} testId="edit-parent" />
        <label className="field">
          Image format
          <select value={format} data-testid="edit-format" onChange={(e) => setFormat(e.currentTarget.value === 'png' ? 'png' : 'jpg')}>
            <option value="jpg">JPEG</option>
            <option value="png">PNG</option>
          </select>
        </label>
        {error && (
          <p className="error" role="alert" data-testid="edit-error">
            {error.text}
            {error.reason && <span className="hint"> ({error.reason})</span>}
          </p>
        )}
        <div className="actions">
          <Button type="submit" variant="primary" disabled={saving} data-testid="edit-save">
            Save
          </Button>
          <Button onClick={() => void navigate(paths.sketch(data.id))} disabled={saving} data-testid="edit-cancel">
            Cancel
          </Button>
        </div>
      </Form>
    </Page>
  );
}
