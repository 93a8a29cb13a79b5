// The text of a comment deleted (spec part 1 §8, "Comment delete"), said wherever one is deleted:
// under the comments (src/features/comments) and in the moderator's list of reported comments.
export const COMMENT_DELETED = 'Comment deleted';
