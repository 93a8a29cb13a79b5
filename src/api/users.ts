// Fans and blocks (spec part 1 §7 Session and users; part 2 §7).
import { get, post } from './client';
import type { BlockedResponse, BlockResponse, FanResponse } from './types';

export const fan = (user: number) => post<FanResponse>('/api/fan', { user });
export const unfan = (user: number) => post<FanResponse>('/api/unfan', { user });
export const block = (user: number) => post<BlockResponse>('/api/v2/user/block', { user });
export const unblock = (user: number) => post<BlockResponse>('/api/v2/user/unblock', { user });
/** Whom the viewer blocks; with `both`, who blocks the viewer too; with `infos`, their summaries. */
export const fetchBlocked = (options: { both?: boolean; infos?: boolean } = {}, signal?: AbortSignal) =>
  get<BlockedResponse>('/api/v2/user/blocked', { both: options.both ? 1 : undefined, infos: options.infos ? 1 : undefined }, { fresh: true, signal });
