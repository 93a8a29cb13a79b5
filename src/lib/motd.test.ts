import { describe, expect, it } from 'vitest';
import type { HomeIndex } from '../api/schemas/home';
import { hideBlankMotd } from './motd';

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
