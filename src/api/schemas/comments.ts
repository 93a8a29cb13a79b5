// Comments of sketches, profiles and compos (spec part 1 §3, §7).
import * as v from 'valibot';
import { IdSchema } from './common';
import { UserSummarySchema } from './users';

/** Who a comment list belongs to: a sketch (id), a profile (user id) or a compo (id). */
export type CommentTargetType = 'sketch' | 'profile' | 'compo';

export const CommentSchema = /*@__PURE__*/ v.object({
  id: IdSchema,
  comment: /*@__PURE__*/ v.string(),
  date: /*@__PURE__*/ v.string(),
  userId: IdSchema,
  userNickname: /*@__PURE__*/ v.string(),
  userAvatar: /*@__PURE__*/ v.string(),
});
export type Comment = v.InferOutput<typeof CommentSchema>;

export const CommentListSchema = /*@__PURE__*/ v.array(CommentSchema);

export const CommentReportSchema = /*@__PURE__*/ v.object({
  id: IdSchema,
  userId: IdSchema,
  text: /*@__PURE__*/ v.string(),
  date: /*@__PURE__*/ v.string(),
  by: /*@__PURE__*/ v.array(UserSummarySchema),
  comment: /*@__PURE__*/ v.object({ ...CommentSchema.entries, type: /*@__PURE__*/ v.picklist(['sketch', 'profile', 'compo']), which: /*@__PURE__*/ v.string() }),
});
export type CommentReport = v.InferOutput<typeof CommentReportSchema>;
