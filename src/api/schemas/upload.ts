// Uploading a sketch (spec part 1 §7): what the upload page may offer.
import * as v from 'valibot';

export const UploadInfoSchema = /*@__PURE__*/ v.object({
  showMature: /*@__PURE__*/ v.boolean(),
  uploadUrl: /*@__PURE__*/ v.string(),
  userPro: /*@__PURE__*/ v.boolean(),
  tags: /*@__PURE__*/ v.array(/*@__PURE__*/ v.string()),
});
export type UploadInfo = v.InferOutput<typeof UploadInfoSchema>;
