import { describe, expect, it } from 'vitest';
import { cardView, displayTitle, placeBadge } from './sketchCard';

describe('sketch card fields', () => {
  it("shows 'Untitled' for an empty title or the text 'null'", () => {
    expect(displayTitle('')).toBe('Untitled');
    expect(displayTitle('   ')).toBe('Untitled');
    expect(displayTitle('null')).toBe('Untitled');
    expect(displayTitle(null)).toBe('Untitled');
    expect(displayTitle(undefined)).toBe('Untitled');
    expect(displayTitle('Nullarbor')).toBe('Nullarbor');
  });
  it('badges compo places 1 to 25 only', () => {
    expect(placeBadge(1)).toBe(1);
    expect(placeBadge(25)).toBe(25);
    for (const bad of [0, -1, 26, 100, 2.5, null, undefined]) expect(placeBadge(bad as number)).toBeNull();
  });
  it('reads every alternate field name', () => {
    const a = cardView({ id: 1, imageUrl: '/img/sketch/1', title: 'A', creatorNickname: 'c', imageWidth: 10, imageHeight: 20, heartsReceived: 3, rateRules: 4, comments: 5, dateCreated: 'd1', video: 'v', unlisted: true, compoPlace: 3 });
    const b = cardView({ id: 2, image: '/img/sketch/2', title: 'B', nickname: 'n', width: 30, height: 40, hearts: 6, likes: 7, date: 'd2' });
    expect(a).toMatchObject({ image: '/img/sketch/1', nickname: 'c', width: 10, height: 20, hearts: 3, likes: 4, comments: 5, date: 'd1', video: true, unlisted: true, placeBadge: 3 });
    expect(b).toMatchObject({ image: '/img/sketch/2', nickname: 'n', width: 30, height: 40, hearts: 6, likes: 7, comments: 0, date: 'd2', video: false, unlisted: false, placeBadge: null });
    expect(cardView({ id: 3, userNickname: 'u', nickname: 'n' }).nickname).toBe('u');
  });
});
