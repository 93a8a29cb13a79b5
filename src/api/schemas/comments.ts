// Comments of sketches, profiles and compos (spec part 1 §3, §7).
import * as v from 'valibot';
import { IdSchema } from './common';
import { UserSummarySchema } from './users';

/** Who a comment list belongs to: a sketch (id), a profile (user id) or a compo (id). */
export type CommentTargetType = 'sketch' | 'profile' | 'compo';

export const CommentSchema = v.object({
  id: IdSchema,
  comment: v.string(),
  date: v.string(),
  userId: IdSchema,
  userNickname: v.string(),
  userAvatar: v.string(),
});
export type Comment = v.InferOutput<typeof CommentSchema>;

export const CommentListSchema = v.array(CommentSchema);

export const CommentReportSchema = v.object({
  id: IdSchema,
  userId: IdSchema,
  text: v.string(),
  date: v.string(),
  by: v.array(UserSummarySchema),
  comment: v.object({ ...CommentSchema.entries, type: v.picklist(['sketch', 'profile', 'compo']), which: v.string() }),
});
export type CommentReport = v.InferOutput<typeof CommentReportSchema>;
