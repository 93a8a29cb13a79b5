// Pure geometry of the charts: value axes with round ticks, bar lengths and line points.
// Values from the server are cleaned first: anything not a finite number >= 0 counts as 0.

export interface Plot {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

/** Finite, non-negative numbers; anything else becomes 0 (and is reported once). */
export function cleanValues(values: readonly unknown[]): number[] {
  let dropped = 0;
  const clean = values.map((value) => {
    if (typeof value === 'number' && Number.isFinite(value) && value >= 0) return value;
    dropped++;
    return 0;
  });
  if (dropped > 0) console.warn(`chart: ${dropped} value(s) were not counts and show as 0`);
  return clean;
}

/** A round step near max/count: 1, 2 or 5 times a power of ten (whole numbers only). */
export function tickStep(max: number, count = 4): number {
  if (!(max > 0)) return 1;
  const raw = max / Math.max(1, count);
  const power = Math.pow(10, Math.floor(Math.log10(raw)));
  const step = [1, 2, 5, 10].map((m) => m * power).find((candidate) => candidate >= raw) ?? 10 * power;
  return Math.max(1, step);
}

/** Axis ticks from 0 to a round top at or above max (0 and 1 when everything is 0). */
export function ticks(max: number, count = 4): number[] {
  const step = tickStep(max, count);
  const top = Math.max(step, Math.ceil(max / step) * step);
  const result: number[] = [];
  for (let value = 0; value <= top + step / 2; value += step) result.push(value);
  return result;
}

/** The axis top for these values. */
export function axisMax(values: readonly number[], count = 4): number {
  return ticks(Math.max(0, ...values), count).at(-1) ?? 1;
}

/** Length of a bar for `value` on an axis 0..max drawn `length` pixels long. */
export function barLength(value: number, max: number, length: number): number {
  if (!(max > 0) || !Number.isFinite(value) || value <= 0) return 0;
  return Math.min(length, (value / max) * length);
}

/** Centres of `count` equal bands across the plot's width. */
export function bandCenter(index: number, count: number, plot: Plot): number {
  const band = plot.width / Math.max(1, count);
  return plot.left + band * (index + 0.5);
}

/** Points of a line chart: one per value, spread evenly from the left edge to the right edge. */
export function linePoints(values: readonly number[], plot: Plot, max: number): Point[] {
  const gap = values.length > 1 ? plot.width / (values.length - 1) : 0;
  return values.map((value, i) => ({
    x: values.length > 1 ? plot.left + gap * i : plot.left + plot.width / 2,
    y: plot.top + plot.height - barLength(value, max, plot.height),
  }));
}

/** The index whose point or band is nearest to x (for hover and tap). */
export function nearestIndex(x: number, count: number, plot: Plot, kind: 'points' | 'bands'): number {
  if (count <= 1 || !Number.isFinite(x)) return 0;
  const relative = (x - plot.left) / plot.width;
  const index = kind === 'points' ? Math.round(relative * (count - 1)) : Math.floor(relative * count);
  return Math.min(count - 1, Math.max(0, index));
}

/** SVG path data through the points. */
export function pathData(points: readonly Point[]): string {
  return points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');
}

/** A category label under a plot: its category's index, its x and how it hangs from x. */
export interface CategoryTick {
  index: number;
  x: number;
  anchor: 'middle' | 'end';
}

export interface CategoryTickOptions {
  /** The least distance between two labels' categories, in px. */
  minGap: number;
  /** The furthest right a label may reach (the svg's right edge). */
  right: number;
  /** A character's width, a little above an 11 px digit's, so estimates err on the wide side. */
  charWidth?: number;
  /** The least space between two labels. */
  padding?: number;
}

/**
 * Which category labels to draw, and where, so that no two overlap: every few categories (the
 * last always), as many as the widest label allows, each centred on its category. The last one,
 * when centred it would run past `right`, ends at `right`; a label that would then come too close
 * to it is left out. Widths are estimated from the labels' lengths.
 */
export function categoryTicks(labels: readonly string[], xOf: (index: number) => number, spacing: number, options: CategoryTickOptions): CategoryTick[] {
  const { minGap, right, charWidth = 7, padding = 6 } = options;
  const count = labels.length;
  if (count === 0) return [];
  const width = (index: number) => (labels[index] ?? '').length * charWidth;
  const widest = Math.max(...labels.map((_, i) => width(i)));
  const every = spacing > 0 ? Math.max(1, Math.ceil(Math.max(minGap, widest + padding) / spacing)) : count;
  const lastIndex = count - 1;
  const lastX = xOf(lastIndex);
  const last: CategoryTick = lastX + width(lastIndex) / 2 > right && count > 1 ? { index: lastIndex, x: right, anchor: 'end' } : { index: lastIndex, x: lastX, anchor: 'middle' };
  const ticks = [last];
  let freeUpTo = (last.anchor === 'end' ? last.x - width(lastIndex) : last.x - width(lastIndex) / 2) - padding;
  for (let index = lastIndex - every; index >= 0; index -= every) {
    const x = xOf(index);
    if (x + width(index) / 2 > freeUpTo) continue;
    ticks.unshift({ index, x, anchor: 'middle' });
    freeUpTo = x - width(index) / 2 - padding;
  }
  return ticks;
}
