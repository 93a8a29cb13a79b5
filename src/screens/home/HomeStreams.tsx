// The live streams of the home page (and of the Streams tab of the variant home).
import { styled } from '@linaria/react';
import { useMemo } from 'react';
import type { LiveStream } from '../../api/schemas/home';
import { fixedImage } from '../../lib/images';
import { formatCount } from '../../lib/numbers';
import { previewRotation } from '../../lib/streamRules';
import { useSession } from '../../stores/session';
import { ScrollStrip } from '../../components/ScrollStrip';
import { EmptyNote, Muted, SectionBox } from './homeStyles';
import { realtimePaths } from '../../lib/paths/realtime';

const StreamCard = styled.a`
  display: block;
  text-decoration: none;
  .preview {
    position: relative;
    aspect-ratio: 4 / 3;
    border-radius: var(--radius);
    overflow: hidden;
    background: linear-gradient(135deg, var(--surface-2), var(--surface));
    display: grid;
    place-items: center;
  }
  .preview img.frame {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  .preview img.avatar {
    width: 56px;
    height: 56px;
    border-radius: 50%;
  }
  .live {
    position: absolute;
    left: 8px;
    top: 8px;
    padding: 2px 8px;
    border-radius: 10px;
    background: var(--danger-fill);
    color: #fff;
    font-size: 12px;
    font-weight: 800;
  }
  .viewers {
    position: absolute;
    right: 8px;
    bottom: 8px;
    padding: 2px 8px;
    border-radius: 10px;
    background: rgba(0, 0, 0, 0.6);
    color: #fff;
    font-size: 12px;
  }
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
              <span className="preview">
                {stream.preview ? (
                  <img
                    className="frame"
                    {...fixedImage(stream.preview, 250)}
                    alt=""
                    loading="lazy"
                    style={previewRotation(stream.orientation) ? { transform: `rotate(${previewRotation(stream.orientation)}deg) scale(1.34)` } : undefined}
                  />
                ) : (
                  <img className="avatar" {...fixedImage(stream.userAvatar, 75)} alt="" loading="lazy" />
                )}
                <span className="live">LIVE</span>
                <span className="viewers">{formatCount(stream.viewers)} watching</span>
              </span>
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
