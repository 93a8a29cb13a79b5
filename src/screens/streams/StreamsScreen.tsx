// /streams (spec part 2 "Live streams"): every live stream, most watched first, with its preview
// turned by orientation and its total views; the sheet view and the start of a live stream are
// one tap away. Anyone may look at the list; watching needs a login (the stream page says so).
import { firstPageQuery, queryCache, useInfiniteQuery } from '../../api/query';
import { selectRestored, useNavigation } from '../../app/navigation';
import { usePageTitle, type LoadContext } from '../../app/screen';
import { realtimePaths } from '../../lib/paths/realtime';
import { streamListDef } from '../../queries/streams';
import { Page } from './streamLayout';
import { StreamList } from './StreamList';

export async function load({ signal }: LoadContext): Promise<undefined> {
  // A failure shows in the list, with Retry.
  await queryCache.fetch(firstPageQuery(streamListDef()), { signal }).catch(() => undefined);
  return undefined;
}

export default function StreamsScreen() {
  usePageTitle('Live streams');
  const restored = useNavigation(selectRestored);
  const list = useInfiniteQuery(streamListDef(), { keepOnMount: restored });
  return (
    <Page data-testid="streams-page">
      <div className="bar">
        <h1>Live streams</h1>
        <nav className="links" aria-label="Live stream pages">
          <a href={realtimePaths.streamSheet()} data-testid="streams-sheet-link">
            Sheet view
          </a>
          <a href={realtimePaths.streamStart()} className="primary" data-testid="streams-start-link">
            Start a live stream
          </a>
        </nav>
      </div>
      <StreamList streams={list.items} hasMore={list.hasMore} loading={list.loading} onLoadMore={list.loadMore} error={list.error} onRetry={list.retry} />
    </Page>
  );
}
