// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { eventually } from '../../../test/support/waits';
import { AUDIO_CHUNK_SAMPLES } from '../../../src/lib/streamRules';
import { audioChunk } from './audio';
import { planDrawing, segmentCount } from './drawing';
import { frameSize, SimulatedStreamer } from './simulatedStreamer';
import type { StreamAudio, StreamFrame } from '../../../src/realtime/streams/schemas';

describe('the simulated drawing', () => {
  it('is the same for the same stream and round, and another for another', () => {
    expect(planDrawing(3, 0, 480, 360)).toEqual(planDrawing(3, 0, 480, 360));
    expect(planDrawing(3, 1, 480, 360)).not.toEqual(planDrawing(3, 0, 480, 360));
    const { strokes } = planDrawing(9, 0, 480, 360);
    expect(segmentCount(strokes)).toBeGreaterThan(24);
    for (const point of strokes.flatMap((stroke) => stroke.points)) {
      expect(point.x).toBeGreaterThanOrEqual(0);
      expect(point.x).toBeLessThanOrEqual(480);
      expect(point.y).toBeGreaterThanOrEqual(0);
      expect(point.y).toBeLessThanOrEqual(360);
    }
  });

  it('frames keep the canvas shape, at most 480 pixels on the long side', () => {
    expect(frameSize({ id: 1, sw: 1536, sh: 2048, orientation: 1 })).toEqual({ width: 360, height: 480 });
    expect(frameSize({ id: 1, sw: 2048, sh: 1536, orientation: 3 })).toEqual({ width: 480, height: 360 });
    expect(frameSize({ id: 1, sw: 200, sh: 100, orientation: 1 })).toEqual({ width: 200, height: 100 });
  });
});

describe('the simulated sound', () => {
  it('is two seconds of 8-bit samples at 3000 Hz (24 kbps), louder while the brush moves', () => {
    const quiet = audioChunk(4, 0, false);
    const busy = audioChunk(4, 0, true);
    expect(quiet).toHaveLength(AUDIO_CHUNK_SAMPLES);
    const spread = (chunk: Buffer) => Math.max(...chunk) - Math.min(...chunk);
    expect(spread(busy)).toBeGreaterThan(spread(quiet));
  });
});

describe('SimulatedStreamer', () => {
  it('sends a JPEG frame and a sound chunk at once, then more as the drawing grows, and stops', async () => {
    vi.useFakeTimers();
    const frames: StreamFrame[] = [];
    const audio: StreamAudio[] = [];
    const streamer = new SimulatedStreamer({ id: 5, sw: 1536, sh: 2048, orientation: 1 }, { frame: (f) => frames.push(f), audio: (a) => audio.push(a) });
    streamer.start();
    expect(audio).toHaveLength(1);
    // Encoding a frame is real work, which takes seconds on a busy machine: eventually() allows it.
    await eventually(() => expect(frames).toHaveLength(1));
    await vi.advanceTimersByTimeAsync(2000);
    await eventually(() => expect(frames.length).toBeGreaterThanOrEqual(4));
    expect(audio).toHaveLength(2);
    expect(frames.map((f) => f.seq)).toEqual(frames.map((_, i) => i));
    expect(streamer.latest).toBe(frames.at(-1));
    streamer.stop();
    const count = frames.length;
    await vi.advanceTimersByTimeAsync(3000);
    expect(frames).toHaveLength(count);
    vi.useRealTimers();
  });
});
