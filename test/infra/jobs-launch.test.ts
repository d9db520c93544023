import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuildAppOptions, type FieldwatchApp } from '../../infra/app-builder';
import { PROD_DEPLOYER_CONTEXT } from './deployer-context';
import { logicalId } from './template-support';
import { ENV, QUEUE_RETENTION_DAYS, SCHEDULES } from '../../infra/definitions';
import type { AppFunction } from '../../infra/constructs/app-function';
import { INDEX_PLANNER_PERIOD_HOURS, indexBacklogLimit } from '../../shared/platform';

/**
 * The jobs stack as a production launch needs it: work queues that outlast an outage, index workers sized by the
 * stage, every queue's visibility at least 6x its consumer's timeout, scheduled runs that are not retried into the
 * next one, and sampled traces. Properties of the synthesized templates, not snapshots.
 */
type Resource = { Type: string; Properties: Record<string, unknown>; DependsOn?: unknown };

function build(stage: string, options: BuildAppOptions = {}): FieldwatchApp {
  const built = buildApp(stage, { ...options, context: { 'aws:cdk:bundling-stacks': [], ...options.context } });
  built.app.synth();
  return built;
}

const resourcesOf = (stack: Stack) => Template.fromStack(stack).toJSON().Resources as Record<string, Resource>;

let webDistDir: string;
let dev: FieldwatchApp;
let prod: FieldwatchApp;

beforeAll(() => {
  webDistDir = mkdtempSync(join(tmpdir(), 'fieldwatch-web-'));
  mkdirSync(join(webDistDir, 'assets'));
  writeFileSync(join(webDistDir, 'index.html'), '<!doctype html><div id="root"></div>');
  dev = build('dev', { webDistDir });
  prod = build('prod', { webDistDir, context: PROD_DEPLOYER_CONTEXT });
});

afterAll(() => {
  rmSync(webDistDir, { recursive: true, force: true });
  for (const built of [dev, prod]) if (built) rmSync(built.app.outdir, { recursive: true, force: true });
});

const stacksOf = (app: FieldwatchApp): Stack[] => Object.values(app.stacks).filter((stack) => stack !== undefined);

describe('work queues', () => {
  it('keep every message 14 days, dead-letter queues as long', () => {
    for (const app of [dev, prod]) {
      const queues = stacksOf(app).flatMap((stack) => Object.values(resourcesOf(stack)).filter((resource) => resource.Type === 'AWS::SQS::Queue'));
      expect(queues.length).toBeGreaterThan(0);
      for (const queue of queues) expect(queue.Properties.MessageRetentionPeriod).toBe(QUEUE_RETENTION_DAYS * 24 * 3600);
    }
    expect(QUEUE_RETENTION_DAYS).toBe(14);
  });

  it('hide a received message at least 6x its consumer timeout, for every queue a Lambda consumes', () => {
    for (const app of [dev, prod]) {
      const stacks = stacksOf(app);
      const all = stacks.map((stack) => ({ stack, resources: resourcesOf(stack) }));
      const queues = all.flatMap(({ resources }) => Object.entries(resources).filter(([, resource]) => resource.Type === 'AWS::SQS::Queue'));
      const mappings = all.flatMap(({ resources }) => Object.values(resources).filter((resource) => resource.Type === 'AWS::Lambda::EventSourceMapping'));
      expect(mappings.length).toBeGreaterThanOrEqual(4);
      for (const mapping of mappings) {
        // The queue's ARN is a GetAtt in its own stack, or an import naming the queue's logical id across stacks.
        const source = JSON.stringify(mapping.Properties.EventSourceArn);
        const queue = queues.find(([id]) => new RegExp(`${id}(Arn|"|[A-F0-9]{8})`).test(source));
        expect(queue, `queue of ${source}`).toBeDefined();
        const fnId = (mapping.Properties.FunctionName as { Ref: string }).Ref;
        const fn = all.map(({ resources }) => resources[fnId]).find((resource) => resource?.Type === 'AWS::Lambda::Function');
        const timeout = fn?.Properties.Timeout as number;
        expect(timeout, fnId).toBeGreaterThan(0);
        expect(queue?.[1].Properties.VisibilityTimeout as number, `${queue?.[0]} consumed by ${fnId}`).toBeGreaterThanOrEqual(6 * timeout);
      }
    }
  });
});

describe('index workers', () => {
  const mappingOf = (app: FieldwatchApp) => {
    const { jobs } = app.stacks;
    return Object.values(resourcesOf(jobs)).find(
      (resource) => resource.Type === 'AWS::Lambda::EventSourceMapping' && JSON.stringify(resource.Properties.FunctionName) === JSON.stringify({ Ref: logicalId(jobs.indexWorker, jobs) }),
    );
  };
  const reservedOf = (app: FieldwatchApp, fn: AppFunction) => resourcesOf(app.stacks.jobs)[logicalId(fn, app.stacks.jobs)]?.Properties.ReservedConcurrentExecutions;

  it('run as many at once as the stage says: few on dev, 50 reserved on prod', () => {
    expect(mappingOf(dev)?.Properties.ScalingConfig).toEqual({ MaximumConcurrency: dev.config.lambda.indexWorkerConcurrency });
    expect(mappingOf(prod)?.Properties.ScalingConfig).toEqual({ MaximumConcurrency: 50 });
    expect(dev.config.lambda.indexWorkerConcurrency).toBeLessThan(prod.config.lambda.indexWorkerConcurrency);
    expect(reservedOf(prod, prod.stacks.jobs.indexWorker)).toBe(50);
    expect(reservedOf(dev, dev.stacks.jobs.indexWorker)).toBeUndefined();
  });

  it('refuse a stage that reserves fewer workers than its event source starts', () => {
    expect(() =>
      buildApp('prod', { webDistDir, context: { 'aws:cdk:bundling-stacks': [], ...PROD_DEPLOYER_CONTEXT }, overrides: { lambda: { indexWorkerConcurrency: 60, reservedConcurrency: { indexWorker: 20 } } } }),
    ).toThrow(/reservedConcurrency.indexWorker \(20\) is below lambda.indexWorkerConcurrency \(60\)/);
  });

  it("give the planner the backlog the stage's workers drain in one planner period, and let it read the queue's depth", () => {
    for (const app of [dev, prod]) {
      const { jobs, data } = app.stacks;
      const planWorker = resourcesOf(jobs)[logicalId(jobs.indexPlanWorker, jobs)];
      const variables = (planWorker?.Properties.Environment as { Variables: Record<string, string> }).Variables;
      expect(Number(variables[ENV.indexBacklogLimit])).toBe(indexBacklogLimit(app.config.lambda.indexWorkerConcurrency, INDEX_PLANNER_PERIOD_HOURS * 3600));
      const statements = Object.values(resourcesOf(jobs))
        .filter((resource) => resource.Type === 'AWS::IAM::Policy' && JSON.stringify(resource.Properties.Roles).includes(logicalId(jobs.indexPlanWorker.role!, jobs)))
        .flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: Array<{ Action: string | string[]; Resource: unknown }> }).Statement);
      const reads = statements.filter((statement) => [statement.Action].flat().includes('sqs:GetQueueAttributes'));
      expect(reads.map((statement) => JSON.stringify(statement.Resource)).join()).toContain(logicalId(data.queues.indexJobs.queue, data));
    }
    // Prod: 50 workers x 6 hours / 2.5 s a job.
    expect(indexBacklogLimit(50, 6 * 3600)).toBe(432_000);
  });

  it('alarm on an index job older than two planner periods: the backlog the planner allows is one period of work', () => {
    const { jobs, data } = prod.stacks;
    const alarm = Object.values(resourcesOf(jobs)).find(
      (resource) =>
        resource.Type === 'AWS::CloudWatch::Alarm' &&
        resource.Properties.MetricName === 'ApproximateAgeOfOldestMessage' &&
        JSON.stringify(resource.Properties.Dimensions).includes(logicalId(data.queues.indexJobs.queue, data)),
    );
    expect(alarm?.Properties.Threshold).toBe(2 * INDEX_PLANNER_PERIOD_HOURS * 3600);
  });
});

describe('scheduled functions', () => {
  const scheduled = (app: FieldwatchApp) => {
    const { jobs } = app.stacks;
    return [
      { key: 'indexPlanner', fn: jobs.indexPlanner, rule: jobs.plannerSchedule },
      { key: 'subscriptionExpiry', fn: jobs.subscriptionExpiry, rule: jobs.expirySchedule },
      { key: 'uploadSweeper', fn: jobs.uploadSweeper, rule: jobs.sweeperSchedule },
      { key: 'outboxSweeper', fn: jobs.outboxSweeper, rule: jobs.outboxSweeperSchedule },
      { key: 'alertEvaluator', fn: jobs.alertEvaluator, rule: jobs.alertSchedule },
    ] as const;
  };

  for (const key of ['indexPlanner', 'subscriptionExpiry', 'uploadSweeper', 'outboxSweeper', 'alertEvaluator'] as const) {
    it(`${key}: a failed run is not retried, lands in the alarmed failure queue, and a run waiting past its period is dropped there`, () => {
      for (const app of [dev, prod]) {
        const { jobs } = app.stacks;
        const entry = scheduled(app).find((candidate) => candidate.key === key)!;
        const template = Template.fromStack(jobs);
        const failures = { 'Fn::GetAtt': [logicalId(jobs.scheduledRunFailures, jobs), 'Arn'] };
        const period = Math.min(6 * 3600, SCHEDULES[key].localIntervalSeconds);
        template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
          FunctionName: { Ref: logicalId(entry.fn, jobs) },
          MaximumRetryAttempts: 0,
          MaximumEventAgeInSeconds: period,
          DestinationConfig: { OnFailure: { Destination: failures } },
        });
        // The schedule reaches the function (delivery retried, undeliverable events kept in the same queue).
        expect(entry.rule).toBeDefined();
        const rule = resourcesOf(jobs)[logicalId(entry.rule!, jobs)];
        expect(rule?.Properties.Targets).toEqual([
          expect.objectContaining({ Arn: { 'Fn::GetAtt': [logicalId(entry.fn, jobs), 'Arn'] }, DeadLetterConfig: { Arn: failures }, RetryPolicy: { MaximumEventAgeInSeconds: period, MaximumRetryAttempts: 2 } }),
        ]);
        // Its run ends before the next one starts.
        expect(entry.fn.def.timeoutSeconds).toBeLessThan(SCHEDULES[key].localIntervalSeconds);
        template.hasResourceProperties('AWS::CloudWatch::Alarm', {
          MetricName: 'ApproximateNumberOfMessagesVisible',
          Threshold: 0,
          Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [logicalId(jobs.scheduledRunFailures, jobs), 'QueueName'] } }],
        });
      }
    });
  }

  it('sweepers run one at a time on prod (reserved concurrency 1); dev leaves the default quota of 10 unreserved', () => {
    for (const fn of [prod.stacks.jobs.uploadSweeper, prod.stacks.jobs.outboxSweeper]) {
      expect(resourcesOf(prod.stacks.jobs)[logicalId(fn, prod.stacks.jobs)]?.Properties.ReservedConcurrentExecutions).toBe(1);
    }
    for (const fn of [dev.stacks.jobs.uploadSweeper, dev.stacks.jobs.outboxSweeper]) {
      expect(resourcesOf(dev.stacks.jobs)[logicalId(fn, dev.stacks.jobs)]?.Properties.ReservedConcurrentExecutions).toBeUndefined();
    }
  });
});

describe('traces', () => {
  it('are sampled on prod: 5% of API requests and 1% of index jobs; dev traces nothing and has no rule', () => {
    const { jobs } = prod.stacks;
    const template = Template.fromStack(jobs);
    template.resourceCountIs('AWS::XRay::SamplingRule', 2);
    template.hasResourceProperties('AWS::XRay::SamplingRule', {
      SamplingRule: Match.objectLike({ FixedRate: 0.01, ServiceName: { Ref: logicalId(jobs.indexWorker, jobs) }, ServiceType: 'AWS::Lambda::Function' }),
    });
    template.hasResourceProperties('AWS::XRay::SamplingRule', {
      SamplingRule: Match.objectLike({ FixedRate: 0.05, ServiceName: `${prod.stacks.api.stackName}-*`, ServiceType: 'AWS::Lambda::Function' }),
    });
    expect(prod.config.lambda.traceSampling).toEqual({ apiPercent: 5, indexJobsPercent: 1 });
    Template.fromStack(dev.stacks.jobs).resourceCountIs('AWS::XRay::SamplingRule', 0);
  });
});
