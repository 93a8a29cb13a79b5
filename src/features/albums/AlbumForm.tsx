// The 'Create album' / 'Create collection' form and the album edit form (spec part 1 §5):
// title at most 64, description at most 1024 characters, a thumbnail set by pasting a sketch
// link (shown as a preview). A failed save keeps everything typed and says what went wrong.
import { useId, useState, type FormEvent } from 'react';
import { createAlbum, editAlbum } from '../../api/albums';
import { messageOf, ApiError } from '../../api/client';
import type { Album } from '../../api/types';
import { Button } from '../../components/Button';
import {
  ALBUM_DESCRIPTION_MAX,
  ALBUM_TITLE_MAX,
  albumCreateError,
  albumEditError,
  albumFieldsProblem,
  type AlbumKind,
} from '../../lib/albumRules';
import { parseSketchLink, sketchIdOfImage } from '../../lib/links';
import { SketchLinkField } from '../../components/SketchLinkField';
import { Form, LimitNote } from '../../components/formParts';
import { paths } from '../../lib/paths';

export interface AlbumFormProps {
  kind: AlbumKind;
  /** Editing this album; creating when absent. */
  album?: Album;
  /** Creating from a sketch page: the new album starts with this sketch. */
  sketchId?: number;
  onSaved: (id: number, title: string) => void;
  onCancel: () => void;
}

export function AlbumForm(props: AlbumFormProps) {
  const { kind, album } = props;
  const formId = useId();
  const [title, setTitle] = useState(album?.title ?? '');
  const [description, setDescription] = useState(album?.description ?? '');
  const initialThumb = sketchIdOfImage(album?.thumbnail);
  const [link, setLink] = useState(initialThumb ? paths.sketch(initialThumb) : '');
  // The spec's text, and the server's reason on its own line when it gave one.
  const [error, setError] = useState<{ text: string; reason?: string | null } | null>(null);
  const [saving, setSaving] = useState(false);
  const thumbnail = parseSketchLink(link);
  const badLink = link.trim() !== '' && thumbnail === null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = albumFieldsProblem(title, description) ?? (badLink ? 'Please paste a link to a sketch, such as https://…/sketch/123.' : null);
    if (problem) {
      setError({ text: problem });
      return;
    }
    setSaving(true);
    setError(null);
    try {
      const { id } = album
        ? await editAlbum({ albumId: album.id, title: title.trim(), description, thumbnail })
        : await createAlbum({ title: title.trim(), description, thumbnail, sketchId: props.sketchId ?? null, collection: kind === 'collection' });
      props.onSaved(id, title.trim());
    } catch (caught) {
      const base = album ? albumEditError(kind) : albumCreateError(kind);
      const reason = caught instanceof ApiError ? messageOf(caught.body) : null;
      setError({ text: base, reason });
    } finally {
      setSaving(false);
    }
  };

  const heading = album ? `Edit ${kind}` : kind === 'album' ? 'Create album' : 'Create collection';
  return (
    <Form noValidate onSubmit={(event) => void submit(event)} data-testid="album-form" aria-labelledby={`${formId}-h`}>
      <h2 id={`${formId}-h`}>{heading}</h2>
      <label className="field">
        Title
        <input
          type="text"
          value={title}
          maxLength={ALBUM_TITLE_MAX}
          data-testid="album-form-title"
          onChange={(e) => setTitle(e.currentTarget.value)}
        />
        <LimitNote length={title.length} max={ALBUM_TITLE_MAX} what="title" testId="album-form-title-count" />
      </label>
      <label className="field">
        Description
        <textarea
          value={description}
          maxLength={ALBUM_DESCRIPTION_MAX}
          data-testid="album-form-description"
          onChange={(e) => setDescription(e.currentTarget.value)}
        />
        <LimitNote length={description.length} max={ALBUM_DESCRIPTION_MAX} what="description" testId="album-form-description-count" />
      </label>
      <SketchLinkField label="Thumbnail (paste a sketch link)" value={link} onChange={setLink} testId="album-form-thumbnail" />
      {error && (
        <p className="error" role="alert" data-testid="album-form-error">
          {error.text}
          {error.reason && <span className="hint"> ({error.reason})</span>}
        </p>
      )}
      <div className="actions">
        <Button type="submit" variant="primary" disabled={saving} data-testid="album-form-save">
          {album ? 'Save' : heading}
        </Button>
        <Button onClick={props.onCancel} disabled={saving} data-testid="album-form-cancel">
          Cancel
        </Button>
      </div>
    </Form>
  );
}
