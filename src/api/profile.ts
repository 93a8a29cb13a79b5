// Profiles and fans (spec part 1 §7 Session and users; part 2 §7).
import { get, post } from './client';
import { OkSchema } from './schemas/common';
import {
  FAN_PAGE_SIZE,
  FanListPageSchema,
  FanNotifyResponseSchema,
  FanOfMapSchema,
  NoteToFansResponseSchema,
  ProfileSchema,
  UserInfoSchema,
  type FanListQuery,
  type FanNotifyBody,
  type FanNotifyKind,
  type FanOfBody,
  type NoteToFansBody,
  type ProfileQuery,
  type RatingsQuery,
} from './schemas/profile';
import { SketchPageSchema } from './schemas/sketchCards';
import type { UserBody } from './schemas/users';

/** A profile by id or nickname; with `getComments`, the newest profile comments too. */
export const fetchProfile = (user: string | number, getComments = false, signal?: AbortSignal) =>
  get(`/api/v2/profile/${encodeURIComponent(String(user))}`, ProfileSchema, { getComments: getComments ? '1' : undefined } satisfies ProfileQuery, { signal });
/** A patron's profile by their web address. */
export const fetchPatron = (name: string, signal?: AbortSignal) => get(`/api/v2/patron/${encodeURIComponent(name)}`, ProfileSchema, undefined, { signal });
/** A user's card (the avatar); retried 3 times. */
export const fetchUserInfo = (user: string | number, signal?: AbortSignal) => get(`/api/user/${encodeURIComponent(String(user))}`, UserInfoSchema, undefined, { signal, retries: 3 });
/** A page of the user's fans (followers) or of whom they are a fan (following); '' is the first cursor. */
export const fetchFanList = (which: 'followers' | 'following', user: number, cursor: string, signal?: AbortSignal) =>
  get(`/api/v2/fan/${which}`, FanListPageSchema, { user, cursor: cursor || undefined, count: FAN_PAGE_SIZE } satisfies FanListQuery, { signal });
/** The fan status check: whether the viewer is a fan of each of `users`. */
export const fetchFanOf = (users: readonly number[]) => post('/api/v2/fan/fanOf', { users: [...users] } satisfies FanOfBody, FanOfMapSchema);
export const setFanNotify = (user: number, which: FanNotifyKind, value: boolean) => post('/api/v2/fan/notify', { user, which, value } satisfies FanNotifyBody, FanNotifyResponseSchema);
export const noteToFans = (message: string) => post('/api/v2/user/noteToFans', { message } satisfies NoteToFansBody, NoteToFansResponseSchema);
export const reportUser = (user: number) => post('/api/v2/report', { user } satisfies UserBody, OkSchema);
/** A page (1-based) of the sketches the user liked. */
export const fetchLikes = (userId: number, page: number, signal?: AbortSignal) => get('/api/v2/ratings', SketchPageSchema, { userId, page, type: 'rules' } satisfies RatingsQuery, { signal });
