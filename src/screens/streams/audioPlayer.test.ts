import { describe, expect, it } from 'vitest';
import { AudioPlayer, decodeChunk } from './audioPlayer';

describe('decodeChunk', () => {
  it('maps unsigned 8-bit samples to -1..1', () => {
    expect([...decodeChunk(new Uint8Array([0, 128, 255]), 3000, 3000)]).toEqual([-1, 0, 127 / 128]);
  });

  it('resamples 3000 Hz to the context rate by linear interpolation', () => {
    const out = decodeChunk(new Uint8Array([128, 192]), 3000, 6000);
    expect(out).toHaveLength(4);
    expect([...out]).toEqual([0, 0.25, 0.5, 0.5]);
    expect(decodeChunk(new Uint8Array(6000), 3000, 48000)).toHaveLength(96000);
  });
});

describe('AudioPlayer without Web Audio', () => {
  it('says it cannot play and still counts what arrives', async () => {
    const player = new AudioPlayer();
    expect(await player.start()).toBe(false);
    player.play(new Uint8Array(10), 3000);
    expect(player.received).toBe(1);
    expect(player.played).toBe(0);
  });
});
