// Drawing primitives shared by the procedural painters: papers, palettes, washes and pen strokes.
// Coordinates are in pixels of the target canvas, but every size is derived from the canvas
// dimensions, so one seed paints the same picture at any resolution.
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Rng } from '../seed/prng';

export type Ctx = SKRSContext2D;

export const PAPERS = [
  { base: '#f5eedc', ink: '#2b2520' },
  { base: '#fbfaf6', ink: '#1d1d22' },
  { base: '#ebe9e4', ink: '#2a2f36' },
  { base: '#d9c4a0', ink: '#3a2a1c' },
  { base: '#e5edf4', ink: '#1f2d3d' },
  { base: '#26262c', ink: '#f2efe6' },
] as const;

export const PALETTES = [
  ['#e07a5f', '#3d405b', '#81b29a', '#f2cc8f', '#5f797b'],
  ['#264653', '#2a9d8f', '#e9c46a', '#f4a261', '#e76f51'],
  ['#6d597a', '#b56576', '#e56b6f', '#eaac8b', '#355070'],
  ['#0b3954', '#087e8b', '#bfd7ea', '#ff5a5f', '#c81d25'],
  ['#606c38', '#283618', '#dda15e', '#bc6c25', '#8a9a5b'],
  ['#7b2cbf', '#c77dff', '#48cae4', '#ffafcc', '#3a0ca3'],
  ['#8d5a97', '#907f9f', '#a4a5ae', '#b0c7bd', '#b8ebd0'],
] as const;

export type Palette = (typeof PALETTES)[number];

export function withAlpha(hex: string, alpha: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgba(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255}, ${alpha.toFixed(3)})`;
}

/** Paper with a soft light falloff and a fixed number of grain specks. */
export function paintPaper(ctx: Ctx, rng: Rng, w: number, h: number, base: string): void {
  ctx.fillStyle = base;
  ctx.fillRect(0, 0, w, h);
  const light = ctx.createRadialGradient(w * rng.float(0.3, 0.7), h * rng.float(0.2, 0.5), 0, w / 2, h / 2, Math.max(w, h));
  light.addColorStop(0, 'rgba(255,255,255,0.10)');
  light.addColorStop(1, 'rgba(0,0,0,0.10)');
  ctx.fillStyle = light;
  ctx.fillRect(0, 0, w, h);
  const unit = Math.min(w, h);
  for (let i = 0; i < 160; i++) {
    ctx.fillStyle = rng.chance(0.5) ? 'rgba(0,0,0,0.05)' : 'rgba(255,255,255,0.07)';
    ctx.beginPath();
    ctx.arc(rng.next() * w, rng.next() * h, unit * rng.float(0.001, 0.004), 0, Math.PI * 2);
    ctx.fill();
  }
}

/** A translucent colour blob, like a watercolour wash. */
export function paintWash(ctx: Ctx, rng: Rng, w: number, h: number, color: string): void {
  const x = rng.next() * w;
  const y = rng.next() * h;
  const r = Math.min(w, h) * rng.float(0.15, 0.5);
  const gradient = ctx.createRadialGradient(x, y, r * 0.1, x, y, r);
  gradient.addColorStop(0, withAlpha(color, rng.float(0.25, 0.55)));
  gradient.addColorStop(1, withAlpha(color, 0));
  ctx.fillStyle = gradient;
  ctx.beginPath();
  ctx.ellipse(x, y, r * rng.float(0.8, 1.6), r, rng.float(0, Math.PI), 0, Math.PI * 2);
  ctx.fill();
}

export interface StrokeOptions {
  color: string;
  /** Line width as a fraction of the shorter canvas side. */
  width: number;
  alpha?: number;
  segments?: number;
  /** Step length as a fraction of the shorter side. */
  step?: number;
  start?: [number, number];
}

/** A flowing pen line: a random walk whose direction turns smoothly, drawn as quadratic curves. */
export function paintStroke(ctx: Ctx, rng: Rng, w: number, h: number, options: StrokeOptions): void {
  const unit = Math.min(w, h);
  let [x, y] = options.start ?? [rng.float(0.1, 0.9) * w, rng.float(0.1, 0.9) * h];
  let angle = rng.float(0, Math.PI * 2);
  const step = unit * (options.step ?? rng.float(0.03, 0.09));
  ctx.strokeStyle = withAlpha(options.color, options.alpha ?? 1);
  ctx.lineWidth = Math.max(0.5, unit * options.width);
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.beginPath();
  ctx.moveTo(x, y);
  for (let i = 0; i < (options.segments ?? rng.int(3, 10)); i++) {
    angle += rng.float(-0.9, 0.9);
    const cx = x + Math.cos(angle) * step;
    const cy = y + Math.sin(angle) * step;
    angle += rng.float(-0.6, 0.6);
    x = Math.min(w, Math.max(0, cx + Math.cos(angle) * step));
    y = Math.min(h, Math.max(0, cy + Math.sin(angle) * step));
    ctx.quadraticCurveTo(cx, cy, x, y);
  }
  ctx.stroke();
}

/** Parallel hatching lines inside a small area, as used for shading. */
export function paintHatching(ctx: Ctx, rng: Rng, w: number, h: number, color: string): void {
  const unit = Math.min(w, h);
  const x = rng.float(0.05, 0.8) * w;
  const y = rng.float(0.05, 0.8) * h;
  const size = unit * rng.float(0.08, 0.25);
  const angle = rng.float(0, Math.PI);
  const gap = size / rng.int(6, 14);
  ctx.strokeStyle = withAlpha(color, rng.float(0.35, 0.7));
  ctx.lineWidth = Math.max(0.5, unit * 0.002);
  ctx.beginPath();
  for (let offset = 0; offset < size; offset += gap) {
    const sx = x + offset;
    ctx.moveTo(sx, y);
    ctx.lineTo(sx + Math.cos(angle) * size * 0.6, y + Math.sin(angle) * size * 0.6);
  }
  ctx.stroke();
}
