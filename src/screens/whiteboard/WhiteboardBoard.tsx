// The live board: the 700x525 canvas, the artist's Pen or Pixel strokes (drawn at once and sent
// in 250 ms batches), others' strokes and the board's shifts from the /whiteboard socket, the
// eyedropper, the cursor avatars of the others (hidden after about 5 ticks without a stroke), the
// progress bar toward the next shift and the connection state ("Reconnecting..." with the attempt).
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { queryClient } from '../../api/queryClient';
import { fixedImage } from '../../lib/images';
import { userCardQuery } from '../../queries/userCard';
import { WHITEBOARD_HEIGHT, WHITEBOARD_WIDTH, type WhiteboardCommand } from '../../lib/whiteboardCodec';
import { clampPenSize, CURSOR_HIDE_TICKS, PenStroke, PIXEL_SIZES, pixelRect, toBoardPoint } from '../../lib/whiteboardTools';
import { connectionText } from '../../realtime/connectionText';
import { useConnectionState } from '../../realtime/useConnectionState';
import type { BoardUser } from '../../realtime/whiteboard/schemas';
import { WhiteboardClient, type WhiteboardClientOptions } from '../../realtime/whiteboard/whiteboardClient';
import { BoardView, decodeSnapshot } from './boardView';
import type { ToolState } from './WhiteboardToolbar';
import { Surface } from './whiteboardStyles';

export interface WhiteboardBoardProps {
  chatId: string;
  userId: number;
  tools: ToolState;
  onTools: (change: Partial<ToolState>) => void;
  /** The shift index and a way to read the current picture (History). */
  onBoard: (board: { shiftIndex: number; picture: () => string | null }) => void;
  onRefused: (message: string) => void;
  /** Tests replace the socket. */
  socketFactory?: WhiteboardClientOptions['factory'];
}

interface Cursor {
  clientId: number;
  x: number;
  y: number;
  user: BoardUser | undefined;
  /** The user's avatar, from the board's info or their card; null until known. */
  avatar: string | null;
}

export function WhiteboardBoard({ chatId, userId, tools, onTools, onBoard, onRefused, socketFactory }: WhiteboardBoardProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const view = useRef<BoardView | null>(null);
  const [client, setClient] = useState<WhiteboardClient | null>(null);
  const [progress, setProgress] = useState(0);
  /** Until the server's picture is painted the board is busy (and says so to assistive tech and tests). */
  const [loading, setLoading] = useState(true);
  const [cursors, setCursors] = useState<Cursor[]>([]);
  const users = useRef(new Map<number, BoardUser>());
  /** Avatars read from the users' cards, by user id (null while asked). */
  const avatars = useRef(new Map<number, string | null>());
  const stroke = useRef<PenStroke | null>(null);
  /** The pointer drawing now (its pointerId), null between strokes. */
  const drawingPointer = useRef<number | null>(null);
  const lastCell = useRef('');
  const toolsRef = useRef(tools);
  const callbacks = useRef({ onBoard, onRefused });
  useLayoutEffect(() => {
    toolsRef.current = tools;
    callbacks.current = { onBoard, onRefused };
  });
  const state = useConnectionState(client?.connection ?? null);

  useEffect(() => {
    const ctx = canvas.current?.getContext('2d', { willReadFrequently: true });
    if (!ctx) return undefined;
    const board = new BoardView(ctx);
    view.current = board;
    const tellBoard = () => callbacks.current.onBoard({ shiftIndex: board.shiftIndex, picture: () => canvas.current?.toDataURL('image/png') ?? null });
    const showCursors = () => {
      const shown: Cursor[] = [];
      for (const [clientId, cursor] of board.cursors) {
        if (clientId === live.clientId || board.tick - cursor.tick >= CURSOR_HIDE_TICKS) continue;
        const user = users.current.get(clientId);
        shown.push({ clientId, x: cursor.x, y: cursor.y, user, avatar: user ? (user.avatar ?? avatars.current.get(user.userId) ?? null) : null });
      }
      // Same cursors as shown: keep the old list, so nothing re-renders.
      setCursors((old) => (old.length === 0 && shown.length === 0 ? old : shown));
    };
    const live = new WhiteboardClient({
      chatId,
      userId,
      factory: socketFactory,
      handlers: {
        snapshot: (snapshot) => {
          setLoading(true);
          void board.applySnapshot(snapshot.image, snapshot.shiftIndex, decodeSnapshot).then(() => {
            setLoading(board.loading);
            tellBoard();
          });
        },
        commands: (commands) => {
          board.receive(commands);
          if (commands.some((c) => c.op === 'fo')) tellBoard();
          showCursors();
        },
        // In steps of a percent: the bar does not need more, and the page stays still in between.
        nextShift: (next) => setProgress(Math.floor(next.progress * 100) / 100),
        info: (info) => {
          users.current = new Map(info.users.map((user) => [user.clientId, user]));
          // A user the info names without an avatar: their card has it (read once per user).
          for (const user of info.users) {
            if (user.avatar || avatars.current.has(user.userId)) continue;
            avatars.current.set(user.userId, null);
            queryClient.fetchQuery(userCardQuery(user.userId)).then(
              (card) => {
                avatars.current.set(user.userId, card.avatar);
                showCursors();
              },
              (error: unknown) => console.warn(`[whiteboard] no avatar for user ${user.userId}`, error),
            );
          }
          tellBoard();
        },
        refused: (message) => callbacks.current.onRefused(message),
        tick: () => {
          board.tick += 1;
          showCursors();
        },
      },
    });
    setClient(live);
    const stopFollowing = live.connection.subscribe((state) => {
      if (state.kind !== 'connected') board.disconnected();
    });
    void live.open().catch(() => undefined);
    tellBoard();
    return () => {
      stopFollowing();
      live.close();
      view.current = null;
    };
  }, [chatId, userId, socketFactory]);

  /** Draws our commands now and queues them for the others. */
  const draw = (commands: (WhiteboardCommand | null)[]) => {
    const board = view.current;
    const valid = commands.filter((c): c is WhiteboardCommand => c !== null);
    if (!board || !client || valid.length === 0) return;
    const own = client.clientId ?? 0;
    board.drawOwn(own, valid);
    client.queue(valid, board.shiftIndex);
  };

  const pointAt = (event: PointerEvent<HTMLCanvasElement>) => toBoardPoint(event.clientX, event.clientY, event.currentTarget.getBoundingClientRect());

  const pixelAt = (event: PointerEvent<HTMLCanvasElement>) => {
    const rect = pixelRect(pointAt(event), tools.pixelSize, tools.pixelInset);
    if (!rect || rect.op !== 'dr') return null;
    const key = `${rect.x},${rect.y}`;
    if (key === lastCell.current) return null;
    lastCell.current = key;
    return rect;
  };

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    // One pointer draws: a second finger on a touch screen (not primary) is left alone, or the
    // stroke would zigzag between the fingers.
    if (event.button !== 0 || event.isPrimary === false) return;
    const board = view.current;
    if (!board) return;
    event.preventDefault();
    if (tools.eyedropper) {
      const point = pointAt(event);
      // The eyedropper switches itself off once a colour is picked.
      onTools({ color: board.colorAt(point.x, point.y), eyedropper: false });
      return;
    }
    try {
      // Keeps the stroke when the pointer leaves the board; refused for a pointer the browser does not track.
      event.currentTarget.setPointerCapture?.(event.pointerId);
    } catch {
      /* drawing works without it */
    }
    drawingPointer.current = event.pointerId;
    const style: WhiteboardCommand[] = [{ op: 'scr', color: tools.color }];
    if (tools.brush === 'pen') {
      stroke.current = new PenStroke();
      draw([...style, { op: 'slw', width: clampPenSize(tools.penSize) }, ...stroke.current.add(pointAt(event))]);
    } else {
      lastCell.current = '';
      stroke.current = null;
      draw([...style, pixelAt(event)]);
    }
  };

  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!(event.buttons & 1) || tools.eyedropper || event.pointerId !== drawingPointer.current) return;
    if (tools.brush === 'pen') {
      if (stroke.current) draw(stroke.current.add(pointAt(event)));
    } else {
      draw([pixelAt(event)]);
    }
  };

  const onPointerUp = (event: PointerEvent<HTMLCanvasElement>) => {
    if (event.pointerId !== drawingPointer.current) return;
    drawingPointer.current = null;
    if (stroke.current) draw([stroke.current.end()]);
    stroke.current = null;
    lastCell.current = '';
  };

  // Keys for the tools while the board has focus (listed in Instructions).
  const onKeyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    const t = toolsRef.current;
    const step = (delta: number) => {
      if (t.brush === 'pen') onTools({ penSize: clampPenSize(t.penSize + delta) });
      else onTools({ pixelSize: PIXEL_SIZES[Math.min(PIXEL_SIZES.length - 1, Math.max(0, PIXEL_SIZES.indexOf(t.pixelSize) + delta))] ?? t.pixelSize });
    };
    const actions: Record<string, () => void> = {
      p: () => onTools({ brush: 'pen' }),
      x: () => onTools({ brush: 'pixel' }),
      i: () => onTools({ eyedropper: !t.eyedropper }),
      '[': () => step(-1),
      ']': () => step(1),
    };
    const action = actions[event.key.toLowerCase()];
    if (!action || event.ctrlKey || event.metaKey || event.altKey) return;
    event.preventDefault();
    action();
  };

  const status = connectionText(state);
  return (
    <>
      <p className="status" role="status" data-kind={state.kind} data-testid="whiteboard-connection">
        {status || null}
      </p>
      <Surface data-eyedropper={tools.eyedropper ? 'true' : 'false'}>
        <canvas
          ref={canvas}
          width={WHITEBOARD_WIDTH}
          height={WHITEBOARD_HEIGHT}
          tabIndex={0}
          role="img"
          aria-busy={loading}
          aria-label={tools.eyedropper ? 'The shared board: click to pick a colour' : 'The shared board: draw with the pointer'}
          aria-keyshortcuts="P X I [ ]"
          data-testid="whiteboard-canvas"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          onKeyDown={onKeyDown}
        />
        {cursors.map((cursor) => {
          const at = { left: `${(cursor.x / WHITEBOARD_WIDTH) * 100}%`, top: `${(cursor.y / WHITEBOARD_HEIGHT) * 100}%` };
          return cursor.user && cursor.avatar ? (
            <img key={cursor.clientId} className="cursor" {...fixedImage(cursor.avatar, 24)} alt={`${cursor.user.nickname} is drawing here`} data-testid="whiteboard-cursor" style={at} />
          ) : (
            <span
              key={cursor.clientId}
              className="cursor"
              role="img"
              aria-label={cursor.user ? `${cursor.user.nickname} is drawing here` : 'Someone is drawing here'}
              data-testid="whiteboard-cursor"
              style={{ ...at, background: 'var(--accent)' }}
            />
          );
        })}
      </Surface>
      <div className="progress">
        <span id="whiteboard-progress-label">Next shift</span>
        <progress max={1} value={progress} aria-labelledby="whiteboard-progress-label" data-testid="whiteboard-progress" />
      </div>
      {state.kind === 'failed' && (
        <p>
          <button type="button" onClick={() => client?.connection.retry()}>
            Try again
          </button>
        </p>
      )}
    </>
  );
}
