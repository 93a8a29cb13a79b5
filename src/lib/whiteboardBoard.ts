// The whiteboard's board model (spec part 2 §2 "Whiteboard", §9): applies decoded commands to a
// 700x525 canvas. The same code draws in the browser (canvas 2D) and on the server
// (@napi-rs/canvas), so every board shows the same picture.
//
// The board scrolls: every so often the server sends `fo {dx} {colour}`, the picture moves dx to
// the left, the strip that leaves becomes a history slice and the new strip on the right is filled
// with the colour. Each batch of strokes starts with `cs {client} {shift}`: the shift index the
// artist saw while drawing, so strokes drawn just before a shift land where they were meant to.
import { colorToCss, WHITEBOARD_HEIGHT, WHITEBOARD_WIDTH, type WhiteboardCommand } from './whiteboardCodec';

/** How far the board moves on a shift (pixels); the width of a history slice. */
export const SHIFT_X = 175;
/** History keeps the last 48 slices (plus the current canvas). */
export const HISTORY_SLICES = 48;
/** Strokes drawn this many shifts ago or more are dropped (they would land off the board). */
export const MAX_SHIFT_LAG = 3;
export const BOARD_BACKGROUND = 0xffffff;
export const DEFAULT_COLOR = 0x000000;
export const DEFAULT_LINE_WIDTH = 4;
/** The length of a dot's path (board pixels): too short to see, long enough for a canvas to stroke. */
const DOT_LENGTH = 0.01;

/** What the board needs of a 2D context: the common part of the DOM's and @napi-rs/canvas's. */
export interface BoardContext {
  fillStyle: unknown;
  strokeStyle: unknown;
  lineWidth: number;
  lineCap: unknown;
  lineJoin: unknown;
  fillRect(x: number, y: number, w: number, h: number): void;
  beginPath(): void;
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  quadraticCurveTo(cx: number, cy: number, x: number, y: number): void;
  stroke(): void;
  save(): void;
  restore(): void;
  translate(x: number, y: number): void;
  getImageData(x: number, y: number, w: number, h: number): unknown;
  putImageData(image: never, x: number, y: number): void;
}

interface ClientStyle {
  color: number;
  width: number;
}

/** Per-client pen state, the current shift and each shift's distance. */
export class BoardModel {
  private readonly styles = new Map<number, ClientStyle>();
  private current: ClientStyle = { color: DEFAULT_COLOR, width: DEFAULT_LINE_WIDTH };
  /** Horizontal offset of the current block's frame (its shift's picture has moved this far left). */
  private offset = 0;
  /** The current block is from a shift that is too old or not yet reached: skip its drawing. */
  private skipping = false;
  /** Distances of the latest shifts: shiftDx[i] moved shift (shiftIndex - 1 - i) to the next. */
  private readonly recentDx: number[] = [];
  /** Last point each client drew (board coordinates), for the cursor avatars. */
  readonly lastPoint = new Map<number, { x: number; y: number }>();
  private client = -1;
  /** Shift index of the current block's frame (its cs line). */
  private blockShift = 0;
  /** Called before a shift with the strip that leaves the board (x 0..dx): it becomes a slice. */
  onShift: ((shiftIndex: number, dx: number) => void) | null = null;

  constructor(
    private readonly ctx: BoardContext,
    public shiftIndex = 0,
  ) {}

  /** Paints the empty board. */
  clear(): void {
    this.ctx.fillStyle = colorToCss(BOARD_BACKGROUND);
    this.ctx.fillRect(0, 0, WHITEBOARD_WIDTH, WHITEBOARD_HEIGHT);
  }

  /** Offset of shift `s`'s frame now, or null when it cannot be drawn any more (or not yet). */
  frameOffset(s: number): number | null {
    const lag = this.shiftIndex - s;
    if (lag < 0 || lag >= MAX_SHIFT_LAG) return null;
    let dx = 0;
    for (let i = 0; i < lag; i++) dx += this.recentDx[i] ?? SHIFT_X;
    return dx;
  }

  apply(commands: readonly WhiteboardCommand[]): void {
    const ctx = this.ctx;
    // Consecutive curves of one style go into one path, and a curve that starts where the last
    // ended continues its subpath: one stroke() for the lot is what makes drawing fast (colours
    // are opaque and joins and caps round, so it looks the same as separate strokes). Styles are
    // set only when they change: the canvas parses every colour string it is given.
    let pathOpen = false;
    let penX = NaN;
    let penY = NaN;
    let fillColor = -1;
    let strokeColor = -1;
    let strokeWidth = -1;
    let moved = false;
    let lastX = 0;
    let lastY = 0;
    const flush = () => {
      if (pathOpen) ctx.stroke();
      pathOpen = false;
      penX = NaN;
      if (moved) this.lastPoint.set(this.client, { x: lastX - this.offset, y: lastY });
      moved = false;
    };
    ctx.save();
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.translate(-this.offset, 0);
    for (const command of commands) {
      switch (command.op) {
        case 'cs': {
          flush();
          this.client = command.client;
          this.current = this.styles.get(command.client) ?? { color: DEFAULT_COLOR, width: DEFAULT_LINE_WIDTH };
          this.styles.set(command.client, this.current);
          this.blockShift = command.shift;
          const offset = this.frameOffset(command.shift);
          this.skipping = offset === null;
          ctx.translate(this.offset - (offset ?? 0), 0);
          this.offset = offset ?? 0;
          break;
        }
        case 'scr':
          if (command.color !== this.current.color) flush();
          this.current.color = command.color;
          break;
        case 'slw':
          if (command.width !== this.current.width) flush();
          this.current.width = command.width;
          break;
        case 'dr':
          if (this.skipping) break;
          if (pathOpen) flush();
          if (fillColor !== this.current.color) {
            ctx.fillStyle = colorToCss(this.current.color);
            fillColor = this.current.color;
          }
          ctx.fillRect(command.x, command.y, command.w, command.h);
          moved = true;
          lastX = command.x;
          lastY = command.y;
          break;
        case 'dqc':
          if (this.skipping) break;
          if (!pathOpen) {
            if (strokeColor !== this.current.color) {
              ctx.strokeStyle = colorToCss(this.current.color);
              strokeColor = this.current.color;
            }
            if (strokeWidth !== this.current.width) {
              ctx.lineWidth = this.current.width;
              strokeWidth = this.current.width;
            }
            ctx.beginPath();
            pathOpen = true;
          }
          if (command.x0 !== penX || command.y0 !== penY) ctx.moveTo(command.x0, command.y0);
          // A curve of no length (a tap: the pen's first point) is a dot. A canvas leaves a path of
          // no length out when it strokes, so it gets a length too small to see, and its round cap.
          if (command.x0 === command.x1 && command.y0 === command.y1 && command.cx === command.x0 && command.cy === command.y0) ctx.lineTo(command.x1 + DOT_LENGTH, command.y1);
          else ctx.quadraticCurveTo(command.cx, command.cy, command.x1, command.y1);
          penX = command.x1;
          penY = command.y1;
          moved = true;
          lastX = command.x1;
          lastY = command.y1;
          break;
        case 'fo':
          flush();
          ctx.restore();
          this.shift(command.dx, command.color);
          ctx.save();
          ctx.lineCap = 'round';
          ctx.lineJoin = 'round';
          // The shift painted with its own colours; the context's styles are the saved ones again.
          fillColor = strokeColor = strokeWidth = -1;
          // The block goes on in its own frame, which has now moved one more shift.
          if (this.client >= 0) {
            const offset = this.frameOffset(this.blockShift);
            this.skipping = offset === null;
            this.offset = offset ?? 0;
          }
          ctx.translate(-this.offset, 0);
          break;
      }
    }
    flush();
    ctx.restore();
  }

  /** Moves the picture dx to the left and fills the new strip; the shift index goes up by one. */
  private shift(dx: number, color: number): void {
    this.onShift?.(this.shiftIndex, dx);
    const ctx = this.ctx;
    const kept = ctx.getImageData(dx, 0, WHITEBOARD_WIDTH - dx, WHITEBOARD_HEIGHT);
    ctx.putImageData(kept as never, 0, 0);
    ctx.fillStyle = colorToCss(color);
    ctx.fillRect(WHITEBOARD_WIDTH - dx, 0, dx, WHITEBOARD_HEIGHT);
    this.shiftIndex += 1;
    this.recentDx.unshift(dx);
    this.recentDx.length = Math.min(this.recentDx.length, MAX_SHIFT_LAG);
    for (const [client, point] of this.lastPoint) this.lastPoint.set(client, { x: point.x - dx, y: point.y });
  }

  /** A snapshot replaced the picture: start over at this shift. */
  reset(shiftIndex: number): void {
    this.shiftIndex = shiftIndex;
    this.recentDx.length = 0;
    this.offset = 0;
    this.skipping = false;
    this.client = -1;
    this.lastPoint.clear();
  }
}

/** Indexes of the slices History shows: the last 48 before the current shift, oldest first. */
export function historySliceIndexes(shiftIndex: number): number[] {
  const first = Math.max(0, shiftIndex - HISTORY_SLICES);
  return Array.from({ length: shiftIndex - first }, (_, i) => first + i);
}
