// Plays a stream's sound: chunks of unsigned 8-bit mono samples at 3000 Hz (24 kbps, spec §9),
// each scheduled right after the previous one on a Web Audio context. The context can only
// start in a user's click (browsers block autoplay), which is why joining a stream needs one.
// Where there is no Web Audio (or it will not start), the chunks are still counted, not played.

type AudioContextClass = typeof AudioContext;

/** Samples (unsigned 8-bit) as floats from -1 to 1, resampled to `toRate` by linear interpolation. */
export function decodeChunk(bytes: Uint8Array, fromRate: number, toRate: number): Float32Array {
  const length = Math.max(1, Math.round((bytes.length * toRate) / fromRate));
  const out = new Float32Array(length);
  const step = fromRate / toRate;
  for (let i = 0; i < length; i++) {
    const at = i * step;
    const lo = Math.min(bytes.length - 1, Math.floor(at));
    const hi = Math.min(bytes.length - 1, lo + 1);
    const mix = at - lo;
    out[i] = ((bytes[lo]! * (1 - mix) + bytes[hi]! * mix) - 128) / 128;
  }
  return out;
}

/** A little ahead of now, so the first chunk does not start mid-sample. */
const LEAD_SECONDS = 0.15;

export class AudioPlayer {
  private context: AudioContext | null = null;
  private gain: GainNode | null = null;
  private nextStart = 0;
  muted = false;
  /** Chunks received since start. */
  received = 0;
  /** Chunks handed to the speakers. */
  played = 0;

  /** Call from the click that joins: creates and resumes the audio context. False when there is no Web Audio. */
  async start(): Promise<boolean> {
    const Context = (globalThis as { AudioContext?: AudioContextClass; webkitAudioContext?: AudioContextClass }).AudioContext ??
      (globalThis as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
    if (!Context) return false;
    try {
      this.context = new Context();
      this.gain = this.context.createGain();
      this.gain.connect(this.context.destination);
      // Resume without waiting on it forever: some engines never settle without an audio device.
      void this.context.resume().catch(() => undefined);
      return true;
    } catch {
      this.context = null;
      return false;
    }
  }

  setMuted(muted: boolean): void {
    this.muted = muted;
    if (this.gain && this.context) this.gain.gain.setValueAtTime(muted ? 0 : 1, this.context.currentTime);
  }

  /** Queues one chunk after the ones before it. */
  play(data: ArrayBuffer | Uint8Array, sampleRate: number): void {
    this.received += 1;
    const context = this.context;
    if (!context || !this.gain) return;
    try {
      const samples = decodeChunk(data instanceof Uint8Array ? data : new Uint8Array(data), sampleRate, context.sampleRate);
      const buffer = context.createBuffer(1, samples.length, context.sampleRate);
      buffer.getChannelData(0).set(samples);
      const source = context.createBufferSource();
      source.buffer = buffer;
      source.connect(this.gain);
      const start = Math.max(this.nextStart, context.currentTime + LEAD_SECONDS);
      source.start(start);
      this.nextStart = start + buffer.duration;
      this.played += 1;
    } catch {
      // A chunk that cannot be played is skipped; the next one may be.
    }
  }

  close(): void {
    void this.context?.close().catch(() => undefined);
    this.context = null;
    this.gain = null;
  }
}
