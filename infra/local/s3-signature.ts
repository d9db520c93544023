import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * AWS Signature Version 4 as S3 checks it, for the local S3: a request signed in its Authorization header or a
 * presigned URL (X-Amz-* query parameters) must name the stage's access key and carry the signature that key's
 * secret gives for the request. The payload is taken as its x-amz-content-sha256 says (S3 checks the body hash
 * separately); presigned URLs sign no payload. Answers why a request is refused, or null.
 */
export interface SignedRequest {
  method: string;
  /** The path and query as sent. */
  url: string;
  headers: Record<string, string | string[] | undefined>;
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const hmac = (key: Buffer | string, text: string) => createHmac('sha256', key).update(text, 'utf8').digest();
const strictEncode = (text: string) => encodeURIComponent(text).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
const header = (headers: SignedRequest['headers'], name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value.join(',') : value;
};

interface Parts {
  accessKeyId: string;
  scope: string;
  date: string;
  signedHeaders: string[];
  signature: string;
  payloadHash: string;
  /** The query without the signature, as [key, value] decoded. */
  query: [string, string][];
}

function decodedQuery(search: string): [string, string][] {
  return [...new URLSearchParams(search).entries()];
}

function partsOf(request: SignedRequest, url: URL): Parts | string {
  const authorization = header(request.headers, 'authorization');
  const query = decodedQuery(url.search);
  if (authorization) {
    const match = /^AWS4-HMAC-SHA256 Credential=([^/,\s]+)\/([^,\s]+), ?SignedHeaders=([^,\s]+), ?Signature=([0-9a-f]{64})$/.exec(authorization.trim());
    if (!match) return 'The request is not signed with AWS Signature Version 4.';
    const [, accessKeyId = '', scope = '', signedHeaders = '', signature = ''] = match;
    const date = header(request.headers, 'x-amz-date') ?? '';
    return { accessKeyId, scope, date, signedHeaders: signedHeaders.split(';'), signature, payloadHash: header(request.headers, 'x-amz-content-sha256') ?? sha256(''), query };
  }
  const get = (name: string) => query.find(([key]) => key === name)?.[1];
  if (get('X-Amz-Algorithm') === 'AWS4-HMAC-SHA256') {
    const [accessKeyId = '', ...scope] = (get('X-Amz-Credential') ?? '').split('/');
    const date = get('X-Amz-Date') ?? '';
    const expires = Number(get('X-Amz-Expires') ?? '0');
    const signedAt = Date.parse(date.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));
    if (!Number.isFinite(signedAt) || Date.now() > signedAt + expires * 1000) return 'The presigned URL has expired.';
    return {
      accessKeyId,
      scope: scope.join('/'),
      date,
      signedHeaders: (get('X-Amz-SignedHeaders') ?? 'host').split(';'),
      signature: get('X-Amz-Signature') ?? '',
      payloadHash: 'UNSIGNED-PAYLOAD',
      query: query.filter(([key]) => key !== 'X-Amz-Signature'),
    };
  }
  return 'Anonymous requests are not allowed: sign them with the stage credentials.';
}

export function sigV4Refusal(request: SignedRequest, credentials: { accessKeyId: string; secretAccessKey: string }): string | null {
  const url = new URL(request.url, 'http://local');
  const parts = partsOf(request, url);
  if (typeof parts === 'string') return parts;
  if (parts.accessKeyId !== credentials.accessKeyId) return 'The AWS access key Id you provided does not exist in our records.';
  const canonicalQuery = parts.query
    .map(([key, value]) => [strictEncode(key), strictEncode(value)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
  const canonicalHeaders = parts.signedHeaders.map((name) => `${name}:${(header(request.headers, name) ?? '').trim().replace(/\s+/g, ' ')}\n`).join('');
  // The path exactly as sent (S3 signs it encoded once, as the client sent it).
  const path = request.url.split('?')[0] ?? '/';
  const canonicalRequest = [request.method, path, canonicalQuery, canonicalHeaders, parts.signedHeaders.join(';'), parts.payloadHash].join('\n');
  const stringToSign = ['AWS4-HMAC-SHA256', parts.date, parts.scope, sha256(canonicalRequest)].join('\n');
  const [day = '', region = '', service = '', terminator = ''] = parts.scope.split('/');
  const key = hmac(hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), region), service), terminator);
  const expected = Buffer.from(createHmac('sha256', key).update(stringToSign, 'utf8').digest('hex'));
  const given = Buffer.from(parts.signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return 'The request signature we calculated does not match the signature you provided. Check your key and signing method.';
  }
  return null;
}
