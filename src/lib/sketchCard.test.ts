import { describe, expect, it } from 'vitest';
import { cardLabel, cardView, displayTitle, placeBadge } from './sketchCard';

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

describe('what a card says to a screen reader', () => {
  it('reads as a sentence: title by artist, then the counts in words', () => {
    const card = cardView({ id: 1, title: 'Midnight Forest', userNickname: 'InkyAda', hearts: 6, likes: 6, comments: 18 });
    expect(cardLabel(card)).toBe('Midnight Forest by InkyAda, 6 hearts, 6 rules, 18 comments');
  });
  it('says one heart, one rule and one comment, and zero of each, in correct English', () => {
    expect(cardLabel(cardView({ id: 1, title: 'A', userNickname: 'B', hearts: 1, likes: 1, comments: 1 }))).toBe('A by B, 1 heart, 1 rule, 1 comment');
    expect(cardLabel(cardView({ id: 1, title: 'A', userNickname: 'B' }))).toBe('A by B, 0 hearts, 0 rules, 0 comments');
  });
  it('gives the full count, grouped as the site writes numbers, where the card shows a short one, and names the badges', () => {
    const card = cardView({ id: 1, title: '', userNickname: 'B', hearts: 12345, compoPlace: 2, featured: true, video: 'v', unlisted: true });
    expect(cardLabel(card)).toBe('Untitled by B, 12,345 hearts, 0 rules, 0 comments, place 2, featured, video, unlisted');
  });
  it('leaves out "by" when the card names no artist', () => {
    expect(cardLabel(cardView({ id: 1, title: 'Alone' }))).toBe('Alone, 0 hearts, 0 rules, 0 comments');
  });
});
