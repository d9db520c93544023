/**
 * Byte ranges over HTTP(S) `Range` requests: one GET per range, retried with exponential backoff and jitter on
 * network errors, timeouts, 429 and 5xx; 403/404/410 mean the asset is missing (no retry). Node's fetch keeps
 * connections alive per origin, so a request's many ranges share a few sockets.
 */
import { AssetMissingError, SourceError, SourceTimeoutError } from '../errors';
import type { ByteSource, ReadMeter } from './byte-source';

export interface HttpSourceOptions {
  /** Per attempt. */
  timeoutMs: number;
  /** Attempts after the first. */
  retries: number;
  /** First backoff delay; doubles per retry (plus up to 50 % jitter). */
  backoffMs: number;
  headers?: Record<string, string>;
  fetch?: typeof fetch;
}

export const DEFAULT_HTTP_OPTIONS: HttpSourceOptions = { timeoutMs: 15_000, retries: 3, backoffMs: 200 };

const MISSING = new Set([403, 404, 410]);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

class Retryable extends Error {}

interface Answer {
  bytes: Uint8Array;
  transferred: number;
}

export class HttpSource implements ByteSource {
  size: number | undefined;
  private readonly options: HttpSourceOptions;

  constructor(
    readonly url: string,
    private readonly meter: ReadMeter,
    options: Partial<HttpSourceOptions> = {},
  ) {
    this.options = { ...DEFAULT_HTTP_OPTIONS, ...options };
  }

  async read(offset: number, length: number): Promise<Uint8Array> {
    if (length <= 0) return new Uint8Array(0);
    this.meter.reserve(length);
    let received = 0;
    try {
      const { bytes, transferred } = await this.withRetries(() => this.attempt(offset, length));
      received = transferred;
      return bytes;
    } finally {
      this.meter.settle(length, received);
    }
  }

  private async withRetries(attempt: () => Promise<Answer>): Promise<Answer> {
    const { retries, backoffMs, timeoutMs } = this.options;
    for (let tried = 0; ; tried++) {
      try {
        return await attempt();
      } catch (error) {
        const timedOut = error instanceof Error && error.name === 'TimeoutError';
        const retryable = timedOut || error instanceof Retryable || error instanceof TypeError;
        if (!retryable) throw error;
        if (tried >= retries) {
          if (timedOut) throw new SourceTimeoutError(this.url, timeoutMs);
          throw new SourceError(`${this.url}: ${(error as Error).message} after ${tried + 1} attempts`, { url: this.url });
        }
        await sleep(backoffMs * 2 ** tried * (1 + Math.random() / 2));
      }
    }
  }

  private async attempt(offset: number, length: number): Promise<Answer> {
    const doFetch = this.options.fetch ?? fetch;
    const response = await doFetch(this.url, {
      headers: { ...this.options.headers, range: `bytes=${offset}-${offset + length - 1}` },
      signal: AbortSignal.timeout(this.options.timeoutMs),
    });
    const { status } = response;
    if (status === 206 || status === 200) {
      const body = new Uint8Array(await response.arrayBuffer());
      if (status === 206) {
        this.size = totalOf(response.headers.get('content-range')) ?? this.size;
        return { bytes: body, transferred: body.byteLength };
      }
      // A server that ignores Range sends the whole file: keep the part asked for, count all it sent.
      this.size = body.byteLength;
      return { bytes: body.subarray(offset, Math.min(offset + length, body.byteLength)), transferred: body.byteLength };
    }
    await response.body?.cancel();
    if (status === 416) {
      this.size = totalOf(response.headers.get('content-range')) ?? this.size;
      return { bytes: new Uint8Array(0), transferred: 0 };
    }
    if (MISSING.has(status)) throw new AssetMissingError(`${this.url} answered ${status}`, { url: this.url, status });
    if (status === 429 || status >= 500) throw new Retryable(`HTTP ${status}`);
    throw new SourceError(`${this.url} answered ${status}`, { url: this.url, status });
  }

  async close(): Promise<void> {}
}

function totalOf(contentRange: string | null): number | undefined {
  const total = contentRange?.split('/')[1];
  return total && total !== '*' ? Number(total) : undefined;
}
