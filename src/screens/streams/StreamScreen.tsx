// /stream/{id} (spec part 2 "Live streams"): one live stream. A visitor reads 'You must be
// logged in to watch a live stream.'; a signed-in artist clicks to join, which starts the sound
// too (StreamPlayer). An ended stream says so; an unknown one is the not-found page. While it is
// live the page reads the stream again every STREAM_INFO_REFRESH_MS, so the watching count and the
// total views follow (the stream socket carries pictures and sound, not the count).
import { useSuspenseQuery } from '@tanstack/react-query';
import type { StreamInfo } from '../../api/schemas/streams';
import { queryClient } from '../../api/queryClient';
import { usePageTitle, type LoadContext, type ScreenProps } from '../../app/navigation/screen';
import { realtimePaths } from '../../lib/paths/realtime';
import { sitePaths } from '../../lib/paths/site';
import { STREAM_ENDED, STREAM_LOGIN_TO_WATCH, viewsText, watchingText } from '../../lib/streamRules';
import { streamQuery } from '../../queries/streams';
import { selectUser, useSession } from '../../stores/session';
import { StreamPreview } from '../../features/streams/StreamPreview';
import { Page, StreamLoginNotice } from './streamLayout';
import { StreamPlayer } from './StreamPlayer';

type Params = { id: number };

export async function load({ params }: LoadContext<Params>): Promise<StreamInfo> {
  // Read afresh on every visit: whether it is live and who watches change by the minute.
  return queryClient.fetchQuery({ ...streamQuery(params.id), staleTime: 0 });
}

/** How often a live stream's page reads its info again (who watches changes by the minute). */
export const STREAM_INFO_REFRESH_MS = 10_000;

export default function StreamScreen({ data, params }: ScreenProps<StreamInfo, Params>) {
  const { stream, live } = useSuspenseQuery({
    ...streamQuery(params.id),
    refetchInterval: (query) => (query.state.data?.live ? STREAM_INFO_REFRESH_MS : false),
  }).data;
  const user = useSession(selectUser);
  // The player stays for a stream that was live when the page opened: when it ends, the stream
  // socket says so under the last picture (a read that learns it first does not take the picture away).
  const watching = data.live && user;
  usePageTitle(`${stream.userNickname}'s live stream`);
  return (
    <Page data-testid="stream-page" data-stream-id={stream.id}>
      <div className="bar">
        <h1>
          {stream.userNickname}
          {stream.title ? `: ${stream.title}` : ''}
        </h1>
        <nav className="links" aria-label="Live stream pages">
          <a href={sitePaths.user(stream.userId)}>{stream.userNickname}&apos;s profile</a>
          <a href={realtimePaths.streams()}>All live streams</a>
        </nav>
      </div>
      <p className="muted" data-testid="stream-views">
        {live ? `${watchingText(stream.viewers)} · ` : ''}
        {viewsText(stream.totalViews)}
      </p>
      {watching ? (
        // Keyed by the viewer too: another account signed in meanwhile (another tab) watches afresh, as itself.
        <StreamPlayer key={`${stream.id}:${user.id}`} stream={stream} userId={user.id} chatId={user.chatId ?? ''} live={live} />
      ) : !live ? (
        <p data-testid="stream-ended">{STREAM_ENDED}</p>
      ) : (
        <>
          <StreamLoginNotice text={STREAM_LOGIN_TO_WATCH} />
          <div style={{ maxWidth: 480 }}>
            <StreamPreview stream={stream} width={480} />
          </div>
        </>
      )}
    </Page>
  );
}
