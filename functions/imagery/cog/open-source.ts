/** A byte source for an asset href: http(s) URLs by range requests, everything else as a local path. */
import { fileURLToPath } from 'node:url';
import { SourceError } from '../errors';
import type { ByteSource, ReadMeter } from './byte-source';
import { FileSource } from './file-source';
import { HttpSource, type HttpSourceOptions } from './http-source';

export function openSource(href: string, meter: ReadMeter, http: Partial<HttpSourceOptions> = {}): ByteSource {
  if (/^https?:\/\//i.test(href)) return new HttpSource(href, meter, http);
  if (href.startsWith('file://')) return new FileSource(fileURLToPath(href), meter);
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(href)) {
    throw new SourceError(`unsupported href scheme (use an http(s) URL or a local path): ${href}`, { href });
  }
  return new FileSource(href, meter);
}
