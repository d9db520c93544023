import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

// On libuv's thread pool, as CloudFront compresses beside the origin: a large answer never holds the event loop.
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** CloudFront compresses from 1,000 bytes; smaller answers gain nothing. */
const MIN_BYTES = 1000;
const COMPRESSIBLE = /^(application\/(json|geo\+json|javascript|manifest\+json)|image\/svg\+xml|text\/)/i;

/** The encoding to answer with: brotli, else gzip, as the request's Accept-Encoding allows (q=0 refuses one). */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => part && !/;\s*q=0(\.0+)?$/.test(part))
      .map((part) => part.split(';')[0]?.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/** Compressed copies of the web app's files, by file, version and encoding: a file is compressed once per start. */
const compressedFiles = new Map<string, Buffer>();

/**
 * Sends an API answer or a web app file as CloudFront does for the deployed stage: JSON and text of 1,000 bytes or more compressed
 * with brotli or gzip when the client accepts it (a 1,000-field list is about 10 times smaller), `Vary:
 * Accept-Encoding` on every compressible answer; anything already encoded, or binary, as it is.
 */
export async function sendMaybeCompressed(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  headers: Record<string, string>,
  body: Buffer | undefined,
  /** For a file that does not change between requests (a built asset): its compressed copy is kept under this key. */
  cacheKey?: string,
): Promise<void> {
  const type = Object.entries(headers).find(([key]) => key.toLowerCase() === 'content-type')?.[1] ?? '';
  const encoded = Object.keys(headers).some((key) => key.toLowerCase() === 'content-encoding');
  const encoding = chooseEncoding(req.headers['accept-encoding']);
  if (!body || encoded || !COMPRESSIBLE.test(type)) {
    res.writeHead(status, headers);
    res.end(body);
    return;
  }
  const vary = { vary: 'Accept-Encoding' };
  if (!encoding || body.length < MIN_BYTES) {
    res.writeHead(status, { ...headers, ...vary });
    res.end(body);
    return;
  }
  // Brotli at quality 4: most of the gain for a small part of the time of the default 11.
  const key = cacheKey && `${cacheKey}:${encoding}`;
  const kept = key ? compressedFiles.get(key) : undefined;
  const compressed =
    kept ?? (encoding === 'br' ? await brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }) : await gzipAsync(body, { level: 6 }));
  if (key && !kept) compressedFiles.set(key, compressed);
  res.writeHead(status, { ...headers, ...vary, 'content-encoding': encoding, 'content-length': String(compressed.length) });
  res.end(compressed);
}
