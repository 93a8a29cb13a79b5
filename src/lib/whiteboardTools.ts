// The whiteboard's tools (spec part 2 §2, §9): the Pen (size 1 to 50) draws smoothed quadratic
// curves; the Pixel tool fills cells of a grid (sizes 4, 8, 16, 32, 64) with an inset of 0 to 1 of
// the cell, shown as a percent. Both turn pointer positions into commands of the codec.
import { MAX_COORD, PEN_SIZE_MAX, PEN_SIZE_MIN, WHITEBOARD_HEIGHT, WHITEBOARD_WIDTH, type WhiteboardCommand } from './whiteboardCodec';

export type BrushType = 'pen' | 'pixel';
export const BRUSH_TYPES: readonly { type: BrushType; label: string }[] = [
  { type: 'pen', label: 'Pen' },
  { type: 'pixel', label: 'Pixel' },
];
export const PIXEL_SIZES = [4, 8, 16, 32, 64] as const;
export type PixelSize = (typeof PIXEL_SIZES)[number];
export const PIXEL_INSET_MIN = 0;
export const PIXEL_INSET_MAX = 1;
/** The batch interval of the commands a client sends (ms). */
export const COMMAND_INTERVAL_MS = 250;
/** Others' cursor avatars hide after this many batch ticks without a stroke. */
export const CURSOR_HIDE_TICKS = 5;

export const clampPenSize = (size: number) => Math.min(PEN_SIZE_MAX, Math.max(PEN_SIZE_MIN, Math.round(size)));
export const clampInset = (inset: number) => Math.min(PIXEL_INSET_MAX, Math.max(PIXEL_INSET_MIN, inset));
/** The inset as the settings show it: '25%'. */
export const insetPercent = (inset: number) => `${Math.round(clampInset(inset) * 100)}%`;
/** The nearest allowed pixel size. */
export function nearestPixelSize(size: number): PixelSize {
  return PIXEL_SIZES.reduce((best, s) => (Math.abs(s - size) < Math.abs(best - size) ? s : best), PIXEL_SIZES[0]);
}

export interface Point {
  x: number;
  y: number;
}

/** Board coordinates as the codec carries them: whole, and within 0..MAX_COORD. */
const coord = (n: number) => Math.min(MAX_COORD, Math.max(0, Math.round(n)));

const onBoard = (p: Point) => p.x >= 0 && p.y >= 0 && p.x <= WHITEBOARD_WIDTH && p.y <= WHITEBOARD_HEIGHT;

/** Where the segment from `inside` (on the board) to `outside` (off it) crosses the board's edge. */
function edgeCrossing(inside: Point, outside: Point): Point {
  const dx = outside.x - inside.x;
  const dy = outside.y - inside.y;
  let t = 1;
  if (outside.x < 0) t = Math.min(t, -inside.x / dx);
  if (outside.x > WHITEBOARD_WIDTH) t = Math.min(t, (WHITEBOARD_WIDTH - inside.x) / dx);
  if (outside.y < 0) t = Math.min(t, -inside.y / dy);
  if (outside.y > WHITEBOARD_HEIGHT) t = Math.min(t, (WHITEBOARD_HEIGHT - inside.y) / dy);
  return { x: inside.x + t * dx, y: inside.y + t * dy };
}

const drawn = (commands: (WhiteboardCommand | null)[]) => commands.filter((c): c is WhiteboardCommand => c !== null);

/**
 * Turns the points of one pen stroke into curves, one per new point: each curve runs from the
 * middle of the previous segment over the previous point to the middle of the new segment, so the
 * stroke is smooth and every curve can be drawn (and sent) as soon as its point arrives. The
 * pointer may leave the board while it draws (the board keeps it): the stroke runs to the edge and
 * ends there, and goes on as a new stroke from where the pointer comes back. Nothing off the board
 * is drawn (the codec carries no point left of or above it, so such a point would be drawn on the
 * edge).
 */
export class PenStroke {
  /** The last points of the part on the board, rounded as sent. */
  private points: Point[] = [];
  /** The pointer's last position, on the board or not. */
  private last: Point | null = null;

  /** The curves the new point completes (the first point gives a dot). */
  add(point: Point): WhiteboardCommand[] {
    const previous = this.last;
    this.last = point;
    const wasOn = previous === null || onBoard(previous);
    if (!onBoard(point)) return wasOn && previous ? drawn([this.curveTo(edgeCrossing(previous, point)), this.finish()]) : [];
    if (!wasOn) return drawn([this.curveTo(edgeCrossing(point, previous!)), this.curveTo(point)]);
    return drawn([this.curveTo(point)]);
  }

  /** The last half segment, to the pointer's last position (the pointer is up). */
  end(): WhiteboardCommand | null {
    this.last = null;
    return this.finish();
  }

  private curveTo(point: Point): WhiteboardCommand | null {
    const p = { x: coord(point.x), y: coord(point.y) };
    const last = this.points.at(-1);
    if (last && last.x === p.x && last.y === p.y) return null;
    this.points.push(p);
    if (this.points.length > 3) this.points.shift();
    const [a, b, c] = this.points;
    if (!b) return { op: 'dqc', x0: p.x, y0: p.y, cx: p.x, cy: p.y, x1: p.x, y1: p.y };
    if (!c) {
      const m = mid(a!, b);
      return { op: 'dqc', x0: a!.x, y0: a!.y, cx: a!.x, cy: a!.y, x1: m.x, y1: m.y };
    }
    const m0 = mid(a!, b);
    const m1 = mid(b, c);
    return { op: 'dqc', x0: m0.x, y0: m0.y, cx: b.x, cy: b.y, x1: m1.x, y1: m1.y };
  }

  private finish(): WhiteboardCommand | null {
    const a = this.points.at(-2);
    const b = this.points.at(-1);
    this.points = [];
    if (!a || !b) return null;
    const m = mid(a, b);
    return { op: 'dqc', x0: m.x, y0: m.y, cx: m.x, cy: m.y, x1: b.x, y1: b.y };
  }
}

const mid = (a: Point, b: Point): Point => ({ x: Math.round((a.x + b.x) / 2), y: Math.round((a.y + b.y) / 2) });

/** The cell under a point for the pixel tool, shrunk by the inset (at least one pixel). */
export function pixelRect(point: Point, size: PixelSize, inset: number): WhiteboardCommand | null {
  if (point.x < 0 || point.y < 0 || point.x >= WHITEBOARD_WIDTH || point.y >= WHITEBOARD_HEIGHT) return null;
  const cellX = Math.floor(point.x / size) * size;
  const cellY = Math.floor(point.y / size) * size;
  const margin = Math.min(Math.floor((size * clampInset(inset)) / 2), size / 2 - 0.5);
  const side = Math.max(1, size - 2 * Math.floor(margin));
  const m = Math.floor(margin);
  return { op: 'dr', x: cellX + m, y: cellY + m, w: side, h: side };
}

/** The position of a pointer event on the canvas in board coordinates (the canvas may be scaled). */
export function toBoardPoint(clientX: number, clientY: number, rect: { left: number; top: number; width: number; height: number }): Point {
  return {
    x: ((clientX - rect.left) * WHITEBOARD_WIDTH) / (rect.width || WHITEBOARD_WIDTH),
    y: ((clientY - rect.top) * WHITEBOARD_HEIGHT) / (rect.height || WHITEBOARD_HEIGHT),
  };
}
