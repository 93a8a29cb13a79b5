// A live stream's picture, wherever a stream is shown (the home's strip, the streams list and
// sheet, the player before its first frame): the latest frame, turned a quarter for a device held
// sideways (orientation 3 or 4, spec part 2 §2), or the artist's avatar before the first frame;
// LIVE, and how many watch unless the caller puts its own line there.
import { styled } from '@linaria/react';
import type { ReactNode } from 'react';
import type { LiveStream } from '../../api/schemas/streams';
import { fixedImage } from '../../lib/images';
import { previewRotation, watchingText } from '../../lib/streamRules';

const Picture = styled.span`
  position: relative;
  display: grid;
  place-items: center;
  aspect-ratio: 4 / 3;
  border-radius: var(--radius);
  overflow: hidden;
  background: linear-gradient(135deg, var(--surface-2), var(--surface));
  img.frame {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  img.avatar {
    width: 64px;
    height: 64px;
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
    font-size: 0.75rem;
    font-weight: 800;
  }
  .watching {
    position: absolute;
    right: 8px;
    bottom: 8px;
    padding: 2px 8px;
    border-radius: 10px;
    background: rgba(0, 0, 0, 0.72);
    color: #fff;
    font-size: 0.75rem;
  }
`;

/** The preview turned as the stream's orientation says, or the artist's avatar before the first frame. */
export function StreamPreview({ stream, width, children }: { stream: LiveStream; width: number; children?: ReactNode }) {
  const rotation = previewRotation(stream.orientation);
  return (
    <Picture className="picture" data-orientation={stream.orientation}>
      {stream.preview ? (
        <img
          className="frame"
          {...fixedImage(stream.preview, width)}
          alt={`Latest picture of ${stream.userNickname}'s canvas`}
          loading="lazy"
          data-rotation={rotation}
          // A quarter turn of a 4:3 box needs 4/3 the size to fill it.
          style={rotation ? { transform: `rotate(${rotation}deg) scale(1.34)` } : undefined}
        />
      ) : (
        <img className="avatar" {...fixedImage(stream.userAvatar, 75)} alt={`${stream.userNickname}'s avatar`} loading="lazy" />
      )}
      <span className="live">LIVE</span>
      {children ?? <span className="watching">{watchingText(stream.viewers)}</span>}
    </Picture>
  );
}
