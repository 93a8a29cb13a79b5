// /streams (spec part 2 "Live streams"): every live stream, most watched first, with its preview
// turned by orientation and its total views; the sheet view and the start of a live stream are
// one tap away. Part 2 §6 gives visitors no streams: they read 'You must be logged in to watch a
// live stream.' instead of the list, as on a stream's page (the server refuses them the list too).
import { usePageTitle, type LoadContext } from '../../app/navigation/screen';
import { realtimePaths } from '../../lib/paths/realtime';
import { STREAM_LOGIN_TO_WATCH } from '../../lib/streamRules';
import { loadEndlessList, useEndlessList } from '../../queries/endlessList';
import { streamListDef } from '../../queries/streams';
import { selectUser, useSession, whenSessionKnown } from '../../stores/session';
import { Page, StreamLoginNotice } from './streamLayout';
import { StreamList } from './StreamList';

export async function load({ restored }: LoadContext): Promise<undefined> {
  // A visitor gets no list; a failure shows in the list, with Retry.
  if (await whenSessionKnown()) await loadEndlessList(streamListDef(), { restored }).catch(() => undefined);
  return undefined;
}

export default function StreamsScreen() {
  usePageTitle('Live streams');
  const user = useSession(selectUser);
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
      {user ? <Streams /> : <StreamLoginNotice text={STREAM_LOGIN_TO_WATCH} />}
    </Page>
  );
}

function Streams() {
  const list = useEndlessList(streamListDef());
  return <StreamList streams={list.items} list={list} />;
}
