// A user's card (nickname and avatar) by id: GET /api/user/{id}, retried 3 times (spec part 2 §7:
// the whiteboard's cursors). A module of its own, not the profile's queries, which the whiteboard's
// first load does not need.
import { queryOptions } from '@tanstack/react-query';
import { fetchUserInfo } from '../api/profile';

export const userCardQuery = (userId: number) => queryOptions({ queryKey: ['userCard', userId] as const, queryFn: ({ signal }) => fetchUserInfo(userId, signal) });
