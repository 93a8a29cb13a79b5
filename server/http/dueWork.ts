// Work that falls due at a time rather than on a request: a compo's results once its voting
// closes, the patron flag once a paid term ends. The reference server runs no scheduler: the
// first request at or after that time does the work before it is answered, so every answer from
// then on agrees with it (a timer would leave answers in between that do not, and tests move the
// app's clock, not timers). Between due times a request pays one comparison.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import type { AppContext } from '../context';
import { nextCompoResultsDue, settleCompoResults } from '../entities/compoResults';
import { endLapsedPatrons, nextPatronTermEnd } from '../data/accounts';

export interface DueJob {
  name: string;
  /** Does whatever is due at `nowIso` (idempotent: a second run finds nothing to do). */
  run(db: Db, nowIso: string): void;
  /** When this job is next due after `nowIso`, or null when nothing is to come. */
  nextDue(db: Db, nowIso: string): string | null;
}

export const DUE_JOBS: readonly DueJob[] = [
  { name: 'compo results', run: settleCompoResults, nextDue: nextCompoResultsDue },
  { name: 'patron terms', run: endLapsedPatrons, nextDue: nextPatronTermEnd },
];

/**
 * A store another process shares (REDIS_URL) or that was changed by hand may gain an earlier due
 * time than this process knows of: it looks again at least this often.
 */
export const DUE_WORK_RECHECK_MS = 60_000;

export function registerDueWork(app: FastifyInstance, ctx: Pick<AppContext, 'db' | 'clock'>, jobs: readonly DueJob[] = DUE_JOBS): void {
  let dueAt = 0; // the first request looks
  app.addHook('onRequest', async () => {
    const now = ctx.clock();
    if (now < dueAt) return;
    const nowIso = new Date(now).toISOString();
    const next = [now + DUE_WORK_RECHECK_MS];
    for (const job of jobs) {
      // A job that fails is logged and tried again at the next look; the request is answered.
      try {
        job.run(ctx.db, nowIso);
        const due = job.nextDue(ctx.db, nowIso);
        if (due !== null) next.push(Date.parse(due));
      } catch (error) {
        console.error(`Due work (${job.name}) failed:`, error);
      }
    }
    dueAt = Math.min(...next);
  });
}
