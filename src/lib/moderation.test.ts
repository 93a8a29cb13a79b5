import { describe, expect, it } from 'vitest';
import { BAN_DURATIONS, banDurationLabel, banEndDate, confirmFeatureText } from './moderation';

describe('the ban durations', () => {
  it('are the spec’s hours: warning, 1, 3, 24, 168, 720 and permanent', () => {
    expect(BAN_DURATIONS).toEqual([0, 1, 3, 24, 168, 720, -1]);
    expect([0, 1, 3, 24, 168, 720, -1].map(banDurationLabel)).toEqual(['Warning', '1 hour', '3 hour', '1 day', '7 day', '30 day', 'Permanent ban']);
    expect(banDurationLabel(5)).toBe('5 hours');
  });

  it('end a suspension that many hours after its start; a warning and a permanent ban have no end', () => {
    const start = Date.parse('2030-05-01T10:00:00Z');
    expect(banEndDate(24, start)).toBe('2030-05-02T10:00:00.000Z');
    expect(banEndDate(0, start)).toBeNull();
    expect(banEndDate(-1, start)).toBeNull();
  });

  it('ask before the feature is changed, either way', () => {
    expect(confirmFeatureText(false)).toBe('Feature this sketch?');
    expect(confirmFeatureText(true)).toBe('Remove this sketch from the featured sketches?');
  });
});
