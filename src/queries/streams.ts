// Live streams: the list (50 a page, by offset) and one stream for its page. Both change by the
// minute (who streams, who watches), so they are read again whenever a page shows them.
import { queryOptions } from '@tanstack/react-query';
import { endlessList, type Page } from './endlessList';
import { fetchStream, fetchStreams } from '../api/streams';
import type { LiveStream, StreamInfo } from '../api/schemas/streams';

export const streamKeys = {
  all: ['streams'] as const,
  list: ['streams', 'list'] as const,
  one: (id: number) => ['streams', 'one', id] as const,
};

export const streamListDef = () =>
  endlessList(streamKeys.list, async (cursor): Promise<Page<LiveStream>> => {
    const offset = typeof cursor === 'number' ? cursor : 0;
    const result = await fetchStreams(offset);
    return { items: result.streams, next: result.more ? offset + result.streams.length : null };
  });

export const streamQuery = (id: number) =>
  queryOptions({ queryKey: streamKeys.one(id), queryFn: (): Promise<StreamInfo> => fetchStream(id) });
