// What every namespace of a process shares (issue 21): the rate limiter (in Redis with REDIS_URL,
// in memory otherwise) and the watch over who may act. Made once by attachRealtime; namespace
// tests make their own with realtimeServices(ctx).
import type { Socket } from 'socket.io';
import type { AppContext } from '../context';
import { AccessWatch } from './access';
import { MemoryRateLimiter, RATE_RULES, RedisRateLimiter, type RateLimiter, type RateRules, type RedisEval } from './rateLimits';

/** Refusals in a row after which a socket is dropped: it ignores the answers (a flood). */
export const DROP_AFTER_REFUSALS = 200;

export interface RealtimeServices {
  access: AccessWatch;
  /** 0 when the socket's user may do `action` now; else the ms to wait (a flooding socket is dropped). */
  take: (socket: Socket, action: keyof RateRules, userId: number) => Promise<number>;
  /** Runs `dispose` when the server closes (a namespace's timers). */
  onClose: (dispose: () => void) => void;
  close: () => void;
}

export interface ServicesOptions {
  /** The limits (tests loosen or tighten them); RATE_RULES by default. */
  rules?: Partial<RateRules>;
  /** Redis for limits shared between processes. */
  redis?: RedisEval;
  sweepMs?: number;
}

interface SocketPenalty {
  /** Until when each action is refused here without asking the limiter again (a flood costs nothing). */
  until: Map<string, number>;
  refusedInARow: number;
}

export function realtimeServices(ctx: AppContext, options: ServicesOptions = {}): RealtimeServices {
  const rules = { ...RATE_RULES, ...options.rules };
  const limiter: RateLimiter = options.redis ? new RedisRateLimiter(options.redis, rules) : new MemoryRateLimiter(rules, ctx.clock);
  const access = new AccessWatch(ctx, options.sweepMs);
  const penalties = new WeakMap<Socket, SocketPenalty>();

  const take = async (socket: Socket, action: keyof RateRules, userId: number): Promise<number> => {
    let penalty = penalties.get(socket);
    if (!penalty) penalties.set(socket, (penalty = { until: new Map(), refusedInARow: 0 }));
    const blockedUntil = penalty.until.get(action) ?? 0;
    const now = ctx.clock();
    const waitMs = blockedUntil > now ? blockedUntil - now : await limiter.take(action, userId);
    if (waitMs === 0) {
      penalty.refusedInARow = 0;
      return 0;
    }
    penalty.until.set(action, ctx.clock() + waitMs);
    penalty.refusedInARow += 1;
    if (penalty.refusedInARow > DROP_AFTER_REFUSALS) socket.disconnect();
    return waitMs;
  };

  const disposers: (() => void)[] = [() => access.stop()];
  return {
    access,
    take,
    onClose: (dispose) => void disposers.push(dispose),
    close: () => {
      for (const dispose of disposers.splice(0)) dispose();
    },
  };
}
