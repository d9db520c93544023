/**
 * Byte ranges over HTTP(S) `Range` requests: one GET per range, retried with exponential backoff and jitter on
 * network errors, timeouts, 429 and 5xx; 403/404/410 mean the asset is missing (no retry).
 * node:http(s) with one keep-alive agent per protocol for the whole container, not the global fetch: a scene read
 * is dozens of small ranges, and fetch's streams, header objects and a timeout AbortSignal per request cost a
 * fifth or more of a cold series' CPU. Each attempt has one timer: a deadline for the whole answer, headers and
 * body, as the AbortSignal was.
 */
import { Agent as HttpAgent, request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { AssetMissingError, ImageryError, SourceError, SourceTimeoutError } from '../errors';
import type { ByteSink, ByteSource, ReadMeter } from './byte-source';

export interface HttpSourceOptions {
  /** Per attempt. */
  timeoutMs: number;
  /** Attempts after the first. */
  retries: number;
  /** First backoff delay; doubles per retry (plus up to 50 % jitter). */
  backoffMs: number;
  headers?: Record<string, string>;
}

export const DEFAULT_HTTP_OPTIONS: HttpSourceOptions = { timeoutMs: 15_000, retries: 3, backoffMs: 200 };

const MISSING = new Set([403, 404, 410]);
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const MAX_REDIRECTS = 20;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Most recently used socket first, so that the others go idle; an idle socket is closed after 4 s as fetch's pool
// does, so that a container thawed after a pause does not send on a connection the server has long dropped.
const POOL = { keepAlive: true, scheduling: 'lifo', timeout: 4000 } as const;
const agents = { http: new HttpAgent(POOL), https: new HttpsAgent(POOL) };

/** A status worth another attempt (429, 5xx). */
class Retryable extends Error {}
class TimedOut extends Error {}

interface Answer {
  bytes: Uint8Array;
  transferred: number;
  /** Bytes of the range that arrived (handed to the sink, when there is one). */
  delivered: number;
}

export class HttpSource implements ByteSource {
  size: number | undefined;
  private readonly options: HttpSourceOptions;
  private target: URL | undefined;

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

  async readStreaming(offset: number, length: number, open: () => ByteSink): Promise<number> {
    if (length <= 0) return 0;
    this.meter.reserve(length);
    let received = 0;
    try {
      const { delivered, transferred } = await this.withRetries(() => {
        const sink = open();
        return this.attempt(offset, length, sink).catch((error: unknown) => {
          sink.abandon();
          throw error;
        });
      });
      received = transferred;
      return delivered;
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
        const timedOut = error instanceof TimedOut;
        // Anything but a typed answer (missing, another status) is the network's: refused, reset, cut short.
        const retryable = timedOut || error instanceof Retryable || !(error instanceof ImageryError);
        if (!retryable) throw error;
        if (tried >= retries) {
          if (timedOut) throw new SourceTimeoutError(this.url, timeoutMs);
          throw new SourceError(`${this.url}: ${(error as Error).message} after ${tried + 1} attempts`, { url: this.url });
        }
        await sleep(backoffMs * 2 ** tried * (1 + Math.random() / 2));
      }
    }
  }

  private attempt(offset: number, length: number, sink?: ByteSink): Promise<Answer> {
    // Parsed on the first attempt, so that a malformed URL fails as a network error would, after the retries.
    const first = (this.target ??= new URL(this.url));
    const headers = { ...this.options.headers, range: `bytes=${offset}-${offset + length - 1}` };
    return new Promise<Answer>((resolve, reject) => {
      let settled = false;
      let current: ClientRequest | undefined;
      const finish = (error: Error | null, answer?: Answer) => {
        if (settled) return;
        settled = true;
        clearTimeout(deadline);
        if (error) reject(error);
        else resolve(answer as Answer);
      };
      const deadline = setTimeout(() => {
        finish(new TimedOut(`no answer within ${this.options.timeoutMs} ms`));
        current?.destroy();
      }, this.options.timeoutMs);
      // Redirects are followed as fetch follows them, within the same deadline.
      const get = (target: URL, hops: number) => {
        const secure = target.protocol === 'https:';
        current = (secure ? httpsRequest : httpRequest)(target, { method: 'GET', agent: secure ? agents.https : agents.http, headers }, (response) => {
          const location = response.headers.location;
          if (REDIRECTS.has(response.statusCode ?? 0) && location) {
            response.resume();
            try {
              if (hops >= MAX_REDIRECTS) throw new Error(`more than ${MAX_REDIRECTS} redirects`);
              get(new URL(location, target), hops + 1);
            } catch (error) {
              finish(error as Error);
            }
            return;
          }
          this.answer(response, offset, length, sink).then((answer) => finish(null, answer), (error: Error) => finish(error));
        });
        current.on('error', (error) => finish(error));
        current.end();
      };
      try {
        get(first, 0);
      } catch (error) {
        finish(error as Error);
      }
    });
  }

  private async answer(response: IncomingMessage, offset: number, length: number, sink?: ByteSink): Promise<Answer> {
    const status = response.statusCode ?? 0;
    if (status === 206 && sink) {
      this.size = totalOf(response.headers['content-range']) ?? this.size;
      const transferred = await streamBody(response, sink);
      return { bytes: EMPTY, transferred, delivered: transferred };
    }
    if (status === 206 || status === 200) {
      const body = await bodyOf(response);
      if (status === 206) {
        this.size = totalOf(response.headers['content-range']) ?? this.size;
        return handOver({ bytes: body, transferred: body.byteLength, delivered: body.byteLength }, sink);
      }
      // A server that ignores Range sends the whole file: keep the part asked for, count all it sent.
      this.size = body.byteLength;
      const part = body.subarray(offset, Math.min(offset + length, body.byteLength));
      return handOver({ bytes: part, transferred: body.byteLength, delivered: part.byteLength }, sink);
    }
    // Read to the end (not destroyed), so that the socket goes back to the pool.
    response.resume();
    if (status === 416) {
      this.size = totalOf(response.headers['content-range']) ?? this.size;
      return handOver({ bytes: EMPTY, transferred: 0, delivered: 0 }, sink);
    }
    if (MISSING.has(status)) throw new AssetMissingError(`${this.url} answered ${status}`, { url: this.url, status });
    if (status === 429 || status >= 500) throw new Retryable(`HTTP ${status}`);
    throw new SourceError(`${this.url} answered ${status}`, { url: this.url, status });
  }

  async close(): Promise<void> {}
}

const EMPTY = new Uint8Array(0);

/** An answer read whole, given to the sink when the caller streams. */
function handOver(answer: Answer, sink: ByteSink | undefined): Answer {
  if (sink) {
    if (answer.bytes.byteLength > 0) sink.write(answer.bytes);
    sink.end();
  }
  return answer;
}

/**
 * The body chunk by chunk into the sink, for as long as it wants them; the rest is read and dropped (not
 * destroyed), so that the socket goes back to the pool. Resolves with the bytes that arrived.
 */
function streamBody(response: IncomingMessage, sink: ByteSink): Promise<number> {
  return new Promise((resolve, reject) => {
    let received = 0;
    let wanting = true;
    response.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (wanting) wanting = sink.write(chunk);
    });
    response.on('error', reject);
    response.on('close', () => {
      if (!response.complete) reject(new Error(`the answer was cut short after ${received} bytes`));
    });
    response.on('end', () => {
      sink.end();
      resolve(received);
    });
  });
}

/** The whole body, as one array: the chunks copied once into a buffer of the announced length. */
function bodyOf(response: IncomingMessage): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    response.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      received += chunk.length;
    });
    response.on('error', reject);
    response.on('close', () => {
      if (!response.complete) reject(new Error(`the answer was cut short after ${received} bytes`));
    });
    response.on('end', () => {
      const all = chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, received);
      resolve(new Uint8Array(all.buffer, all.byteOffset, all.byteLength));
    });
  });
}

function totalOf(contentRange: string | undefined): number | undefined {
  const total = contentRange?.split('/')[1];
  return total && total !== '*' ? Number(total) : undefined;
}
