import { createRequire } from 'node:module';
import { mkdir } from 'node:fs/promises';
import type { EventEmitter } from 'node:events';

/**
 * s3rver in-process. It has no bucket notifications, but it emits S3-event-shaped records, which the stage
 * forwards to the queue the deployed bucket notification targets.
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

interface S3rverInstance extends EventEmitter {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}

export async function startS3(options: { port: number; dataDir: string; buckets: string[] }): Promise<LocalS3> {
  await mkdir(options.dataDir, { recursive: true });
  const S3rver = require('s3rver') as new (opts: object) => S3rverInstance;
  // s3rver only knows its own access key; the stage signs with the stage's dummy credentials.
  (require('s3rver/lib/models/account') as { DUMMY_ACCOUNT: { createKeyPair(id: string, secret: string): void } }).DUMMY_ACCOUNT.createKeyPair(
    'local',
    'local',
  );
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
