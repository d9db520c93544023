import { createHash } from 'node:crypto';
import type { HttpEvent, HttpResult } from './http';

/**
 * Conditional GETs for JSON answers, so that a returning phone on 2G downloads an unchanged answer's headers only.
 * A GET's 200 JSON answer carries a strong ETag, the hash of its body (nothing else: it says nothing about whose
 * data it is), and `Cache-Control: private, no-cache`: the browser keeps the body in its own HTTP cache, never a
 * shared one, and asks again every time (freshness is never traded away). When the request's If-None-Match names
 * the body's tag, the answer is a 304 with no body and the browser serves the body it kept.
 *
 * CloudFront turns a strong tag into a weak one (W/"...") when it compresses the answer, and the browser then sends
 * that weak tag back: If-None-Match compares weakly (RFC 9110 13.1.2), so both match.
 */
const JSON_CACHE_CONTROL = 'private, no-cache';

/** The strong tag of a body: 16 bytes of its SHA-256, quoted. */
export function entityTag(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
}

/** Whether an If-None-Match header names `tag` (weak comparison; `*` matches any current answer). */
export function matchesIfNoneMatch(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  const opaque = (value: string) => value.trim().replace(/^W\//, '');
  const wanted = opaque(tag);
  return header.split(',').some((candidate) => candidate.trim() === '*' || opaque(candidate) === wanted);
}

function header(event: HttpEvent, name: string): string | undefined {
  const headers = event.headers ?? {};
  return headers[name] ?? Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];
}

/**
 * A GET's 200 JSON result with its ETag and Cache-Control, or the 304 that replaces it when the client already
 * holds that body. Other methods, statuses, non-JSON bodies (files, images) and answers with their own
 * Cache-Control are returned as they are.
 */
export function conditionalGet(event: HttpEvent, result: HttpResult): HttpResult {
  const method = event.requestContext?.http?.method ?? 'GET';
  const type = result.headers?.['content-type'] ?? '';
  if (method !== 'GET' || result.statusCode !== 200 || result.isBase64Encoded || !type.startsWith('application/json')) return result;
  // An answer that chose its own caching (an export's one-time link: no-store) keeps it.
  if (result.headers?.['cache-control']) return result;
  const tag = entityTag(result.body);
  const headers: Record<string, string> = { ...result.headers, etag: tag, 'cache-control': JSON_CACHE_CONTROL };
  if (matchesIfNoneMatch(header(event, 'if-none-match'), tag)) {
    const { 'content-type': _type, ...kept } = headers;
    return { statusCode: 304, headers: kept, body: '' };
  }
  return { ...result, headers };
}
