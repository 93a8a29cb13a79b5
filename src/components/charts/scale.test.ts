import { describe, expect, it, vi } from 'vitest';
import { axisMax, bandCenter, barLength, cleanValues, linePoints, nearestIndex, pathData, tickStep, ticks } from './scale';

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
});
