import type { Server } from 'node:http';
import { createSqsServer } from 'local-aws-sqs';

/** local-aws-sqs in-process: the JSON protocol the SDK speaks, visibility timeouts and dead-letter redrive. */
export interface LocalSqs {
  endpoint: string;
  stop(): Promise<void>;
}

export async function startSqs(options: { port: number }): Promise<LocalSqs> {
  const server: Server = await createSqsServer({ port: options.port, hostname: '127.0.0.1' });
  return {
    endpoint: `http://127.0.0.1:${options.port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
