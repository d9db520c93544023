import http, { type Server } from 'node:http';
import type { Socket } from 'node:net';

/** What the local mail service does with a request: answer (up), refuse the connection (down), or never answer (hang). */
export const SES_MODES = ['up', 'down', 'hang'] as const;
export type SesMode = (typeof SES_MODES)[number];

/** The path on the SES endpoint that switches the mode (POST ?mode=down), so a test or a developer can rehearse an outage. */
export const SES_OUTAGE_PATH = '/outage';

/**
 * The local stage's SES region, unlike its other services' (us-east-1): as deployed, where the stage's identity is
 * verified (`auth.email.sesRegion`) need not be where the functions run, and a client built in the wrong region is
 * refused here as AWS refuses it there.
 */
export const LOCAL_SES_REGION = 'eu-west-1';

/** The region a SigV4-signed request was signed for (the credential scope's third part); undefined when unsigned. */
export function signingRegion(authorization: string | undefined): string | undefined {
  return /Credential=[^/,\s]+\/\d{8}\/([^/,\s]+)\//.exec(authorization ?? '')?.[1];
}

/**
 * aws-ses-v2-local in-process: the SES API, an inbox page at / and the captured mails as JSON at /store, behind a
 * loopback front that can play an outage (SES_OUTAGE_PATH): the mail service refusing or hanging, the inbox still
 * readable.
 */
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

export async function startSes(options: { port: number; region?: string }): Promise<LocalSes> {
  const region = options.region ?? LOCAL_SES_REGION;
  process.env.AWS_SES_ACCOUNT ??= JSON.stringify(LOCAL_SES_ACCOUNT);
  const mod = (await import('aws-ses-v2-local')) as unknown as {
    default: ((config: { port: number; host: string }) => Promise<Server>) | { default: (config: object) => Promise<Server> };
  };
  const start = typeof mod.default === 'function' ? mod.default : mod.default.default;
  const inner = await start({ port: 0, host: '127.0.0.1' });
  const address = inner.address();
  const innerPort = typeof address === 'object' && address ? address.port : 0;
  let mode: SesMode = 'up';
  const held = new Set<Socket>();
  const front = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === SES_OUTAGE_PATH) {
      const wanted = url.searchParams.get('mode') as SesMode | null;
      if (request.method === 'POST' && wanted && SES_MODES.includes(wanted)) mode = wanted;
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ mode }));
      return;
    }
    // The SES API answers only clients signing for the identity's region (the inbox pages are not signed).
    const signedFor = signingRegion(request.headers.authorization);
    if (signedFor !== undefined && signedFor !== region) {
      const message = `Email address is not verified in ${signedFor}: the identity is verified in ${region} only.`;
      response.writeHead(403, { 'content-type': 'application/json', 'x-amzn-errortype': 'AccessDeniedException' }).end(JSON.stringify({ message }));
      request.resume();
      return;
    }
    // The inbox stays readable during an outage; only the sending API (v1 at POST /, v2 under /v2) fails.
    const sending = request.method === 'POST' && url.pathname !== '/clear-store';
    if (sending && mode === 'down') {
      request.socket.destroy();
      return;
    }
    if (sending && mode === 'hang') {
      held.add(request.socket);
      request.socket.once('close', () => held.delete(request.socket));
      return;
    }
    const upstream = http.request(
      { host: '127.0.0.1', port: innerPort, method: request.method, path: request.url, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => front.listen(options.port, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${options.port}`,
    stop: async () => {
      for (const socket of held) socket.destroy();
      front.closeAllConnections();
      await Promise.all([
        new Promise<void>((resolve) => front.close(() => resolve())),
        new Promise<void>((resolve) => inner.close(() => resolve())),
      ]);
    },
  };
}
