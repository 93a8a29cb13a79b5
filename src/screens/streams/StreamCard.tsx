// One live stream in the list and on the sheet: the preview (features/streams/StreamPreview.tsx),
// who streams, what, and the views.
import { styled } from '@linaria/react';
import type { LiveStream } from '../../api/schemas/streams';
import { realtimePaths } from '../../lib/paths/realtime';
import { viewsText } from '../../lib/streamRules';
import { StreamPreview } from '../../features/streams/StreamPreview';

/** Height of the text under the picture. */
export const CARD_TEXT_HEIGHT = 52;

export const Card = styled.a`
  display: block;
  height: 100%;
  color: var(--text);
  text-decoration: none;
  border-radius: var(--radius);
  .who,
  .views {
    display: block;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .who {
    margin-top: 6px;
    font-weight: 700;
  }
  .views {
    color: var(--text-muted);
    font-size: 0.9rem;
  }
  &:hover .who {
    text-decoration: underline;
  }
`;

export function LiveStreamCard({ stream, width }: { stream: LiveStream; width: number }) {
  return (
    <Card href={realtimePaths.stream(stream.id)} data-testid="stream-card" data-stream-id={stream.id}>
      <StreamPreview stream={stream} width={width} />
      <span className="who" data-testid="stream-card-who">
        {stream.userNickname}
        {stream.title ? ` · ${stream.title}` : ''}
      </span>
      <span className="views" data-testid="stream-card-views">
        {viewsText(stream.totalViews)}
      </span>
    </Card>
  );
}
