import type { Server } from 'node:http';

/** aws-ses-v2-local in-process: the SES API, an inbox page at / and the captured mails as JSON at /store. */
export interface LocalSes {
  endpoint: string;
  stop(): Promise<void>;
}

/**
 * The account GetAccount answers (the emulator reads it from AWS_SES_ACCOUNT and refuses GetAccount without it): a
 * production account with sending enabled, as a deployed stage's health check finds it.
 */
const LOCAL_SES_ACCOUNT = {
  DedicatedIpAutoWarmupEnabled: false,
  Details: {
    AdditionalContactEmailAddresses: [],
    ContactLanguage: 'EN',
    MailType: 'TRANSACTIONAL',
    ReviewDetails: { CaseId: 'local', Status: 'GRANTED' },
    UseCaseDescription: 'FieldWatch local stage',
    WebsiteURL: 'http://localhost',
  },
  EnforcementStatus: 'HEALTHY',
  ProductionAccessEnabled: true,
  SendingEnabled: true,
  SendQuota: { Max24HourSend: 50_000, MaxSendRate: 14, SentLast24Hours: 0 },
  SuppressionAttributes: { SuppressedReasons: [] },
};

export async function startSes(options: { port: number }): Promise<LocalSes> {
  process.env.AWS_SES_ACCOUNT ??= JSON.stringify(LOCAL_SES_ACCOUNT);
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
