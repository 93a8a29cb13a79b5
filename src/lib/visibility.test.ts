import { describe, expect, it } from 'vitest';
import { visibleComments, visibleSketches, visibleUsers } from './visibility';

const viewer = { id: 1, mature: false, blocks: [9], following: [2] };
const sketches = [
  { id: 10, userId: 1, mature: false },
  { id: 11, userId: 2, mature: false },
  { id: 12, userId: 3, mature: true },
  { id: 13, userId: 9, mature: false },
  { id: 14, userId: 3, mature: false },
];

describe('visibility filters', () => {
  it('hides mature sketches from users not marked mature and from visitors', () => {
    expect(visibleSketches(sketches, viewer).map((s) => s.id)).not.toContain(12);
    expect(visibleSketches(sketches, null).map((s) => s.id)).not.toContain(12);
    expect(visibleSketches(sketches, { ...viewer, mature: true }).map((s) => s.id)).toContain(12);
  });
  it("shows the viewer's own mature sketch, as the server lists it, though they are not marked mature", () => {
    expect(visibleSketches([{ id: 1, userId: 1, mature: true }], viewer)).toHaveLength(1);
  });
  it("hides blocked users' sketches, but never the viewer's own", () => {
    expect(visibleSketches(sketches, viewer).map((s) => s.id)).toEqual([10, 11, 14]);
    expect(visibleSketches([{ id: 1, userId: 1, mature: false }], { ...viewer, blocks: [1] })).toHaveLength(1);
  });
  it('can keep only followed users (and the viewer)', () => {
    expect(visibleSketches(sketches, viewer, { followedOnly: true }).map((s) => s.id)).toEqual([10, 11]);
  });
  it('hides blocked users and the viewer from user lists', () => {
    expect(visibleUsers([{ id: 1 }, { id: 2 }, { id: 9 }], viewer).map((u) => u.id)).toEqual([2]);
    expect(visibleUsers([{ id: 1 }, { id: 9 }], null).map((u) => u.id)).toEqual([1, 9]);
  });
  it('hides a blocked user’s comment unless the viewer owns the page', () => {
    const comments = [{ userId: 2 }, { userId: 9 }];
    expect(visibleComments(comments, viewer, 5)).toEqual([{ userId: 2 }]);
    expect(visibleComments(comments, viewer, 1)).toEqual(comments);
    expect(visibleComments(comments, null, 5)).toEqual(comments);
  });
});
