// Procedural "sketches": each sketch id picks a paper, a palette and a subject style, then
// paints washes and pen work. Thumbnails and the full image show the same picture.
import { mixSeed, Rng } from '../seed/prng';
import { paintHatching, paintPaper, paintStroke, paintWash, PALETTES, PAPERS, withAlpha, type Ctx, type Palette } from './paint';

type Style = (ctx: Ctx, rng: Rng, w: number, h: number, ink: string, palette: Palette) => void;

const landscape: Style = (ctx, rng, w, h, ink, palette) => {
  const horizon = h * rng.float(0.45, 0.7);
  const sky = ctx.createLinearGradient(0, 0, 0, horizon);
  sky.addColorStop(0, withAlpha(rng.pick(palette), 0.45));
  sky.addColorStop(1, withAlpha(rng.pick(palette), 0.1));
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, w, horizon);
  ctx.fillStyle = withAlpha(rng.pick(palette), 0.8);
  ctx.beginPath();
  ctx.arc(w * rng.float(0.15, 0.85), horizon * rng.float(0.25, 0.6), Math.min(w, h) * rng.float(0.04, 0.1), 0, Math.PI * 2);
  ctx.fill();
  for (let layer = 0; layer < 3; layer++) {
    const base = horizon + (h - horizon) * layer * 0.3;
    ctx.fillStyle = withAlpha(palette[(layer + 1) % palette.length] as string, 0.35 + layer * 0.2);
    ctx.beginPath();
    ctx.moveTo(0, h);
    ctx.lineTo(0, base);
    const peaks = rng.int(2, 5);
    for (let i = 1; i <= peaks; i++) {
      const x = (w * i) / peaks;
      ctx.quadraticCurveTo(x - w / peaks / 2, base - h * rng.float(0.05, 0.25), x, base + h * rng.float(-0.03, 0.05));
    }
    ctx.lineTo(w, h);
    ctx.fill();
  }
  for (let i = 0; i < rng.int(4, 10); i++) paintStroke(ctx, rng, w, h, { color: ink, width: 0.003, alpha: 0.7, start: [rng.next() * w, horizon + rng.next() * (h - horizon)] });
};

const portrait: Style = (ctx, rng, w, h, ink, palette) => {
  const unit = Math.min(w, h);
  const cx = w * rng.float(0.4, 0.6);
  const cy = h * rng.float(0.4, 0.55);
  const rx = unit * rng.float(0.16, 0.24);
  const ry = rx * rng.float(1.2, 1.45);
  paintWash(ctx, rng, w, h, rng.pick(palette));
  ctx.fillStyle = withAlpha(rng.pick(palette), 0.25);
  ctx.strokeStyle = withAlpha(ink, 0.85);
  ctx.lineWidth = unit * 0.006;
  ctx.beginPath();
  ctx.ellipse(cx, cy, rx, ry, rng.float(-0.15, 0.15), 0, Math.PI * 2);
  ctx.fill();
  ctx.stroke();
  ctx.lineWidth = unit * 0.004;
  for (const side of [-1, 1]) {
    ctx.beginPath();
    ctx.ellipse(cx + side * rx * 0.4, cy - ry * 0.1, rx * 0.14, rx * 0.07, 0, 0, Math.PI * 2);
    ctx.stroke();
  }
  ctx.beginPath();
  ctx.moveTo(cx, cy);
  ctx.quadraticCurveTo(cx + rx * 0.12, cy + ry * 0.2, cx - rx * 0.05, cy + ry * 0.25);
  ctx.moveTo(cx - rx * 0.35, cy + ry * 0.5);
  ctx.quadraticCurveTo(cx, cy + ry * rng.float(0.5, 0.7), cx + rx * 0.35, cy + ry * 0.5);
  ctx.stroke();
  for (let i = 0; i < rng.int(10, 22); i++) {
    const a = rng.float(Math.PI * 0.95, Math.PI * 2.05);
    paintStroke(ctx, rng, w, h, { color: ink, width: 0.004, alpha: 0.8, segments: 3, step: 0.06, start: [cx + Math.cos(a) * rx, cy + Math.sin(a) * ry] });
  }
};

const botanical: Style = (ctx, rng, w, h, ink, palette) => {
  const unit = Math.min(w, h);
  for (let stem = 0; stem < rng.int(3, 7); stem++) {
    const x0 = w * rng.float(0.15, 0.85);
    const topX = x0 + unit * rng.float(-0.2, 0.2);
    const topY = h * rng.float(0.1, 0.45);
    ctx.strokeStyle = withAlpha(palette[4] ?? ink, 0.9);
    ctx.lineWidth = unit * 0.005;
    ctx.beginPath();
    ctx.moveTo(x0, h);
    ctx.quadraticCurveTo(x0 + unit * rng.float(-0.15, 0.15), (h + topY) / 2, topX, topY);
    ctx.stroke();
    for (let leaf = 0; leaf < rng.int(2, 5); leaf++) {
      const t = rng.float(0.3, 0.9);
      ctx.fillStyle = withAlpha(palette[2] ?? ink, 0.55);
      ctx.beginPath();
      ctx.ellipse(x0 + (topX - x0) * t, h + (topY - h) * t, unit * 0.05, unit * 0.018, rng.float(0, Math.PI), 0, Math.PI * 2);
      ctx.fill();
    }
    const petal = rng.pick(palette);
    for (let p = 0; p < 6; p++) {
      const a = (p / 6) * Math.PI * 2;
      ctx.fillStyle = withAlpha(petal, 0.7);
      ctx.beginPath();
      ctx.arc(topX + Math.cos(a) * unit * 0.03, topY + Math.sin(a) * unit * 0.03, unit * 0.025, 0, Math.PI * 2);
      ctx.fill();
    }
  }
};

const geometric: Style = (ctx, rng, w, h, ink, palette) => {
  const unit = Math.min(w, h);
  for (let i = 0; i < rng.int(6, 14); i++) {
    ctx.fillStyle = withAlpha(rng.pick(palette), rng.float(0.2, 0.6));
    ctx.strokeStyle = withAlpha(ink, 0.8);
    ctx.lineWidth = unit * rng.float(0.002, 0.006);
    const x = rng.next() * w;
    const y = rng.next() * h;
    const s = unit * rng.float(0.05, 0.25);
    ctx.beginPath();
    if (rng.chance(0.5)) ctx.arc(x, y, s / 2, 0, Math.PI * 2);
    else ctx.rect(x - s / 2, y - s / 2, s, s * rng.float(0.5, 1.5));
    ctx.fill();
    if (rng.chance(0.6)) ctx.stroke();
  }
};

const scribble: Style = (ctx, rng, w, h, ink, palette) => {
  for (let i = 0; i < rng.int(2, 4); i++) paintWash(ctx, rng, w, h, rng.pick(palette));
  for (let i = 0; i < rng.int(12, 30); i++) paintStroke(ctx, rng, w, h, { color: rng.chance(0.8) ? ink : rng.pick(palette), width: rng.float(0.002, 0.012), alpha: rng.float(0.5, 1) });
  for (let i = 0; i < rng.int(1, 4); i++) paintHatching(ctx, rng, w, h, ink);
};

const STYLES: readonly Style[] = [landscape, portrait, botanical, geometric, scribble];

/** Paints sketch `sketchId` into a w x h area of the context (origin at the current transform). */
export function paintSketch(ctx: Ctx, sketchId: number, w: number, h: number): void {
  const rng = new Rng(mixSeed(0x5ce7c4, sketchId));
  const paper = rng.chance(0.1) ? PAPERS[5] : rng.pick(PAPERS.slice(0, 5));
  const palette = rng.pick(PALETTES);
  paintPaper(ctx, rng, w, h, paper.base);
  for (let i = 0; i < rng.int(0, 2); i++) paintWash(ctx, rng, w, h, rng.pick(palette));
  rng.pick(STYLES)(ctx, rng, w, h, paper.ink, palette);
  // Loose construction lines on top, as most sketches have.
  for (let i = 0; i < rng.int(2, 6); i++) paintStroke(ctx, rng, w, h, { color: paper.ink, width: 0.0015, alpha: 0.35 });
}
