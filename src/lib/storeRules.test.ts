import { describe, expect, it } from 'vitest';
import {
  amountText,
  FREE_HEART_TEXT,
  glopsToNextHeart,
  HEART_GLOPS,
  heartsText,
  patronStatusText,
  patronYearAfter,
  priceText,
  STORE_ITEMS,
  STORE_LOGIN_REQUIRED,
  storeDayText,
  storeItem,
} from './storeRules';

describe('store rules (spec part 2 §9)', () => {
  it('sells heart packs of 25 for $5, 50 for $10 and 100 for $15, and the patron membership at $25 a year', () => {
    expect(STORE_ITEMS.map((item) => [item.id, item.kind, item.hearts, item.dollars])).toEqual([
      ['hearts25', 'hearts', 25, 5],
      ['hearts50', 'hearts', 50, 10],
      ['hearts100', 'hearts', 100, 15],
      ['patron1y', 'patron', 0, 25],
    ]);
    expect(storeItem('hearts50')?.name).toBe('50 hearts');
    expect(storeItem('hearts1000')).toBeNull();
  });

  it("words the free heart as the spec does, with the rule's number", () => {
    expect(FREE_HEART_TEXT).toContain('a new heart every 150 glops');
    expect(FREE_HEART_TEXT).toContain(String(HEART_GLOPS));
    expect(STORE_LOGIN_REQUIRED).toBe('You must be logged in to use the store.');
  });

  it('counts the glops to the next free heart', () => {
    expect(glopsToNextHeart(0)).toBe(150);
    expect(glopsToNextHeart(149)).toBe(1);
    expect(glopsToNextHeart(150)).toBe(150);
    expect(glopsToNextHeart(1234)).toBe(150 - (1234 % 150));
  });

  it('writes prices, amounts and counts', () => {
    expect(priceText(5)).toBe('$5');
    expect(amountText(15)).toBe('15.00');
    expect(heartsText(1)).toBe('1 heart');
    expect(heartsText(25)).toBe('25 hearts');
  });

  it('says how long a patron is one', () => {
    expect(storeDayText('2027-03-05T10:00:00.000Z')).toBe('March 5, 2027');
    expect(storeDayText('nonsense')).toBe('');
    expect(patronStatusText({ patron: false, patronSince: null, patronUntil: null })).toBeNull();
    expect(patronStatusText({ patron: true, patronSince: '2024-03-01', patronUntil: '2027-03-05T10:00:00.000Z' })).toBe('You are a patron until March 5, 2027.');
    expect(patronStatusText({ patron: true, patronSince: '2024-03-01', patronUntil: null })).toBe('You are a patron since March 1, 2024.');
  });
});

describe('a patron year', () => {
  it('ends on the same date a calendar year on, across a 29 February too', () => {
    expect(patronYearAfter(Date.parse('2027-10-05T09:30:00.000Z'))).toBe('2028-10-05T09:30:00.000Z');
    expect(patronYearAfter(Date.parse('2028-01-10T00:00:00.000Z'))).toBe('2029-01-10T00:00:00.000Z');
    expect(patronYearAfter(Date.parse('2028-02-29T12:00:00.000Z'))).toBe('2029-03-01T12:00:00.000Z');
  });
});
