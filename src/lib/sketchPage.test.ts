import { describe, expect, it, vi } from 'vitest';
import { cleanSketchPage } from './sketchPage';

describe('cleanSketchPage', () => {
  it('keeps cards and the next page', () => {
    expect(cleanSketchPage({ sketches: [{ id: 1 }, { id: 2 }], next: 2 })).toEqual({ sketches: [{ id: 1 }, { id: 2 }], next: 2 });
    expect(cleanSketchPage({ sketches: [], next: '50' })).toEqual({ sketches: [], next: '50' });
  });

  it('drops malformed items and odd cursors, and logs', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(cleanSketchPage({ sketches: [{ id: 1 }, { id: 'x' }, null, 5], next: { page: 2 } })).toEqual({ sketches: [{ id: 1 }], next: null });
    expect(cleanSketchPage('oops')).toEqual({ sketches: [], next: null });
    expect(cleanSketchPage({ sketches: [{ id: 3 }], next: Number.NaN })).toEqual({ sketches: [{ id: 3 }], next: null });
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
