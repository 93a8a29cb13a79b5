// Per-user rate limits of the realtime namespaces (issue 21 "Limits"): how many chat messages,
// joins, reports, whiteboard batches and stream frames one user may send, whatever socket or
// process they come through. Each is a token bucket kept as GCRA (one "theoretical arrival
// time" per user and action): `burst` at once, then one more every `everyMs`. With REDIS_URL the
// buckets live in Redis (one atomic script per check, on Redis's clock), so every process counts
// against the same bucket, and a bucket of the same rule in this process's memory answers first:
// what this process alone has seen is already over the limit, so a flood never reaches Redis.
// Without REDIS_URL, only the memory bucket, on the app's clock.
import type { LimitedAction } from '../../src/lib/limitTexts';

export interface RateRule {
  /** Actions allowed at once. */
  burst: number;
  /** One more allowed after this many ms. */
  everyMs: number;
}

export type RateRules = Record<LimitedAction | 'audio', RateRule>;

/** Well above what the app sends (the whiteboard 4 batches a second, streams 2 frames), far below a flood. */
export const RATE_RULES: RateRules = {
  chat: { burst: 10, everyMs: 1000 },
  join: { burst: 6, everyMs: 3000 },
  report: { burst: 3, everyMs: 60_000 },
  whiteboard: { burst: 40, everyMs: 100 },
  stream: { burst: 10, everyMs: 200 },
  audio: { burst: 4, everyMs: 1000 },
};

export interface RateLimiter {
  /** Takes one action from the user's bucket: 0 when allowed, else the ms until one would be. */
  take(action: keyof RateRules, userId: number): Promise<number>;
}

/** GCRA on `tat` (the stored time at which the bucket is full again): the wait, and the new tat when allowed. */
export function gcra(rule: RateRule, tat: number, now: number): { waitMs: number; tat: number } {
  const start = Math.max(tat, now);
  const tolerance = rule.everyMs * (rule.burst - 1);
  const waitMs = start - now - tolerance;
  return waitMs > 0 ? { waitMs: Math.ceil(waitMs), tat } : { waitMs: 0, tat: start + rule.everyMs };
}

export class MemoryRateLimiter implements RateLimiter {
  private readonly tats = new Map<string, number>();

  constructor(
    private readonly rules: RateRules,
    private readonly clock: () => number,
  ) {}

  async take(action: keyof RateRules, userId: number): Promise<number> {
    const now = this.clock();
    const key = `${action}:${userId}`;
    const { waitMs, tat } = gcra(this.rules[action], this.tats.get(key) ?? now, now);
    this.tats.set(key, tat);
    if (this.tats.size > 50_000) this.prune(now);
    return waitMs;
  }

  /** Full buckets need no entry. */
  private prune(now: number): void {
    for (const [key, tat] of this.tats) if (tat <= now) this.tats.delete(key);
  }
}

/** The part of a node-redis client the limiter uses. */
export interface RedisEval {
  eval(script: string, options: { keys: string[]; arguments: string[] }): Promise<unknown>;
}

// The same GCRA in Redis, atomic, on Redis's clock (the processes' clocks may differ).
const GCRA_SCRIPT = `
local every = tonumber(ARGV[1])
local tolerance = every * (tonumber(ARGV[2]) - 1)
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local tat = tonumber(redis.call('GET', KEYS[1]) or now)
if tat < now then tat = now end
local wait = tat - now - tolerance
if wait > 0 then return math.ceil(wait) end
redis.call('SET', KEYS[1], tat + every, 'PX', math.ceil(tat + every - now))
return 0`;

export class RedisRateLimiter implements RateLimiter {
  private readonly local: MemoryRateLimiter;

  constructor(
    private readonly redis: RedisEval,
    private readonly rules: RateRules,
    private readonly prefix = 'sketchery:rate:',
  ) {
    this.local = new MemoryRateLimiter(rules, Date.now);
  }

  async take(action: keyof RateRules, userId: number): Promise<number> {
    // This process's own count is never above the shared one: over it here is over it everywhere.
    const localWait = await this.local.take(action, userId);
    if (localWait > 0) return localWait;
    const rule = this.rules[action];
    try {
      const wait = await this.redis.eval(GCRA_SCRIPT, { keys: [`${this.prefix}${action}:${userId}`], arguments: [String(rule.everyMs), String(rule.burst)] });
      return Number(wait) || 0;
    } catch (error) {
      // Redis unreachable: the adapter is down too; let the action through rather than stop the chat.
      console.error('Rate limit check failed:', error);
      return 0;
    }
  }
}
