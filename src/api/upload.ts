// Uploading a sketch (spec part 1 §7): what the upload page may offer, then the image itself
// (multipart, with progress) to the address the server named.
import { get, upload, type UploadProgress } from './client';
import { sendOnce } from './sendOnce';
import { IdResponseSchema } from './schemas/common';
import { UploadInfoSchema, type SketchUploadFields } from './schemas/upload';

export const fetchUploadInfo = () => get('/api/v2/upload/sketch', UploadInfoSchema, undefined);

export interface UploadFields {
  title: string;
  description: string;
  mature: boolean;
  tags: string[];
  /** Patron options: only the artist may open the sketch file; a watermark on the image. */
  privateFile: boolean;
  watermark: boolean;
}

export function uploadSketch(uploadUrl: string, file: File, fields: UploadFields, onProgress?: UploadProgress, signal?: AbortSignal) {
  const flag = (on: boolean) => (on ? 'true' : 'false');
  const sent = {
    title: fields.title,
    description: fields.description,
    mature: flag(fields.mature),
    tags: fields.tags.join(','),
    privateFile: flag(fields.privateFile),
    watermark: flag(fields.watermark),
  } satisfies Omit<SketchUploadFields, 'key'>;
  // The key names this upload: the browser may send the same form again when its connection drops,
  // and the artist may upload the same picture again after it got no answer (sendOnce).
  const what = `upload ${file.name} ${file.size} ${file.lastModified} ${JSON.stringify(sent)}`;
  return sendOnce(what, (key) => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...sent, key } satisfies SketchUploadFields)) form.set(name, value);
    form.set('file', file, file.name);
    return upload(uploadUrl, form, IdResponseSchema, onProgress, signal);
  });
}
