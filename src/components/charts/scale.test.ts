import { describe, expect, it, vi } from 'vitest';
import { axisMax, bandCenter, barLength, categoryTicks, cleanValues, linePoints, nearestIndex, pathData, tickStep, ticks, type CategoryTick } from './scale';

const plot = { left: 40, top: 20, width: 200, height: 100 };

describe('chart scales', () => {
  it('picks round tick steps of 1, 2 or 5 times a power of ten, never below 1', () => {
    expect(tickStep(100)).toBe(50);
    expect(tickStep(37)).toBe(10);
    expect(tickStep(4500)).toBe(2000);
    expect(tickStep(3)).toBe(1);
    expect(tickStep(0)).toBe(1);
    expect(tickStep(Number.NaN)).toBe(1);
  });

  it('ticks run from 0 to a round top at or above the largest value', () => {
    expect(ticks(37)).toEqual([0, 10, 20, 30, 40]);
    expect(ticks(100)).toEqual([0, 50, 100]);
    expect(ticks(0)).toEqual([0, 1]);
    expect(axisMax([3, 91, 12])).toBe(100);
    expect(axisMax([])).toBe(1);
  });

  it('scales bar lengths linearly and clamps them to the track', () => {
    expect(barLength(50, 100, 200)).toBe(100);
    expect(barLength(100, 100, 200)).toBe(200);
    expect(barLength(150, 100, 200)).toBe(200);
    expect(barLength(0, 100, 200)).toBe(0);
    expect(barLength(-5, 100, 200)).toBe(0);
    expect(barLength(5, 0, 200)).toBe(0);
  });

  it('places line points evenly from the left to the right edge, higher values higher', () => {
    const points = linePoints([0, 50, 100], plot, 100);
    expect(points).toEqual([
      { x: 40, y: 120 },
      { x: 140, y: 70 },
      { x: 240, y: 20 },
    ]);
    expect(linePoints([7], plot, 10)).toEqual([{ x: 140, y: 50 }]);
    expect(pathData(points)).toBe('M40.0,120.0 L140.0,70.0 L240.0,20.0');
  });

  it('finds the nearest point or band for a pointer position', () => {
    expect(nearestIndex(40, 3, plot, 'points')).toBe(0);
    expect(nearestIndex(130, 3, plot, 'points')).toBe(1);
    expect(nearestIndex(500, 3, plot, 'points')).toBe(2);
    expect(nearestIndex(0, 4, plot, 'bands')).toBe(0);
    expect(nearestIndex(95, 4, plot, 'bands')).toBe(1);
    expect(bandCenter(0, 4, plot)).toBe(65);
  });

  it('turns values that are not counts into 0 and says so', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(cleanValues([1, -2, Number.NaN, '3', null, 4.5])).toEqual([1, 0, 0, 0, 0, 4.5]);
    expect(warn).toHaveBeenCalledOnce();
    expect(cleanValues([1, 2])).toEqual([1, 2]);
    expect(warn).toHaveBeenCalledOnce();
  });

  describe('category labels', () => {
    const hours = Array.from({ length: 24 }, (_, i) => `${(i + 1) % 24}:00`);
    // The estimate categoryTicks works with: 7 px a character, centred or ending at x.
    const extent = (tick: CategoryTick, labels: readonly string[]) => {
      const width = (labels[tick.index] ?? '').length * 7;
      return tick.anchor === 'end' ? [tick.x - width, tick.x] : [tick.x - width / 2, tick.x + width / 2];
    };
    const expectApart = (ticks: CategoryTick[], labels: readonly string[]) => {
      for (let i = 1; i < ticks.length; i++) expect(extent(ticks[i]!, labels)[0]! - extent(ticks[i - 1]!, labels)[1]!).toBeGreaterThanOrEqual(6);
    };

    it('labels every hour when there is room, the last one ending at the edge instead of touching the one before', () => {
      // A desktop line chart: 24 points 42.5 px apart from x 40 to 1017.5, the svg 1030 wide.
      const xOf = (i: number) => 40 + 42.5 * i;
      const ticks = categoryTicks(hours, xOf, 42.5, { minGap: 40, right: 1029 });
      expect(ticks.map((tick) => tick.index)).toEqual(hours.map((_, i) => i));
      expect(ticks.at(-1)).toEqual({ index: 23, x: 1029, anchor: 'end' });
      expect(ticks.slice(0, -1).every((tick) => tick.anchor === 'middle' && tick.x === xOf(tick.index))).toBe(true);
      expectApart(ticks, hours);
    });

    it('thins the labels to every few categories, counted back from the last', () => {
      const ticks = categoryTicks(hours, (i) => 40 + 13.3 * i, 13.3, { minGap: 40, right: 357 });
      expect(ticks.map((tick) => tick.index)).toEqual([3, 7, 11, 15, 19, 23]);
      expectApart(ticks, hours);
    });

    it('leaves out a label that the last one, moved in from the edge, would touch', () => {
      const labels = ['10:00', '11:00', '12:00'];
      const ticks = categoryTicks(labels, (i) => 20 + 42 * i, 42, { minGap: 40, right: 110 });
      expect(ticks).toEqual([
        { index: 0, x: 20, anchor: 'middle' },
        { index: 2, x: 110, anchor: 'end' },
      ]);
      expectApart(ticks, labels);
    });

    it('centres a last label that fits, and a lone label, on its category', () => {
      expect(categoryTicks(['Nov', 'Dec'], (i) => 100 + 80 * i, 80, { minGap: 56, right: 300 })).toEqual([
        { index: 0, x: 100, anchor: 'middle' },
        { index: 1, x: 180, anchor: 'middle' },
      ]);
      expect(categoryTicks(['Today'], () => 400, 0, { minGap: 40, right: 410 })).toEqual([{ index: 0, x: 400, anchor: 'middle' }]);
      expect(categoryTicks([], () => 0, 10, { minGap: 40, right: 100 })).toEqual([]);
    });
  });
});
