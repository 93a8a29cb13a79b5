// Uploading a sketch (spec part 1 §7): what the upload page may offer.
import * as v from 'valibot';

export const UploadInfoSchema = v.object({
  showMature: v.boolean(),
  uploadUrl: v.string(),
  userPro: v.boolean(),
  tags: v.array(v.string()),
});
export type UploadInfo = v.InferOutput<typeof UploadInfoSchema>;
