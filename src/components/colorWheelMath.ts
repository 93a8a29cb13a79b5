// The colour maths of the colour wheel (ColorWheel.tsx): RGB <-> HSV, '#rrggbb' text, and the
// wheel's mapping between a hue and a point. Pure functions; bad input (NaN, out of range,
// fractions) is clamped rather than thrown, so a widget can never crash on a stray value.
import { colorToCss, cssToColor } from '../lib/whiteboardCodec';

/** A colour as 0-255 integer channels. */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** Hue in degrees [0, 360); saturation and value (brightness) in [0, 1]. */
export interface Hsv {
  h: number;
  s: number;
  v: number;
}

/** `n` within [min, max]; NaN (and anything not a number) becomes `min`. */
export function clamp(n: number, min: number, max: number): number {
  if (typeof n !== 'number' || Number.isNaN(n)) return min;
  return Math.min(max, Math.max(min, n));
}

/** A hue in degrees wrapped into [0, 360); NaN and infinities become 0. */
export function wrapHue(h: number): number {
  if (typeof h !== 'number' || !Number.isFinite(h)) return 0;
  const wrapped = h % 360;
  return wrapped < 0 ? wrapped + 360 : wrapped === 0 ? 0 : wrapped; // no -0
}

const channel = (n: number) => Math.round(clamp(n, 0, 255));

/** A colour with every channel a 0-255 integer. */
export function clampRgb({ r, g, b }: Rgb): Rgb {
  return { r: channel(r), g: channel(g), b: channel(b) };
}

export function sameRgb(a: Rgb, b: Rgb): boolean {
  return a.r === b.r && a.g === b.g && a.b === b.b;
}

/** HSV to RGB (the standard hexcone conversion), rounded to integer channels. */
export function hsvToRgb(hsv: Hsv): Rgb {
  const h = wrapHue(hsv.h);
  const s = clamp(hsv.s, 0, 1);
  const v = clamp(hsv.v, 0, 1);
  const c = v * s;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = v - c;
  const sector = Math.floor(h / 60);
  const [r, g, b] = [
    [c, x, 0],
    [x, c, 0],
    [0, c, x],
    [0, x, c],
    [x, 0, c],
    [c, 0, x],
  ][sector] ?? [c, x, 0];
  return clampRgb({ r: (r! + m) * 255, g: (g! + m) * 255, b: (b! + m) * 255 });
}

/**
 * RGB to HSV. A grey has no hue and black no saturation either: those come from `keep` (the
 * colour shown before), so dragging brightness to 0 and back up does not lose the hue.
 */
export function rgbToHsv(rgb: Rgb, keep?: Hsv): Hsv {
  const { r, g, b } = clampRgb(rgb);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const d = max - min;
  const v = max / 255;
  let s = max === 0 ? 0 : d / max;
  let h = 0;
  if (d !== 0) {
    if (max === r) h = 60 * (((g - b) / d) % 6);
    else if (max === g) h = 60 * ((b - r) / d + 2);
    else h = 60 * ((r - g) / d + 4);
  }
  h = wrapHue(h);
  if (keep) {
    if (d === 0) h = wrapHue(keep.h);
    if (max === 0) s = clamp(keep.s, 0, 1);
  }
  return { h, s, v };
}

/** '#rrggbb' (lower case), as the whiteboard writes a colour (whiteboardCodec's colorToCss). */
export function rgbToHex(rgb: Rgb): string {
  return colorToCss(rgbToInt(rgb));
}

/** '#rrggbb' or 'rrggbb' (any case, spaces around ignored) to a colour; null when it is not one (whiteboardCodec's cssToColor reads it). */
export function hexToRgb(text: string): Rgb | null {
  const n = cssToColor(typeof text === 'string' ? text.trim() : '');
  return n === null ? null : intToRgb(n);
}

/** 0xrrggbb to a colour (the whiteboard keeps its colour as one number). */
export function intToRgb(n: number): Rgb {
  const int = Math.round(clamp(n, 0, 0xffffff));
  return { r: (int >> 16) & 0xff, g: (int >> 8) & 0xff, b: int & 0xff };
}

export function rgbToInt(rgb: Rgb): number {
  const { r, g, b } = clampRgb(rgb);
  return (r << 16) | (g << 8) | b;
}

/**
 * The hue at a point of the wheel, from its centre: 0 (red) straight up, growing clockwise as a
 * CSS conic-gradient does. `dx` right and `dy` down from the centre, in any unit. The centre
 * itself gives null (it has no direction).
 */
export function hueAt(dx: number, dy: number): number | null {
  if (!Number.isFinite(dx) || !Number.isFinite(dy) || (dx === 0 && dy === 0)) return null;
  return wrapHue((Math.atan2(dx, -dy) * 180) / Math.PI);
}

/** The point of a hue at `radius` from the centre: dx right, dy down (the inverse of hueAt). */
export function pointAt(hue: number, radius: number): { dx: number; dy: number } {
  const rad = (wrapHue(hue) * Math.PI) / 180;
  const r = clamp(radius, 0, Number.MAX_VALUE);
  return { dx: r * Math.sin(rad), dy: -r * Math.cos(rad) };
}
