// What the schemas accept and refuse: the rules the hand-written checks of the screens held
// before (a card needs a numeric id, a sketch its creator and image, lists must be lists).
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ContentCategoriesResponseSchema } from './content';
import { HomeIndexSchema } from './home';
import { SketchSchema } from './sketches';
import { SketchPageSchema } from './sketchCards';
import { SketchStatsSchema } from './stats';

const fits = (schema: v.GenericSchema, value: unknown) => v.safeParse(schema, value).success;

describe('entity schemas', () => {
  it('take a sketch card with any of its alternate field names and drop unknown fields', () => {
    const page = v.parse(SketchPageSchema, {
      sketches: [
        { id: 1, image: '/a', heartsReceived: 2, video: false, extra: 'x' },
        { id: 2, imageUrl: '/b', hearts: 3, video: 'https://v', nickname: 'Ada' },
      ],
      next: 2,
    });
    expect(page.sketches[0]).toEqual({ id: 1, image: '/a', heartsReceived: 2, video: false });
    expect(page.sketches[1]).toMatchObject({ imageUrl: '/b', hearts: 3, video: 'https://v' });
  });

  it('refuse a page with a card without a numeric id, or without its list', () => {
    expect(fits(SketchPageSchema, { sketches: [{ id: '4' }], next: null })).toBe(false);
    expect(fits(SketchPageSchema, { sketches: [{ id: 1.5 }], next: null })).toBe(false);
    expect(fits(SketchPageSchema, { next: null })).toBe(false);
    expect(fits(SketchPageSchema, { sketches: [], next: null })).toBe(true);
  });

  it('refuse a sketch without creator or image, and an index whose lists are not lists', () => {
    expect(fits(SketchSchema, { id: 1, creator: 2 })).toBe(false);
    expect(fits(HomeIndexSchema, '<html>')).toBe(false);
    expect(fits(ContentCategoriesResponseSchema, { categories: [{ id: 1, path: 'Inks' }] })).toBe(false);
  });

  it('refuse statistics pairs that are not {token, value}', () => {
    const stats = { appVersion: '6', snapshots: 1, brushes: [], images: 0, uuids: [], template: null, userIds: [], stats: [{ token: 'time', value: 5 }] };
    expect(fits(SketchStatsSchema, stats)).toBe(true);
    expect(fits(SketchStatsSchema, { ...stats, stats: [{ token: 7, value: 1 }] })).toBe(false);
  });
});
