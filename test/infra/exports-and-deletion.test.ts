import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type FieldwatchApp } from '../../infra/app-builder';
import { PROD_DEPLOYER_CONTEXT } from './deployer-context';
import { allows, logicalId, statementsOf } from './template-support';
import { ENV, QUEUES } from '../../infra/definitions';
import { EXPORT_EXPIRE_AFTER_DAYS } from '../../shared/domain/exports';
import { USER_DELETION } from '../../shared/platform';

/** The exports bucket (large exports, linked) and the user-deletion queue with its consumer, in the prod template. */
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

describe('the exports bucket', () => {
  it('expires every export after a day, and the functions that export may write it', () => {
    const { data, api } = prod.stacks;
    const bucket = Template.fromStack(data).toJSON().Resources[logicalId(data.buckets.exports, data)];
    expect(EXPORT_EXPIRE_AFTER_DAYS).toBe(1);
    expect(bucket.Properties.LifecycleConfiguration.Rules).toEqual(
      expect.arrayContaining([expect.objectContaining({ ExpirationInDays: EXPORT_EXPIRE_AFTER_DAYS, Status: 'Enabled' })]),
    );
    const bucketRef = logicalId(data.buckets.exports, data);
    for (const fn of [api.functions.fields, api.functions.activities, api.functions.accounts]) {
      expect(allows(statementsOf(api, fn), 's3:PutObject', bucketRef), fn.node.path).toBe(true);
      expect(allows(statementsOf(api, fn), 's3:GetObject', bucketRef), fn.node.path).toBe(true);
    }
    expect(allows(statementsOf(api, api.functions.weather), 's3:PutObject', bucketRef)).toBe(false);
  });
});

describe('the user-deletion queue', () => {
  it('has a DLQ, a visibility of 6x its consumer timeout, and a consumer that may delete what a user leaves', () => {
    const { data, jobs, api } = prod.stacks;
    const def = QUEUES.find((queue) => queue.key === 'userDeletion');
    expect(def?.visibilityTimeoutSeconds).toBe(6 * USER_DELETION.consumerTimeoutSeconds);
    expect(jobs.userDeleter.def.timeoutSeconds).toBe(USER_DELETION.consumerTimeoutSeconds);
    Template.fromStack(data).hasResourceProperties('AWS::SQS::Queue', {
      VisibilityTimeout: def?.visibilityTimeoutSeconds,
      RedrivePolicy: {
        deadLetterTargetArn: { 'Fn::GetAtt': [logicalId(data.queues.userDeletion.deadLetterQueue, data), 'Arn'] },
        maxReceiveCount: def?.maxReceiveCount,
      },
    });
    Template.fromStack(jobs).hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: logicalId(jobs.userDeleter, jobs) },
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
    const deleter = statementsOf(jobs, jobs.userDeleter);
    const queue = logicalId(data.queues.userDeletion.queue, data);
    expect(allows(deleter, 'sqs:SendMessage', queue)).toBe(true);
    expect(allows(deleter, 's3:DeleteObject', logicalId(data.buckets.uploads, data))).toBe(true);
    expect(allows(deleter, 's3:DeleteObject', logicalId(data.buckets.imageryCache, data))).toBe(true);
    expect(allows(deleter, 'cognito-idp:AdminDeleteUser', 'UserPool')).toBe(true);
    // The accounts function queues the deletion and no longer deletes files itself.
    const accounts = statementsOf(api, api.functions.accounts);
    expect(allows(accounts, 'sqs:SendMessage', queue)).toBe(true);
    expect(allows(accounts, 's3:DeleteObject', logicalId(data.buckets.uploads, data))).toBe(false);
    const variables = Template.fromStack(api).toJSON().Resources[logicalId(api.functions.accounts, api)].Properties.Environment.Variables as Record<string, unknown>;
    expect(variables[ENV.userDeletionQueueUrl]).toBeDefined();
  });
});
