// The sound of a simulated stream: `duration` seconds of unsigned 8-bit mono samples at 3000 Hz
// (24 kbps, spec §9): a soft hum with the scratch of a pencil while the brush moves, so a
// viewer hears that the audio is live.
import { AUDIO_CHUNK_SAMPLES, AUDIO_SAMPLE_RATE } from '../../../src/lib/streamRules';
import { random } from './drawing';

/** Audio chunk number `seq` of a stream; `drawing` says whether the brush moved meanwhile. */
export function audioChunk(streamId: number, seq: number, drawing: boolean): Buffer {
  const rnd = random(streamId * 31 + seq);
  const out = Buffer.alloc(AUDIO_CHUNK_SAMPLES);
  const hum = 110 + (streamId % 5) * 27.5;
  const start = seq * AUDIO_CHUNK_SAMPLES;
  for (let i = 0; i < AUDIO_CHUNK_SAMPLES; i++) {
    const t = (start + i) / AUDIO_SAMPLE_RATE;
    const tone = Math.sin(2 * Math.PI * hum * t) * 10 + Math.sin(2 * Math.PI * hum * 1.5 * t) * 5;
    // Pencil strokes: bursts of noise a few times a second.
    const scratch = drawing ? (rnd() - 0.5) * 40 * Math.max(0, Math.sin(2 * Math.PI * 2.3 * t)) : 0;
    out[i] = Math.round(Math.min(255, Math.max(0, 128 + tone + scratch)));
  }
  return out;
}
