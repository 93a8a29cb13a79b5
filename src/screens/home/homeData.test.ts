import { describe, expect, it, vi } from 'vitest';
import { cleanHomeIndex } from './homeData';

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
