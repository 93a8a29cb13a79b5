// One live stream on the sheet: its live picture, silent (the sound needs the stream's own page
// and a click), with its connection state; the tile opens the stream.
import { useEffect, useState } from 'react';
import type { LiveStream } from '../../api/schemas/streams';
import { realtimePaths } from '../../lib/paths/realtime';
import { viewsText } from '../../lib/streamRules';
import type { ConnectionState } from '../../realtime/connection';
import { connectionText } from '../../realtime/connectionText';
import { StreamViewer } from '../../realtime/streams/streamViewer';
import { StreamPreview } from '../../features/streams/StreamPreview';
import { Card } from './StreamCard';
import { REFUSAL_TEXTS } from './streamTexts';

export function SheetTile({ stream, userId, chatId, width }: { stream: LiveStream; userId: number; chatId: string; width: number }) {
  const [frame, setFrame] = useState<{ url: string; seq: number } | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const [state, setState] = useState<ConnectionState>({ kind: 'idle' });

  // One connection per tile and stream, made by the effect that closes it: a closed viewer never
  // opens again, so one made during render would stay closed after the effect's second run
  // (StrictMode in development; a part hidden and shown again).
  useEffect(() => {
    const next = new StreamViewer({ stream: stream.id, userId, chatId });
    let url = '';
    const offState = next.connection.subscribe(setState);
    next.onFrame((f) => {
      const previous = url;
      url = URL.createObjectURL(new Blob([f.data as BlobPart], { type: f.mime }));
      setFrame({ url, seq: f.seq });
      if (previous) URL.revokeObjectURL(previous);
    });
    next.onRefusal((refusal) => setRefused(refusal ? next.refusalText || REFUSAL_TEXTS[refusal] : null));
    void next.start();
    return () => {
      offState();
      next.close();
      if (url) URL.revokeObjectURL(url);
    };
  }, [stream.id, userId, chatId]);

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
