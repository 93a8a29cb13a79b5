// The live streams of the home page (and of the Streams tab of the variant home).
import { styled } from '@linaria/react';
import { useMemo } from 'react';
import type { LiveStream } from '../../api/schemas/home';
import { useSession } from '../../stores/session';
import { ScrollStrip } from '../../components/ScrollStrip';
import { StreamPreview } from '../../features/streams/StreamPreview';
import { EmptyNote, Muted, SectionBox } from './homeStyles';
import { realtimePaths } from '../../lib/paths/realtime';

const StreamCard = styled.a`
  display: block;
  text-decoration: none;
  .who {
    display: block;
    margin-top: 6px;
    font-weight: 600;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

export const NO_STREAMS_TEXT = 'Nobody is streaming right now.';

export function Streams({ streams: all }: { streams: LiveStream[] }) {
  const blocks = useSession((s) => s.user?.blocks);
  const streams = useMemo(() => all.filter((stream) => !blocks?.includes(stream.userId)), [all, blocks]);
  return (
    <SectionBox aria-labelledby="home-streams" data-testid="home-streams">
      <header>
        <h2 id="home-streams">Live streams</h2>
        <a href={realtimePaths.streams()}>All streams</a>
      </header>
      {streams.length === 0 ? (
        <EmptyNote>{NO_STREAMS_TEXT}</EmptyNote>
      ) : (
        <ScrollStrip style={{ ['--item' as string]: '200px', ['--item-wide' as string]: '240px' }}>
          {streams.map((stream) => (
            <StreamCard key={stream.id} href={realtimePaths.stream(stream.id)} data-testid="stream">
              <StreamPreview stream={stream} width={250} />
              <span className="who">
                {stream.userNickname}
                {stream.title ? <Muted> · {stream.title}</Muted> : null}
              </span>
            </StreamCard>
          ))}
        </ScrollStrip>
      )}
    </SectionBox>
  );
}
