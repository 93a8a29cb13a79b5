// Live streams (spec part 2 §7 GET /api/v2/streams; one stream for its page is ours).
import { get } from './client';
import { StreamInfoSchema, StreamListSchema, type StreamListQuery } from './schemas/streams';
import { STREAMS_PAGE_SIZE } from '../lib/streamRules';

export const fetchStreams = (offset: number, signal?: AbortSignal) => get('/api/v2/streams', StreamListSchema, { limit: STREAMS_PAGE_SIZE, offset } satisfies StreamListQuery, { signal });
export const fetchStream = (id: number, signal?: AbortSignal) => get(`/api/v2/stream/${id}`, StreamInfoSchema, undefined, { signal });
