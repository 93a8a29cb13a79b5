// Live streams: the list (50 a page, by offset) and one stream for its page. Both change by the
// minute (who streams, who watches), so they are read again whenever a page shows them.
import { fetchStream, fetchStreams } from '../api/streams';
import type { InfiniteDef, QueryDef } from '../api/query';
import type { LiveStream, StreamInfo } from '../api/schemas/streams';

export const streamKeys = {
  all: ['streams'] as const,
  list: ['streams', 'list'] as const,
  one: (id: number) => ['streams', 'one', id] as const,
};

export const streamListDef = (): InfiniteDef<LiveStream> => ({
  key: streamKeys.list,
  fetchPage: async (cursor, signal) => {
    const offset = typeof cursor === 'number' ? cursor : 0;
    const result = await fetchStreams(offset, signal);
    return { items: result.streams, next: result.more ? offset + result.streams.length : null };
  },
});

export const streamQuery = (id: number): QueryDef<StreamInfo> => ({ key: streamKeys.one(id), fetch: (signal) => fetchStream(id, signal) });
