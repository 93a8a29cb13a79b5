// What every namespace of a process shares (issue 21): the rate limiter (in Redis with REDIS_URL,
// in memory otherwise) and the watch over who may act. A sender that ignores the answers is
// dropped by the flood guard (floodGuard.ts), which counts every packet. Made once by attachRealtime; namespace
// tests make their own with realtimeServices(ctx).
import type { Socket } from 'socket.io';
import type { AppContext } from '../context';
import { AccessWatch } from './access';
import { MemoryRateLimiter, RATE_RULES, RedisRateLimiter, type RateLimiter, type RateRules, type RedisEval } from './rateLimits';

export interface RealtimeServices {
  access: AccessWatch;
  /** 0 when the socket's user may do `action` now; else the ms to wait. */
  take: (socket: Socket, action: keyof RateRules, userId: number) => Promise<number>;
  /** This process among those sharing the data (AttachOptions.processName). */
  processName: string;
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
  /** This process among those sharing the data; default one of its own (its pid). */
  processName?: string;
}

/** Until when each action is refused on a socket without asking the limiter again (a flood costs little). */
type SocketPenalty = Map<string, number>;

export function realtimeServices(ctx: AppContext, options: ServicesOptions = {}): RealtimeServices {
  const rules = { ...RATE_RULES, ...options.rules };
  const limiter: RateLimiter = options.redis ? new RedisRateLimiter(options.redis, rules) : new MemoryRateLimiter(rules, ctx.clock);
  const access = new AccessWatch(ctx, options.sweepMs);
  const penalties = new WeakMap<Socket, SocketPenalty>();

  const take = async (socket: Socket, action: keyof RateRules, userId: number): Promise<number> => {
    let penalty = penalties.get(socket);
    if (!penalty) penalties.set(socket, (penalty = new Map()));
    const blockedUntil = penalty.get(action) ?? 0;
    const now = ctx.clock();
    const waitMs = blockedUntil > now ? blockedUntil - now : await limiter.take(action, userId);
    if (waitMs > 0) penalty.set(action, ctx.clock() + waitMs);
    return waitMs;
  };

  const disposers: (() => void)[] = [() => access.stop()];
  return {
    access,
    take,
    processName: options.processName ?? `pid-${process.pid}`,
    onClose: (dispose) => void disposers.push(dispose),
    close: () => {
      for (const dispose of disposers.splice(0)) dispose();
    },
  };
}
