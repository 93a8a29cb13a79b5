// The web upload form: a file picker with a preview and the limits checked before sending, title,
// description, the mature option (when offered) and tags; a real progress bar while sending.
// A failed upload keeps everything chosen and typed and says why.
import { styled } from '@linaria/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError, messageOf } from '../../api/client';
import { queryCache } from '../../api/query';
import type { UploadInfo } from '../../api/types';
import { HANDED_FILE_UNREADABLE, HandedFileError, readHandedFile } from '../../api/handedFile';
import { uploadSketch } from '../../api/upload';
import { navigate } from '../../app/navigation';
import { Button } from '../../components/Button';
import { Checkbox } from '../../components/Checkbox';
import { useHandedFile } from '../../stores/handedFile';
import { parseTags, SKETCH_DESCRIPTION_MAX, SKETCH_TITLE_MAX, TAGS_MAX } from '../../lib/sketchRules';
import { Form, LimitNote } from '../../components/formParts';
import { checkImageFile } from './imageFile';
import { paths } from '../../lib/paths';

export const UPLOAD_ERROR = 'Sorry there was an error uploading your sketch.';

const Picker = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  .preview {
    display: block;
    max-width: 100%;
    max-height: 320px;
    object-fit: contain;
    border-radius: var(--radius);
    background: var(--surface-2);
    align-self: flex-start;
  }
  progress {
    width: 100%;
    height: 14px;
    accent-color: var(--accent);
  }
  .chips {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
  }
  .chips button {
    font: inherit;
    font-size: 0.85rem;
    padding: 4px 10px;
    border-radius: 999px;
    border: 1px solid var(--border);
    background: var(--surface-2);
    color: var(--text);
    cursor: pointer;
  }
`;

type Picked = { file: File; state: 'checking' } | { file: File; state: 'ok'; width: number; height: number } | { file: File; state: 'bad'; message: string };

export function UploadForm({ info }: { info: UploadInfo }) {
  const [picked, setPicked] = useState<Picked | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [mature, setMature] = useState(false);
  const [tagsText, setTagsText] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<{ text: string; reason?: string | null } | null>(null);
  const [receiving, setReceiving] = useState(false);
  /** The name of the file the app handed over, while it is the chosen one. */
  const [fromApp, setFromApp] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  const tags = parseTags(tagsText);
  const handed = useHandedFile((state) => state.file);

  useEffect(() => () => abort.current?.abort(), []);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const choose = async (file: File | undefined) => {
    setError(null);
    if (!file) return;
    setPicked({ file, state: 'checking' });
    setPreview(null);
    const check = await checkImageFile(file);
    setPicked(check.ok ? { file, state: 'ok', width: check.width, height: check.height } : { file, state: 'bad', message: check.message });
    if (check.ok && typeof URL.createObjectURL === 'function') setPreview(URL.createObjectURL(file));
  };

  // A file the app handed over (bridge) fills the picker like a chosen one, with the same checks.
  // No abort on clean-up: the store gives the file out once, and a second effect run (StrictMode)
  // must not lose it.
  useEffect(() => {
    if (!handed || progress !== null) return;
    const file = useHandedFile.getState().take();
    if (!file) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the file comes from a store outside React; saying so at once is the point
    setReceiving(true);
    setError(null);
    readHandedFile(file)
      .then((read) => {
        setFromApp(read.name);
        return choose(read);
      })
      .catch((caught: unknown) => setError({ text: caught instanceof HandedFileError ? caught.message : HANDED_FILE_UNREADABLE }))
      .finally(() => setReceiving(false));
  }, [handed, progress]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!picked || picked.state !== 'ok') {
      setError({ text: picked?.state === 'bad' ? picked.message : 'Please choose a PNG or JPEG image first.' });
      return;
    }
    if (tags.length > TAGS_MAX) {
      setError({ text: `A sketch can have at most ${TAGS_MAX} tags.` });
      return;
    }
    setError(null);
    setProgress(0);
    const controller = new AbortController();
    abort.current = controller;
    try {
      const { id } = await uploadSketch(
        info.uploadUrl,
        picked.file,
        { title: title.trim(), description, mature: info.showMature && mature, tags },
        (loaded, total) => setProgress(total > 0 ? loaded / total : 0),
        controller.signal,
      );
      void queryCache.invalidate(); // a new sketch: galleries, home and the artist's lists change
      void navigate(paths.sketch(id));
    } catch (caught) {
      if (controller.signal.aborted) setError({ text: 'The upload was cancelled.' });
      else setError({ text: UPLOAD_ERROR, reason: caught instanceof ApiError ? (messageOf(caught.body) ?? (caught.status === 0 ? 'The connection was lost.' : null)) : null });
      setProgress(null);
    } finally {
      abort.current = null;
    }
  };

  const addTag = (tag: string) => {
    if (!tags.includes(tag)) setTagsText(tags.length ? `${tags.join(', ')}, ${tag}` : tag);
  };

  const uploading = progress !== null;
  return (
    <Form noValidate onSubmit={(event) => void submit(event)} data-testid="upload-form">
      <Picker>
        <label className="field">
          Image (PNG or JPEG, up to 16 MB and 4,000 pixels on either side)
          <input
            type="file"
            accept="image/png,image/jpeg"
            disabled={uploading}
            data-testid="upload-file"
            onChange={(e) => {
              setFromApp(null);
              void choose(e.currentTarget.files?.[0]);
            }}
          />
        </label>
        {receiving && (
          <span className="hint" data-testid="upload-receiving">
            Opening the file from the app…
          </span>
        )}
        {fromApp && (
          <span className="hint" data-testid="upload-from-app">
            From the app: {fromApp}
          </span>
        )}
        {picked?.state === 'checking' && <span className="hint">Checking the image…</span>}
        {picked?.state === 'bad' && (
          <span className="limit" role="alert" data-testid="upload-file-error">
            {picked.message}
          </span>
        )}
        {picked?.state === 'ok' && (
          <span className="hint" data-testid="upload-file-size">
            {picked.width} × {picked.height} pixels
          </span>
        )}
        {preview && <img className="preview" src={preview} alt="Preview of the chosen image" data-testid="upload-preview" />}
      </Picker>
      <label className="field">
        Title
        <input type="text" value={title} maxLength={SKETCH_TITLE_MAX} data-testid="upload-title" onChange={(e) => setTitle(e.currentTarget.value)} />
        <LimitNote length={title.length} max={SKETCH_TITLE_MAX} what="title" testId="upload-title-count" />
      </label>
      <label className="field">
        Description
        <textarea
          value={description}
          maxLength={SKETCH_DESCRIPTION_MAX}
          data-testid="upload-description"
          onChange={(e) => setDescription(e.currentTarget.value)}
        />
        <LimitNote length={description.length} max={SKETCH_DESCRIPTION_MAX} what="description" testId="upload-description-count" />
      </label>
      {info.showMature && (
        <Checkbox checked={mature} onChange={setMature} testId="upload-mature">
          Mature content
        </Checkbox>
      )}
      <Picker>
        <label className="field">
          Tags (separated by commas)
          <input type="text" value={tagsText} data-testid="upload-tags" onChange={(e) => setTagsText(e.currentTarget.value)} />
        </label>
        {tags.length > TAGS_MAX && <span className="limit">A sketch can have at most {TAGS_MAX} tags.</span>}
        {info.tags.length > 0 && (
          <div className="chips" aria-label="Popular tags">
            {info.tags
              .filter((tag) => !tags.includes(tag))
              .slice(0, 12)
              .map((tag) => (
                <button type="button" key={tag} onClick={() => addTag(tag)} data-testid="upload-tag-suggestion">
                  #{tag}
                </button>
              ))}
          </div>
        )}
        {uploading && (
          <>
            <progress max={100} value={Math.round((progress ?? 0) * 100)} data-testid="upload-progress" />
            <span className="hint">{Math.round((progress ?? 0) * 100)}% sent</span>
          </>
        )}
      </Picker>
      {error && (
        <p className="error" role="alert" data-testid="upload-error">
          {error.text}
          {error.reason && <span className="hint"> ({error.reason})</span>}
        </p>
      )}
      <div className="actions">
        <Button type="submit" variant="primary" disabled={uploading || picked?.state !== 'ok'} data-testid="upload-submit">
          Upload
        </Button>
        {uploading && (
          <Button onClick={() => abort.current?.abort()} data-testid="upload-cancel">
            Cancel
          </Button>
        )}
      </div>
    </Form>
  );
}
