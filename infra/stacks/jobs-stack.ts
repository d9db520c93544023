import { CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { AppFunction, type FunctionDefaults } from '../constructs/app-function';
import type { DeadLetteredQueue } from '../constructs/dead-lettered-queue';
import { grantObjects, grantTable } from '../constructs/grants';
import { OpsAlarms } from '../constructs/ops-alarms';
import { type BucketKey, JOB_FUNCTIONS, QUEUES, type QueueDef, type QueueKey } from '../definitions';
import type { StageConfig } from '../stages';
import { functionEnvironment } from './function-environment';

export interface JobsStackProps extends StackProps {
  config: StageConfig;
  functionDefaults: FunctionDefaults;
  table: ITableV2;
  buckets: Record<BucketKey, IBucket>;
  queues: Record<QueueKey, DeadLetteredQueue>;
  userPool: IUserPool;
  webClient: IUserPoolClient;
  appUrl: string;
  /** Functions of the other stacks (API, triggers) whose errors should alarm too, by a readable name. */
  alarmedFunctions: Record<string, AppFunction>;
  httpApi: IHttpApi;
}

/**
 * Background work: the field-file parser (S3 -> SQS -> Lambda), the scheduled index planner that fans out index jobs,
 * the index worker; and the stage's alarms (every DLQ, every function's errors).
 */
export class JobsStack extends Stack {
  readonly fieldParser: AppFunction;
  readonly indexPlanner: AppFunction;
  readonly indexPlanWorker: AppFunction;
  readonly indexWorker: AppFunction;
  readonly subscriptionExpiry: AppFunction;
  readonly uploadSweeper: AppFunction;
  readonly outboxSender: AppFunction;
  readonly outboxSweeper: AppFunction;
  readonly userDeleter: AppFunction;
  readonly plannerSchedule?: Rule;
  readonly expirySchedule?: Rule;
  readonly sweeperSchedule?: Rule;
  readonly outboxSweeperSchedule?: Rule;
  readonly alarms: OpsAlarms;

  constructor(scope: Construct, id: string, props: JobsStackProps) {
    super(scope, id, props);
    const { config, functionDefaults: defaults, table, buckets, queues } = props;
    const environment = functionEnvironment(props);

    this.fieldParser = new AppFunction(this, 'FieldParser', { def: JOB_FUNCTIONS.fieldParser, defaults, environment });
    grantTable(table, this.fieldParser, 'readWrite');
    grantObjects(buckets.uploads, this.fieldParser, 'read');
    this.fieldParser.addEventSource(consumerOf(queues.fieldUploads, queueDef('fieldUploads')));

    // The schedule only lists the teams (a Query of the TEAMS index, never a Scan) and sends one message per team.
    this.indexPlanner = new AppFunction(this, 'IndexPlanner', { def: JOB_FUNCTIONS.indexPlanner, defaults, environment });
    grantTable(table, this.indexPlanner, 'read');
    queues.indexPlanning.queue.grantSendMessages(this.indexPlanner);
    const planner = config.schedules.indexPlanner;
    if (planner.enabled) {
      this.plannerSchedule = new Rule(this, 'IndexPlannerSchedule', {
        description: 'Looks for new Sentinel-2 scenes for every field',
        schedule: Schedule.cron(planner.cron),
        targets: [new LambdaFunction(this.indexPlanner, { retryAttempts: 2 })],
      });
    }

    // Plans one team per message: STAC searches per MGRS tile, index jobs out, cursors stored; a failing field is
    // sent back to its own queue alone.
    this.indexPlanWorker = new AppFunction(this, 'IndexPlanWorker', { def: JOB_FUNCTIONS.indexPlanWorker, defaults, environment });
    grantTable(table, this.indexPlanWorker, 'readWrite');
    queues.indexJobs.queue.grantSendMessages(this.indexPlanWorker);
    queues.indexPlanning.queue.grantSendMessages(this.indexPlanWorker);
    this.indexPlanWorker.addEventSource(consumerOf(queues.indexPlanning, queueDef('indexPlanning')));

    this.indexWorker = new AppFunction(this, 'IndexWorker', {
      def: JOB_FUNCTIONS.indexWorker,
      defaults,
      environment,
      // A backfill cannot take the account's concurrency from the API (where the account's quota allows reserving).
      reservedConcurrentExecutions: config.lambda.reservedConcurrency.indexWorker,
    });
    // The worker reads public Sentinel-2 COGs over HTTPS and stores statistics in the table: no bucket of ours.
    grantTable(table, this.indexWorker, 'readWrite');
    this.indexWorker.addEventSource(consumerOf(queues.indexJobs, queueDef('indexJobs')));

    // The owners' reminders go through the outbox, like every mail.
    this.subscriptionExpiry = new AppFunction(this, 'SubscriptionExpiry', { def: JOB_FUNCTIONS.subscriptionExpiry, defaults, environment });
    grantTable(table, this.subscriptionExpiry, 'readWrite');
    queues.mail.queue.grantSendMessages(this.subscriptionExpiry);

    // The outbox: the only function that talks to SES, from the stage's verified identity only. It marks each
    // message sent in the table, sets a failed message's retry delay, and moves a malformed one to the DLQ.
    this.outboxSender = new AppFunction(this, 'OutboxSender', { def: JOB_FUNCTIONS.outboxSender, defaults, environment });
    grantTable(table, this.outboxSender, 'readWrite');
    queues.mail.deadLetterQueue.grantSendMessages(this.outboxSender);
    this.outboxSender.addEventSource(consumerOf(queues.mail, queueDef('mail')));
    const email = config.auth.email;
    if (email) {
      const identity = email.sesVerifiedDomain ?? email.fromEmail;
      this.outboxSender.addToRolePolicy(
        new PolicyStatement({
          actions: ['ses:SendEmail', 'ses:SendRawEmail'],
          resources: [this.formatArn({ service: 'ses', region: email.sesRegion, resource: 'identity', resourceName: identity })],
        }),
      );
    }
    this.outboxSweeper = new AppFunction(this, 'OutboxSweeper', { def: JOB_FUNCTIONS.outboxSweeper, defaults, environment });
    grantTable(table, this.outboxSweeper, 'readWrite');
    queues.mail.queue.grantSendMessages(this.outboxSweeper);
    const outboxSweeper = config.schedules.outboxSweeper;
    if (outboxSweeper.enabled) {
      this.outboxSweeperSchedule = new Rule(this, 'OutboxSweeperSchedule', {
        description: 'Queues again the mails a request stored but could not queue',
        schedule: Schedule.cron(outboxSweeper.cron),
        targets: [new LambdaFunction(this.outboxSweeper, { retryAttempts: 2 })],
      });
    }
    const expiry = config.schedules.subscriptionExpiry;
    if (expiry.enabled) {
      this.expirySchedule = new Rule(this, 'SubscriptionExpirySchedule', {
        description: 'Ends subscriptions past their end date and mails the owners reminders',
        schedule: Schedule.cron(expiry.cron),
        targets: [new LambdaFunction(this.subscriptionExpiry, { retryAttempts: 2 })],
      });
    }

    // Runs an overdue upload again as the parser would (its file, the table) or rolls it back: the parser's grants.
    this.uploadSweeper = new AppFunction(this, 'UploadSweeper', { def: JOB_FUNCTIONS.uploadSweeper, defaults, environment });
    grantTable(table, this.uploadSweeper, 'readWrite');
    grantObjects(buckets.uploads, this.uploadSweeper, 'read');
    const sweeper = config.schedules.uploadSweeper;
    if (sweeper.enabled) {
      this.sweeperSchedule = new Rule(this, 'UploadSweeperSchedule', {
        description: 'Settles the upload jobs past their deadline: runs them again from their file or rolls them back',
        schedule: Schedule.cron(sweeper.cron),
        targets: [new LambdaFunction(this.uploadSweeper, { retryAttempts: 2 })],
      });
    }

    // Staff's user deletions: the user's sign-in, their team's items, uploaded files and cached tiles, in pages; the
    // rest of a long deletion is sent back to its own queue.
    this.userDeleter = new AppFunction(this, 'UserDeleter', { def: JOB_FUNCTIONS.userDeleter, defaults, environment });
    grantTable(table, this.userDeleter, 'readWrite');
    grantObjects(buckets.uploads, this.userDeleter, 'readWrite');
    grantObjects(buckets.imageryCache, this.userDeleter, 'readWrite');
    queues.userDeletion.queue.grantSendMessages(this.userDeleter);
    this.userDeleter.addToRolePolicy(new PolicyStatement({ actions: ['cognito-idp:AdminDeleteUser'], resources: [props.userPool.userPoolArn] }));
    this.userDeleter.addEventSource(consumerOf(queues.userDeletion, queueDef('userDeletion')));

    this.alarms = new OpsAlarms(this, 'Alarms', { email: config.alarms.email, dashboardName: `fieldwatch-${config.name}` });
    this.alarms.apiServerErrors(props.httpApi);
    for (const def of QUEUES) {
      this.alarms.deadLetters(pascal(def.key), queues[def.key].deadLetterQueue);
      this.alarms.queueAge(pascal(def.key), queues[def.key].queue, Duration.seconds(QUEUE_MAX_AGE_SECONDS[def.key]));
    }
    this.alarms.tableThrottles(table.tableName);
    const jobFunctions = {
      FieldParser: this.fieldParser,
      IndexPlanner: this.indexPlanner,
      IndexPlanWorker: this.indexPlanWorker,
      IndexWorker: this.indexWorker,
      SubscriptionExpiry: this.subscriptionExpiry,
      UploadSweeper: this.uploadSweeper,
      OutboxSender: this.outboxSender,
      OutboxSweeper: this.outboxSweeper,
      UserDeleter: this.userDeleter,
    };
    for (const [name, fn] of Object.entries({ ...jobFunctions, ...props.alarmedFunctions })) {
      this.alarms.errors(name, fn);
      this.alarms.throttles(name, fn);
      this.alarms.durationNearTimeout(name, fn, fn.def.timeoutSeconds);
    }
    this.alarms.drawDashboard();

    new CfnOutput(this, 'AlarmTopicArn', { value: this.alarms.topic.topicArn });
  }
}

/** Partial batch failures: only the failed messages of a batch come back (and reach the DLQ after the retries). */
/** How long a message may wait before someone should look: uploads are awaited by a user, index jobs are not. */
// A mail older than an hour: the mail service has been refusing it for that long (its retries back off up to 1 h).
// A user deletion sends its rest on within minutes: one waiting an hour is stuck.
const QUEUE_MAX_AGE_SECONDS: Record<QueueKey, number> = { fieldUploads: 15 * 60, indexPlanning: 3 * 3600, indexJobs: 6 * 3600, mail: 3600, userDeletion: 3600 };

function consumerOf(queue: DeadLetteredQueue, def: QueueDef): SqsEventSource {
  return new SqsEventSource(queue.queue, { batchSize: def.batchSize, reportBatchItemFailures: true, maxConcurrency: def.maxConcurrency });
}

function queueDef(key: QueueKey): QueueDef {
  const def = QUEUES.find((candidate) => candidate.key === key);
  if (!def) throw new Error(`No queue definition ${key}`);
  return def;
}

const pascal = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);
