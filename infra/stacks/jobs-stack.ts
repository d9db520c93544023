import { CfnOutput, Duration, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { CfnSamplingRule } from 'aws-cdk-lib/aws-xray';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { alertSenderArns } from '../constructs/alert-senders';
import { warnWithoutAlertSenders } from '../constructs/alert-messages-warning';
import { AppFunction, type FunctionDefaults } from '../constructs/app-function';
import type { DeadLetteredQueue } from '../constructs/dead-lettered-queue';
import { grantObjects, grantStatsTable, grantTable } from '../constructs/grants';
import { OpsAlarms } from '../constructs/ops-alarms';
import { NAG_REASONS } from '../constructs/nag-reasons';
import { API_FUNCTIONS, type BucketKey, ENV, type FunctionDef, JOB_FUNCTIONS, QUEUE_RETENTION_DAYS, QUEUES, type QueueDef, type QueueKey, SCHEDULES } from '../definitions';
import { INDEX_PLANNER_PERIOD_HOURS, indexBacklogLimit } from '../../shared/platform';
import type { StageConfig } from '../stages';
import { functionEnvironment } from './function-environment';

export interface JobsStackProps extends StackProps {
  config: StageConfig;
  functionDefaults: FunctionDefaults;
  table: ITableV2;
  statsTable: ITableV2;
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
  readonly alertEvaluator: AppFunction;
  readonly plannerSchedule?: Rule;
  readonly alertSchedule?: Rule;
  readonly expirySchedule?: Rule;
  readonly sweeperSchedule?: Rule;
  readonly outboxSweeperSchedule?: Rule;
  /** Where a scheduled run that failed (it is not retried) or that waited past its period is kept, with an alarm. */
  readonly scheduledRunFailures: Queue;
  readonly alarms: OpsAlarms;
  private readonly config: StageConfig;

  constructor(scope: Construct, id: string, props: JobsStackProps) {
    super(scope, id, props);
    this.config = props.config;
    const { config, functionDefaults: defaults, table, buckets, queues } = props;
    const environment = functionEnvironment(props);

    this.fieldParser = new AppFunction(this, 'FieldParser', { def: JOB_FUNCTIONS.fieldParser, defaults, environment });
    grantTable(table, this.fieldParser, 'readWrite');
    grantObjects(buckets.uploads, this.fieldParser, 'read');
    consume(this.fieldParser, queues.fieldUploads, queueDef('fieldUploads'));

    // The schedule only lists the teams (a Query of the TEAMS index, never a Scan) and sends one message per team.
    this.indexPlanner = new AppFunction(this, 'IndexPlanner', { def: JOB_FUNCTIONS.indexPlanner, defaults, environment });
    grantTable(table, this.indexPlanner, 'read');
    queues.indexPlanning.queue.grantSendMessages(this.indexPlanner);
    this.scheduledRunFailures = new Queue(this, 'ScheduledRunFailures', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(QUEUE_RETENTION_DAYS),
    });
    Validations.of(this.scheduledRunFailures).acknowledge({ id: 'AwsSolutions-SQS3', reason: NAG_REASONS.failureDestination });
    this.plannerSchedule = this.scheduled('IndexPlannerSchedule', this.indexPlanner, 'indexPlanner', 'Looks for new Sentinel-2 scenes for every field');

    // Plans one team per message: STAC searches per MGRS tile, index jobs out, cursors stored; a failing field is
    // sent back to its own queue alone.
    this.indexPlanWorker = new AppFunction(this, 'IndexPlanWorker', { def: JOB_FUNCTIONS.indexPlanWorker, defaults, environment });
    grantTable(table, this.indexPlanWorker, 'readWrite');
    // Which sent days are stored yet.
    grantStatsTable(props.statsTable, this.indexPlanWorker, 'read');
    queues.indexJobs.queue.grantSendMessages(this.indexPlanWorker);
    queues.indexPlanning.queue.grantSendMessages(this.indexPlanWorker);
    consume(this.indexPlanWorker, queues.indexPlanning, queueDef('indexPlanning'));
    // Backfills wait while the index-jobs queue holds more than the workers drain in one planner period.
    const workers = config.lambda.indexWorkerConcurrency;
    queues.indexJobs.queue.grant(this.indexPlanWorker, 'sqs:GetQueueAttributes');
    this.indexPlanWorker.addEnvironment(ENV.indexBacklogLimit, String(indexBacklogLimit(workers, INDEX_PLANNER_PERIOD_HOURS * 3600)));

    this.indexWorker = new AppFunction(this, 'IndexWorker', {
      def: JOB_FUNCTIONS.indexWorker,
      defaults,
      environment,
      // A backfill cannot take the account's concurrency from the API (where the account's quota allows reserving).
      reservedConcurrentExecutions: config.lambda.reservedConcurrency.indexWorker,
    });
    // The worker reads public Sentinel-2 COGs over HTTPS and stores statistics in the table: no bucket of ours.
    grantTable(table, this.indexWorker, 'readWrite');
    const reservedWorkers = config.lambda.reservedConcurrency.indexWorker;
    if (reservedWorkers !== undefined && reservedWorkers < workers) {
      throw new Error(`Stage ${config.name}: lambda.reservedConcurrency.indexWorker (${reservedWorkers}) is below lambda.indexWorkerConcurrency (${workers}); the event source would be throttled`);
    }
    grantStatsTable(props.statsTable, this.indexWorker, 'readWrite');
    consume(this.indexWorker, queues.indexJobs, { ...queueDef('indexJobs'), maxConcurrency: workers });

    // The owners' reminders go through the outbox, like every mail.
    this.subscriptionExpiry = new AppFunction(this, 'SubscriptionExpiry', { def: JOB_FUNCTIONS.subscriptionExpiry, defaults, environment });
    grantTable(table, this.subscriptionExpiry, 'readWrite');
    queues.mail.queue.grantSendMessages(this.subscriptionExpiry);

    // The outbox: the only function that talks to SES, from the stage's verified identity only. It marks each
    // message sent in the table, sets a failed message's retry delay, and moves a malformed one to the DLQ.
    this.outboxSender = new AppFunction(this, 'OutboxSender', { def: JOB_FUNCTIONS.outboxSender, defaults, environment });
    grantTable(table, this.outboxSender, 'readWrite');
    consume(this.outboxSender, queues.mail, queueDef('mail'));
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
    // SMS and WhatsApp (alerts, phone codes) from the stage's one sender of each, and nothing else: no other function
    // may send them. Without a sender the consumer dead-letters those messages, and the synth says so.
    const senders = alertSenderArns(this, config);
    if (senders.sms) this.outboxSender.addToRolePolicy(new PolicyStatement({ actions: ['sms-voice:SendTextMessage'], resources: [senders.sms] }));
    if (senders.whatsapp) this.outboxSender.addToRolePolicy(new PolicyStatement({ actions: ['social-messaging:SendWhatsAppMessage'], resources: [senders.whatsapp] }));
    warnWithoutAlertSenders(this, config);
    this.outboxSweeper = new AppFunction(this, 'OutboxSweeper', {
      def: JOB_FUNCTIONS.outboxSweeper,
      defaults,
      environment,
      reservedConcurrentExecutions: config.lambda.reservedConcurrency.outboxSweeper,
    });
    grantTable(table, this.outboxSweeper, 'readWrite');
    queues.mail.queue.grantSendMessages(this.outboxSweeper);
    this.outboxSweeperSchedule = this.scheduled('OutboxSweeperSchedule', this.outboxSweeper, 'outboxSweeper', 'Queues again the mails a request stored but could not queue');
    this.expirySchedule = this.scheduled(
      'SubscriptionExpirySchedule',
      this.subscriptionExpiry,
      'subscriptionExpiry',
      'Ends subscriptions past their end date and mails the owners reminders',
    );

    // Runs an overdue upload again as the parser would (its file, the table) or rolls it back: the parser's grants.
    this.uploadSweeper = new AppFunction(this, 'UploadSweeper', {
      def: JOB_FUNCTIONS.uploadSweeper,
      defaults,
      environment,
      reservedConcurrentExecutions: config.lambda.reservedConcurrency.uploadSweeper,
    });
    grantTable(table, this.uploadSweeper, 'readWrite');
    grantObjects(buckets.uploads, this.uploadSweeper, 'read');
    this.sweeperSchedule = this.scheduled(
      'UploadSweeperSchedule',
      this.uploadSweeper,
      'uploadSweeper',
      'Settles the upload jobs past their deadline: runs them again from their file or rolls them back',
    );

    // Staff's user deletions: the user's sign-in, their team's items, uploaded files and cached tiles, in pages; the
    // rest of a long deletion is sent back to its own queue.
    this.userDeleter = new AppFunction(this, 'UserDeleter', { def: JOB_FUNCTIONS.userDeleter, defaults, environment });
    grantTable(table, this.userDeleter, 'readWrite');
    grantObjects(buckets.uploads, this.userDeleter, 'readWrite');
    grantObjects(buckets.imageryCache, this.userDeleter, 'readWrite');
    grantStatsTable(props.statsTable, this.userDeleter, 'readWrite');
    queues.userDeletion.queue.grantSendMessages(this.userDeleter);
    this.userDeleter.addToRolePolicy(new PolicyStatement({ actions: ['cognito-idp:AdminDeleteUser'], resources: [props.userPool.userPoolArn] }));
    consume(this.userDeleter, queues.userDeletion, queueDef('userDeletion'));

    // Every team's alerts, daily: fields and their weather (cached in the table, the source's key on a miss), index
    // statistics for the anomalies, alerts and their deliveries written, and the messages queued on the outbox.
    this.alertEvaluator = new AppFunction(this, 'AlertEvaluator', { def: JOB_FUNCTIONS.alertEvaluator, defaults, environment });
    grantTable(table, this.alertEvaluator, 'readWrite');
    grantStatsTable(props.statsTable, this.alertEvaluator, 'read');
    queues.mail.queue.grantSendMessages(this.alertEvaluator);
    if (config.weather.apiKeySecretName) {
      Secret.fromSecretNameV2(this, 'AlertEvaluatorWeatherSecret', config.weather.apiKeySecretName).grantRead(this.alertEvaluator);
    }
    this.alertSchedule = this.scheduled('AlertEvaluatorSchedule', this.alertEvaluator, 'alertEvaluator', "Evaluates every team's alerts and sends them");

    this.alarms = new OpsAlarms(this, 'Alarms', { email: config.alarms.email, dashboardName: `fieldwatch-${config.name}` });
    this.alarms.apiServerErrors(props.httpApi);
    for (const def of QUEUES) {
      this.alarms.deadLetters(pascal(def.key), queues[def.key].deadLetterQueue);
      this.alarms.queueAge(pascal(def.key), queues[def.key].queue, Duration.seconds(QUEUE_MAX_AGE_SECONDS[def.key]));
    }
    this.alarms.deadLetters('ScheduledRuns', this.scheduledRunFailures);
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
      AlertEvaluator: this.alertEvaluator,
    };
    for (const [name, fn] of Object.entries({ ...jobFunctions, ...props.alarmedFunctions })) {
      this.alarms.errors(name, fn);
      this.alarms.throttles(name, fn);
      this.alarms.durationNearTimeout(name, fn, fn.def.timeoutSeconds);
    }
    this.alarms.drawDashboard();
    this.traceSampling(Object.values(props.alarmedFunctions));

    new CfnOutput(this, 'AlarmTopicArn', { value: this.alarms.topic.topicArn });
  }

  /**
   * A scheduled function: a failed run is not retried (the next run does its work, and a retry would overlap it)
   * and, like a run still waiting for a free instance when its period is over, lands in the scheduled-run failures
   * queue, which alarms. EventBridge retries only a delivery that did not reach Lambda, into the same queue.
   */
  private scheduled(id: string, fn: AppFunction, key: ScheduleKey, description: string): Rule | undefined {
    const period = Duration.seconds(Math.min(MAX_EVENT_AGE.max, Math.max(MAX_EVENT_AGE.min, SCHEDULES[key].localIntervalSeconds)));
    fn.configureAsyncInvoke({ retryAttempts: 0, maxEventAge: period, onFailure: new SqsDestination(this.scheduledRunFailures) });
    const schedule = this.config.schedules[key];
    if (!schedule.enabled) return undefined;
    return new Rule(this, id, {
      description,
      schedule: Schedule.cron(schedule.cron),
      targets: [new LambdaFunction(fn, { retryAttempts: 2, maxEventAge: period, deadLetterQueue: this.scheduledRunFailures })],
    });
  }

  /**
   * Sampled traces (stages with tracing): X-Ray rules for the API's functions and the index worker, so a busy stage
   * records a share of its invocations rather than each one.
   */
  private traceSampling(alarmed: readonly AppFunction[]): void {
    const sampling = this.config.lambda.traceSampling;
    if (!this.config.lambda.tracing || !sampling) return;
    const rule = (id: string, ruleName: string, serviceName: string, percent: number, priority: number) =>
      new CfnSamplingRule(this, id, {
        samplingRule: {
          ruleName,
          priority,
          fixedRate: percent / 100,
          reservoirSize: 1,
          serviceName,
          serviceType: 'AWS::Lambda::Function',
          host: '*',
          httpMethod: '*',
          urlPath: '*',
          resourceArn: '*',
          version: 1,
        },
      });
    rule('IndexJobsSampling', `fw-${this.config.name}-index-jobs`, this.indexWorker.functionName, sampling.indexJobsPercent, 100);
    // The API's functions are named after their stack by CloudFormation: one rule covers them all.
    const apiDefs = new Set<FunctionDef>(Object.values(API_FUNCTIONS));
    const apiFunction = alarmed.find((fn) => apiDefs.has(fn.def));
    if (apiFunction) rule('ApiSampling', `fw-${this.config.name}-api`, `${Stack.of(apiFunction).stackName}-*`, sampling.apiPercent, 110);
  }
}

type ScheduleKey = keyof StageConfig['schedules'] & keyof typeof SCHEDULES;

/** Lambda keeps an asynchronous event at most 6 hours, and at least a minute. */
const MAX_EVENT_AGE = { min: 60, max: 6 * 3600 } as const;

/** Partial batch failures: only the failed messages of a batch come back (and reach the DLQ after the retries). */
/**
 * How long a message may wait before someone should look: uploads are awaited by a user, index jobs are not. The
 * planner lets the index-jobs backlog grow to one planner period of the workers' time (indexBacklogLimit), so a job
 * may wait that long in a busy week: the alarm is at two periods.
 */
// A mail older than an hour: the mail service has been refusing it for that long (its retries back off up to 1 h).
// A user deletion sends its rest on within minutes: one waiting an hour is stuck.
const QUEUE_MAX_AGE_SECONDS: Record<QueueKey, number> = {
  fieldUploads: 15 * 60,
  indexPlanning: 3 * 3600,
  indexJobs: 2 * INDEX_PLANNER_PERIOD_HOURS * 3600,
  mail: 3600,
  userDeletion: 3600,
};

/**
 * The queue's consumer: its messages as batches with partial failures, and the right to send to its dead-letter
 * queue, where it moves a message that does not parse by the queue's schema at once (functions/lib/queue-consumer.ts).
 */
function consume(fn: AppFunction, queue: DeadLetteredQueue, def: QueueDef): void {
  queue.deadLetterQueue.grantSendMessages(fn);
  fn.addEventSource(new SqsEventSource(queue.queue, { batchSize: def.batchSize, reportBatchItemFailures: true, maxConcurrency: def.maxConcurrency }));
}

function queueDef(key: QueueKey): QueueDef {
  const def = QUEUES.find((candidate) => candidate.key === key);
  if (!def) throw new Error(`No queue definition ${key}`);
  return def;
}

const pascal = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);
