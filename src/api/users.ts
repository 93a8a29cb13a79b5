// Fans and blocks (spec part 1 §7 Session and users; part 2 §7).
import { get, post } from './client';
import { BlockedResponseSchema, BlockResponseSchema, FanResponseSchema, type BlockedQuery, type UserBody } from './schemas/users';

export const fan = (user: number) => post('/api/fan', { user } satisfies UserBody, FanResponseSchema);
export const unfan = (user: number) => post('/api/unfan', { user } satisfies UserBody, FanResponseSchema);
export const block = (user: number) => post('/api/v2/user/block', { user } satisfies UserBody, BlockResponseSchema);
export const unblock = (user: number) => post('/api/v2/user/unblock', { user } satisfies UserBody, BlockResponseSchema);
/** Whom the viewer blocks; with `both`, who blocks the viewer too; with `infos`, their summaries. */
export const fetchBlocked = (options: { both?: boolean; infos?: boolean } = {}, signal?: AbortSignal) =>
  get('/api/v2/user/blocked', BlockedResponseSchema, { both: options.both ? '1' : undefined, infos: options.infos ? '1' : undefined } satisfies BlockedQuery, { signal });
