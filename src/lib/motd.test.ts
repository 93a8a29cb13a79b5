// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import type { HomeIndex } from '../api/schemas/home';
import { hideBlankMotd, parseSeenMotd, rememberSeenMotd, seenMotd, setRenderSeenMotd } from './motd';

const empty = (): HomeIndex => ({
  user: null, motd: null, birthdays: [], challenges: [], compos: [], featured: [], recent: [], tops: [], trending: [], following: [], streams: [], stats: null,
});

afterEach(() => {
  document.cookie = 'motd-seen=; Path=/; Max-Age=0';
  setRenderSeenMotd(null);
});

describe('hideBlankMotd', () => {
  it('hides a message of the day without text and keeps one with text', () => {
    const motd = { id: 4, text: '  ', date: '2026-01-01T00:00:00Z' };
    expect(hideBlankMotd({ ...empty(), motd }).motd).toBeNull();
    const shown = { ...empty(), motd: { ...motd, text: 'Hello' } };
    expect(hideBlankMotd(shown)).toBe(shown);
  });
});

describe('the message of the day the user dismissed', () => {
  it('is a positive whole id, or true for anything else', () => {
    expect(parseSeenMotd('3')).toBe(3);
    for (const value of [undefined, null, '', '0', '-2', '1.5', 'abc', '1e400', '9007199254740993']) expect(parseSeenMotd(value), String(value)).toBe(true);
  });

  it('is remembered in a cookie for a year, which the next requests read', () => {
    expect(seenMotd()).toBe(true);
    rememberSeenMotd(7);
    expect(document.cookie).toMatch(/(^|; )motd-seen=7(;|$)/);
    expect(seenMotd()).toBe(7);
  });

  it("is the viewer's own during the server's render, which has no document", () => {
    rememberSeenMotd(7);
    setRenderSeenMotd(true);
    expect(seenMotd()).toBe(true);
    setRenderSeenMotd(4);
    expect(seenMotd()).toBe(4);
    setRenderSeenMotd(null);
    expect(seenMotd()).toBe(7);
  });
});
