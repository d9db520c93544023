import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { conditionalGet, entityTag, matchesIfNoneMatch } from '../../functions/lib/conditional-get';
import type { HttpResult } from '../../functions/lib/http';

const event = (method: string, headers: Record<string, string> = {}) =>
  ({ headers, requestContext: { http: { method } } }) as unknown as APIGatewayProxyEventV2;
const ok = (body: string, headers: Record<string, string> = {}): HttpResult => ({
  statusCode: 200,
  headers: { 'content-type': 'application/json', 'x-request-id': 'r1', ...headers },
  body,
});

describe('conditional GETs', () => {
  it('tags a body by its hash alone, the same body the same tag', () => {
    expect(entityTag('[{"id":"f1"}]')).toBe(entityTag('[{"id":"f1"}]'));
    expect(entityTag('[{"id":"f1"}]')).not.toBe(entityTag('[{"id":"f2"}]'));
    expect(entityTag('[{"id":"f1"}]')).toMatch(/^"[\w-]{22}"$/);
  });

  it('compares If-None-Match weakly, in a list, and with *', () => {
    const tag = entityTag('{}');
    expect(matchesIfNoneMatch(tag, tag)).toBe(true);
    expect(matchesIfNoneMatch(`W/${tag}`, tag)).toBe(true);
    expect(matchesIfNoneMatch(`"a", W/${tag} , "b"`, tag)).toBe(true);
    expect(matchesIfNoneMatch('*', tag)).toBe(true);
    expect(matchesIfNoneMatch('"a"', tag)).toBe(false);
    expect(matchesIfNoneMatch(undefined, tag)).toBe(false);
  });

  it("answers a GET's JSON with its tag and private no-cache, and 304 without a body when the client holds it", () => {
    const tagged = conditionalGet(event('GET'), ok('[1,2,3]'));
    expect(tagged.headers).toMatchObject({ etag: entityTag('[1,2,3]'), 'cache-control': 'private, no-cache', 'x-request-id': 'r1' });
    expect(tagged.body).toBe('[1,2,3]');
    const unchanged = conditionalGet(event('GET', { 'if-none-match': entityTag('[1,2,3]') }), ok('[1,2,3]'));
    expect(unchanged).toEqual({ statusCode: 304, headers: { etag: entityTag('[1,2,3]'), 'cache-control': 'private, no-cache', 'x-request-id': 'r1' }, body: '' });
  });

  it('leaves writes, errors, files and answers with their own caching as they are', () => {
    expect(conditionalGet(event('POST'), ok('{}')).headers?.etag).toBeUndefined();
    expect(conditionalGet(event('GET'), { ...ok('{"detail":"x"}'), statusCode: 404 }).headers?.etag).toBeUndefined();
    expect(conditionalGet(event('GET'), { statusCode: 200, headers: { 'content-type': 'text/csv' }, body: 'a,b' }).headers?.etag).toBeUndefined();
    const own = ok('{"url":"x"}', { 'cache-control': 'no-store' });
    expect(conditionalGet(event('GET', { 'if-none-match': entityTag('{"url":"x"}') }), own)).toEqual(own);
  });
});
