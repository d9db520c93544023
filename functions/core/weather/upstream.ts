import { WeatherUnavailable } from './errors';
import { limiterFor } from './rate-limiter';

export interface UpstreamOptions {
  /** Provider name for the logs. */
  name: string;
  timeoutMs: number;
  callsPerMinute: number;
  /** Extra tries after a 5xx or a connection failure (not after a timeout: the Lambda's time is short). */
  retries?: number;
}

const RETRY_DELAY_MS = 250;

/** The URL without secrets, for reasons and logs. */
export function redact(url: URL): string {
  const copy = new URL(url);
  if (copy.searchParams.has('apikey')) copy.searchParams.set('apikey', '***');
  return copy.toString();
}

function errorReason(body: string): string {
  try {
    const parsed = JSON.parse(body) as { reason?: unknown; message?: unknown; messages?: unknown; detail?: unknown };
    const reason = parsed.reason ?? parsed.message ?? parsed.detail ?? parsed.messages;
    if (reason !== undefined) return typeof reason === 'string' ? reason : JSON.stringify(reason);
  } catch {
    /* not JSON */
  }
  return body.slice(0, 300);
}

async function once(url: URL, options: UpstreamOptions): Promise<unknown> {
  await limiterFor(url.host, options.callsPerMinute).take();
  let response: Response;
  try {
    response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(options.timeoutMs) });
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new WeatherUnavailable('UPSTREAM_TIMEOUT', `${options.name} did not answer within ${options.timeoutMs} ms (${redact(url)})`);
    }
    throw new WeatherUnavailable('UPSTREAM_UNREACHABLE', `${options.name} unreachable: ${String(error)} (${redact(url)})`);
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    const code = name === 'TimeoutError' || name === 'AbortError' ? 'UPSTREAM_TIMEOUT' : 'UPSTREAM_UNREACHABLE';
    throw new WeatherUnavailable(code, `${options.name} body failed: ${String(error)} (${redact(url)})`);
  }
  if (response.status === 429) {
    throw new WeatherUnavailable('RATE_LIMITED', `${options.name} rate limit: ${errorReason(text)}`);
  }
  if (!response.ok) {
    throw new WeatherUnavailable('UPSTREAM_STATUS', `${options.name} answered ${response.status}: ${errorReason(text)} (${redact(url)})`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new WeatherUnavailable('UPSTREAM_INVALID', `${options.name} answered non-JSON (${redact(url)})`);
  }
}

function retryable(error: unknown): boolean {
  if (!(error instanceof WeatherUnavailable)) return false;
  return error.code === 'UPSTREAM_UNREACHABLE' || (error.code === 'UPSTREAM_STATUS' && / answered 5\d\d:/.test(error.reason));
}

/** GET a JSON document with a timeout, the host's rate limit and a retry on transient failures. */
export async function getJson(url: URL, options: UpstreamOptions): Promise<unknown> {
  const retries = options.retries ?? 1;
  for (let attempt = 0; ; attempt++) {
    try {
      return await once(url, options);
    } catch (error) {
      if (attempt >= retries || !retryable(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS * (attempt + 1)));
    }
  }
}
