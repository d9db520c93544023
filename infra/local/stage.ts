import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type http from 'node:http';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { GetQueueAttributesCommand, SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { BUCKETS, ENV, FIELD_UPLOAD_PREFIX, JOB_FUNCTIONS, PROVIDER_ENV, QUEUES, SCHEDULES, type QueueKey } from '../definitions';
import { DEAD_LETTER_QUEUE_ENV, placeSearchUserAgent } from '../../shared/platform';
import { ensureQueues, ensureTables, type QueueUrls } from './bootstrap';
import { REGION, USER_POOL_CLIENT_ID, USER_POOL_ID, startCognito, type LocalCognito } from './cognito';
import { startDynamo } from './dynamodb';
import { startGateway } from './gateway';
import { invoke } from './lambdas';
import { bucketName, LOCAL_SUPPORT_EMAIL, statsTableName, tableName } from './names';
import { freePort } from './ports';
import { startS3 } from './s3';
import { LOCAL_SES_REGION, startSes } from './ses';
import { LOCAL_SMS_SENDER, LOCAL_WHATSAPP_PHONE_NUMBER_ID, startMessages } from './messages';
import { startSqs } from './sqs';
import { pollQueue } from './sqs-poller';
import { DEMO_IMAGERY_BUCKET, loadDemoData, loadDemoImagery, stacStandIn, type DemoImagery } from './demo-data';
import { DEFAULT_COLLECTION } from '../../functions/imagery/stac/stac-client';
import { DEFAULT_DEMO_RADAR_OPTIONS } from '../../functions/imagery/demo/generate-demo-radar';
import { paystackStandIn } from './paystack';
import { stageCredentials } from './stage-credentials';
import { LOCAL_TILE_SIGNING_SECRET, secretsManagerStandIn, stageTileSigningKey } from './secrets-manager';
import { sweepUploads } from '../../functions/core/fields/upload-sweeper';
import { DEMO_BASEMAP_PATH, demoBasemapConfig, demoBasemapTiles } from './demo-basemap';

export interface LocalStageOptions {
  /** The gateway's port (web app, /api, /cognito); 0 picks a free one. */
  port: number;
  /** Where the emulators keep their data. */
  dataDir: string;
  webDist: string;
  /** Seconds a received queue message stays hidden; the deployed values are long for a local run or a test. */
  queueVisibilitySeconds?: number;
  /** Run the scheduled jobs on their interval. */
  schedules?: boolean;
  demoData?: boolean;
  /** Years before the current one the demo imagery may reach (default 5, the 5-year compare; a test stage fewer). */
  demoYearsBack?: number;
  /** Days back the index planner precomputes a new field (default the deployed stages' year; a test stage fewer). */
  indexBackfillDays?: number;
}

export interface LocalStage {
  url: string;
  sesEndpoint: string;
  /** The message inbox (SMS and WhatsApp stand-in): GET /store, POST /outage?mode=..., POST /opt-out?phone=... */
  messagesEndpoint: string;
  cognito: LocalCognito;
  queues: QueueUrls;
  /** Runs a scheduled job now, as its schedule would. */
  runSchedule(name: keyof typeof SCHEDULES): Promise<unknown>;
  /** The demo imagery year (with demo data): generated once per machine, copied into the local S3 once. */
  demoImagery: DemoImagery | null;
  /** DynamoDB Local's process id (fault injection pauses it to see a store that accepts and never answers). */
  dynamoPid(): number | undefined;
  stop(): Promise<void>;
}

const CONSUMERS: Record<QueueKey, (typeof JOB_FUNCTIONS)[keyof typeof JOB_FUNCTIONS]> = {
  fieldUploads: JOB_FUNCTIONS.fieldParser,
  indexPlanning: JOB_FUNCTIONS.indexPlanWorker,
  indexJobs: JOB_FUNCTIONS.indexWorker,
  mail: JOB_FUNCTIONS.outboxSender,
  userDeletion: JOB_FUNCTIONS.userDeleter,
};

const SCHEDULED = {
  indexPlanner: JOB_FUNCTIONS.indexPlanner,
  subscriptionExpiry: JOB_FUNCTIONS.subscriptionExpiry,
  uploadSweeper: JOB_FUNCTIONS.uploadSweeper,
  outboxSweeper: JOB_FUNCTIONS.outboxSweeper,
  alertEvaluator: JOB_FUNCTIONS.alertEvaluator,
} as const;

/**
 * Runs a scheduled job now, in this process, as EventBridge would: the stage's `runSchedule`, also usable from a
 * test process that shares the stage's environment (vitest workers inherit it from the global setup).
 */
export const runScheduledJob = (name: keyof typeof SCHEDULES) =>
  invoke(SCHEDULED[name], { time: new Date().toISOString(), source: 'aws.events', 'detail-type': 'Scheduled Event' });

/** The planner as the stage starts: its index-jobs queue holds nothing, so unfinished days are sent again now. */
export const replanAtStart = () =>
  invoke(SCHEDULED.indexPlanner, {
    time: new Date().toISOString(),
    source: 'fieldwatch.local',
    'detail-type': 'Local stage started',
    detail: { requeuePending: true },
  });

export async function startLocalStage(options: LocalStageOptions): Promise<LocalStage> {
  const [dynamoPort, s3Port, sqsPort, sesPort, messagesPort, gatewayPort] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
    freePort(),
    freePort(),
    options.port === 0 ? freePort() : Promise.resolve(options.port),
  ]);
  const url = `http://localhost:${gatewayPort}`;
  // The stage's own AWS access key and Paystack test key, generated once per data folder.
  const credentials = await stageCredentials(options.dataDir);
  const [dynamo, s3, sqsServer, ses, messages] = await Promise.all([
    startDynamo({ port: dynamoPort, dataDir: path.join(options.dataDir, 'dynamodb') }),
    startS3({
      port: s3Port,
      dataDir: path.join(options.dataDir, 's3'),
      buckets: [...BUCKETS.map((b) => bucketName(b.key)), ...(options.demoData ? [DEMO_IMAGERY_BUCKET] : [])],
      credentials,
      publicReadBuckets: [DEMO_IMAGERY_BUCKET],
    }),
    startSqs({ port: sqsPort }),
    startSes({ port: sesPort }),
    startMessages({ port: messagesPort }),
  ]);
  // The demo imagery (generated once per machine, copied into the local S3 once) while the rest starts.
  const demoImageryReady = options.demoData ? loadDemoImagery(s3.endpoint, credentials) : Promise.resolve(null);
  demoImageryReady.catch(() => undefined);

  // The functions read the same variables as deployed; the SDK takes each service's endpoint from its own.
  const cognitoAdminPath = `/admin-${randomBytes(24).toString('hex')}`;
  // As deployed, the API answers only requests that came through the front door (the gateway adds the header).
  const originSecret = randomBytes(24).toString('hex');
  // The stage's generated secrets (the tile links' key), read with the SDK as deployed, on a private path.
  const secretsPath = `/secretsmanager-${randomBytes(24).toString('hex')}`;
  const tileSigningKey = await stageTileSigningKey(options.dataDir);
  Object.assign(process.env, {
    AWS_REGION: REGION,
    AWS_ACCESS_KEY_ID: credentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    AWS_ENDPOINT_URL_DYNAMODB: dynamo.endpoint,
    AWS_ENDPOINT_URL_S3: s3.endpoint,
    AWS_ENDPOINT_URL_SQS: sqsServer.endpoint,
    AWS_ENDPOINT_URL_SESV2: ses.endpoint,
    // SMS (serviceId "Pinpoint SMS Voice V2") and WhatsApp ("SocialMessaging") alerts go to the message inbox.
    AWS_ENDPOINT_URL_PINPOINT_SMS_VOICE_V2: messages.endpoint,
    AWS_ENDPOINT_URL_SOCIALMESSAGING: messages.endpoint,
    AWS_ENDPOINT_URL_SECRETS_MANAGER: `${url}${secretsPath}`,
    // The functions reach the pool on a private path (admin actions); the public /cognito serves app-client actions only.
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: `${url}/cognito${cognitoAdminPath}`,
    AWS_REQUEST_CHECKSUM_CALCULATION: 'when_required',
    [ENV.table]: tableName(),
    [ENV.statsTable]: statsTableName(),
    [ENV.uploadsBucket]: bucketName('uploads'),
    [ENV.exportsBucket]: bucketName('exports'),
    [ENV.imageryCacheBucket]: bucketName('imageryCache'),
    [ENV.userPoolId]: USER_POOL_ID,
    [ENV.userPoolClientId]: USER_POOL_CLIENT_ID,
    [ENV.appUrl]: url,
    [ENV.mailFrom]: 'FieldWatch <no-reply@fieldwatch.local>',
    // Another region than the functions' (REGION), as a deployed stage may have: a client in the wrong one is refused.
    [ENV.sesRegion]: LOCAL_SES_REGION,
    [ENV.supportEmail]: LOCAL_SUPPORT_EMAIL,
    [ENV.smsOriginationIdentity]: LOCAL_SMS_SENDER,
    [ENV.whatsappPhoneNumberId]: LOCAL_WHATSAPP_PHONE_NUMBER_ID,
    // As on dev and prod: staff routes need two-step sign-in (the demo admin is enrolled, see demo-data.ts).
    [ENV.staffMfa]: 'required',
    [ENV.stage]: 'local',
    [ENV.originSecret]: originSecret,
    [ENV.tileSigningSecret]: LOCAL_TILE_SIGNING_SECRET,
    // The local stage has no network: simulated weather, clearly labelled as such in the app.
    [PROVIDER_ENV.weatherProvider]: 'demo',
    [PROVIDER_ENV.placeSearchUserAgent]: placeSearchUserAgent(url),
    // Sentinel-2 through the same STAC search and HTTP range reads as Earth Search: a STAC API stand-in on the
    // gateway over the demo imagery in the local S3.
    [PROVIDER_ENV.stacApiUrl]: `${url}/stac`,
    [PROVIDER_ENV.stacCollection]: DEFAULT_COLLECTION,
    // Sentinel-1 through the same stand-in: the demo radar in Digital Earth Africa's `s1_rtc` form.
    [PROVIDER_ENV.radarStacApiUrl]: `${url}/stac`,
    [PROVIDER_ENV.radarStacCollection]: DEFAULT_DEMO_RADAR_OPTIONS.collection,
    ...(options.indexBackfillDays ? { [PROVIDER_ENV.indexBackfillDays]: String(options.indexBackfillDays) } : {}),
    // Paystack through a stand-in on the gateway, with the stage's own test key.
    [PROVIDER_ENV.paystackBaseUrl]: `${url}/paystack`,
    [PROVIDER_ENV.paystackSecretKey]: credentials.paystackSecret,
    [PROVIDER_ENV.paystackMode]: 'test',
  });

  const dynamoClient = new DynamoDBClient({ endpoint: dynamo.endpoint, region: REGION });
  const sqs = new SQSClient({ endpoint: sqsServer.endpoint, region: REGION });
  const [queues] = await Promise.all([ensureQueues(sqs, options.queueVisibilitySeconds), ensureTables(dynamoClient)]);
  process.env[ENV.indexJobsQueueUrl] = queues.indexJobs.url;
  process.env[ENV.indexPlanningQueueUrl] = queues.indexPlanning.url;
  process.env[ENV.fieldUploadsQueueUrl] = queues.fieldUploads.url;
  process.env[ENV.mailQueueUrl] = queues.mail.url;
  for (const queue of QUEUES) process.env[DEAD_LETTER_QUEUE_ENV[queue.key]] = queues[queue.key].dlqUrl;
  process.env[ENV.userDeletionQueueUrl] = queues.userDeletion.url;
  // The outbox's retry delays follow a shortened visibility timeout (a test stage), not the deployed 30 s and up.
  if (options.queueVisibilitySeconds !== undefined) process.env[PROVIDER_ENV.mailRetryBaseSeconds] = String(options.queueVisibilitySeconds);

  const cognito = await startCognito({
    dataDir: path.join(options.dataDir, 'cognito'),
    sesEndpoint: ses.endpoint,
    sesRegion: LOCAL_SES_REGION,
    mailFrom: process.env[ENV.mailFrom] ?? '',
    callbackUrl: `${url}/`,
    adminPath: cognitoAdminPath,
  });

  // Test control (`POST /__control/lose-s3-event {key}`): the next ObjectCreated of that key is not forwarded, as
  // when S3 loses an event; what the sweeper and the upload job's poll must make up for.
  const lostEvents = new Set<string>();
  const loseS3Event: http.RequestListener = (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.headers.authorization !== `Bearer ${credentials.controlKey}`) {
        res.writeHead(401);
        res.end();
        return;
      }
      const { key } = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as { key?: unknown };
      if (req.method === 'POST' && typeof key === 'string') lostEvents.add(key);
      res.writeHead(typeof key === 'string' ? 204 : 400);
      res.end();
    });
  };

  // The deployed uploads bucket notifies the parser queue of new objects under the upload prefix.
  s3.onObjectCreated((record) => {
    if (record.s3.bucket.name !== bucketName('uploads') || !record.s3.object.key.startsWith(FIELD_UPLOAD_PREFIX)) return;
    if (lostEvents.delete(record.s3.object.key)) return;
    const notification = {
      Records: [
        {
          eventVersion: '2.1',
          eventSource: 'aws:s3',
          awsRegion: REGION,
          eventTime: new Date().toISOString(),
          eventName: record.eventName,
          s3: {
            s3SchemaVersion: '1.0',
            bucket: { name: record.s3.bucket.name, arn: `arn:aws:s3:::${record.s3.bucket.name}` },
            object: record.s3.object,
          },
        },
      ],
    };
    sqs
      .send(new SendMessageCommand({ QueueUrl: queues.fieldUploads.url, MessageBody: JSON.stringify(notification) }))
      .catch((error: unknown) => console.error('[s3] could not notify the upload queue', error));
  });

  const pollers = await Promise.all(
    QUEUES.map(async (queue) => {
      const { Attributes } = await sqs.send(
        new GetQueueAttributesCommand({ QueueUrl: queues[queue.key].url, AttributeNames: ['QueueArn'] }),
      );
      return pollQueue({
        sqs,
        queue,
        queueUrl: queues[queue.key].url,
        queueArn: Attributes?.QueueArn ?? '',
        consumer: CONSUMERS[queue.key],
      });
    }),
  );

  // Uploads a previous run left unfinished (its queues did not survive it): run again from their files, or rolled
  // back, before anyone reads them.
  const swept = await sweepUploads({ log: console, everyOpen: true });
  if (swept.overdue > 0) console.warn(`[uploads] ${swept.overdue} unfinished upload(s) of the last run: ${swept.finished} finished, ${swept.closed} rolled back`);

  const runSchedule = runScheduledJob;
  const timers = options.schedules
    ? Object.entries(SCHEDULES).map(([name, schedule]) =>
        setInterval(() => {
          runSchedule(name as keyof typeof SCHEDULES).catch((error: unknown) => console.error(`[schedule] ${name}`, error));
        }, schedule.localIntervalSeconds * 1000),
      )
    : [];

  const demoImagery = await demoImageryReady;
  if (options.demoData) await loadDemoData(cognito);

  const server: http.Server = await startGateway({
    port: gatewayPort,
    host: '127.0.0.1',
    userPoolId: USER_POOL_ID,
    clientId: USER_POOL_CLIENT_ID,
    jwks: cognito.jwks,
    webDist: options.webDist,
    cognito: cognito.handle,
    originSecret,
    mounts: {
      '/stac': stacStandIn({ rootUrl: `${url}/stac`, s3Endpoint: s3.endpoint, collection: DEFAULT_COLLECTION, radarCollection: DEFAULT_DEMO_RADAR_OPTIONS.collection, controlKey: credentials.controlKey, ...(options.demoYearsBack === undefined ? {} : { yearsBack: options.demoYearsBack }) }),
      '/__control/lose-s3-event': loseS3Event,
      '/paystack': paystackStandIn({ rootUrl: `${url}/paystack`, webhookUrl: `${url}/api/accounts/payment/webhook/`, secret: credentials.paystackSecret }),
      [secretsPath]: secretsManagerStandIn({ [LOCAL_TILE_SIGNING_SECRET]: tileSigningKey }),
      ...(demoImagery
        ? { [DEMO_BASEMAP_PATH]: demoBasemapTiles({ stacUrl: `${url}/stac`, collection: DEFAULT_COLLECTION, year: demoImagery.catalog.year }) }
        : {}),
    },
    webConfig: {
      stage: 'local',
      region: REGION,
      userPoolId: USER_POOL_ID,
      userPoolClientId: USER_POOL_CLIENT_ID,
      userPoolEndpoint: `${url}/cognito`,
      googleEnabled: false,
      paystackStandInUrl: `${url}/paystack`,
      supportEmail: LOCAL_SUPPORT_EMAIL,
      ...(demoImagery ? { demoBasemap: demoBasemapConfig(url) } : {}),
    },
  });

  // With the schedules on (npm start), plan the index jobs once now: the workers fill the demo fields' statistics
  // in the background (the monitoring routes compute any day still missing when it is asked for). The queues are
  // new (a killed stage loses what they held), so every day sent before and not stored yet is sent again.
  if (options.schedules) {
    replanAtStart().catch((error: unknown) => console.error('[schedule] indexPlanner', error));
  }

  return {
    url,
    sesEndpoint: ses.endpoint,
    messagesEndpoint: messages.endpoint,
    cognito,
    queues,
    runSchedule,
    demoImagery,
    dynamoPid: () => dynamo.pid(),
    async stop() {
      for (const timer of timers) clearInterval(timer);
      await Promise.all(pollers.map((poller) => poller.stop()));
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await Promise.all([s3.stop(), sqsServer.stop(), ses.stop(), messages.stop()]);
      await dynamo.stop();
      dynamoClient.destroy();
      sqs.destroy();
    },
  };
}

