// Requests a client sends with a key (src/api/sendOnce.ts): a comment, a message, a rating, an
// upload. A retry of one (the browser sending a POST again after its connection dropped before
// the answer came) gets the first one's answer instead of a second write. The answer is kept in
// the database in the same transaction as the write, so this holds after a restart or a crash
// at any moment, and whichever process a retry reaches (data/requestAnswers.ts).
import * as v from 'valibot';
import type { AppContext } from '../context';
import { writeTransaction } from '../db/database';
import { forgetRequestAnswers, keepRequestAnswer, keptRequestAnswer } from '../data/requestAnswers';

/** How long an answer is kept: far longer than any client retries a request. */
export const REQUEST_ANSWER_KEPT_MS = 24 * 60 * 60 * 1000;

/** What a write whose last step is its own transaction (an upload) calls inside that transaction. */
export interface KeptAnswer<T> {
  /** The answer of a request with this key that finished meanwhile (on another process): return it and write nothing. */
  earlier: () => T | undefined;
  /** Keeps this request's answer. */
  keep: (answer: T) => void;
}

export class RequestKeys<S extends v.GenericSchema> {
  /** Writes still running in this process, by key: a retry that comes meanwhile waits for the same answer. */
  private readonly running = new Map<string, Promise<v.InferOutput<S>>>();

  /** `scope` names the kind of request (the same key may name a comment and a message); `schema` reads a kept answer back. */
  constructor(
    private readonly ctx: AppContext,
    private readonly scope: string,
    private readonly schema: S,
  ) {}

  private kept(userId: number, key: string): v.InferOutput<S> | undefined {
    const json = keptRequestAnswer(this.ctx.db, userId, this.scope, key);
    return json === undefined ? undefined : v.parse(this.schema, JSON.parse(json));
  }

  private keep(userId: number, key: string, answer: v.InferOutput<S>): void {
    const now = this.ctx.clock();
    forgetRequestAnswers(this.ctx.db, now - REQUEST_ANSWER_KEPT_MS);
    keepRequestAnswer(this.ctx.db, userId, this.scope, key, JSON.stringify(answer), now);
  }

  /**
   * `write`'s answer, done once per key: the write and the keeping of its answer are one
   * transaction. A write that fails keeps nothing, so it may be tried again. Without a key, every
   * request writes.
   */
  once(userId: number, key: string | undefined, write: () => v.InferOutput<S>): v.InferOutput<S> {
    if (key === undefined) return write();
    return writeTransaction(this.ctx.db, () => {
      const earlier = this.kept(userId, key);
      if (earlier !== undefined) return earlier;
      const answer = write();
      this.keep(userId, key, answer);
      return answer;
    });
  }

  /**
   * As `once`, for a write that waits for something (a file) before its last step, which is a
   * transaction of its own: it calls `kept.earlier()` and `kept.keep(answer)` in that transaction.
   * A retry that comes while it runs in this process waits for its answer.
   */
  async onceAfter(userId: number, key: string | undefined, write: (kept: KeptAnswer<v.InferOutput<S>>) => Promise<v.InferOutput<S>>): Promise<v.InferOutput<S>> {
    const kept: KeptAnswer<v.InferOutput<S>> = key === undefined ? { earlier: () => undefined, keep: () => {} } : { earlier: () => this.kept(userId, key), keep: (answer) => this.keep(userId, key, answer) };
    if (key === undefined) return write(kept);
    const id = `${userId}:${key}`;
    const done = kept.earlier() ?? this.running.get(id);
    if (done !== undefined) return done;
    const answer = write(kept);
    this.running.set(id, answer);
    try {
      return await answer;
    } finally {
      this.running.delete(id);
    }
  }
}
