// One live stream on the sheet: its live picture, silent (the sound needs the stream's own page
// and a click), with its connection state; the tile opens the stream.
import { useEffect, useMemo, useState } from 'react';
import type { LiveStream } from '../../api/schemas/streams';
import { realtimePaths } from '../../lib/paths/realtime';
import { viewsText } from '../../lib/streamRules';
import { connectionText } from '../../realtime/connectionText';
import { StreamViewer } from '../../realtime/streams/streamViewer';
import { useConnectionState } from '../../realtime/useConnectionState';
import { Card, StreamPreview } from './StreamCard';
import { REFUSAL_TEXTS } from './streamTexts';

export function SheetTile({ stream, userId, chatId, width }: { stream: LiveStream; userId: number; chatId: string; width: number }) {
  // One connection per tile and stream; closed when the tile goes.
  const viewer = useMemo(() => new StreamViewer({ stream: stream.id, userId, chatId }), [stream.id, userId, chatId]);
  const [frame, setFrame] = useState<{ url: string; seq: number } | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const state = useConnectionState(viewer.connection);

  useEffect(() => {
    const next = viewer;
    let url = '';
    next.onFrame((f) => {
      const previous = url;
      url = URL.createObjectURL(new Blob([f.data as BlobPart], { type: f.mime }));
      setFrame({ url, seq: f.seq });
      if (previous) URL.revokeObjectURL(previous);
    });
    next.onRefusal((refusal) => setRefused(refusal ? next.refusalText || REFUSAL_TEXTS[refusal] : null));
    void next.start();
    return () => {
      next.close();
      if (url) URL.revokeObjectURL(url);
    };
  }, [viewer]);

  const stateText = refused ?? (state.kind === 'connected' ? '' : connectionText(state));
  return (
    <Card href={realtimePaths.stream(stream.id)} data-testid="sheet-tile" data-stream-id={stream.id}>
      <StreamPreview stream={stream} width={width}>
        {frame ? (
          <img className="frame live-frame" src={frame.url} alt={`Live picture of ${stream.userNickname}'s canvas`} data-testid="sheet-frame" data-seq={frame.seq} style={{ objectFit: 'contain', background: '#111' }} />
        ) : (
          <span />
        )}
      </StreamPreview>
      <span className="who">
        {stream.userNickname}
        {stream.title ? ` · ${stream.title}` : ''}
      </span>
      <span className="views" data-testid="sheet-tile-state" data-state={state.kind}>
        {stateText || viewsText(stream.totalViews)}
      </span>
    </Card>
  );
}
