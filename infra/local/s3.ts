import { createRequire } from 'node:module';
import { mkdir } from 'node:fs/promises';
import type { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sigV4Refusal } from './s3-signature';

/**
 * s3rver in-process. It has no bucket notifications, but it emits S3-event-shaped records, which the stage
 * forwards to the queue the deployed bucket notification targets. Like S3, it answers only requests signed (AWS
 * Signature Version 4, in the header or a presigned URL) with the stage's own access key; s3rver itself would
 * answer anyone, and its published key. Buckets listed as public (the demo imagery, as Sentinel-2's open-data
 * bucket is) are readable without a signature.
 */
const require = createRequire(import.meta.url);

export interface S3EventRecord {
  eventName: string;
  s3: { bucket: { name: string }; object: { key: string; size: number; eTag: string } };
}

export interface LocalS3 {
  endpoint: string;
  onObjectCreated(listener: (record: S3EventRecord) => void): void;
  stop(): Promise<void>;
}

interface KoaContext {
  req: IncomingMessage;
  res: ServerResponse;
  respond?: boolean;
}

interface S3rverInstance extends EventEmitter {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
  /** Koa's middleware list (s3rver is a Koa app), composed when it starts listening. */
  middleware: ((ctx: KoaContext, next: () => Promise<void>) => Promise<void>)[];
}

interface S3Account {
  createKeyPair(id: string, secret: string): void;
  revokeAccessKey(id: string): void;
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

export interface LocalS3Options {
  port: number;
  dataDir: string;
  buckets: string[];
  /** The stage's access key: the only one the local S3 answers. */
  credentials: { accessKeyId: string; secretAccessKey: string };
  /** Buckets anyone may read (GET, HEAD), as a public bucket. */
  publicReadBuckets?: string[];
}

/** Why a request to the local S3 is refused, or null: unsigned (outside a public bucket), another key, a bad signature. */
function s3Refusal(req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>, options: Pick<LocalS3Options, 'credentials' | 'publicReadBuckets'>): string | null {
  const method = req.method ?? 'GET';
  // A browser's CORS preflight carries no credentials, as with S3.
  if (method === 'OPTIONS') return null;
  const bucket = decodeURIComponent((req.url ?? '/').split('?')[0]?.split('/')[1] ?? '');
  const query = (req.url ?? '').split('?')[1] ?? '';
  const unsigned = !req.headers.authorization && !/(^|&)X-Amz-Algorithm=/.test(query);
  if (unsigned && (method === 'GET' || method === 'HEAD') && bucket && options.publicReadBuckets?.includes(bucket)) return null;
  return sigV4Refusal({ method, url: req.url ?? '/', headers: req.headers }, options.credentials);
}

export async function startS3(options: LocalS3Options): Promise<LocalS3> {
  await mkdir(options.dataDir, { recursive: true });
  const S3rver = require('s3rver') as new (opts: object) => S3rverInstance;
  // s3rver knows its own published key; the stage's key replaces it.
  const account = (require('s3rver/lib/models/account') as { DUMMY_ACCOUNT: S3Account }).DUMMY_ACCOUNT;
  account.revokeAccessKey('S3RVER');
  account.createKeyPair(options.credentials.accessKeyId, options.credentials.secretAccessKey);
  const server = new S3rver({
    port: options.port,
    address: '127.0.0.1',
    directory: options.dataDir,
    silent: true,
    configureBuckets: options.buckets.map((name) => ({
      name,
      configs: [
        `<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin><AllowedMethod>PUT</AllowedMethod><AllowedMethod>GET</AllowedMethod><AllowedMethod>HEAD</AllowedMethod><AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader></CORSRule></CORSConfiguration>`,
      ],
    })),
  });
  server.middleware.unshift(async (ctx, next) => {
    const refusal = s3Refusal(ctx.req, options);
    if (!refusal) return next();
    ctx.respond = false;
    ctx.res.writeHead(403, { 'content-type': 'application/xml' });
    ctx.res.end(`<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code><Message>${escapeXml(refusal)}</Message></Error>`);
  });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    onObjectCreated(listener) {
      server.on('event', (event: { Records: S3EventRecord[] }) => {
        for (const record of event.Records) if (record.eventName.startsWith('ObjectCreated')) listener(record);
      });
    },
    stop: () => server.close(),
  };
}
