// The Comment entity (spec part 1 §7 Comments): a comment row with its author as the client sees
// it, for the comment routes and for the pages that come with their newest comments (profile, compo).
import type { Comment } from '../../src/api/schemas/comments';
import type { CommentRow } from '../data/comments';
import { avatarUrl } from './urls';

export const commentOf = (row: Pick<CommentRow, 'id' | 'text' | 'date' | 'user_id' | 'nickname' | 'avatar_sketch_id'>): Comment => ({
  id: row.id,
  comment: row.text,
  date: row.date,
  userId: row.user_id,
  userNickname: row.nickname,
  userAvatar: avatarUrl(row.user_id, row.avatar_sketch_id),
});
