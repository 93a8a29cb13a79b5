// Generated avatars (a coloured disc with a simple face) and profile covers (a layered
// landscape band), seeded by the user id.
import { mixSeed, Rng } from '../seed/prng';
import { PALETTES, withAlpha, type Ctx } from './paint';

const BACKGROUNDS = ['#f4efe6', '#e8eef4', '#f3e8ee', '#e9f2e6', '#f6f0d8', '#ece8f6'] as const;
const SKIN = ['#f1c7a5', '#e0ac69', '#c68642', '#8d5524', '#ffdbac', '#b07a4f'] as const;

export function paintAvatar(ctx: Ctx, userId: number, size: number): void {
  const rng = new Rng(mixSeed(0xa7a7, userId));
  const palette = rng.pick(PALETTES);
  ctx.fillStyle = rng.pick(BACKGROUNDS);
  ctx.fillRect(0, 0, size, size);
  const c = size / 2;
  const r = size * 0.46;
  ctx.fillStyle = rng.pick(palette);
  ctx.beginPath();
  ctx.arc(c, c, r, 0, Math.PI * 2);
  ctx.fill();
  // Face
  const faceR = r * 0.62;
  const faceY = c + r * 0.08;
  ctx.fillStyle = rng.pick(SKIN);
  ctx.beginPath();
  ctx.arc(c, faceY, faceR, 0, Math.PI * 2);
  ctx.fill();
  // Hair: a cap of colour over the top of the face
  ctx.fillStyle = withAlpha(rng.pick(['#2b1d14', '#5a3825', '#d9a441', '#1c1c1c', '#a23b2a', '#6b6b6b']), 1);
  ctx.beginPath();
  ctx.arc(c, faceY - faceR * 0.15, faceR * 1.02, Math.PI * (1 + rng.float(0, 0.1)), Math.PI * (2 - rng.float(0, 0.1)));
  ctx.fill();
  // Eyes and mouth
  ctx.fillStyle = '#222';
  const eyeY = faceY + faceR * 0.05;
  for (const side of [-1, 1]) {
    ctx.beginPath();
    ctx.ellipse(c + side * faceR * 0.35, eyeY, faceR * 0.09, faceR * rng.float(0.06, 0.13), 0, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.strokeStyle = '#4a2a22';
  ctx.lineWidth = Math.max(1, faceR * 0.08);
  ctx.lineCap = 'round';
  ctx.beginPath();
  const mouthY = faceY + faceR * 0.45;
  const smile = rng.float(-0.05, 0.3) * faceR;
  ctx.moveTo(c - faceR * 0.28, mouthY);
  ctx.quadraticCurveTo(c, mouthY + smile, c + faceR * 0.28, mouthY);
  ctx.stroke();
  if (rng.chance(0.5)) {
    ctx.fillStyle = 'rgba(230, 110, 120, 0.35)';
    for (const side of [-1, 1]) {
      ctx.beginPath();
      ctx.arc(c + side * faceR * 0.55, mouthY - faceR * 0.15, faceR * 0.12, 0, Math.PI * 2);
      ctx.fill();
    }
  }
}

export function paintCover(ctx: Ctx, userId: number, w: number, h: number): void {
  const rng = new Rng(mixSeed(0xc0fe, userId));
  const palette = rng.pick(PALETTES);
  const sky = ctx.createLinearGradient(0, 0, 0, h);
  sky.addColorStop(0, rng.pick(palette));
  sky.addColorStop(1, '#f7f2e8');
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, w, h);
  ctx.fillStyle = 'rgba(255, 250, 235, 0.8)';
  ctx.beginPath();
  ctx.arc(w * rng.float(0.1, 0.9), h * rng.float(0.2, 0.45), h * rng.float(0.08, 0.16), 0, Math.PI * 2);
  ctx.fill();
  for (let layer = 0; layer < 4; layer++) {
    const base = h * (0.45 + layer * 0.14);
    ctx.fillStyle = withAlpha(palette[(layer + 2) % palette.length] as string, 0.45 + layer * 0.15);
    ctx.beginPath();
    ctx.moveTo(0, h);
    ctx.lineTo(0, base);
    const waves = rng.int(3, 8);
    for (let i = 1; i <= waves; i++) {
      const x = (w * i) / waves;
      ctx.quadraticCurveTo(x - w / waves / 2, base - h * rng.float(0.05, 0.3), x, base + h * rng.float(-0.05, 0.05));
    }
    ctx.lineTo(w, h);
    ctx.fill();
  }
  ctx.strokeStyle = 'rgba(30, 30, 40, 0.6)';
  ctx.lineWidth = Math.max(1, h * 0.006);
  for (let i = 0; i < rng.int(2, 6); i++) {
    const x = w * rng.float(0.1, 0.9);
    const y = h * rng.float(0.1, 0.35);
    const s = h * rng.float(0.02, 0.05);
    ctx.beginPath();
    ctx.moveTo(x - s, y);
    ctx.quadraticCurveTo(x - s / 2, y - s / 2, x, y);
    ctx.quadraticCurveTo(x + s / 2, y - s / 2, x + s, y);
    ctx.stroke();
  }
}
