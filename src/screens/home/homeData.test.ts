import { describe, expect, it, vi } from 'vitest';
import type { HomeIndex } from '../../api/schemas/home';
import { cleanHomeIndex, mergeById, mergeHomeIndex } from './homeData';
import { previewRotation } from './HomeStreams';

const empty = (): HomeIndex => cleanHomeIndex({});

describe('cleanHomeIndex', () => {
  it('gives every section even for an empty or odd answer, and logs', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(cleanHomeIndex('<html>')).toEqual({
      user: null, motd: null, birthdays: [], challenges: [], compos: [], featured: [], recent: [], tops: [], trending: [], following: [], streams: [], stats: null,
    });
    expect(warn).toHaveBeenCalled();
  });

  it('drops list items without an id and lists that are not lists', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const index = cleanHomeIndex({ recent: [{ id: 1 }, { title: 'no id' }, null], featured: 'nope', challenges: [{ id: 2, title: 'x', sketches: [{ id: 'bad' }] }] });
    expect(index.recent).toEqual([{ id: 1 }]);
    expect(index.featured).toEqual([]);
    expect(index.challenges[0]!.sketches).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('fills missing counts of the user block and ignores an empty message of the day', () => {
    const index = cleanHomeIndex({ user: { id: 1, nickname: 'A', unread: { messages: 2 } }, motd: { id: 4, text: '  ' } });
    expect(index.user).toMatchObject({ fans: 0, sketches: 0, unread: { messages: 2, notifications: 0, replies: 0, uploads: 0 } });
    expect(index.motd).toBeNull();
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
