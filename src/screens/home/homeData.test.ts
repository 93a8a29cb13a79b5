import { describe, expect, it } from 'vitest';
import type { HomeIndex } from '../../api/schemas/home';
import { hideBlankMotd, mergeById, mergeHomeIndex } from './homeData';
import { previewRotation } from './HomeStreams';

const empty = (): HomeIndex => ({
  user: null, motd: null, birthdays: [], challenges: [], compos: [], featured: [], recent: [], tops: [], trending: [], following: [], streams: [], stats: null,
});

describe('hideBlankMotd', () => {
  it('hides a message of the day without text and keeps one with text', () => {
    const motd = { id: 4, text: '  ', date: '2026-01-01T00:00:00Z' };
    expect(hideBlankMotd({ ...empty(), motd }).motd).toBeNull();
    const shown = { ...empty(), motd: { ...motd, text: 'Hello' } };
    expect(hideBlankMotd(shown)).toBe(shown);
  });
});

describe('mergeById and mergeHomeIndex', () => {
  it('takes the fresh order and items, reusing unchanged objects', () => {
    const shown = [{ id: 1, n: 1 }, { id: 2, n: 2 }];
    const merged = mergeById(shown, [{ id: 3, n: 3 }, { id: 2, n: 2 }, { id: 1, n: 9 }]);
    expect(merged).toEqual([{ id: 3, n: 3 }, { id: 2, n: 2 }, { id: 1, n: 9 }]);
    expect(merged[1]).toBe(shown[1]);
    expect(merged[2]).not.toBe(shown[0]);
  });

  it('keeps the very same list when nothing changed', () => {
    const shown = [{ id: 1 }, { id: 2 }];
    expect(mergeById(shown, [{ id: 1 }, { id: 2 }])).toBe(shown);
  });

  it('keeps unchanged sections of the index as they are', () => {
    const shown = { ...empty(), recent: [{ id: 1 }], stats: { sketches: 1, users: 1, sketchesToday: 0 } };
    const fresh = { ...empty(), recent: [{ id: 1 }], stats: { sketches: 2, users: 1, sketchesToday: 1 } };
    const merged = mergeHomeIndex(shown, fresh);
    expect(merged.recent).toBe(shown.recent);
    expect(merged.stats).toEqual(fresh.stats);
  });
});

describe('previewRotation', () => {
  it('turns previews of streams from a device held sideways', () => {
    expect(previewRotation(1)).toBe(0);
    expect(previewRotation(3)).toBe(90);
    expect(previewRotation(4)).toBe(-90);
  });
});
