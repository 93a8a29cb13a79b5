import { describe, expect, it } from 'vitest';
import { MAX_CHANNEL_LENGTH, normalizeChannel } from './chatChannel';

describe('normalizeChannel (spec part 2 §5)', () => {
  it('lowercases, turns spaces into dashes and strips other characters', () => {
    expect(normalizeChannel('Art Talk!')).toBe('art-talk');
    expect(normalizeChannel('<b>x</b> 1')).toBe('bxb-1');
    expect(normalizeChannel('🎨🎨')).toBe('');
  });

  it('strips accented letters as the other characters, as every client of the chat does', () => {
    expect(normalizeChannel('Café Crème')).toBe('caf-crme');
    expect(normalizeChannel('Ñandú')).toBe('and');
  });

  it('is cut to the longest name a channel may have', () => {
    expect(normalizeChannel('a'.repeat(MAX_CHANNEL_LENGTH + 5))).toHaveLength(MAX_CHANNEL_LENGTH);
  });
});
