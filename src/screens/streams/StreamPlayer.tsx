// Watching a live stream (spec part 2 §2, §4): joining needs a click, which also starts the
// audio (browsers block sound until the user acts); then the pictures and the sound arrive over
// the stream socket, the connection state shows, and an announce banner says who is live for
// 10 seconds. When the stream ends while it is watched, the page says so (the last picture
// stays), the sound stops and the socket is closed.
import { styled } from '@linaria/react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { LiveStream } from '../../api/schemas/streams';
import { Button } from '../../components/Button';
import { ANNOUNCE_BANNER_MS, announceText, CLICK_TO_START_AUDIO, displaySize, STREAM_ENDED } from '../../lib/streamRules';
import { connectionText } from '../../realtime/connectionText';
import type { StreamFrame } from '../../realtime/streams/schemas';
import { queryClient } from '../../api/queryClient';
import { streamQuery } from '../../queries/streams';
import { StreamViewer, type StreamRefusal } from '../../realtime/streams/streamViewer';
import { useConnectionState } from '../../realtime/useConnectionState';
import { AudioPlayer } from './audioPlayer';
import { StreamPreview } from '../../features/streams/StreamPreview';
import { REFUSAL_TEXTS } from './streamTexts';

const Stage = styled.div`
  position: relative;
  display: grid;
  gap: 8px;
  .screen {
    position: relative;
    display: grid;
    place-items: center;
    max-width: 100%;
    margin: 0 auto;
    border-radius: var(--radius);
    overflow: hidden;
    background: #111;
  }
  .screen > .picture {
    width: 100%;
    height: 100%;
    aspect-ratio: auto;
  }
  img.live-frame {
    display: block;
    width: 100%;
    height: auto;
  }
  .join {
    position: absolute;
    inset: 0;
    display: grid;
    place-items: center;
    background: rgba(0, 0, 0, 0.45);
  }
  .join button {
    height: 56px;
    padding: 0 24px;
    font-size: 1.1rem;
  }
  .banner {
    position: absolute;
    left: 12px;
    right: 12px;
    top: 12px;
    padding: 10px 14px;
    border-radius: var(--radius);
    background: var(--accent);
    color: var(--accent-text);
    font-weight: 700;
    box-shadow: 0 2px 12px rgba(0, 0, 0, 0.3);
  }
  .controls {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px 16px;
  }
  .state[data-state='connected'] {
    color: var(--text-muted);
  }
  .state[data-state='failed'] {
    color: var(--danger);
  }
`;

type AudioStatus = 'off' | 'on' | 'unavailable';

/**
 * Room kept under the picture for the controls (a 44 px row, the gap above it and a margin), and
 * below them for the floating chat button (44 px, 12 px above the bottom: ChatBox's BoxButton), so
 * the button covers none of them.
 */
const CONTROLS_ROOM_PX = 72 + 56;
/** The picture is never squeezed below this height to make room (a very short window scrolls). */
const MIN_PICTURE_PX = 240;

/**
 * The tallest the picture may be so that it and the controls below it fit the window without
 * scrolling: the window's height less what is above the picture (header, title, counts) and the
 * controls' row. Null until measured (the style then falls back to 75% of the window).
 */
function usePictureRoom(screen: React.RefObject<HTMLElement | null>): number | null {
  const [room, setRoom] = useState<number | null>(null);
  useLayoutEffect(() => {
    const measure = () => {
      const element = screen.current;
      if (!element) return;
      const top = element.getBoundingClientRect().top + window.scrollY;
      setRoom(Math.max(MIN_PICTURE_PX, Math.floor(window.innerHeight - top - CONTROLS_ROOM_PX)));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [screen]);
  return room;
}

/**
 * `live`: whether the stream's info, read again while the page is open, still says it is live.
 * A stream over (said by the socket, or by that read) shows 'This live stream has ended.' under
 * its last picture, with none of the live controls and no sound.
 */
export function StreamPlayer({ stream, userId, chatId, live = true }: { stream: LiveStream; userId: number; chatId: string; live?: boolean }) {
  const [viewer, setViewer] = useState<StreamViewer | null>(null);
  const player = useRef<AudioPlayer | null>(null);
  const screenRef = useRef<HTMLDivElement>(null);
  const [frame, setFrame] = useState<{ url: string; seq: number; width: number; height: number } | null>(null);
  const [refusal, setRefusal] = useState<StreamRefusal | null>(null);
  const [audio, setAudio] = useState<AudioStatus>('off');
  const [muted, setMuted] = useState(false);
  const [chunks, setChunks] = useState(0);
  const [banner, setBanner] = useState(false);
  const [ended, setEnded] = useState(false);
  const state = useConnectionState(viewer?.connection ?? null);
  const size = displaySize(stream);
  const ratio = (frame?.width ?? size.width) / (frame?.height ?? size.height);
  const room = usePictureRoom(screenRef);

  useEffect(() => {
    if (!viewer) return;
    let url = '';
    const offFrame = viewer.onFrame((next: StreamFrame) => {
      const previous = url;
      url = URL.createObjectURL(new Blob([next.data as BlobPart], { type: next.mime }));
      setFrame({ url, seq: next.seq, width: next.width, height: next.height });
      if (previous) URL.revokeObjectURL(previous);
    });
    const offAudio = viewer.onAudio((chunk) => {
      player.current?.play(chunk.data, chunk.sampleRate);
      setChunks((n) => n + 1);
    });
    const offRefusal = viewer.onRefusal(setRefusal);
    // The server counts the user among the watchers once in: the page reads the count again now,
    // not at its next timed read, so "N watching" includes them.
    const offJoined = viewer.onJoined(() => void queryClient.invalidateQueries({ queryKey: streamQuery(stream.id).queryKey }));
    const offEnd = viewer.onEnd(() => {
      player.current?.close();
      setAudio('off');
      setBanner(false);
      setEnded(true);
      // The page's line drops "N watching" for the ended stream.
      void queryClient.invalidateQueries({ queryKey: streamQuery(stream.id).queryKey });
    });
    void viewer.start();
    return () => {
      offFrame();
      offAudio();
      offRefusal();
      offJoined();
      offEnd();
      viewer.close();
      player.current?.close();
      if (url) URL.revokeObjectURL(url);
    };
  }, [viewer, stream.id]);

  // The info read learned it first: the socket goes, and the sound with it (the controls and the
  // banner go with `over`).
  useEffect(() => {
    if (live) return;
    viewer?.close();
    player.current?.close();
  }, [live, viewer]);
  const over = ended || !live;

  useEffect(() => {
    if (!banner) return;
    const timer = setTimeout(() => setBanner(false), ANNOUNCE_BANNER_MS);
    return () => clearTimeout(timer);
  }, [banner]);

  const join = () => {
    // The audio context is made inside the click: that is what lets it play.
    const audioPlayer = new AudioPlayer();
    player.current = audioPlayer;
    void audioPlayer.start().then((ok) => setAudio(ok ? 'on' : 'unavailable'));
    setBanner(true);
    setViewer(new StreamViewer({ stream: stream.id, userId, chatId }));
    // The button goes away: keep the keyboard's place on the picture that replaces it.
    screenRef.current?.focus();
  };

  const toggleMute = () => {
    const next = !muted;
    player.current?.setMuted(next);
    setMuted(next);
  };

  const stateText = state.kind === 'connected' ? 'Connected' : connectionText(state);
  return (
    <Stage data-testid="stream-player">
      {/* As wide as fits, and no taller than leaves the controls below it in the window. */}
      <div className="screen" ref={screenRef} tabIndex={-1} aria-label={`${stream.userNickname}'s live stream`} role="region" style={{ aspectRatio: `${ratio}`, width: room === null ? `min(100%, calc(75vh * ${ratio}))` : `min(100%, ${Math.floor(room * ratio)}px)` }}>
        {frame ? (
          <img className="live-frame" src={frame.url} width={frame.width} height={frame.height} alt={`Live picture of ${stream.userNickname}'s canvas`} data-testid="stream-frame" data-seq={frame.seq} />
        ) : (
          <StreamPreview stream={stream} width={640}>
            <span />
          </StreamPreview>
        )}
        {!viewer && !over && (
          <div className="join">
            <Button variant="primary" onClick={join} data-testid="stream-join">
              {CLICK_TO_START_AUDIO}
            </Button>
          </div>
        )}
        {banner && !over && (
          <p className="banner" role="status" data-testid="stream-announce">
            {announceText(stream)}
          </p>
        )}
      </div>
      {over && (
        <p className="ended" role="status" data-testid="stream-ended">
          {STREAM_ENDED}
        </p>
      )}
      {viewer && !over && (
        <div className="controls">
          <span className="state" role="status" data-testid="stream-connection" data-state={state.kind}>
            {stateText}
          </span>
          {state.kind === 'failed' && <Button onClick={() => viewer.connection.retry()}>Try again</Button>}
          {audio === 'on' && (
            <Button onClick={toggleMute} aria-pressed={muted} data-testid="stream-mute">
              {muted ? 'Unmute' : 'Mute'}
            </Button>
          )}
          <span className="muted" data-testid="stream-audio" data-audio={audio} data-chunks={chunks}>
            {audio === 'unavailable' ? 'Sound is not available in this browser.' : audio === 'on' ? (muted ? 'Sound off' : 'Sound on') : ''}
          </span>
        </div>
      )}
      {refusal && !over && (
        <p className="error" role="alert" data-testid="stream-refused">
          {viewer?.refusalText || REFUSAL_TEXTS[refusal]}
        </p>
      )}
    </Stage>
  );
}
