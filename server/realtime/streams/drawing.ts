// The drawing a simulated streamer replays: a deterministic list of brush strokes for a stream
// (its id seeds it), drawn a few segments at a time onto a canvas of @napi-rs/canvas, so every
// frame shows a little more of the picture and the brush where it is now.
import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';

export interface Point {
  x: number;
  y: number;
}

export interface Stroke {
  color: string;
  width: number;
  /** Start point, then pairs of control and end points of quadratic curves. */
  points: Point[];
}

const PAPERS = ['#fbf8f1', '#f4f1ea', '#eef3f7', '#fff9ef'];
const PALETTES = [
  ['#2b2d42', '#8d99ae', '#ef233c', '#d90429'],
  ['#264653', '#2a9d8f', '#e9c46a', '#f4a261', '#e76f51'],
  ['#3d405b', '#81b29a', '#f2cc8f', '#e07a5f'],
  ['#1d3557', '#457b9d', '#a8dadc', '#e63946'],
];

/** mulberry32: small, fast and the same on every machine. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The strokes of drawing number `round` of a stream, on a width x height canvas. */
export function planDrawing(streamId: number, round: number, width: number, height: number): { paper: string; strokes: Stroke[] } {
  const rnd = random(streamId * 7919 + round * 104729);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rnd() * items.length)]!;
  const palette = pick(PALETTES);
  const strokes: Stroke[] = [];
  const count = 24 + Math.floor(rnd() * 16);
  for (let i = 0; i < count; i++) {
    // Broad strokes first (blocking in), then finer lines, as an artist would.
    const broad = i < count / 3;
    // Start near the middle (the subject), rarely at the edges.
    let x = width * (0.15 + 0.7 * ((rnd() + rnd()) / 2));
    let y = height * (0.15 + 0.7 * ((rnd() + rnd()) / 2));
    const points: Point[] = [{ x, y }];
    const segments = 3 + Math.floor(rnd() * 5);
    const reach = (broad ? 0.18 : 0.09) * Math.min(width, height);
    for (let s = 0; s < segments; s++) {
      const cx = clamp(x + (rnd() - 0.5) * 2 * reach, 0, width);
      const cy = clamp(y + (rnd() - 0.5) * 2 * reach, 0, height);
      x = clamp(cx + (rnd() - 0.5) * 2 * reach, 0, width);
      y = clamp(cy + (rnd() - 0.5) * 2 * reach, 0, height);
      points.push({ x: cx, y: cy }, { x, y });
    }
    strokes.push({ color: pick(palette), width: broad ? 10 + rnd() * 18 : 1.5 + rnd() * 5, points });
  }
  return { paper: pick(PAPERS), strokes };
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Segments (quadratic curves) in a drawing: the number of steps it takes to finish. */
export const segmentCount = (strokes: readonly Stroke[]) => strokes.reduce((sum, stroke) => sum + (stroke.points.length - 1) / 2, 0);

/**
 * A drawing replayed segment by segment on a canvas of its own: `advance(n)` draws the next n
 * segments, `frame()` encodes the canvas with the brush cursor on top.
 */
export class DrawingReplay {
  readonly canvas: Canvas;
  private readonly paintCtx: SKRSContext2D;
  private readonly layer: Canvas;
  private stroke = 0;
  private segment = 0;
  private cursor: Point | null = null;
  private round = 0;
  private plan: { paper: string; strokes: Stroke[] };

  constructor(
    private readonly streamId: number,
    readonly width: number,
    readonly height: number,
  ) {
    this.layer = createCanvas(width, height);
    this.paintCtx = this.layer.getContext('2d');
    this.canvas = createCanvas(width, height);
    this.plan = planDrawing(streamId, 0, width, height);
    this.clear();
  }

  /** True once every stroke of the current drawing is on the canvas. */
  get finished(): boolean {
    return this.stroke >= this.plan.strokes.length;
  }

  /** Draws the next `steps` segments; a finished drawing starts the next one. Returns true if something was drawn. */
  advance(steps: number): boolean {
    if (this.finished) {
      this.round += 1;
      this.plan = planDrawing(this.streamId, this.round, this.width, this.height);
      this.stroke = 0;
      this.segment = 0;
      this.clear();
    }
    let drawn = false;
    for (let i = 0; i < steps && !this.finished; i++) {
      const stroke = this.plan.strokes[this.stroke]!;
      const p = 1 + this.segment * 2;
      const from = stroke.points[p - 1]!;
      const control = stroke.points[p]!;
      const to = stroke.points[p + 1]!;
      const ctx = this.paintCtx;
      ctx.strokeStyle = stroke.color;
      ctx.lineWidth = stroke.width;
      ctx.lineCap = 'round';
      ctx.globalAlpha = stroke.width > 8 ? 0.55 : 0.95;
      ctx.beginPath();
      ctx.moveTo(from.x, from.y);
      ctx.quadraticCurveTo(control.x, control.y, to.x, to.y);
      ctx.stroke();
      this.cursor = to;
      drawn = true;
      this.segment += 1;
      if (1 + this.segment * 2 >= stroke.points.length) {
        this.stroke += 1;
        this.segment = 0;
      }
    }
    return drawn;
  }

  /** The canvas as a JPEG, with the brush cursor. */
  async frame(): Promise<Buffer> {
    const ctx = this.canvas.getContext('2d');
    ctx.drawImage(this.layer, 0, 0);
    if (this.cursor && !this.finished) {
      ctx.globalAlpha = 1;
      ctx.strokeStyle = '#222';
      ctx.lineWidth = 1.5;
      ctx.beginPath();
      ctx.arc(this.cursor.x, this.cursor.y, 7, 0, Math.PI * 2);
      ctx.stroke();
    }
    return this.canvas.encode('jpeg', 80);
  }

  private clear(): void {
    this.paintCtx.globalAlpha = 1;
    this.paintCtx.fillStyle = this.plan.paper;
    this.paintCtx.fillRect(0, 0, this.width, this.height);
  }
}
