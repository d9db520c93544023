import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type FieldwatchApp } from '../../infra/app-builder';
import { CONTACT_MESSAGES_PER_FIVE_MINUTES_PER_IP, EdgeWebAcl } from '../../infra/constructs/edge-web-acl';
import { ENV, QUEUES } from '../../infra/definitions';
import { RESOURCE_ACCESS } from '../../infra/stacks/api-stack';
import type { Resource } from '../../shared/api/routes';
import { PROD_DEPLOYER_CONTEXT } from './deployer-context';
import { allows, logicalId, statementsOf } from './template-support';

/** The outbox in the template: its queue and DLQ, the DLQ's alarm, who may queue mail and who alone talks to SES. */
let prod: FieldwatchApp;
let webDistDir: string;

beforeAll(() => {
  webDistDir = mkdtempSync(join(tmpdir(), 'fieldwatch-web-'));
  mkdirSync(join(webDistDir, 'assets'));
  writeFileSync(join(webDistDir, 'index.html'), '<!doctype html><div id="root"></div>');
  prod = buildApp('prod', { webDistDir, context: { 'aws:cdk:bundling-stacks': [], ...PROD_DEPLOYER_CONTEXT } });
  prod.app.synth();
});

afterAll(() => {
  rmSync(webDistDir, { recursive: true, force: true });
  if (prod) rmSync(prod.app.outdir, { recursive: true, force: true });
});

describe('mail outbox stack resources', () => {
  it('has the mail queue with its dead-letter queue and the defined receive count', () => {
    const def = QUEUES.find((queue) => queue.key === 'mail');
    const { data } = prod.stacks;
    Template.fromStack(data).hasResourceProperties('AWS::SQS::Queue', {
      VisibilityTimeout: def?.visibilityTimeoutSeconds,
      RedrivePolicy: {
        deadLetterTargetArn: { 'Fn::GetAtt': [logicalId(data.queues.mail.deadLetterQueue, data), 'Arn'] },
        maxReceiveCount: def?.maxReceiveCount,
      },
    });
  });

  it('alarms on anything in the mail dead-letter queue, to the alarm topic', () => {
    const { jobs, data } = prod.stacks;
    const dlqName = logicalId(data.queues.mail.deadLetterQueue, data);
    const alarm = Object.values(Template.fromStack(jobs).findResources('AWS::CloudWatch::Alarm')).find(
      (candidate) => candidate.Properties.MetricName === 'ApproximateNumberOfMessagesVisible' && JSON.stringify(candidate.Properties.Dimensions).includes(dlqName),
    );
    expect(alarm?.Properties).toMatchObject({ Threshold: 0, ComparisonOperator: 'GreaterThanThreshold' });
    expect(alarm?.Properties.AlarmActions).toHaveLength(1);
  });

  it('lets the outbox sender alone send through SES, consume the mail queue and dead-letter a malformed message', () => {
    const { jobs, data, api } = prod.stacks;
    const sender = statementsOf(jobs, jobs.outboxSender);
    expect(allows(sender, 'ses:SendEmail', 'identity')).toBe(true);
    expect(allows(sender, 'sqs:ReceiveMessage', logicalId(data.queues.mail.queue, data))).toBe(true);
    expect(allows(sender, 'sqs:ChangeMessageVisibility', logicalId(data.queues.mail.queue, data))).toBe(true);
    expect(allows(sender, 'sqs:SendMessage', logicalId(data.queues.mail.deadLetterQueue, data))).toBe(true);
    Template.fromStack(jobs).hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: logicalId(jobs.outboxSender, jobs) },
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
    for (const fn of [...Object.values(api.functions), jobs.subscriptionExpiry, jobs.outboxSweeper]) {
      const stack = fn.stack;
      expect(allows(statementsOf(stack, fn), 'ses:SendEmail'), fn.node.path).toBe(false);
    }
  });

  it('allows every producer of mail to queue on the mail queue', () => {
    const { jobs, data, api } = prod.stacks;
    const mailQueue = logicalId(data.queues.mail.queue, data);
    const mailing = (Object.keys(RESOURCE_ACCESS) as Resource[]).filter((resource) => RESOURCE_ACCESS[resource].sendsMail);
    expect(mailing).toEqual(expect.arrayContaining(['accounts', 'roles', 'activities']));
    for (const fn of [...mailing.map((resource) => api.functions[resource]), jobs.subscriptionExpiry, jobs.outboxSweeper]) {
      const statements = statementsOf(fn.stack, fn);
      expect(allows(statements, 'sqs:SendMessage', mailQueue), fn.node.path).toBe(true);
      // The mail queue only: no other queue, and not its dead-letter queue.
      const sending = statements.filter((statement) => [statement.Action].flat().includes('sqs:SendMessage'));
      for (const statement of sending) expect(JSON.stringify(statement.Resource), fn.node.path).toContain(mailQueue);
    }
    for (const fn of [api.functions.activities, jobs.outboxSender]) {
      const variables = Template.fromStack(fn.stack).findResources('AWS::Lambda::Function')[logicalId(fn, fn.stack)]?.Properties.Environment.Variables;
      expect(Object.keys(variables ?? {})).toEqual(expect.arrayContaining([ENV.mailQueueUrl, ENV.mailDeadLetterQueueUrl]));
    }
  });

  it("gives the functions that talk to SES the SES identity's region, which IAM scopes sending to", () => {
    const { jobs, api } = prod.stacks;
    const sesRegion = prod.config.auth.email?.sesRegion;
    expect(sesRegion).toBeTruthy();
    const sender = statementsOf(jobs, jobs.outboxSender).find((statement) => [statement.Action].flat().includes('ses:SendEmail'));
    expect(JSON.stringify(sender?.Resource)).toContain(`:ses:${sesRegion}:`);
    for (const fn of [jobs.outboxSender, api.functions.health]) {
      const variables = Template.fromStack(fn.stack).findResources('AWS::Lambda::Function')[logicalId(fn, fn.stack)]?.Properties.Environment.Variables;
      expect(variables?.[ENV.sesRegion], fn.node.path).toBe(sesRegion);
    }
  });

  it('rate-limits the public contact form per address in the web ACL, far below the stage-wide limit', () => {
    const stack = new Stack(new App(), 'WafProbe', { env: { region: 'us-east-1' } });
    new EdgeWebAcl(stack, 'Acl', { name: 'probe', limits: { requestsPerFiveMinutesPerIp: 2000, tileRequestsPerFiveMinutesPerIp: 10000 } });
    const [acl] = Object.values(Template.fromStack(stack).findResources('AWS::WAFv2::WebACL'));
    const rule = (acl?.Properties.Rules as Array<{ Name: string; Statement: { RateBasedStatement: Record<string, unknown> }; Action: unknown }>).find(
      (candidate) => candidate.Name === 'ContactRatePerIp',
    );
    expect(rule?.Action).toEqual({ Block: {} });
    expect(rule?.Statement.RateBasedStatement).toMatchObject({
      Limit: CONTACT_MESSAGES_PER_FIVE_MINUTES_PER_IP,
      AggregateKeyType: 'IP',
      ScopeDownStatement: { ByteMatchStatement: { SearchString: '/api/system_setup/contact', PositionalConstraint: 'STARTS_WITH' } },
    });
  });
});
