// /streams (spec part 2 "Live streams"): every live stream, most watched first, with its preview
// turned by orientation and its total views; the sheet view and the start of a live stream are
// one tap away. Anyone may look at the list; watching needs a login (the stream page says so).
import { usePageTitle, type LoadContext } from '../../app/screen';
import { realtimePaths } from '../../lib/paths/realtime';
import { loadEndlessList, useEndlessList } from '../../queries/endlessList';
import { streamListDef } from '../../queries/streams';
import { Page } from './streamLayout';
import { StreamList } from './StreamList';

export async function load({ restored }: LoadContext): Promise<undefined> {
  // A failure shows in the list, with Retry.
  await loadEndlessList(streamListDef(), { restored }).catch(() => undefined);
  return undefined;
}

export default function StreamsScreen() {
  usePageTitle('Live streams');
  const list = useEndlessList(streamListDef());
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
