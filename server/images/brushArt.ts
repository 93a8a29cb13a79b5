// Brush thumbnails: a stroke sample of the brush, an S-curve across the tile painted the way the
// brush's style lays down paint (dabs along the path, with pressure tapering both ends). Seeded
// by the brush id, so each brush of a style looks a little different and always the same.
import type { BrushStyle } from '../seed/brushCatalog';
import { mixSeed, Rng } from '../seed/prng';
import { PALETTES, withAlpha, type Ctx } from './paint';

interface Point {
  x: number;
  y: number;
  /** Pen pressure 0..1 (tapers at both ends). */
  p: number;
  /** Direction of travel in radians. */
  a: number;
}

/** Samples a cubic S-curve across the tile every `spacing` pixels (roughly). */
function strokePath(rng: Rng, w: number, h: number, spacing: number): Point[] {
  const x0 = w * 0.1, y0 = h * rng.float(0.55, 0.75);
  const x3 = w * 0.9, y3 = h * rng.float(0.25, 0.45);
  const x1 = w * rng.float(0.3, 0.45), y1 = h * rng.float(-0.15, 0.25);
  const x2 = w * rng.float(0.55, 0.7), y2 = h * rng.float(0.75, 1.15);
  const count = Math.max(8, Math.ceil((w * 1.3) / Math.max(0.5, spacing)));
  const points: Point[] = [];
  for (let i = 0; i <= count; i++) {
    const t = i / count;
    const u = 1 - t;
    const x = u * u * u * x0 + 3 * u * u * t * x1 + 3 * u * t * t * x2 + t * t * t * x3;
    const y = u * u * u * y0 + 3 * u * u * t * y1 + 3 * u * t * t * y2 + t * t * t * y3;
    const dx = 3 * u * u * (x1 - x0) + 6 * u * t * (x2 - x1) + 3 * t * t * (x3 - x2);
    const dy = 3 * u * u * (y1 - y0) + 6 * u * t * (y2 - y1) + 3 * t * t * (y3 - y2);
    points.push({ x, y, p: Math.pow(Math.sin(Math.PI * Math.min(0.98, Math.max(0.02, t))), 0.6), a: Math.atan2(dy, dx) });
  }
  return points;
}

function disc(ctx: Ctx, x: number, y: number, r: number, color: string): void {
  ctx.fillStyle = color;
  ctx.beginPath();
  ctx.arc(x, y, Math.max(0.3, r), 0, Math.PI * 2);
  ctx.fill();
}

function softDab(ctx: Ctx, x: number, y: number, r: number, color: string, alpha: number): void {
  const gradient = ctx.createRadialGradient(x, y, 0, x, y, Math.max(1, r));
  gradient.addColorStop(0, withAlpha(color, alpha));
  gradient.addColorStop(1, withAlpha(color, 0));
  ctx.fillStyle = gradient;
  ctx.fillRect(x - r, y - r, r * 2, r * 2);
}

function specks(ctx: Ctx, rng: Rng, x: number, y: number, r: number, n: number, color: string, size: number): void {
  ctx.fillStyle = color;
  for (let i = 0; i < n; i++) {
    const angle = rng.float(0, Math.PI * 2);
    const distance = r * Math.sqrt(rng.next());
    ctx.fillRect(x + Math.cos(angle) * distance, y + Math.sin(angle) * distance, size, size);
  }
}

function leaf(ctx: Ctx, x: number, y: number, size: number, angle: number, color: string): void {
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(angle);
  ctx.fillStyle = color;
  ctx.beginPath();
  ctx.moveTo(-size, 0);
  ctx.quadraticCurveTo(0, -size * 0.6, size, 0);
  ctx.quadraticCurveTo(0, size * 0.6, -size, 0);
  ctx.fill();
  ctx.strokeStyle = 'rgba(20, 40, 20, 0.45)';
  ctx.lineWidth = Math.max(0.5, size * 0.08);
  ctx.beginPath();
  ctx.moveTo(-size * 0.9, 0);
  ctx.lineTo(size * 0.9, 0);
  ctx.stroke();
  ctx.restore();
}

function star(ctx: Ctx, x: number, y: number, size: number, angle: number, color: string): void {
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(angle);
  ctx.fillStyle = color;
  ctx.beginPath();
  for (let i = 0; i < 10; i++) {
    const r = i % 2 === 0 ? size : size * 0.45;
    const a = (i / 10) * Math.PI * 2 - Math.PI / 2;
    if (i === 0) ctx.moveTo(Math.cos(a) * r, Math.sin(a) * r);
    else ctx.lineTo(Math.cos(a) * r, Math.sin(a) * r);
  }
  ctx.closePath();
  ctx.fill();
  ctx.restore();
}

type Painter = (ctx: Ctx, rng: Rng, w: number, h: number, unit: number, color: string, palette: readonly string[]) => void;

const along = (rng: Rng, w: number, h: number, spacing: number, paint: (point: Point, index: number) => void) =>
  strokePath(rng, w, h, spacing).forEach(paint);

const PAINTERS: Record<BrushStyle, Painter> = {
  pencil: (ctx, rng, w, h, unit) => {
    const r = unit * rng.float(0.012, 0.03);
    along(rng, w, h, unit * 0.004, (pt) => specks(ctx, rng, pt.x, pt.y, r * pt.p, 4, 'rgba(45, 45, 52, 0.35)', Math.max(1, unit * 0.006)));
  },
  coloredPencil: (ctx, rng, w, h, unit, color) => {
    const r = unit * rng.float(0.015, 0.035);
    along(rng, w, h, unit * 0.004, (pt) => specks(ctx, rng, pt.x, pt.y, r * pt.p, 5, withAlpha(color, 0.4), Math.max(1, unit * 0.007)));
  },
  ink: (ctx, rng, w, h, unit, color) => {
    const r = unit * rng.float(0.008, 0.022);
    const ink = rng.chance(0.7) ? '#16161c' : color;
    along(rng, w, h, unit * 0.003, (pt) => disc(ctx, pt.x, pt.y, r * (0.35 + 0.65 * pt.p), ink));
  },
  brushPen: (ctx, rng, w, h, unit) => {
    const r = unit * rng.float(0.03, 0.06);
    along(rng, w, h, unit * 0.003, (pt) => disc(ctx, pt.x, pt.y, r * Math.pow(pt.p, 1.6), '#121216'));
  },
  calligraphy: (ctx, rng, w, h, unit, color) => {
    const nib = unit * rng.float(0.05, 0.09);
    const tilt = rng.float(0.5, 1.1);
    ctx.fillStyle = rng.chance(0.6) ? '#1a1020' : color;
    along(rng, w, h, unit * 0.003, (pt) => {
      ctx.save();
      ctx.translate(pt.x, pt.y);
      ctx.rotate(tilt);
      ctx.fillRect(-nib / 2, -unit * 0.004, nib, unit * 0.008);
      ctx.restore();
    });
  },
  watercolor: (ctx, rng, w, h, unit, color) => {
    const r = unit * rng.float(0.08, 0.14);
    const points = strokePath(rng, w, h, unit * 0.02);
    // A soft body, then a denser core along the same path, as pigment pools in the middle.
    for (const pt of points) softDab(ctx, pt.x + rng.float(-2, 2), pt.y + rng.float(-2, 2), r * (0.5 + 0.5 * pt.p), color, 0.12);
    for (const pt of points) softDab(ctx, pt.x, pt.y, r * 0.5, color, 0.05);
  },
  oil: (ctx, rng, w, h, unit, color, palette) => {
    const width = unit * rng.float(0.1, 0.16);
    const bristles = 14;
    const points = strokePath(rng, w, h, unit * 0.01);
    for (let b = 0; b < bristles; b++) {
      const offset = (b / (bristles - 1) - 0.5) * width;
      ctx.strokeStyle = withAlpha(b % 4 === 0 ? (rng.pick(palette) as string) : color, rng.float(0.55, 0.95));
      ctx.lineWidth = Math.max(1, (width / bristles) * 1.6);
      ctx.lineCap = 'round';
      ctx.beginPath();
      points.forEach((pt, i) => {
        const nx = pt.x - Math.sin(pt.a) * offset * pt.p;
        const ny = pt.y + Math.cos(pt.a) * offset * pt.p;
        if (i === 0) ctx.moveTo(nx, ny);
        else if (pt.p > 0.15 + Math.abs(offset / width) * 0.3) ctx.lineTo(nx, ny);
      });
      ctx.stroke();
    }
  },
  airbrush: (ctx, rng, w, h, unit, color) => {
    const r = unit * rng.float(0.12, 0.2);
    along(rng, w, h, unit * 0.015, (pt) => softDab(ctx, pt.x, pt.y, r * (0.6 + 0.4 * pt.p), color, 0.06));
  },
  spray: (ctx, rng, w, h, unit, color) => {
    const r = unit * rng.float(0.07, 0.12);
    along(rng, w, h, unit * 0.01, (pt) => specks(ctx, rng, pt.x, pt.y, r * (0.5 + 0.5 * pt.p), 14, withAlpha(color, 0.7), Math.max(1, unit * 0.005)));
  },
  marker: (ctx, rng, w, h, unit, color) => {
    const points = strokePath(rng, w, h, unit * 0.01);
    ctx.strokeStyle = withAlpha(color, 0.6);
    ctx.lineWidth = unit * rng.float(0.05, 0.1);
    ctx.lineCap = rng.chance(0.5) ? 'round' : 'square';
    ctx.lineJoin = 'round';
    ctx.beginPath();
    points.forEach((pt, i) => (i === 0 ? ctx.moveTo(pt.x, pt.y) : ctx.lineTo(pt.x, pt.y)));
    ctx.stroke();
  },
  chalk: (ctx, rng, w, h, unit, color) => {
    const r = unit * rng.float(0.03, 0.06);
    const tone = rng.chance(0.5) ? '#2a2622' : color;
    along(rng, w, h, unit * 0.006, (pt) => specks(ctx, rng, pt.x, pt.y, r * (0.4 + 0.6 * pt.p), 9, withAlpha(tone, 0.55), Math.max(1, unit * 0.008)));
  },
  paper: (ctx, rng, w, h, unit, color) => {
    const r = unit * rng.float(0.1, 0.16);
    along(rng, w, h, unit * 0.012, (pt) => {
      softDab(ctx, pt.x, pt.y, r, color, 0.05);
      specks(ctx, rng, pt.x, pt.y, r, 18, 'rgba(60, 50, 40, 0.25)', Math.max(1, unit * 0.004));
    });
  },
  dots: (ctx, rng, w, h, unit, color) => {
    const r = unit * rng.float(0.012, 0.03);
    along(rng, w, h, r * 3, (pt, i) => {
      disc(ctx, pt.x, pt.y, r * (0.4 + 0.6 * pt.p), withAlpha(color, 0.9));
      if (i % 2 === 0) disc(ctx, pt.x - Math.sin(pt.a) * r * 2.5, pt.y + Math.cos(pt.a) * r * 2.5, r * 0.5 * pt.p, withAlpha(color, 0.7));
    });
  },
  hatching: (ctx, rng, w, h, unit, color) => {
    const length = unit * rng.float(0.06, 0.12);
    const angle = rng.float(0.6, 1.2);
    ctx.strokeStyle = withAlpha(rng.chance(0.5) ? '#202028' : color, 0.8);
    ctx.lineWidth = Math.max(1, unit * 0.006);
    along(rng, w, h, unit * 0.018, (pt) => {
      ctx.beginPath();
      ctx.moveTo(pt.x - Math.cos(angle) * length * pt.p, pt.y - Math.sin(angle) * length * pt.p);
      ctx.lineTo(pt.x + Math.cos(angle) * length * pt.p, pt.y + Math.sin(angle) * length * pt.p);
      ctx.stroke();
    });
  },
  leaves: (ctx, rng, w, h, unit) => {
    const greens = ['#4f7942', '#6b8e23', '#8a9a5b', '#c9732a', '#d9a441', '#3b6b35'];
    along(rng, w, h, unit * 0.07, (pt) =>
      leaf(ctx, pt.x + rng.float(-1, 1) * unit * 0.04, pt.y + rng.float(-1, 1) * unit * 0.04, unit * rng.float(0.03, 0.06) * (0.5 + pt.p), rng.float(0, Math.PI * 2), rng.pick(greens)),
    );
  },
  shapes: (ctx, rng, w, h, unit, _color, palette) => {
    along(rng, w, h, unit * 0.07, (pt) => {
      const size = unit * rng.float(0.02, 0.05) * (0.5 + pt.p);
      const x = pt.x + rng.float(-1, 1) * unit * 0.05;
      const y = pt.y + rng.float(-1, 1) * unit * 0.05;
      if (rng.chance(0.5)) star(ctx, x, y, size, rng.float(0, Math.PI), rng.pick(palette));
      else disc(ctx, x, y, size * 0.7, rng.pick(palette));
    });
  },
  glow: (ctx, rng, w, h, unit, color) => {
    ctx.globalCompositeOperation = 'lighter';
    const r = unit * rng.float(0.06, 0.1);
    const points = strokePath(rng, w, h, unit * 0.004);
    points.forEach((pt, i) => i % 5 === 0 && softDab(ctx, pt.x, pt.y, r * (0.5 + 0.5 * pt.p), color, 0.18));
    for (const pt of points) disc(ctx, pt.x, pt.y, unit * 0.006 * pt.p, 'rgba(255, 255, 255, 0.5)');
    ctx.globalCompositeOperation = 'source-over';
  },
  smudge: (ctx, rng, w, h, unit, _color, palette) => {
    const r = unit * rng.float(0.05, 0.08);
    const colors = rng.sample(palette, 3);
    const points = strokePath(rng, w, h, unit * 0.008);
    points.forEach((pt, i) => {
      const t = i / points.length;
      const c = colors[Math.min(colors.length - 1, Math.floor(t * colors.length))] as string;
      softDab(ctx, pt.x, pt.y, r * (0.5 + 0.5 * pt.p), c, 0.12);
    });
  },
};

export interface BrushShape {
  id: number;
  style: string;
}

export function isBrushStyle(style: string): style is BrushStyle {
  return Object.hasOwn(PAINTERS, style);
}

/** Paints the stroke sample of a brush into a w x h canvas. */
export function paintBrushSample(ctx: Ctx, brush: BrushShape, w: number, h: number): void {
  const rng = new Rng(mixSeed(0xb7a5, brush.id));
  const style: BrushStyle = isBrushStyle(brush.style) ? brush.style : 'ink';
  const dark = style === 'glow';
  ctx.fillStyle = dark ? '#17142a' : '#fbfaf6';
  ctx.fillRect(0, 0, w, h);
  const palette = rng.pick(PALETTES);
  const color = dark ? rng.pick(['#7df9ff', '#ff6ec7', '#ffe66d', '#9dff6e', '#b388ff']) : rng.pick(palette);
  PAINTERS[style](ctx, rng, w, h, Math.min(w, h), color, palette);
}
