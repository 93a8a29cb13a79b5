// A simulated streamer: what the drawing app would send while an artist streams, made up on the
// server so a stream of the demo data can really be watched. It replays a drawing (drawing.ts)
// as JPEG frames and sends the sound (audio.ts) in chunks of `duration` seconds. The app
// captures a frame every `rate` (0.1) seconds; the simulation sends one every 500 ms, which is
// enough to watch a drawing grow and keeps a 2-core server idle.
import type { StreamAudio, StreamFrame } from '../../../src/realtime/streams/schemas';
import { AUDIO_SAMPLE_RATE, displaySize, STREAM_SETTINGS } from '../../../src/lib/streamRules';
import { audioChunk } from './audio';
import { DrawingReplay } from './drawing';

export const FRAME_INTERVAL_MS = 500;
const AUDIO_INTERVAL_MS = STREAM_SETTINGS.duration * 1000;
/** Longest side of a simulated frame, in pixels. */
export const FRAME_MAX_SIDE = 480;
/** Curves drawn between two frames. */
const SEGMENTS_PER_FRAME = 2;

export interface StreamerSink {
  frame(frame: StreamFrame): void;
  audio(audio: StreamAudio): void;
}

export interface StreamShape {
  id: number;
  sw: number;
  sh: number;
  orientation: number;
}

/** The frame size of a stream: its upright picture scaled to at most FRAME_MAX_SIDE. */
export function frameSize(stream: StreamShape): { width: number; height: number } {
  const { width, height } = displaySize(stream);
  const scale = Math.min(1, FRAME_MAX_SIDE / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export class SimulatedStreamer {
  private readonly replay: DrawingReplay;
  private frameSeq = 0;
  private audioSeq = 0;
  private timers: ReturnType<typeof setInterval>[] = [];
  private drewSinceAudio = true;
  private encoding = false;
  /** The latest frame, for a viewer who joins between two frames. */
  latest: StreamFrame | null = null;

  constructor(
    private readonly stream: StreamShape,
    private readonly sink: StreamerSink,
  ) {
    const { width, height } = frameSize(stream);
    this.replay = new DrawingReplay(stream.id, width, height);
  }

  get running(): boolean {
    return this.timers.length > 0;
  }

  start(): void {
    if (this.running) return;
    this.timers = [setInterval(() => void this.nextFrame(), FRAME_INTERVAL_MS), setInterval(() => this.nextAudio(), AUDIO_INTERVAL_MS)];
    for (const timer of this.timers) timer.unref?.();
    void this.nextFrame();
    this.nextAudio();
  }

  stop(): void {
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
  }

  /** Draws a little more and sends the picture (skipped while the previous one is still encoding). */
  async nextFrame(): Promise<void> {
    if (this.encoding) return;
    this.encoding = true;
    try {
      if (this.replay.advance(SEGMENTS_PER_FRAME)) this.drewSinceAudio = true;
      const data = await this.replay.frame();
      const frame: StreamFrame = { stream: this.stream.id, seq: this.frameSeq++, width: this.replay.width, height: this.replay.height, mime: 'image/jpeg', data };
      this.latest = frame;
      this.sink.frame(frame);
    } catch (error) {
      // The server is closing (its database is gone) or the frame could not be made: this
      // streamer stops instead of failing every interval, and the stream simply ends.
      this.stop();
      console.warn(`[streams] the simulated stream ${this.stream.id} stopped:`, error instanceof Error ? error.message : error);
    } finally {
      this.encoding = false;
    }
  }

  nextAudio(): void {
    const data = audioChunk(this.stream.id, this.audioSeq, this.drewSinceAudio);
    this.drewSinceAudio = false;
    this.sink.audio({ stream: this.stream.id, seq: this.audioSeq++, sampleRate: AUDIO_SAMPLE_RATE, data });
  }
}
