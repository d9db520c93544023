import { WeatherUnavailable } from './errors';

/**
 * A token bucket per upstream host, in process: calls beyond the rate wait for their turn, and a call that would
 * wait longer than `maxWaitMs` fails at once instead of piling up behind the Lambda's timeout.
 */
export class RateLimiter {
  private tokens: number;
  private updatedAt: number;
  private readonly perMs: number;
  private readonly burst: number;

  constructor(
    readonly perMinute: number,
    private readonly maxWaitMs = 3_000,
    private readonly now: () => number = Date.now,
  ) {
    this.perMs = perMinute / 60_000;
    this.burst = Math.max(1, Math.min(perMinute, 10));
    this.tokens = this.burst;
    this.updatedAt = now();
  }

  /** Resolves when the caller may send; reserves its token first so waiting callers keep their order. */
  async take(): Promise<void> {
    const now = this.now();
    this.tokens = Math.min(this.burst, this.tokens + (now - this.updatedAt) * this.perMs);
    this.updatedAt = now;
    const waitMs = this.tokens >= 1 ? 0 : (1 - this.tokens) / this.perMs;
    if (waitMs > this.maxWaitMs) {
      throw new WeatherUnavailable('RATE_LIMITED', `local rate limit of ${this.perMinute}/min reached`);
    }
    this.tokens -= 1;
    if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));
  }
}

const limiters = new Map<string, RateLimiter>();

export function limiterFor(host: string, perMinute: number): RateLimiter {
  let limiter = limiters.get(host);
  if (!limiter || limiter.perMinute !== perMinute) {
    limiter = new RateLimiter(perMinute);
    limiters.set(host, limiter);
  }
  return limiter;
}
