// Uploading a sketch (spec part 1 §7): what the upload page may offer, then the image itself
// (multipart, with progress) to the address the server named.
import { get, upload, type UploadProgress } from './client';
import { IdResponseSchema } from './schemas/common';
import { UploadInfoSchema } from './schemas/upload';

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
  const form = new FormData();
  form.set('title', fields.title);
  form.set('description', fields.description);
  form.set('mature', String(fields.mature));
  form.set('tags', fields.tags.join(','));
  form.set('privateFile', String(fields.privateFile));
  form.set('watermark', String(fields.watermark));
  form.set('file', file, file.name);
  return upload(uploadUrl, form, IdResponseSchema, onProgress, signal);
}
