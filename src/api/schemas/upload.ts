// Uploading a sketch (spec part 1 §7): what the upload page may offer, and the form fields sent
// beside the image.
import * as v from 'valibot';
import { SKETCH_DESCRIPTION_MAX, SKETCH_TITLE_MAX } from '../../lib/sketchRules';
import { flagField, requestKeyField } from './requestFields';

export const UploadInfoSchema = v.object({
  showMature: v.boolean(),
  uploadUrl: v.string(),
  userPro: v.boolean(),
  tags: v.array(v.string()),
});
export type UploadInfo = v.InferOutput<typeof UploadInfoSchema>;

/**
 * The text fields of POST /api/v2/upload/sketch, beside the image (multipart/form-data, so every
 * value is text; the server reads them part by part). `tags` are comma-separated; the patron
 * options: only the artist may open the sketch file (`privateFile`), a watermark on the image.
 */
export const SketchUploadFields = v.object({
  title: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(SKETCH_TITLE_MAX, () => `The title can be at most ${SKETCH_TITLE_MAX} characters`)), ''),
  description: v.optional(v.pipe(v.string(), v.maxLength(SKETCH_DESCRIPTION_MAX, () => `The description can be at most ${SKETCH_DESCRIPTION_MAX} characters`)), ''),
  mature: v.optional(flagField, false),
  tags: v.optional(v.pipe(v.string(), v.maxLength(1000, 'Too many tags')), ''),
  privateFile: v.optional(flagField, false),
  watermark: v.optional(flagField, false),
  /** Names one upload (src/api/requestKey.ts): an upload retried with it makes one sketch. */
  key: v.optional(requestKeyField),
});
export type SketchUploadFields = v.InferInput<typeof SketchUploadFields>;
