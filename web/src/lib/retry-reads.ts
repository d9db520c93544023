import type { BaseQueryFn, FetchArgs, FetchBaseQueryMeta } from '@reduxjs/toolkit/query/react';
import { enqueueSnackbar } from 'notistack';
import type { MessageId } from '../../../shared/i18n/english';
import type { ApiError } from './api';

/** Shown while a read is being repeated: the user knows the app is waiting, not stuck or broken. */
export const RETRYING_MESSAGE = 'app.api.retrying' satisfies MessageId;

/** Waits before each repeat: three repeats in about 7 s, well within a user's patience. */
export const READ_RETRY_DELAYS_MS = [1_000, 2_000, 4_000] as const;

/** The longest Retry-After the app honours before a repeat; a longer one is answered with the error. */
const MAX_RETRY_AFTER_MS = 10_000;

/** A dependency outage (503) or timeout (504) the server says is worth repeating (its Retry-After). */
const RETRYABLE_WITH_RETRY_AFTER = new Set([503, 504]);

/** An attempt that already made the user wait this long (the 60 s client timeout) is not repeated. */
const SLOW_ATTEMPT_MS = 10_000;

const isRead = (args: string | FetchArgs) => typeof args === 'string' || (args.method ?? 'GET').toUpperCase() === 'GET';

function retryAfterMs(response: Response | undefined): number | null {
  const value = response?.headers.get('retry-after');
  if (!value) return null;
  const seconds = Number(value);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : null;
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/**
 * What the caller of a read may say about its repeats (RTK Query's extraOptions), asked with the first attempt's
 * error once it failed: other waits, e.g. a single short repeat where an answer kept in the phone can stand in for
 * no answer (offline/read-cache.ts); undefined keeps READ_RETRY_DELAYS_MS.
 */
export interface RepeatOptions {
  repeatDelaysMs?: (error: ApiError) => Promise<readonly number[] | undefined>;
}

export type ApiBaseQuery = BaseQueryFn<string | FetchArgs, unknown, ApiError, object, FetchBaseQueryMeta>;

export interface RetryOptions {
  delaysMs?: readonly number[];
  /** Told once per repeat; by default a toast (one at a time) says the app is trying again. */
  onRetry?: (attempt: number) => void;
}

const announce = () => {
  try {
    enqueueSnackbar(RETRYING_MESSAGE, { variant: 'info', key: 'retrying-read', preventDuplicate: true });
  } catch {
    // notistack binds enqueueSnackbar when its provider mounts: before that there is nowhere to say it.
  }
};

/**
 * Reads (GET, which change nothing) repeated with backoff while the service answers 503/504 with a Retry-After
 * (a dependency outage or throttle) or nothing at all: an outage of a few seconds reads as a short wait. Writes are never repeated here: a create repeats only by the user's own
 * retry, with the same Idempotency-Key.
 */
export function retryingReads(baseQuery: ApiBaseQuery, options: RetryOptions = {}): ApiBaseQuery {
  const defaultDelays = options.delaysMs ?? READ_RETRY_DELAYS_MS;
  const onRetry = options.onRetry ?? announce;
  return async (args, api, extraOptions) => {
    const attemptOnce = async () => {
      const started = Date.now();
      const result = await baseQuery(args, api, extraOptions);
      return { result, slow: Date.now() - started > SLOW_ATTEMPT_MS };
    };
    let { result, slow } = await attemptOnce();
    let delays: readonly number[] | undefined;
    for (let attempt = 0; ; attempt += 1) {
      if (!result.error || slow || !isRead(args) || api.signal.aborted) return result;
      const asked = retryAfterMs(result.meta?.response);
      // No answer at all (status 0: a dropped connection) is repeated; a 503/504 only when the server asks for it.
      const repeatable = result.error.status === 0 || (RETRYABLE_WITH_RETRY_AFTER.has(result.error.status) && asked !== null);
      if (!repeatable || (asked !== null && asked > MAX_RETRY_AFTER_MS)) return result;
      delays ??= (await (extraOptions as RepeatOptions | undefined)?.repeatDelaysMs?.(result.error)) ?? defaultDelays;
      if (attempt >= delays.length) return result;
      onRetry(attempt + 1);
      await wait(Math.max(asked ?? 0, delays[attempt] ?? 0), api.signal);
      if (api.signal.aborted) return result;
      ({ result, slow } = await attemptOnce());
    }
  };
}
