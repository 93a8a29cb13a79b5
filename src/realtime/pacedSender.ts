// Sends one item at a time, in order, through a connection's outbox (issue 21): when the server
// answers "too fast" (a refusal with retryMs), the same item goes again after that wait and the
// ones behind it wait too. So a burst of typed messages or of whiteboard batches drawn offline
// reaches the server at the pace it allows, in the order made, instead of a storm of retries.
import * as v from 'valibot';

/** Any namespace's "too fast" answer: a refusal that says when to try again. */
const tooFast = v.object({ ok: v.literal(false), retryMs: v.pipe(v.number(), v.minValue(0)) });

/** The wait a "too fast" answer asks for, or null for any other answer. */
export function retryMsOf(answer: unknown): number | null {
  const parsed = v.safeParse(tooFast, answer);
  return parsed.success ? parsed.output.retryMs : null;
}
export interface PacedSenderOptions<T> {
  /** Sends the item (through the outbox) and resolves with the server's answer. */
  send: (item: T) => Promise<unknown>;
  /** The wait the answer asks for, or null when the item is done with (default: retryMsOf). */
  retryAfter?: (answer: unknown) => number | null;
  /** The server answered the item for good (accepted or refused). */
  done?: (item: T, answer: unknown) => void;
  /** The server asked to wait before the item goes again. */
  slowed?: (item: T, answer: unknown) => void;
  setTimer?: (run: () => void, ms: number) => unknown;
}

export class PacedSender<T> {
  private readonly queue: T[] = [];
  private busy = false;
  private closed = false;
  private readonly setTimer: (run: () => void, ms: number) => unknown;

  constructor(private readonly options: PacedSenderOptions<T>) {
    this.setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  }

  push(item: T): void {
    this.queue.push(item);
    this.next();
  }

  /** Nothing more is sent (the client closed). */
  close(): void {
    this.closed = true;
  }

  private next(): void {
    const item = this.queue[0];
    if (this.busy || this.closed || item === undefined) return;
    this.busy = true;
    void this.options.send(item).then((answer) => {
      if (this.closed) return;
      const wait = (this.options.retryAfter ?? retryMsOf)(answer);
      if (wait !== null) {
        this.options.slowed?.(item, answer);
        this.setTimer(() => {
          this.busy = false;
          this.next();
        }, wait);
        return;
      }
      this.queue.shift();
      this.busy = false;
      this.options.done?.(item, answer);
      this.next();
    });
  }
}
