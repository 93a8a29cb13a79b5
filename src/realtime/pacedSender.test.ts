import { describe, expect, it } from 'vitest';
import { PacedSender } from './pacedSender';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('PacedSender', () => {
  it('sends one at a time in order; one answered "too fast" goes again after the wait, and the rest wait behind it', async () => {
    const sent: string[] = [];
    const answers = new Map<string, ((answer: unknown) => void)[]>();
    const timers: { run: () => void; ms: number }[] = [];
    const done: string[] = [];
    const slowed: string[] = [];
    const sender = new PacedSender<string>({
      send: (item) => {
        sent.push(item);
        return new Promise((resolve) => answers.set(item, [...(answers.get(item) ?? []), resolve]));
      },
      retryAfter: (answer) => (answer === 'slow down' ? 500 : null),
      done: (item) => done.push(item),
      slowed: (item) => slowed.push(item),
      setTimer: (run, ms) => timers.push({ run, ms }),
    });
    sender.push('a');
    sender.push('b');
    sender.push('c');
    expect(sent).toEqual(['a']);
    answers.get('a')?.[0]?.('ok');
    await flush();
    expect(sent).toEqual(['a', 'b']);
    answers.get('b')?.[0]?.('slow down');
    await flush();
    expect(slowed).toEqual(['b']);
    expect(sent).toEqual(['a', 'b']);
    expect(timers.map((timer) => timer.ms)).toEqual([500]);
    timers[0]?.run();
    expect(sent).toEqual(['a', 'b', 'b']);
    answers.get('b')?.[1]?.('ok');
    await flush();
    answers.get('c')?.[0]?.('ok');
    await flush();
    expect(done).toEqual(['a', 'b', 'c']);
    sender.close();
    sender.push('d');
    expect(sent).toEqual(['a', 'b', 'b', 'c']);
  });
});
