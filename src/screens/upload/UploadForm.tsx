// The web upload form: a file picker with a preview and the limits checked before sending, title,
// description, the mature option (when offered) and tags; a real progress bar while sending.
// A failed upload keeps everything chosen and typed and says why.
import { styled } from '@linaria/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/client';
import { queryClient } from '../../api/queryClient';
import { serverReasonOf } from '../../api/errors';
import { HANDED_FILE_UNREADABLE, HandedFileError, readHandedFile } from '../../api/handedFile';
import { uploadSketch } from '../../api/upload';
import { useNavigateFromPage } from '../../app/navigation/pageNavigate';
import { Checkbox } from '../../components/Checkbox';
import { DraftNoticeRow, FormActions, FormMessageRow } from '../../components/form/FormRows';
import { useForm, type FieldErrors } from '../../components/form/useForm';
import { useSession } from '../../stores/session';
import { useHandedFile } from '../../stores/handedFile';
import { parseTags, SKETCH_DESCRIPTION_MAX, SKETCH_TITLE_MAX, TAGS_MAX } from '../../lib/sketchRules';
import { Form } from '../../components/formParts';
import { LimitNote } from '../../components/LimitNote';
import { TextInput } from '../../components/TextInput';
import { TagsPreview } from '../../components/TagsPreview';
import { checkImageFile } from './imageFile';
import type { UploadInfo } from '../../api/schemas/upload';
import { sitePaths } from '../../lib/paths/site';

export const UPLOAD_ERROR = 'Sorry there was an error uploading your sketch.';

const Picker = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  /* The file picker: a drop zone with a button in it. The real file input lies over the whole
     zone, invisible, so a click anywhere (or a file dropped) reaches it, and keyboards and
     screen readers meet a labelled file input. */
  .drop {
    position: relative;
    display: grid;
    justify-items: center;
    gap: 8px;
    padding: 22px 16px;
    border: 2px dashed var(--border);
    border-radius: var(--radius);
    background: var(--surface);
    text-align: center;
    font-weight: 400;
  }
  .drop:hover,
  .drop[data-dragging='true'] {
    border-color: var(--accent);
  }
  .drop:focus-within {
    outline: 2px solid var(--accent);
    outline-offset: 2px;
  }
  .drop input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    opacity: 0;
    cursor: pointer;
  }
  .drop input:disabled {
    cursor: not-allowed;
  }
  .choose {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 20px;
    border-radius: var(--radius);
    background: var(--accent);
    color: var(--accent-text);
    font-weight: 700;
  }
  .file-name {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  .preview {
    display: block;
    max-width: 100%;
    max-height: 320px;
    object-fit: contain;
    border-radius: var(--radius);
    background: var(--surface-2);
    align-self: flex-start;
  }
  input[type='file'] {
    min-height: 44px; /* a touch target */
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
    min-height: 44px; /* a touch target */
    padding: 4px 12px;
    border-radius: 999px;
    border: 1px solid var(--border);
    background: var(--surface-2);
    color: var(--text);
    cursor: pointer;
  }
`;

const PatronOptions = styled.fieldset`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 10px 14px 14px;
  border: 1px solid var(--border);
  border-radius: var(--radius);
  legend {
    padding: 0 6px;
    font-weight: 600;
  }
`;

type Picked = { file: File; state: 'checking' } | { file: File; state: 'ok'; width: number; height: number } | { file: File; state: 'bad'; message: string };

interface UploadValues {
  picked: Picked | null;
  title: string;
  description: string;
  mature: boolean;
  tagsText: string;
  privateFile: boolean;
  watermark: boolean;
}

const START: UploadValues = { picked: null, title: '', description: '', mature: false, tagsText: '', privateFile: false, watermark: false };

function uploadProblems(values: UploadValues): FieldErrors<UploadValues> {
  const errors: FieldErrors<UploadValues> = {};
  const { picked } = values;
  if (picked?.state !== 'ok') errors.picked = picked?.state === 'bad' ? picked.message : 'Please choose a PNG or JPEG image first.';
  if (parseTags(values.tagsText).length > TAGS_MAX) errors.tagsText = `A sketch can have at most ${TAGS_MAX} tags.`;
  return errors;
}

/** The upload stopped because the user pressed Cancel. */
class UploadCancelled extends Error {}

export function UploadForm({ info }: { info: UploadInfo }) {
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [receiving, setReceiving] = useState(false);
  /** A file is dragged over the picker. */
  const [dragging, setDragging] = useState(false);
  /** The name of the file the app handed over, while it is the chosen one. */
  const [fromApp, setFromApp] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  const handed = useHandedFile((state) => state.file);

  const userId = useSession((s) => s.user?.id ?? 0);
  const navigateFromPage = useNavigateFromPage();
  const form = useForm<UploadValues>({
    initial: START,
    draft: { key: `upload:${userId}`, fields: ['title', 'description', 'tagsText'] },
    validate: uploadProblems,
    once: true, // a double tap would make it twice
    shownAtField: ['tagsText'],
    submit: async (values) => {
      if (values.picked?.state !== 'ok') return; // validate refused it already
      setProgress(0);
      const controller = new AbortController();
      abort.current = controller;
      try {
        const { id } = await uploadSketch(
          info.uploadUrl,
          values.picked.file,
          {
            title: values.title.trim(),
            description: values.description,
            mature: info.showMature && values.mature,
            tags: parseTags(values.tagsText),
            privateFile: info.userPro && values.privateFile,
            watermark: info.userPro && values.watermark,
          },
          (loaded, total) => setProgress(total > 0 ? loaded / total : 0),
          controller.signal,
        );
        void queryClient.invalidateQueries(); // a new sketch: galleries, home and the artist's lists change
        void navigateFromPage(sitePaths.sketch(id));
      } catch (caught) {
        setProgress(null);
        throw controller.signal.aborted ? new UploadCancelled() : caught;
      } finally {
        abort.current = null;
      }
    },
    failure: (caught) =>
      caught instanceof UploadCancelled
        ? { text: 'The upload was cancelled.' }
        : { text: UPLOAD_ERROR, reason: serverReasonOf(caught) ?? (caught instanceof ApiError && caught.status === 0 ? 'The connection was lost.' : null) },
  });
  const { picked } = form.values;
  const { set: setValue, setMessage } = form;
  const tags = parseTags(form.values.tagsText);

  useEffect(() => () => abort.current?.abort(), []);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const choose = useCallback(
    async (file: File | undefined) => {
      setMessage(null);
      if (!file) return;
      setValue('picked', { file, state: 'checking' });
      setPreview(null);
      const check = await checkImageFile(file);
      setValue('picked', check.ok ? { file, state: 'ok', width: check.width, height: check.height } : { file, state: 'bad', message: check.message });
      if (check.ok && typeof URL.createObjectURL === 'function') setPreview(URL.createObjectURL(file));
    },
    [setMessage, setValue],
  );

  // A file the app handed over (bridge) fills the picker like a chosen one, with the same checks.
  // No abort on clean-up: the store gives the file out once, and a second effect run (StrictMode)
  // must not lose it.
  useEffect(() => {
    if (!handed || progress !== null) return;
    const file = useHandedFile.getState().take();
    if (!file) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the file comes from a store outside React; saying so at once is the point
    setReceiving(true);
    setMessage(null);
    readHandedFile(file)
      .then((read) => {
        setFromApp(read.name);
        return choose(read);
      })
      .catch((caught: unknown) => setMessage({ text: caught instanceof HandedFileError ? caught.message : HANDED_FILE_UNREADABLE }))
      .finally(() => setReceiving(false));
  }, [handed, progress, choose, setMessage]);

  const addTag = (tag: string) => {
    if (!tags.includes(tag)) setValue('tagsText', tags.length ? `${tags.join(', ')}, ${tag}` : tag);
  };

  const uploading = progress !== null;
  return (
    <Form noValidate onSubmit={(event) => void form.handleSubmit(event)} data-testid="upload-form">
      <DraftNoticeRow form={form} testId="upload-draft" />
      <Picker>
        <label
          className="drop"
          data-testid="upload-drop"
          data-dragging={dragging}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(!uploading);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(event) => {
            event.preventDefault();
            setDragging(false);
            if (uploading) return;
            setFromApp(null);
            void choose(event.dataTransfer.files[0]);
          }}
        >
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
          <span className="choose">{picked ? 'Choose another image' : 'Choose an image'}</span>
          {picked && <span className="file-name">{picked.file.name}</span>}
          <span className="hint">or drop it here: PNG or JPEG, up to 16 MB and 4,000 pixels on either side</span>
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
        <TextInput maxLength={SKETCH_TITLE_MAX} testId="upload-title" {...form.text('title')} />
        <LimitNote length={form.values.title.length} max={SKETCH_TITLE_MAX} what="title" testId="upload-title-count" />
      </label>
      <label className="field">
        Description
        <TextInput multiLine maxLength={SKETCH_DESCRIPTION_MAX} testId="upload-description" {...form.text('description')} />
        <LimitNote length={form.values.description.length} max={SKETCH_DESCRIPTION_MAX} what="description" testId="upload-description-count" />
      </label>
      {info.showMature && (
        <Checkbox checked={form.values.mature} onChange={(checked) => form.set('mature', checked)} testId="upload-mature">
          Mature content
        </Checkbox>
      )}
      {info.userPro && (
        <PatronOptions data-testid="upload-patron-options">
          <legend>Patron options</legend>
          <Checkbox checked={form.values.privateFile} onChange={(checked) => form.set('privateFile', checked)} testId="upload-private-file">
            Private sketch file (only you can open it in the app)
          </Checkbox>
          <Checkbox checked={form.values.watermark} onChange={(checked) => form.set('watermark', checked)} testId="upload-watermark">
            Watermark
          </Checkbox>
        </PatronOptions>
      )}
      <Picker>
        <label className="field">
          Tags (separated by commas)
          <TextInput testId="upload-tags" {...form.text('tagsText')} />
        </label>
        <TagsPreview text={form.values.tagsText} testId="upload-tags-preview" />
        {form.errors.tagsText && <span className="limit">{form.errors.tagsText}</span>}
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
      <FormMessageRow message={form.message} testId="upload-error" />
      <FormActions
        submitLabel="Upload"
        submitTestId="upload-submit"
        submitDisabled={uploading || picked?.state !== 'ok'}
        cancel={uploading ? { onClick: () => abort.current?.abort(), testId: 'upload-cancel' } : undefined}
      />
    </Form>
  );
}
