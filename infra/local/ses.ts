import type { Server } from 'node:http';

/** aws-ses-v2-local in-process: the SES API, an inbox page at / and the captured mails as JSON at /store. */
export interface LocalSes {
  endpoint: string;
  stop(): Promise<void>;
}

export async function startSes(options: { port: number }): Promise<LocalSes> {
  const mod = (await import('aws-ses-v2-local')) as unknown as {
    default: ((config: { port: number; host: string }) => Promise<Server>) | { default: (config: object) => Promise<Server> };
  };
  const start = typeof mod.default === 'function' ? mod.default : mod.default.default;
  const server = await start({ port: options.port, host: '127.0.0.1' });
  return {
    endpoint: `http://127.0.0.1:${options.port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
