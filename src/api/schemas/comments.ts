// Comments of sketches, profiles and compos (spec part 1 §3, §7).
import * as v from 'valibot';
import { IdSchema } from './common';
import { idField, requestKeyField, text } from './requestFields';
import { UserSummarySchema } from './users';

/** Who a comment list belongs to: a sketch (id), a profile (user id) or a compo (id). */
export type CommentTargetType = 'sketch' | 'profile' | 'compo';

export const COMMENT_MAX = 2000;
/** Profiles and compos load their comments in pages of this many, newest page first. */
export const COMMENT_PAGE_SIZE = 10;
export const COMMENT_PAGE_MAX = 50;

/** A number as a query sends it: a call of the file's own, which the build marks pure (String() at module level would keep CommentListQuery in every bundle). */
const queryText = (n: number) => String(n);

const CommentTargetTypeField = v.picklist(['sketch', 'profile', 'compo'], 'Expected type "sketch", "profile" or "compo"');

/** GET /api/comments/{which}: every comment of a sketch (count=all), or a page of a profile's or compo's. */
export const CommentListQuery = v.object({
  type: CommentTargetTypeField,
  count: v.optional(
    v.union(
      [
        v.literal('all'),
        v.pipe(v.string(), v.regex(/^\d{1,2}$/, 'Expected "all" or a number'), v.transform(Number), v.minValue(1), v.maxValue(COMMENT_PAGE_MAX)),
      ],
      'Expected "all" or a number from 1 to 50',
    ),
    queryText(COMMENT_PAGE_SIZE),
  ),
  page: v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/, 'Expected a page number'), v.transform(Number), v.minValue(1, 'Pages start at 1')), '1'),
});
export type CommentListQuery = v.InferInput<typeof CommentListQuery>;

/** POST /comment: a new comment; its key names this one post, so a retried request is saved once. */
export const CommentPostBody = v.object({
  key: requestKeyField,
  comment: text(COMMENT_MAX),
  type: CommentTargetTypeField,
  which: idField,
  action: v.optional(v.undefined()),
});
export type CommentPostBody = v.InferInput<typeof CommentPostBody>;

/** POST /comment with action "delete": removes a comment. */
export const CommentDeleteBody = v.object({ commentId: idField, action: v.literal('delete', 'Expected action "delete"') });
export type CommentDeleteBody = v.InferInput<typeof CommentDeleteBody>;

/** POST /comment's two bodies, told apart by `action`. */
export const CommentWriteBody = v.variant('action', [CommentDeleteBody, CommentPostBody], 'Expected action "delete" or none');

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

/**
 * A reported comment (spec part 1 §3 "Comment report"): the comment's id, author, text and date,
 * who reported it (`by`, the earliest report first), and the comment with what it is attached to
 * (`type`, and `which`: the sketch's, profile's or compo's id). GET /api/v2/gloperate/reportedComments
 * sends these (moderation.ts adds the count and date of the reports).
 */
export const CommentReportSchema = v.object({
  id: IdSchema,
  userId: IdSchema,
  text: v.string(),
  date: v.string(),
  by: v.array(UserSummarySchema),
  comment: v.object({ ...CommentSchema.entries, type: v.picklist(['sketch', 'profile', 'compo']), which: IdSchema }),
});
export type CommentReport = v.InferOutput<typeof CommentReportSchema>;
